import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userProviders, userSecurityKeys } from '../../db/schema/auth.js';
import { authError } from '../errors.js';
import { createUser, pgError, type NewUser, type UserRow } from '../users.repository.js';
import { findOne } from '../../db/find-one.js';

export type ProviderLinkRow = typeof userProviders.$inferSelect;

export async function findProviderLink(
  db: Database,
  providerId: string,
  providerUserId: string,
): Promise<ProviderLinkRow | undefined> {
  return findOne(
    db,
    userProviders,
    and(eq(userProviders.providerId, providerId), eq(userProviders.providerUserId, providerUserId)),
  );
}

export async function listProviderLinks(db: Database, userId: string): Promise<ProviderLinkRow[]> {
  return db
    .select()
    .from(userProviders)
    .where(eq(userProviders.userId, userId))
    .orderBy(asc(userProviders.createdAt), asc(userProviders.providerId));
}

/** The provider account is someone's already, or the user already has one of that provider. */
export const alreadyLinked = (message: string) =>
  authError(400, 'provider-account-already-linked', message);

function mapLinkViolation(err: unknown): unknown {
  const pg = pgError(err);
  if (pg?.code !== '23505') return err;
  if (pg.constraint === 'user_providers_provider_user_key') {
    return alreadyLinked('This provider account is already linked to a user');
  }
  if (pg.constraint === 'user_providers_user_provider_key') {
    return alreadyLinked('Your account is already linked to another account of this provider');
  }
  return err;
}

export async function insertProviderLink(
  db: Database,
  link: { userId: string; providerId: string; providerUserId: string },
): Promise<void> {
  try {
    await db.insert(userProviders).values(link);
  } catch (err) {
    throw mapLinkViolation(err);
  }
}

/** Signs up a provider user: the user and the link in one transaction. */
export async function createUserWithProviderLink(
  db: Database,
  user: NewUser,
  link: { providerId: string; providerUserId: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await createUser(tx, user);
    try {
      await tx.insert(userProviders).values({ ...link, userId: row.id });
    } catch (err) {
      throw mapLinkViolation(err);
    }
    return row;
  });
}

export async function deleteProviderLink(
  db: Database,
  userId: string,
  providerId: string,
): Promise<boolean> {
  const rows = await db
    .delete(userProviders)
    .where(and(eq(userProviders.userId, userId), eq(userProviders.providerId, providerId)))
    .returning({ id: userProviders.id });
  return rows.length > 0;
}

/** How many provider links and security keys a user has (other ways to sign in). */
export async function countCredentials(
  db: Database,
  userId: string,
): Promise<{ providers: number; securityKeys: number }> {
  const [providers] = await db
    .select({ n: count() })
    .from(userProviders)
    .where(eq(userProviders.userId, userId));
  const [keys] = await db
    .select({ n: count() })
    .from(userSecurityKeys)
    .where(eq(userSecurityKeys.userId, userId));
  return { providers: providers?.n ?? 0, securityKeys: keys?.n ?? 0 };
}
