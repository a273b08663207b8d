import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users, userSecurityKeys } from '../db/schema/auth.js';
import { teams } from '../db/schema/teams.js';
import { fail } from './errors.js';
import { findOne } from '../db/find-one.js';

export type UserRow = typeof users.$inferSelect;

/** A user as the auth API returns it. */
export interface UserPayload {
  id: string;
  createdAt: string;
  displayName: string;
  avatarUrl: string;
  locale: string;
  email?: string;
  emailVerified: boolean;
  phoneNumber?: string;
  phoneNumberVerified: boolean;
  defaultRole: string;
  roles: string[];
  isAnonymous: boolean;
  metadata: Record<string, unknown>;
  activeMfaType: 'totp' | null;
}

/** The allowed roles of the user's tokens: their roles plus the default role. */
export function allowedRoles(user: Pick<UserRow, 'roles' | 'defaultRole'>): string[] {
  return [...new Set([...user.roles, user.defaultRole])];
}

/**
 * Shapes a users row as the auth API's User. Inside a session payload `activeMfaType` is always
 * null; GET /user passes `withMfa` for the real value.
 */
export function toUserPayload(row: UserRow, options: { withMfa?: boolean } = {}): UserPayload {
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

/** The default avatar (Gravatar with a blank fallback). */
export function gravatarUrl(email: string): string {
  const digest = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${digest}?d=blank&r=g`;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Case-insensitive, like the unique index: Foo@x.com and foo@x.com are one account. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findOne(db, users, sql`lower(${users.email}) = lower(${email})`);
}

export async function findUserByPhoneNumber(
  db: Database,
  phoneNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row;
}

export interface NewUser {
  email?: string | null;
  passwordHash?: string | null;
  displayName: string;
  locale: string;
  defaultRole: string;
  roles: string[];
  metadata?: Record<string, unknown>;
  emailVerified?: boolean;
  isAnonymous?: boolean;
  avatarUrl?: string;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
  disabled?: boolean;
}

/** Inserts a user; a taken e-mail address is 409 email-already-in-use. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
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
    return row!;
  } catch (err) {
    throw mapUniqueViolation(err);
  }
}

export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

/** Updates a user; returns the new row (undefined if it is gone). */
export async function updateUser(
  db: Database,
  id: string,
  patch: UserPatch,
): Promise<UserRow | undefined> {
  try {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  } catch (err) {
    throw mapUniqueViolation(err);
  }
}

export async function touchLastSeen(db: Database, id: string): Promise<void> {
  await db.update(users).set({ lastSeen: new Date() }).where(eq(users.id, id));
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Teams the user owns: they block deleting the account (teams.owner_id is RESTRICT). */
export async function countOwnedTeams(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.ownerId, userId));
  return row?.n ?? 0;
}

export async function countSecurityKeys(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userSecurityKeys)
    .where(and(eq(userSecurityKeys.userId, userId)));
  return row?.n ?? 0;
}

/** Postgres error fields, whether the driver error arrives bare or wrapped by Drizzle. */
export function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      };
    }
    e = e.cause as typeof e;
  }
  return undefined;
}

function mapUniqueViolation(err: unknown): unknown {
  const pg = pgError(err);
  if (pg?.code === '23505' && pg.constraint === 'users_email_lower_key') {
    return fail('email-already-in-use');
  }
  return err;
}
