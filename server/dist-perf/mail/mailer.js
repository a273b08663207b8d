import { createTransport } from 'nodemailer';
import { DevMailbox, devMailboxDir } from './dev-mailbox.js';
import { renderMail } from './templates.js';
/**
 * A message could not be handed over (SMTP refused or unreachable, mailbox not writable). Already
 * logged; the caller decides whether its request fails (a sign-in link) or goes on (an invite).
 */
export class MailDeliveryError extends Error {
    to;
    template;
    name = 'MailDeliveryError';
    constructor(to, template, options) {
        super(`Could not deliver the ${template} e-mail`, options);
        this.to = to;
        this.template = template;
    }
}
// nodemailer waits minutes by default; a mail sent inside a request must fail well before the
// client gives up. A `?connectionTimeout=` etc. in SMTP_URL still wins.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
function smtpDelivery(smtpUrl, from) {
    const transport = createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl }, { from });
    return async ({ to, subject, text, html, attachments, headers }) => {
        const info = await transport.sendMail({ to, subject, text, html, attachments, headers });
        // nodemailer resolves even when some recipients were refused; with one recipient that is a failure.
        if (info.rejected.length > 0 || info.accepted.length === 0) {
            throw new Error(`SMTP server refused the recipient: ${info.response}`);
        }
    };
}
function devMailboxDelivery(config, logger) {
    const mailbox = new DevMailbox(devMailboxDir(config));
    return async (message) => {
        const stored = await mailbox.add(message);
        // Never the links or codes: they sign in as the recipient, and logs travel further than
        // the mailbox (collectors, terminals, CI output). Read them at /dev/mailbox.
        logger.info({ to: stored.to, template: stored.template, subject: stored.subject }, `Dev mailbox: "${stored.subject}" to ${stored.to} (read it at /dev/mailbox)`);
    };
}
/** Creates the process's mailer from the config. */
export function createMailer(config, logger) {
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
            }
            catch (err) {
                logger.error({ err, to: mail.to, template: mail.template }, 'E-mail delivery failed');
                throw new MailDeliveryError(mail.to, mail.template, { cause: err });
            }
            if (config.smtpUrl) {
                logger.info({ to: mail.to, template: mail.template }, 'E-mail sent');
            }
        },
    };
}
//# sourceMappingURL=mailer.js.map