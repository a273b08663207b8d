import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId, timestamptz } from './columns.js';
import { games } from './games.js';
import { teams } from './teams.js';

export const NOTIFICATION_KINDS = [
  'draft_your_turn',
  'swap_offered',
  'swap_accepted',
  'swap_declined',
  'payment_requested',
  'payment_paid',
  'game_soon',
  // The ticket handoff: reminders and notices to the ticket holder, and to a game's member.
  'tickets_to_send',
  'tickets_for_you',
  'member_removed',
  'team_handover',
] as const;

// 'email' means in-app and e-mail: the centre always has what an e-mail said.
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;

/** One entry of a member's notification centre. */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // An in-app path such as /app/teams/<id>/swaps, never an outside address.
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_id_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notifications_link_check', sql`${t.link} like '/%' and ${t.link} not like '//%'`),
  ],
);

/** A member's choice for one kind; a missing row means the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notification_preferences_channel_check', oneOf(t.channel, NOTIFICATION_CHANNELS)),
  ],
);

/**
 * The secret of an e-mail's unsubscribe link: one per member and kind, so the link works without
 * signing in and only ever turns off that member's e-mail of that kind.
 */
export const notificationUnsubscribeTokens = pgTable(
  'notification_unsubscribe_tokens',
  {
    token: text('token').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_unsubscribe_tokens_user_id_kind_idx').on(t.userId, t.kind),
    check('notification_unsubscribe_tokens_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * The claim of a game reminder: the row is inserted once per game and holder, so however many
 * server instances run the reminder job, each holder hears of a game once.
 */
export const gameReminders = pgTable(
  'game_reminders',
  {
    gameId: ownedBy('game_id', () => games.id),
    userId: ownedBy('user_id', () => users.id),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] })],
);
