// The console sender's recent messages, newest first. Bounded so a long-running dev server
// cannot grow without limit; only the development sender writes here.
const OUTBOX_LIMIT = 100;
const outbox = [];
/** Messages the console sender "sent" in this process, newest first (development and tests). */
export function consoleOutbox() {
    return outbox;
}
/** Development sender: nothing leaves the machine; the message goes to the log and the outbox. */
export function createConsoleSmsSender(logger) {
    return {
        async send(message) {
            outbox.unshift({ ...message, sentAt: new Date() });
            outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
            logger.info({ to: message.to, body: message.body }, 'sms (console sender, not delivered)');
        },
    };
}
/** Sends through Twilio's Messages REST resource (https://www.twilio.com/docs/messaging/api/message-resource). */
export function createTwilioSmsSender(options, logger) {
    const endpoint = new URL(`2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`, options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`);
    const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
    const fromField = /^MG[0-9a-f]{32}$/i.test(options.from) ? 'MessagingServiceSid' : 'From';
    return {
        async send(message) {
            const form = new URLSearchParams({ To: message.to, Body: message.body });
            form.set(fromField, options.from);
            const res = await fetch(endpoint, {
                method: 'POST',
                headers: {
                    authorization,
                    'content-type': 'application/x-www-form-urlencoded',
                    accept: 'application/json',
                },
                body: form,
                signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
            });
            if (!res.ok) {
                // Twilio explains refusals in {code, message}; keep them in the log, not in the reply.
                const detail = await res.text().catch(() => '');
                logger.warn({ status: res.status, detail: detail.slice(0, 500) }, 'twilio refused the sms');
                throw new Error(`Twilio answered ${res.status}`);
            }
        },
    };
}
//# sourceMappingURL=sender.js.map