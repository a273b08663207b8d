import { DomainError } from '../../errors/domain-error.js';
export const HANDLE_MESSAGES = {
    venmo: 'Venmo usernames are 5-30 letters, numbers, hyphens or underscores (e.g. @Alex-Smith).',
    cashapp: 'Cash App $Cashtags are 1-20 letters, numbers or underscores with at least one letter.',
    paypal: 'PayPal.me names are 1-20 letters or numbers (e.g. paypal.me/alexsmith).',
    zelle: 'The Zelle note can be at most 200 characters.',
};
const VENMO = /^[A-Za-z0-9_-]{5,30}$/;
const CASHTAG = /^(?=.*[A-Za-z])[A-Za-z0-9_]{1,20}$/;
const PAYPAL = /^[A-Za-z0-9]{1,20}$/;
export const ZELLE_NOTE_MAX = 200;
const blank = (v) => v == null || v.trim() === '';
/** Each given field: blank clears it, else it must match the service's format (prefixes accepted). */
export function normaliseHandles(input) {
    const out = {};
    if (input.venmoUsername !== undefined) {
        const v = input.venmoUsername?.trim().replace(/^@/, '') ?? '';
        if (v && !VENMO.test(v))
            throw new DomainError('BAD_USER_INPUT', HANDLE_MESSAGES.venmo);
        out.venmoUsername = blank(v) ? null : v;
    }
    if (input.cashappCashtag !== undefined) {
        const v = input.cashappCashtag?.trim().replace(/^\$/, '') ?? '';
        if (v && !CASHTAG.test(v))
            throw new DomainError('BAD_USER_INPUT', HANDLE_MESSAGES.cashapp);
        out.cashappCashtag = blank(v) ? null : v;
    }
    if (input.paypalMe !== undefined) {
        const v = input.paypalMe
            ?.trim()
            .replace(/^(https?:\/\/)?(www\.)?paypal\.me\//i, '')
            .replace(/\/+$/, '') ?? '';
        if (v && !PAYPAL.test(v))
            throw new DomainError('BAD_USER_INPUT', HANDLE_MESSAGES.paypal);
        out.paypalMe = blank(v) ? null : v;
    }
    if (input.zelleNote !== undefined) {
        const v = input.zelleNote?.trim() ?? '';
        if (v.length > ZELLE_NOTE_MAX)
            throw new DomainError('BAD_USER_INPUT', HANDLE_MESSAGES.zelle);
        out.zelleNote = v || null;
    }
    return out;
}
const dollars = (cents) => (cents / 100).toFixed(2);
/**
 * The Pay link of a request from the team's handles in priority order Venmo, then Cash App,
 * then PayPal.me, with the amount (and the note, where the service takes one) filled in.
 * Null when the team has none of the three.
 */
export function payLinkFor(handles, amountCents, note, currency = 'USD') {
    if (handles.venmoUsername) {
        const params = new URLSearchParams({ txn: 'pay', amount: dollars(amountCents) });
        if (note)
            params.set('note', note);
        return `https://venmo.com/${encodeURIComponent(handles.venmoUsername)}?${params.toString()}`;
    }
    if (handles.cashappCashtag) {
        return `https://cash.app/$${encodeURIComponent(handles.cashappCashtag)}/${dollars(amountCents)}`;
    }
    if (handles.paypalMe) {
        return `https://paypal.me/${encodeURIComponent(handles.paypalMe)}/${dollars(amountCents)}${currency}`;
    }
    return null;
}
//# sourceMappingURL=handles.js.map