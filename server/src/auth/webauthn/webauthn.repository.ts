import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeCodes, users, userSecurityKeys } from '../../db/schema/auth.js';
import { fail } from '../errors.js';
import { allowedRoles, pgError, type UserRow } from '../users.repository.js';
import { findOne } from '../../db/find-one.js';

export type SecurityKeyRow = typeof userSecurityKeys.$inferSelect;

/** What a challenge row remembers between the options call and the verify call. */
export interface ChallengeRecord {
  userId: string | null;
  email: string | null;
  payload: Record<string, unknown>;
}

// Challenges are looked up by a hash like every other one-time code, although they are not
// secret: one index, one way of consuming.
const hashChallenge = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

export async function saveChallenge(
  db: Database,
  input: {
    challenge: string;
    userId?: string | null;
    email?: string | null;
    payload: Record<string, unknown>;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    purpose: 'webauthn_challenge',
    codeHash: hashChallenge(input.challenge),
    userId: input.userId ?? null,
    email: input.email ?? null,
    payload: input.payload,
    expiresAt: input.expiresAt,
  });
}

/**
 * Consumes a live challenge: marks it used and returns what it carried, or undefined when it is
 * unknown, expired or already used. The conditional update makes it single-use even when two
 * instances verify the same response at once.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
): Promise<ChallengeRecord | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashChallenge(challenge)),
        eq(oneTimeCodes.purpose, 'webauthn_challenge'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: oneTimeCodes.userId,
      email: oneTimeCodes.email,
      payload: oneTimeCodes.payload,
    });
  return row ? { ...row, payload: row.payload ?? {} } : undefined;
}

/** Drops spent and expired challenges; called now and then so the table does not grow. */
export async function purgeChallenges(db: Database): Promise<void> {
  await db
    .delete(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, 'webauthn_challenge'),
        sql`(${oneTimeCodes.usedAt} is not null or ${oneTimeCodes.expiresAt} < now())`,
      ),
    );
}

export async function listSecurityKeys(db: Database, userId: string): Promise<SecurityKeyRow[]> {
  return db
    .select()
    .from(userSecurityKeys)
    .where(eq(userSecurityKeys.userId, userId))
    .orderBy(asc(userSecurityKeys.createdAt), asc(userSecurityKeys.id));
}

export async function findSecurityKeyByCredentialId(
  db: Database,
  credentialId: string,
): Promise<SecurityKeyRow | undefined> {
  return findOne(db, userSecurityKeys, eq(userSecurityKeys.credentialId, credentialId));
}

export async function insertSecurityKey(
  db: Database,
  input: {
    userId: string;
    credentialId: string;
    credentialPublicKey: string;
    counter: number;
    transports: string[];
    nickname: string | null;
  },
): Promise<SecurityKeyRow> {
  const [row] = await db
    .insert(userSecurityKeys)
    .values({ ...input, transports: input.transports.join(',') })
    .returning();
  return row!;
}

export async function updateSecurityKeyCounter(
  db: Database,
  id: string,
  counter: number,
): Promise<void> {
  await db.update(userSecurityKeys).set({ counter }).where(eq(userSecurityKeys.id, id));
}

/** Deletes one of the user's keys; false when the user has no key with that id. */
export async function deleteSecurityKey(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(userSecurityKeys)
    .where(and(eq(userSecurityKeys.id, id), eq(userSecurityKeys.userId, userId)))
    .returning({ id: userSecurityKeys.id });
  return rows.length > 0;
}

/** Deletes every key of the user (an unproven owner's keys when the real owner proves the address). */
export async function deleteUserSecurityKeys(db: Database, userId: string): Promise<void> {
  await db.delete(userSecurityKeys).where(eq(userSecurityKeys.userId, userId));
}

/**
 * Creates a passkey account: the user (with the id the authenticator already holds as its user
 * handle) and the key, in one transaction so a refused key leaves no user behind. A taken e-mail
 * address is 409 email-already-in-use.
 */
export async function insertUserWithSecurityKey(
  db: Database,
  user: {
    id: string;
    email: string;
    displayName: string;
    locale: string;
    defaultRole: string;
    roles: string[];
    metadata: Record<string, unknown>;
    avatarUrl: string;
    disabled: boolean;
  },
  key: {
    credentialId: string;
    credentialPublicKey: string;
    counter: number;
    transports: string[];
    nickname: string | null;
  },
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...user, roles: allowedRoles(user) })
        .returning();
      await tx
        .insert(userSecurityKeys)
        .values({ ...key, userId: user.id, transports: key.transports.join(',') });
      return row!;
    });
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === '23505' && pg.constraint === 'users_email_lower_key') {
      throw fail('email-already-in-use');
    }
    if (pg?.code === '23505' && pg.constraint === 'user_security_keys_credential_id_key') {
      throw fail('invalid-request', 'This security key is already registered');
    }
    throw err;
  }
}
