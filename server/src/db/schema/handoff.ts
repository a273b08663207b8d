import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';
import { games } from './games.js';
import { NOTIFICATION_KINDS } from './notifications.js';
import { teams } from './teams.js';

// The ticket handoff (docs/decisions/018-ticket-handoff.md); the rules live in
// server/src/modules/handoff/handoff.service.ts and @tiix/domain's handoff.ts. The lists below
// repeat the domain's (a schema file imports no package); handoff.test.ts checks they agree.

export const HANDOFF_STATUSES = ['not_sent', 'sent', 'received', 'not_received'] as const;
export const HANDOFF_REMINDER_KINDS = ['send', 'confirm'] as const;

/** A team's handoff settings; a missing row means the defaults (owner holds, 3 days). */
export const teamTicketSettings = pgTable(
  'team_ticket_settings',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // Null: the team's owner, whoever that is at the time (the default).
    holderId: uuid('holder_id').references(() => users.id, { onDelete: 'set null' }),
    reminderDays: smallint('reminder_days').notNull().default(3),
    ...timestamps(),
  },
  (t) => [
    check('team_ticket_settings_reminder_days_check', sql`${t.reminderDays} between 1 and 14`),
  ],
);

/**
 * Where the tickets of one game stand for the member it was recorded for. A missing row, or a
 * row for another member than the game's current one, means not sent.
 */
export const gameHandoffs = pgTable(
  'game_handoffs',
  {
    gameId: uuid('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: ownedBy('team_id', () => teams.id),
    memberId: ownedBy('member_id', () => users.id),
    status: text('status', { enum: HANDOFF_STATUSES }).notNull().default('not_sent'),
    // Transfer reference, section and seats.
    note: text('note'),
    sentAt: timestamptz('sent_at'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamptz('answered_at'),
    ...timestamps(),
  },
  (t) => [
    index('game_handoffs_team_id_idx').on(t.teamId),
    index('game_handoffs_member_id_idx').on(t.memberId),
    check('game_handoffs_status_check', oneOf(t.status, HANDOFF_STATUSES)),
    check('game_handoffs_note_check', sql`char_length(${t.note}) <= 300`),
  ],
);

/**
 * The sent-marker of a handoff reminder: inserted once per game, recipient, member and kind,
 * so however many server instances run the job each reminder goes once. The member is part of
 * the key: after a game changes hands the holder is reminded again for the new member.
 */
export const handoffReminders = pgTable(
  'handoff_reminders',
  {
    gameId: ownedBy('game_id', () => games.id),
    recipientId: ownedBy('recipient_id', () => users.id),
    memberId: ownedBy('member_id', () => users.id),
    kind: text('kind', { enum: HANDOFF_REMINDER_KINDS }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.recipientId, t.memberId, t.kind] }),
    check('handoff_reminders_kind_check', oneOf(t.kind, HANDOFF_REMINDER_KINDS)),
  ],
);

/**
 * Notices written inside another flow's transaction (a swap or a grab moved a game whose tickets
 * were sent) and delivered after it commits: by that flow, or by the reminder job if the
 * instance stopped in between. Delivery deletes the row, so each notice goes once.
 */
export const handoffNotices = pgTable(
  'handoff_notices',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('handoff_notices_team_id_idx').on(t.teamId, t.createdAt),
    check('handoff_notices_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);
