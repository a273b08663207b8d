import { isLoopbackAddress } from './dev-mailbox.routes.js';
/**
 * Without SMTP every sign-in link and code lands in the dev mailbox. A server reachable from
 * other machines in that state is an account takeover waiting to happen: main.ts prints this
 * loudly at every start. Null when there is nothing to warn about.
 */
export function mailStartupWarning(config) {
    if (config.smtpUrl)
        return null;
    const beyondLoopback = !isLoopbackAddress(config.host) && config.host !== 'localhost';
    if (!beyondLoopback && !config.devMailbox.public)
        return null;
    return [
        'SMTP_URL is not set: sign-in links and codes are not e-mailed but kept in the dev mailbox,',
        `and the server listens on ${config.host}${beyondLoopback ? ' (beyond this machine)' : ''}.`,
        config.devMailbox.public
            ? 'DEV_MAILBOX_PUBLIC=true lets ANY client read /dev/mailbox and take over any account.'
            : config.devMailbox.enabled
                ? '/dev/mailbox answers loopback clients only.'
                : '/dev/mailbox is off (NODE_ENV=production): nobody receives these e-mails.',
        'Set SMTP_URL for a real deployment.',
    ].join(' ');
}
//# sourceMappingURL=startup-warning.js.map