import { NOTIFICATION_KINDS } from '../../db/schema/notifications.js';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { isUuid, requireUser, type MembershipContext } from '../membership/membership.js';
import { DEFAULT_CHANNEL, KIND_LABELS } from './notify.js';
import * as repo from './notifications.repository.js';
import type { NotificationChannel, NotificationKind } from './notifications.repository.js';

export const NOTIFICATION_MESSAGES = {
  badCursor: 'That page of notifications does not exist; reload the list',
  badIds: 'Notification ids must be valid ids',
  tooManyIds: 'Mark at most 200 notifications at once',
} as const;

const PAGE_DEFAULT = 20;
const PAGE_MAX = 50;

// The cursor is the last item's id: its created_at is read back, so clients cannot forge a time.
export async function listMyNotifications(
  ctx: MembershipContext,
  first: number | null | undefined,
  before: string | null | undefined,
) {
  const userId = requireUser(ctx.auth);
  const limit = Math.max(1, Math.min(first ?? PAGE_DEFAULT, PAGE_MAX));
  let after: { createdAt: Date; id: string } | null = null;
  if (before) {
    const last = isUuid(before) ? await repo.findNotification(ctx.db, userId, before) : null;
    if (!last) throw new DomainError('BAD_USER_INPUT', NOTIFICATION_MESSAGES.badCursor);
    after = { createdAt: last.createdAt, id: last.id };
  }
  const rows = await repo.listNotifications(ctx.db, userId, limit + 1, after);
  const items = rows.slice(0, limit);
  return {
    items,
    nextCursor: rows.length > limit ? (items[items.length - 1]?.id ?? null) : null,
  };
}

export async function unreadCount(ctx: MembershipContext) {
  return repo.countUnread(ctx.db, requireUser(ctx.auth));
}

export async function markRead(ctx: MembershipContext, ids: readonly string[] | null | undefined) {
  const userId = requireUser(ctx.auth);
  if (ids) {
    if (ids.length > 200) throw new DomainError('BAD_USER_INPUT', NOTIFICATION_MESSAGES.tooManyIds);
    if (!ids.every(isUuid)) throw new DomainError('BAD_USER_INPUT', NOTIFICATION_MESSAGES.badIds);
  }
  await repo.markRead(ctx.db, userId, ids ?? null);
  return repo.countUnread(ctx.db, userId);
}

const preference = (kind: NotificationKind, channel: NotificationChannel) => ({
  kind,
  channel,
  label: KIND_LABELS[kind],
});

export async function preferencesOf(db: Database, userId: string) {
  const chosen = new Map((await repo.listPreferences(db, userId)).map((p) => [p.kind, p.channel]));
  return NOTIFICATION_KINDS.map((kind) => preference(kind, chosen.get(kind) ?? DEFAULT_CHANNEL));
}

export async function myPreferences(ctx: MembershipContext) {
  return preferencesOf(ctx.db, requireUser(ctx.auth));
}

export async function setPreference(
  ctx: MembershipContext,
  kind: NotificationKind,
  channel: NotificationChannel,
) {
  const userId = requireUser(ctx.auth);
  await repo.upsertPreference(ctx.db, userId, kind, channel);
  return preference(kind, channel);
}

/** What an e-mail's unsubscribe link would turn off (its kind and label); null for an unknown token. */
export async function unsubscribeLink(db: Database, token: string) {
  const found = token ? await repo.findUnsubscribeToken(db, token) : null;
  return found ? { kind: found.kind, label: KIND_LABELS[found.kind] } : null;
}

/**
 * The unsubscribe link of an e-mail: turns off e-mail of that one kind for that one member
 * (the centre keeps showing it). Null for an unknown token.
 */
export async function unsubscribe(db: Database, token: string) {
  const found = token ? await repo.findUnsubscribeToken(db, token) : null;
  if (!found) return null;
  const current = (await repo.findPreference(db, found.userId, found.kind)) ?? DEFAULT_CHANNEL;
  if (current === 'email') await repo.upsertPreference(db, found.userId, found.kind, 'in_app');
  return { kind: found.kind, label: KIND_LABELS[found.kind] };
}
