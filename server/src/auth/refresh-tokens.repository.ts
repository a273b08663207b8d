import { and, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { refreshTokens } from '../db/schema/auth.js';
import { findOne } from '../db/find-one.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type RefreshTokenType = RefreshTokenRow['type'];

export async function insertRefreshToken(
  db: Database,
  values: {
    userId: string;
    tokenHash: string;
    type: RefreshTokenType;
    expiresAt: Date;
    metadata?: Record<string, unknown> | null;
  },
): Promise<RefreshTokenRow> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ ...values, metadata: values.metadata ?? null })
    .returning();
  return row!;
}

/** Conditions of a live (unexpired, unrevoked) token of this type. */
const live = (type: RefreshTokenType) => [
  eq(refreshTokens.type, type),
  gt(refreshTokens.expiresAt, new Date()),
  isNull(refreshTokens.revokedAt),
];

/** A live (unexpired, unrevoked) token of this type with this hash. */
export async function findLiveRefreshToken(
  db: Database,
  tokenHash: string,
  type: RefreshTokenType,
): Promise<RefreshTokenRow | undefined> {
  return findOne(db, refreshTokens, and(eq(refreshTokens.tokenHash, tokenHash), ...live(type)));
}

/** The device session whose previous (already rotated) token had this hash. */
export async function findByPreviousHash(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return findOne(
    db,
    refreshTokens,
    and(eq(refreshTokens.previousTokenHash, tokenHash), eq(refreshTokens.type, 'regular')),
  );
}

/**
 * Replaces the token of a device session, keeping its id, from the token presented (its hash):
 * - the session's current token: only while it still is, so of two concurrent refreshes with the
 *   same token exactly one wins; the presented token becomes the session's previous one;
 * - the token the session last replaced (`replaced`, within the reuse grace of
 *   session.service.ts): only while it still is the previous one; the token it was rotated to
 *   dies, and `rotatedAt` does not move, so the grace is not extended.
 */
export async function rotateRefreshToken(
  db: Database,
  id: string,
  presented: { hash: string; replaced: boolean },
  nextHash: string,
  expiresAt: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set(
      presented.replaced
        ? { tokenHash: nextHash, expiresAt }
        : {
            tokenHash: nextHash,
            previousTokenHash: presented.hash,
            rotatedAt: new Date(),
            expiresAt,
          },
    )
    .where(
      and(
        eq(refreshTokens.id, id),
        eq(
          presented.replaced ? refreshTokens.previousTokenHash : refreshTokens.tokenHash,
          presented.hash,
        ),
      ),
    )
    .returning();
  return row;
}

export async function deleteRefreshTokenById(db: Database, id: string): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.id, id));
}

/** Deletes the user's token with this id (false if it is not theirs or does not exist). */
export async function deleteUserRefreshToken(
  db: Database,
  userId: string,
  id: string,
  type: RefreshTokenType,
): Promise<boolean> {
  const rows = await db
    .delete(refreshTokens)
    .where(
      and(eq(refreshTokens.id, id), eq(refreshTokens.userId, userId), eq(refreshTokens.type, type)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function deleteRefreshTokenByHash(db: Database, tokenHash: string): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
}

/** Every token of the user; `type` narrows it to one kind. */
export async function deleteUserRefreshTokens(
  db: Database,
  userId: string,
  type?: RefreshTokenType,
): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      type
        ? and(eq(refreshTokens.userId, userId), eq(refreshTokens.type, type))
        : eq(refreshTokens.userId, userId),
    );
}

/** Every token of the user (sessions and PATs) except the device session `keepId`. */
export async function deleteOtherRefreshTokens(
  db: Database,
  userId: string,
  keepId: string,
): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.id, keepId)));
}

export async function listUserRefreshTokens(
  db: Database,
  userId: string,
  type: RefreshTokenType,
): Promise<RefreshTokenRow[]> {
  return db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), ...live(type)))
    .orderBy(desc(refreshTokens.createdAt));
}

/** Drops the user's expired tokens (sessions nobody refreshed for the refresh lifetime, old PATs). */
export async function deleteExpiredRefreshTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, new Date())));
}
