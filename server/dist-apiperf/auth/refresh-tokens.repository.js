import { and, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import { refreshTokens } from '../db/schema/auth.js';
export async function insertRefreshToken(db, values) {
    const [row] = await db
        .insert(refreshTokens)
        .values({ ...values, metadata: values.metadata ?? null })
        .returning();
    return row;
}
/** A live (unexpired, unrevoked) token of this type with this hash. */
export async function findLiveRefreshToken(db, tokenHash, type) {
    const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.type, type), gt(refreshTokens.expiresAt, new Date()), isNull(refreshTokens.revokedAt)));
    return row;
}
/** The device session whose previous (already rotated) token had this hash. */
export async function findByPreviousHash(db, tokenHash) {
    const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.previousTokenHash, tokenHash), eq(refreshTokens.type, 'regular')));
    return row;
}
/**
 * Replaces the token of a device session, keeping its id. Only succeeds if the current hash is
 * still `currentHash`: of two concurrent refreshes with the same token, exactly one wins.
 */
export async function rotateRefreshToken(db, id, currentHash, nextHash, expiresAt) {
    const [row] = await db
        .update(refreshTokens)
        .set({
        tokenHash: nextHash,
        previousTokenHash: currentHash,
        rotatedAt: new Date(),
        expiresAt,
    })
        .where(and(eq(refreshTokens.id, id), eq(refreshTokens.tokenHash, currentHash)))
        .returning();
    return row;
}
export async function deleteRefreshTokenById(db, id) {
    await db.delete(refreshTokens).where(eq(refreshTokens.id, id));
}
/** Deletes the user's token with this id (false if it is not theirs or does not exist). */
export async function deleteUserRefreshToken(db, userId, id, type) {
    const rows = await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.id, id), eq(refreshTokens.userId, userId), eq(refreshTokens.type, type)))
        .returning({ id: refreshTokens.id });
    return rows.length > 0;
}
export async function deleteRefreshTokenByHash(db, tokenHash) {
    await db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
}
/** Every token of the user; `type` narrows it to one kind. */
export async function deleteUserRefreshTokens(db, userId, type) {
    await db
        .delete(refreshTokens)
        .where(type
        ? and(eq(refreshTokens.userId, userId), eq(refreshTokens.type, type))
        : eq(refreshTokens.userId, userId));
}
/** Every token of the user (sessions and PATs) except the device session `keepId`. */
export async function deleteOtherRefreshTokens(db, userId, keepId) {
    await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.id, keepId)));
}
export async function listUserRefreshTokens(db, userId, type) {
    return db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.type, type), gt(refreshTokens.expiresAt, new Date()), isNull(refreshTokens.revokedAt)))
        .orderBy(desc(refreshTokens.createdAt));
}
/** Drops the user's expired tokens (sessions nobody refreshed for the refresh lifetime, old PATs). */
export async function deleteExpiredRefreshTokens(db, userId) {
    await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, new Date())));
}
//# sourceMappingURL=refresh-tokens.repository.js.map