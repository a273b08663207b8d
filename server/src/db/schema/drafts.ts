import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, timestamps, timestamptz } from './columns.js';
import { games } from './games.js';
import { teams } from './teams.js';

export const DRAFT_STATES = [
  'setup_open',
  'setup_locked',
  'ready',
  'active',
  'paused',
  'complete',
] as const;
// The older lifecycle field the client still reads (spec 4, Draft).
export const DRAFT_STATUSES = ['pending', 'active', 'completed'] as const;
export const DRAFT_MODES = ['turn', 'manual', 'auto'] as const;
export const DRAFT_PICK_ORDERS = ['snake', 'round_robin'] as const;

/** A draft that assigns a team's games to its members (spec 3 and 4, Draft). */
export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    state: text('state', { enum: DRAFT_STATES }).notNull().default('setup_open'),
    status: text('status', { enum: DRAFT_STATUSES }).notNull().default('pending'),
    mode: text('mode', { enum: DRAFT_MODES }).notNull().default('manual'),
    pickOrder: text('pick_order', { enum: DRAFT_PICK_ORDERS }).notNull().default('snake'),
    rounds: integer('rounds').notNull().default(1),
    picksPerRound: integer('picks_per_round').notNull().default(1),
    // Zero-based index of the next pick; the on-clock slot is current_overall % participants + 1.
    currentOverall: integer('current_overall').notNull().default(0),
    pickStartedAt: timestamptz('pick_started_at'),
    pickClockSec: integer('pick_clock_sec').notNull().default(30),
    autoDelayMs: integer('auto_delay_ms').notNull().default(0),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    index('drafts_team_id_created_at_idx').on(t.teamId, t.createdAt.desc()),
    check('drafts_state_check', oneOf(t.state, DRAFT_STATES)),
    check('drafts_status_check', oneOf(t.status, DRAFT_STATUSES)),
    check('drafts_mode_check', oneOf(t.mode, DRAFT_MODES)),
    check('drafts_pick_order_check', oneOf(t.pickOrder, DRAFT_PICK_ORDERS)),
    check('drafts_rounds_check', sql`${t.rounds} >= 1 and ${t.picksPerRound} >= 1`),
    check('drafts_current_overall_check', sql`${t.currentOverall} >= 0`),
    check('drafts_timing_check', sql`${t.pickClockSec} > 0 and ${t.autoDelayMs} >= 0`),
  ],
);

/** One game taken in a draft. A game goes once per draft, and each overall slot is used once. */
export const draftPicks = pgTable(
  'draft_picks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    // Set null keeps the pick, so a deleted account's games are not drafted twice.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    pickNumber: integer('pick_number').notNull(),
    overall: integer('overall').notNull(),
    slot: integer('slot').notNull(),
    round: integer('round').notNull(),
    autopick: boolean('autopick').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('draft_picks_draft_game_key').on(t.draftId, t.gameId),
    unique('draft_picks_draft_overall_key').on(t.draftId, t.overall),
    index('draft_picks_draft_id_pick_number_idx').on(t.draftId, t.pickNumber),
    index('draft_picks_user_id_idx').on(t.userId),
    // Deleting a game cascades here by game_id alone.
    index('draft_picks_game_id_idx').on(t.gameId),
    check(
      'draft_picks_numbers_check',
      sql`${t.pickNumber} >= 1 and ${t.overall} >= 0 and ${t.slot} >= 1 and ${t.round} >= 1`,
    ),
  ],
);
