import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { oneOf, ownedBy, timestamps } from './columns.js';
import { games } from './games.js';

export const DAY_PREFERENCES = ['any', 'weekends', 'weeknights'] as const;
export const KICKOFF_PREFERENCES = ['any', 'early', 'late'] as const;
export const TOLERANCES = ['low', 'medium', 'high'] as const;

/**
 * A member's game taste, set once and used for every team they are in: it turns the team's score
 * into their personal score (docs/scoring.md, "Personal score"). No row = no taste: the team
 * score applies.
 */
export const memberTastes = pgTable(
  'member_tastes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    days: text('days', { enum: DAY_PREFERENCES }).notNull().default('any'),
    kickoff: text('kickoff', { enum: KICKOFF_PREFERENCES }).notNull().default('any'),
    coldTolerance: text('cold_tolerance', { enum: TOLERANCES }).notNull().default('medium'),
    rainTolerance: text('rain_tolerance', { enum: TOLERANCES }).notNull().default('medium'),
    // Opponent names as games.opponent stores them ('Dallas Cowboys').
    lovedOpponents: text('loved_opponents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avoidedOpponents: text('avoided_opponents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    check('member_tastes_days_check', oneOf(t.days, DAY_PREFERENCES)),
    check('member_tastes_kickoff_check', oneOf(t.kickoff, KICKOFF_PREFERENCES)),
    check('member_tastes_cold_check', oneOf(t.coldTolerance, TOLERANCES)),
    check('member_tastes_rain_check', oneOf(t.rainTolerance, TOLERANCES)),
  ],
);

/**
 * A member's personal score of a game (0-100), stored so ranking and the draft read it cheaply;
 * rewritten when the member's taste, the game's score or the model version changes.
 */
export const memberGameScores = pgTable(
  'member_game_scores',
  {
    userId: ownedBy('user_id', () => users.id),
    gameId: ownedBy('game_id', () => games.id),
    score: integer('score').notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    modelVersion: text('model_version').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('member_game_scores_game_id_idx').on(t.gameId),
    check('member_game_scores_score_check', sql`${t.score} between 0 and 100`),
  ],
);
