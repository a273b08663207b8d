import type { Logger } from '../../logger.js';

/** One text message to one phone number. */
export interface SmsMessage {
  to: string;
  body: string;
}

/** Delivers text messages. Throws when the message could not be handed over. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface SentSms extends SmsMessage {
  sentAt: Date;
}

// The console sender's recent messages, newest first. Bounded so a long-running dev server
// cannot grow without limit; only the development sender writes here.
const OUTBOX_LIMIT = 100;
const outbox: SentSms[] = [];

/** Messages the console sender "sent" in this process, newest first (development and tests). */
export function consoleOutbox(): readonly SentSms[] {
  return outbox;
}

/** Development sender: nothing leaves the machine; the message goes to the log and the outbox. */
export function createConsoleSmsSender(logger: Logger): SmsSender {
  return {
    async send(message) {
      outbox.unshift({ ...message, sentAt: new Date() });
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
      logger.info({ to: message.to, body: message.body }, 'sms (console sender, not delivered)');
    },
  };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender phone number (E.164), or a Messaging Service SID (MG...). */
  from: string;
  /** Base URL of the REST API; tests point it at a local stand-in. */
  apiUrl: string;
  /** Gives up on a hanging API after this long. */
  timeoutMs?: number;
}

/** Sends through Twilio's Messages REST resource (https://www.twilio.com/docs/messaging/api/message-resource). */
export function createTwilioSmsSender(options: TwilioOptions, logger: Logger): SmsSender {
  const endpoint = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`,
  );
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
