import { createTransport } from 'nodemailer';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { DevMailbox, devMailboxDir } from './dev-mailbox.js';
import { renderMail } from './templates.js';

/** The e-mails Tiix sends (names follow the auth API's template names). */
export type MailTemplate =
  | 'email-verify'
  | 'signin-passwordless'
  | 'signin-otp'
  | 'password-reset'
  | 'email-confirm-change'
  | 'team-invite'
  | 'draft-your-turn'
  | 'draft-complete'
  | 'payment-reminder'
  | 'notification';

/**
 * Template variables. Auth mails use the auth API's names (`link`, `displayName`, `email`,
 * `newEmail`, `ticket` (the 6-digit code for signin-otp), `redirectTo`); the team invite uses
 * `link`, `teamName`, `inviterName`, `league`.
 */
export type MailData = Record<string, string | undefined>;

export interface OutgoingMail {
  to: string;
  template: MailTemplate;
  data: MailData;
  locale?: string;
  /** Files sent with the message, e.g. a calendar (.ics) of the drafted games. */
  attachments?: MailAttachment[];
  /** Extra message headers, e.g. List-Unsubscribe of a notification e-mail. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Sends e-mail: through SMTP when SMTP_URL is set, else into the embedded dev mailbox. */
export interface Mailer {
  /** Resolves once the message is accepted; rejects with MailDeliveryError. */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * A message could not be handed over (SMTP refused or unreachable, mailbox not writable). Already
 * logged; the caller decides whether its request fails (a sign-in link) or goes on (an invite).
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    readonly to: string,
    readonly template: MailTemplate,
    options: { cause: unknown },
  ) {
    super(`Could not deliver the ${template} e-mail`, options);
  }
}

interface Envelope {
  to: string;
  template: MailTemplate;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[] | undefined;
  headers?: Record<string, string> | undefined;
}

type Deliver = (message: Envelope) => Promise<void>;

// nodemailer waits minutes by default; a mail sent inside a request must fail well before the
// client gives up. A `?connectionTimeout=` etc. in SMTP_URL still wins.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  const transport = createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl }, { from });
  return async ({ to, subject, text, html, attachments, headers }) => {
    const info = await transport.sendMail({ to, subject, text, html, attachments, headers });
    // nodemailer resolves even when some recipients were refused; with one recipient that is a failure.
    if (info.rejected.length > 0 || info.accepted.length === 0) {
      throw new Error(`SMTP server refused the recipient: ${info.response}`);
    }
  };
}

function devMailboxDelivery(config: Config, logger: Logger): Deliver {
  const mailbox = new DevMailbox(devMailboxDir(config));
  return async (message) => {
    const stored = await mailbox.add(message);
    // Never the links or codes: they sign in as the recipient, and logs travel further than
    // the mailbox (collectors, terminals, CI output). Read them at /dev/mailbox.
    logger.info(
      { to: stored.to, template: stored.template, subject: stored.subject },
      `Dev mailbox: "${stored.subject}" to ${stored.to} (read it at /dev/mailbox)`,
    );
  };
}

/** Creates the process's mailer from the config. */
export function createMailer(config: Config, logger: Logger): Mailer {
  const deliver = config.smtpUrl
    ? smtpDelivery(config.smtpUrl, config.mailFrom)
    : devMailboxDelivery(config, logger);
  return {
    async send(mail) {
      const rendered = renderMail(mail.template, mail.data, mail.locale);
      try {
        await deliver({
          to: mail.to,
          template: mail.template,
          ...rendered,
          attachments: mail.attachments,
          headers: mail.headers,
        });
      } catch (err) {
        logger.error({ err, to: mail.to, template: mail.template }, 'E-mail delivery failed');
        throw new MailDeliveryError(mail.to, mail.template, { cause: err });
      }
      if (config.smtpUrl) {
        logger.info({ to: mail.to, template: mail.template }, 'E-mail sent');
      }
    },
  };
}
