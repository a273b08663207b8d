import { newSecret, sha256, sixDigitCode } from './crypto.js';
import { fail } from './errors.js';
import { consumeCode, deleteStaleCodes, deleteUnusedCodes, recordFailedAttempt, findLiveCode, insertCode, } from './tickets.repository.js';
/** Ticket kinds by their prefix, with the stored purpose and lifetime setting. */
export const TICKET_KINDS = {
    verifyEmail: { purpose: 'email_verify', lifetime: 'emailVerify', linkType: 'emailVerify' },
    passwordlessEmail: {
        purpose: 'passwordless_email',
        lifetime: 'passwordlessEmail',
        linkType: 'signinPasswordless',
    },
    passwordReset: {
        purpose: 'password_reset',
        lifetime: 'passwordReset',
        linkType: 'passwordReset',
    },
    emailConfirmChange: {
        purpose: 'email_change',
        lifetime: 'emailChange',
        linkType: 'emailConfirmChange',
    },
    mfaTotp: { purpose: 'mfa_totp', lifetime: 'mfaTotp', linkType: null },
};
/**
 * Issues `<kind>:<uuid>` for a user; only its SHA-256 is stored. One live ticket per user and
 * kind: asking again voids the older link, so only the newest e-mail works.
 */
export async function issueTicket(deps, kind, userId, email) {
    const { purpose, lifetime } = TICKET_KINDS[kind];
    const ticket = `${kind}:${newSecret()}`;
    await deleteStaleCodes(deps.db, userId);
    await deleteUnusedCodes(deps.db, userId, purpose);
    await insertCode(deps.db, {
        userId,
        email: email ?? null,
        purpose,
        codeHash: sha256(ticket),
        expiresAt: new Date(Date.now() + deps.config.auth.ticketExpiresIn[lifetime] * 1000),
    });
    return ticket;
}
/** The kind named by a ticket's prefix, if it is one we issue. */
export function ticketKind(ticket) {
    const prefix = ticket.slice(0, ticket.indexOf(':'));
    return Object.hasOwn(TICKET_KINDS, prefix) ? prefix : undefined;
}
/** Spends a ticket of the expected kind; 401 invalid-ticket if unknown, used, expired or of another kind. */
export async function consumeTicket(deps, ticket, expected) {
    const kind = ticketKind(ticket);
    const allowed = typeof expected === 'string' ? [expected] : expected;
    if (!kind || !allowed.includes(kind))
        throw fail('invalid-ticket');
    const row = await consumeCode(deps.db, TICKET_KINDS[kind].purpose, sha256(ticket));
    if (!row?.userId)
        throw fail('invalid-ticket');
    return { ...row, userId: row.userId, kind };
}
/** Looks a ticket up without spending it (the MFA ticket survives a mistyped code). */
export async function peekTicket(deps, ticket, expected) {
    if (ticketKind(ticket) !== expected)
        throw fail('invalid-ticket');
    const row = await findLiveCode(deps.db, TICKET_KINDS[expected].purpose, sha256(ticket));
    if (!row?.userId)
        throw fail('invalid-ticket');
    return { ...row, userId: row.userId };
}
// E-mail one-time codes are only six digits: the stored hash is bound to the user so the same
// digits sent to two people are two different rows.
const otpHash = (userId, code) => sha256(`${userId}:${code}`);
/** Issues a six-digit e-mail code for a user; any older code of theirs stops working. */
export async function issueEmailOtp(deps, userId, email) {
    const code = sixDigitCode();
    await deleteStaleCodes(deps.db, userId);
    await deleteUnusedCodes(deps.db, userId, 'email_otp');
    await insertCode(deps.db, {
        userId,
        email,
        purpose: 'email_otp',
        codeHash: otpHash(userId, code),
        expiresAt: new Date(Date.now() + deps.config.auth.ticketExpiresIn.otpEmail * 1000),
    });
    return code;
}
/**
 * Spends the user's e-mail code if `code` is it. A wrong code counts against the live one:
 * after AUTH_CODE_MAX_ATTEMPTS wrong guesses it is spent and a new one must be asked for
 * (six digits would otherwise fall to a patient guesser).
 */
export async function consumeEmailOtp(deps, userId, code) {
    const spent = await consumeCode(deps.db, 'email_otp', otpHash(userId, code), userId);
    if (spent)
        return true;
    await recordFailedAttempt(deps.db, { userId, purpose: 'email_otp' }, deps.config.auth.codeMaxAttempts);
    return false;
}
/** A wrong answer to a ticket's challenge (the 2FA code): at the cap the ticket is spent. */
export async function recordTicketFailure(deps, ticketRowId) {
    await recordFailedAttempt(deps.db, { id: ticketRowId }, deps.config.auth.codeMaxAttempts);
}
//# sourceMappingURL=tickets.js.map