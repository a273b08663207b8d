import { TICKET_KINDS } from './tickets.js';
/** `<AUTH_SERVER_URL>/verify?type=…&ticket=…&redirectTo=…` (contract 6.1). */
export function verifyLink(serverUrl, kind, ticket, redirectTo) {
    const params = new URLSearchParams({
        type: TICKET_KINDS[kind].linkType,
        ticket,
        redirectTo,
    });
    return `${serverUrl}/verify?${params.toString()}`;
}
const TEMPLATE_OF = {
    verifyEmail: 'email-verify',
    passwordlessEmail: 'signin-passwordless',
    passwordReset: 'password-reset',
    emailConfirmChange: 'email-confirm-change',
};
function commonData(deps, user, redirectTo) {
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
export async function sendTicketMail(deps, kind, user, ticket, redirectTo, to) {
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
export async function sendOtpMail(deps, user, to, code, redirectTo) {
    await deps.mailer.send({
        to,
        template: 'signin-otp',
        locale: user.locale,
        data: { ...commonData(deps, user, redirectTo), link: '', ticket: code, newEmail: '' },
    });
}
//# sourceMappingURL=auth-mail.js.map