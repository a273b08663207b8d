import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';
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
// The older lifecycle field the client still reads: pending -> active -> completed.
export const DRAFT_STATUSES = ['pending', 'active', 'completed'] as const;
export const DRAFT_MODES = ['turn', 'manual', 'auto'] as const;
export const DRAFT_PICK_ORDERS = ['snake', 'round_robin'] as const;

/** A draft that assigns a team's games to its members (rules in docs/decisions/004-draft-engine.md). */
export const drafts = pgTable(
  'drafts',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
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
    // When the current pick's time runs out: the pick clock's due time, claimed by whichever
    // server instance gets to it first. Set only while active; null when paused or finished.
    pickDeadline: timestamptz('pick_deadline'),
    // Time left on the clock when the draft was paused; resume restores it.
    pausedRemainingMs: integer('paused_remaining_ms'),
    // Fixed at start: rounds x slots per round x picks per round, capped by the pickable games.
    totalPicks: integer('total_picks'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    index('drafts_team_id_created_at_idx').on(t.teamId, t.createdAt.desc()),
    // One unfinished draft per team: two "ensure" calls at once cannot create two drafts.
    uniqueIndex('drafts_team_unfinished_key')
      .on(t.teamId)
      .where(sql`state <> 'complete'`),
    // The clock worker's claim looks through the active drafts only. Not keyed by pick_deadline:
    // every pick moves the deadline, and an indexed column that changes makes PostgreSQL write
    // a new entry in every index of the row (no HOT update); the clock reads the active drafts
    // about once a second, picks arrive hundreds of times as often (docs/decisions/004-draft-engine.md).
    index('drafts_active_idx')
      .on(t.id)
      .where(sql`state = 'active'`),
    check('drafts_state_check', oneOf(t.state, DRAFT_STATES)),
    check('drafts_status_check', oneOf(t.status, DRAFT_STATUSES)),
    check('drafts_mode_check', oneOf(t.mode, DRAFT_MODES)),
    check('drafts_pick_order_check', oneOf(t.pickOrder, DRAFT_PICK_ORDERS)),
    check('drafts_rounds_check', sql`${t.rounds} >= 1 and ${t.picksPerRound} >= 1`),
    check('drafts_current_overall_check', sql`${t.currentOverall} >= 0`),
    check('drafts_timing_check', sql`${t.pickClockSec} > 0 and ${t.autoDelayMs} >= 0`),
    check(
      'drafts_status_dates_check',
      sql`(${t.status} = 'pending' or ${t.startedAt} is not null) and (${t.status} <> 'completed' or ${t.completedAt} is not null)`,
    ),
    check('drafts_clock_check', sql`${t.pausedRemainingMs} >= 0 and ${t.totalPicks} >= 0`),
    // Only an active draft has a running clock.
    check('drafts_deadline_check', sql`${t.pickDeadline} is null or ${t.state} = 'active'`),
  ],
);

/**
 * A member's place in a draft's order. Rows follow the team's members until the setup is
 * locked; after that the order is fixed. `shares` is the member's slots per round.
 */
export const draftParticipants = pgTable(
  'draft_participants',
  {
    id: primaryId(),
    draftId: ownedBy('draft_id', () => drafts.id),
    userId: ownedBy('user_id', () => users.id),
    position: integer('position').notNull(),
    shares: integer('shares').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    unique('draft_participants_draft_user_key').on(t.draftId, t.userId),
    unique('draft_participants_draft_position_key').on(t.draftId, t.position),
    index('draft_participants_user_id_idx').on(t.userId),
    check(
      'draft_participants_numbers_check',
      sql`${t.position} >= 1 and ${t.shares} between 1 and 10`,
    ),
  ],
);

/** One game taken in a draft. A game goes once per draft, and each overall slot is used once. */
export const draftPicks = pgTable(
  'draft_picks',
  {
    id: primaryId(),
    draftId: ownedBy('draft_id', () => drafts.id),
    // Set null keeps the pick, so a deleted account's games are not drafted twice.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    gameId: ownedBy('game_id', () => games.id),
    // The draft slot holder (the REST `draftTeamId`).
    participantId: uuid('participant_id').references((): AnyPgColumn => draftParticipants.id, {
      onDelete: 'set null',
    }),
    pickNumber: integer('pick_number').notNull(),
    overall: integer('overall').notNull(),
    slot: integer('slot').notNull(),
    round: integer('round').notNull(),
    autopick: boolean('autopick').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Game first: deleting a game cascades here by game_id alone, and this key serves that too.
    unique('draft_picks_draft_game_key').on(t.gameId, t.draftId),
    // Also the draft's picks in order: pick_number is always overall + 1 (the CHECK below).
    unique('draft_picks_draft_overall_key').on(t.draftId, t.overall),
    index('draft_picks_user_id_idx').on(t.userId),
    index('draft_picks_participant_id_idx').on(t.participantId),
    check(
      'draft_picks_numbers_check',
      sql`${t.pickNumber} = ${t.overall} + 1 and ${t.overall} >= 0 and ${t.slot} >= 1 and ${t.round} >= 1`,
    ),
  ],
);
