import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { users, userSecurityKeys } from '../db/schema/auth.js';
import { teams } from '../db/schema/teams.js';
import { fail } from './errors.js';
/** The allowed roles of the user's tokens: their roles plus the default role. */
export function allowedRoles(user) {
    return [...new Set([...user.roles, user.defaultRole])];
}
/**
 * Shapes a users row as the contract's User. Inside a session payload `activeMfaType` is always
 * null (contract 1.1); GET /user passes `withMfa` for the real value.
 */
export function toUserPayload(row, options = {}) {
    return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        displayName: row.displayName,
        avatarUrl: row.avatarUrl,
        locale: row.locale,
        ...(row.email != null ? { email: row.email } : {}),
        emailVerified: row.emailVerified,
        ...(row.phoneNumber != null ? { phoneNumber: row.phoneNumber } : {}),
        phoneNumberVerified: row.phoneNumberVerified,
        defaultRole: row.defaultRole,
        roles: allowedRoles(row),
        isAnonymous: row.isAnonymous,
        metadata: row.metadata,
        activeMfaType: options.withMfa ? (row.activeMfaType ?? null) : null,
    };
}
/** The contract's default avatar (Gravatar with a blank fallback). */
export function gravatarUrl(email) {
    const digest = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
    return `https://www.gravatar.com/avatar/${digest}?d=blank&r=g`;
}
export async function findUserById(db, id) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
}
/** Case-insensitive, like the unique index: Foo@x.com and foo@x.com are one account. */
export async function findUserByEmail(db, email) {
    const [row] = await db
        .select()
        .from(users)
        .where(sql `lower(${users.email}) = lower(${email})`);
    return row;
}
export async function findUserByPhoneNumber(db, phoneNumber) {
    const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    return row;
}
/** Inserts a user; a taken e-mail address is the contract's 409 email-already-in-use. */
export async function createUser(db, input) {
    try {
        const [row] = await db
            .insert(users)
            .values({
            email: input.email ?? null,
            passwordHash: input.passwordHash ?? null,
            displayName: input.displayName,
            locale: input.locale,
            defaultRole: input.defaultRole,
            roles: allowedRoles(input),
            metadata: input.metadata ?? {},
            emailVerified: input.emailVerified ?? false,
            isAnonymous: input.isAnonymous ?? false,
            avatarUrl: input.avatarUrl ?? '',
            phoneNumber: input.phoneNumber ?? null,
            phoneNumberVerified: input.phoneNumberVerified ?? false,
            disabled: input.disabled ?? false,
        })
            .returning();
        return row;
    }
    catch (err) {
        throw mapUniqueViolation(err);
    }
}
/** Updates a user; returns the new row (undefined if it is gone). */
export async function updateUser(db, id, patch) {
    try {
        const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
        return row;
    }
    catch (err) {
        throw mapUniqueViolation(err);
    }
}
export async function touchLastSeen(db, id) {
    await db.update(users).set({ lastSeen: new Date() }).where(eq(users.id, id));
}
export async function deleteUser(db, id) {
    await db.delete(users).where(eq(users.id, id));
}
/** Teams the user owns: they block deleting the account (teams.owner_id is RESTRICT). */
export async function countOwnedTeams(db, userId) {
    const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.ownerId, userId));
    return row?.n ?? 0;
}
export async function countSecurityKeys(db, userId) {
    const [row] = await db
        .select({ n: count() })
        .from(userSecurityKeys)
        .where(and(eq(userSecurityKeys.userId, userId)));
    return row?.n ?? 0;
}
/** Postgres error fields, whether the driver error arrives bare or wrapped by Drizzle. */
export function pgError(err) {
    for (let e = err; e;) {
        if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
            return {
                code: e.code,
                ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
            };
        }
        e = e.cause;
    }
    return undefined;
}
function mapUniqueViolation(err) {
    const pg = pgError(err);
    if (pg?.code === '23505' && pg.constraint === 'users_email_lower_key') {
        return fail('email-already-in-use');
    }
    return err;
}
//# sourceMappingURL=users.repository.js.map