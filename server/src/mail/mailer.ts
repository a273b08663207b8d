import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

/** The e-mails Tiix sends (names follow the auth contract's template names). */
export type MailTemplate =
  | 'email-verify'
  | 'signin-passwordless'
  | 'signin-otp'
  | 'password-reset'
  | 'email-confirm-change'
  | 'team-invite';

/**
 * Template variables. Auth mails use the contract's names (`link`, `displayName`, `email`,
 * `newEmail`, `ticket` (the 6-digit code for signin-otp), `redirectTo`); the team invite uses
 * `link`, `teamName`, `inviterName`, `league`.
 */
export type MailData = Record<string, string | undefined>;

export interface OutgoingMail {
  to: string;
  template: MailTemplate;
  data: MailData;
  locale?: string;
}

/** Sends e-mail: through SMTP when SMTP_URL is set, else into the embedded dev mailbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Creates the process's mailer from the config. */
export function createMailer(_config: Config, logger: Logger): Mailer {
  return {
    async send(mail) {
      logger.info(
        { to: mail.to, template: mail.template, link: mail.data.link },
        'mail (no transport yet)',
      );
    },
  };
}
