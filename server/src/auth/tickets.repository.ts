import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oneTimeCodes } from '../db/schema/auth.js';
import { findOne } from '../db/find-one.js';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = OneTimeCodeRow['purpose'];

export async function insertCode(
  db: Database,
  values: {
    userId: string;
    email?: string | null;
    purpose: CodePurpose;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values({ ...values, email: values.email ?? null });
}

/** The code of this purpose and hash while it is unused and unexpired (and, given one, the user's). */
const usableCode = (purpose: CodePurpose, codeHash: string, userId: string | undefined) =>
  and(
    eq(oneTimeCodes.purpose, purpose),
    eq(oneTimeCodes.codeHash, codeHash),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, new Date()),
    ...(userId ? [eq(oneTimeCodes.userId, userId)] : []),
  );

/** An unused, unexpired code of this purpose (optionally of one user), without spending it. */
export async function findLiveCode(
  db: Database,
  purpose: CodePurpose,
  codeHash: string,
  userId?: string,
): Promise<OneTimeCodeRow | undefined> {
  return findOne(db, oneTimeCodes, usableCode(purpose, codeHash, userId));
}

/**
 * Spends a code: marks it used if it is still unused and unexpired. One statement, so two
 * concurrent uses of the same code cannot both succeed.
 */
export async function consumeCode(
  db: Database,
  purpose: CodePurpose,
  codeHash: string,
  userId?: string,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(usableCode(purpose, codeHash, userId))
    .returning();
  return row;
}

/** Drops the user's unused codes of one purpose (e.g. older e-mail change requests). */
export async function deleteUnusedCodes(
  db: Database,
  userId: string,
  purpose: CodePurpose,
): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

/** Drops the user's spent and expired codes, so the table holds only live ones. */
export async function deleteStaleCodes(db: Database, userId: string): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        or(isNotNull(oneTimeCodes.usedAt), lte(oneTimeCodes.expiresAt, new Date())),
      ),
    );
}

/**
 * Counts one wrong guess against live codes (one code by id, or the user's live codes of a
 * purpose); a code reaching `maxAttempts` is spent on the spot, so guessing cannot go on.
 * One statement, so concurrent guesses cannot slip past the cap.
 */
export async function recordFailedAttempt(
  db: Database,
  target: { id: string } | { userId: string; purpose: CodePurpose },
  maxAttempts: number,
): Promise<void> {
  const which =
    'id' in target
      ? eq(oneTimeCodes.id, target.id)
      : and(eq(oneTimeCodes.userId, target.userId), eq(oneTimeCodes.purpose, target.purpose));
  await db
    .update(oneTimeCodes)
    .set({
      failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
      usedAt: sql`case when ${oneTimeCodes.failedAttempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(and(which, isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, new Date())));
}
