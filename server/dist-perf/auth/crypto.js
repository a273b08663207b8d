import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
/** Hex SHA-256: how refresh tokens, PATs and tickets are stored (never the secret itself). */
export function sha256(value) {
    return createHash('sha256').update(value).digest('hex');
}
export function newSecret() {
    return randomUUID();
}
/** Six digits, uniformly drawn (for e-mail one-time codes). */
export function sixDigitCode() {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
}
export function safeEqual(a, b) {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
}
/** argon2id: the library's default algorithm, with its OWASP-level cost (19 MiB, t=2, p=1). */
export function hashPassword(password) {
    return hash(password);
}
export async function verifyPassword(passwordHash, password) {
    try {
        return await verify(passwordHash, password);
    }
    catch {
        // A malformed stored hash is a failed check, not a server error.
        return false;
    }
}
// Spent on unknown e-mails so that a miss takes as long as a wrong password (no enumeration by timing).
let dummyHash;
export async function burnPasswordCheck(password) {
    dummyHash ??= hashPassword(randomUUID());
    await verifyPassword(await dummyHash, password);
}
//# sourceMappingURL=crypto.js.map