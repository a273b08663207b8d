import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import {
  notificationPreferences,
  notifications,
  notificationUnsubscribeTokens,
  type NOTIFICATION_CHANNELS,
  type NOTIFICATION_KINDS,
} from '../../db/schema/notifications.js';
import { findOne, findOneOf } from '../../db/find-one.js';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationRecord = typeof notifications.$inferSelect;

export async function findRecipient(db: Database, userId: string) {
  const row = await findOneOf(
    db,
    { email: users.email, displayName: users.displayName, disabled: users.disabled },
    users,
    eq(users.id, userId),
  );
  return row ?? null;
}

export async function findPreference(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<NotificationChannel | null> {
  const row = await findOneOf(
    db,
    { channel: notificationPreferences.channel },
    notificationPreferences,
    and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)),
  );
  return row?.channel ?? null;
}

export async function listPreferences(db: Database, userId: string) {
  return db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(
  db: Database,
  userId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channel })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel, updatedAt: new Date() },
    });
}

export async function insertNotification(
  db: Database,
  row: typeof notifications.$inferInsert,
): Promise<NotificationRecord> {
  const [created] = await db.insert(notifications).values(row).returning();
  if (!created) throw new Error('notification insert returned no row');
  return created;
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Newest first; `before` is the last item of the previous page (created_at, id). */
export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
  before: { createdAt: Date; id: string } | null,
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before
          ? or(
              lt(notifications.createdAt, before.createdAt),
              and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function findNotification(db: Database, userId: string, id: string) {
  return (
    (await findOne(
      db,
      notifications,
      and(eq(notifications.userId, userId), eq(notifications.id, id)),
    )) ?? null
  );
}

/** Marks the given ones (or all) of the user's notifications read. */
export async function markRead(db: Database, userId: string, ids: readonly string[] | null) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    );
}

/** The member's unsubscribe secret for one kind, created on first use. */
export async function unsubscribeToken(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<string> {
  const found = await findOneOf(
    db,
    { token: notificationUnsubscribeTokens.token },
    notificationUnsubscribeTokens,
    and(
      eq(notificationUnsubscribeTokens.userId, userId),
      eq(notificationUnsubscribeTokens.kind, kind),
    ),
  );
  if (found) return found.token;
  const token = randomBytes(24).toString('base64url');
  await db.insert(notificationUnsubscribeTokens).values({ token, userId, kind });
  return token;
}

export async function findUnsubscribeToken(db: Database, token: string) {
  const row = await findOneOf(
    db,
    {
      userId: notificationUnsubscribeTokens.userId,
      kind: notificationUnsubscribeTokens.kind,
    },
    notificationUnsubscribeTokens,
    eq(notificationUnsubscribeTokens.token, token),
  );
  return row ?? null;
}
