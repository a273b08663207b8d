import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './provider.js';
/** Seconds a signed webhook stays acceptable: older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const hmac = (secret, timestamp, body) => createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
/** The signature header of the sandbox's webhooks, in the scheme Stripe uses: `t=<unix>,v1=<hex>`. */
export function signWebhook(secret, body, now = new Date()) {
    const t = Math.floor(now.getTime() / 1000);
    return `t=${t},v1=${hmac(secret, t, body)}`;
}
/** Checks `t=...,v1=...` against the body: right secret, unchanged body, not older than the tolerance. */
export function verifyWebhookSignature(secret, body, header, now = new Date()) {
    if (!header)
        throw new WebhookSignatureError('Missing webhook signature');
    const parts = header.split(',').map((p) => p.trim().split('='));
    const t = Number(parts.find(([k]) => k === 't')?.[1]);
    const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
    if (!Number.isInteger(t) || signatures.length === 0) {
        throw new WebhookSignatureError('Malformed webhook signature');
    }
    if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError('Webhook signature is too old');
    }
    const expected = Buffer.from(hmac(secret, t, body), 'hex');
    const ok = signatures.some((s) => {
        const given = Buffer.from(s, 'hex');
        return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!ok)
        throw new WebhookSignatureError('Webhook signature does not match');
}
//# sourceMappingURL=signature.js.map