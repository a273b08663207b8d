import type { AppDeps } from '../context.js';
import type { MailTemplate } from '../mail/mailer.js';
import { TICKET_KINDS, type TicketKind } from './tickets.js';
import type { UserRow } from './users.repository.js';

/** `<AUTH_SERVER_URL>/verify?type=…&ticket=…&redirectTo=…`. */
export function verifyLink(
  serverUrl: string,
  kind: Exclude<TicketKind, 'mfaTotp'>,
  ticket: string,
  redirectTo: string,
): string {
  const params = new URLSearchParams({
    type: TICKET_KINDS[kind].linkType,
    ticket,
    redirectTo,
  });
  return `${serverUrl}/verify?${params.toString()}`;
}

const TEMPLATE_OF: Record<Exclude<TicketKind, 'mfaTotp'>, MailTemplate> = {
  verifyEmail: 'email-verify',
  passwordlessEmail: 'signin-passwordless',
  passwordReset: 'password-reset',
  emailConfirmChange: 'email-confirm-change',
};

type Deps = Pick<AppDeps, 'config' | 'mailer'>;

function commonData(deps: Deps, user: UserRow, redirectTo: string) {
  return {
    displayName: user.displayName,
    email: user.email ?? '',
    redirectTo,
    locale: user.locale,
    serverUrl: deps.config.auth.serverUrl,
    clientUrl: deps.config.auth.clientUrl,
  };
}

/** Sends the e-mail carrying a ticket link (to the new address for an e-mail change). */
export async function sendTicketMail(
  deps: Deps,
  kind: Exclude<TicketKind, 'mfaTotp'>,
  user: UserRow,
  ticket: string,
  redirectTo: string,
  to: string,
): Promise<void> {
  await deps.mailer.send({
    to,
    template: TEMPLATE_OF[kind],
    locale: user.locale,
    data: {
      ...commonData(deps, user, redirectTo),
      link: verifyLink(deps.config.auth.serverUrl, kind, ticket, redirectTo),
      ticket,
      newEmail: kind === 'emailConfirmChange' ? to : '',
    },
  });
}

/** Sends a six-digit sign-in code (template `signin-otp`; `ticket` is the code, no link). */
export async function sendOtpMail(
  deps: Deps,
  user: UserRow,
  to: string,
  code: string,
  redirectTo: string,
): Promise<void> {
  await deps.mailer.send({
    to,
    template: 'signin-otp',
    locale: user.locale,
    data: { ...commonData(deps, user, redirectTo), link: '', ticket: code, newEmail: '' },
  });
}
