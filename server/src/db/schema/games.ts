import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';
import { teams } from './teams.js';

/** Mirrors scoring's ConvenienceInput (kept here so the schema has no module import). */
export interface ConvenienceInputs {
  weekday: number | null;
  localHour: number | null;
  holiday: string | null;
  weatherProof: boolean;
  meanTempF: number | null;
  avgHighC: number | null;
  wetDayShare: number | null;
  football: boolean;
}

export const GAME_IMPORTANCE = ['high', 'medium', 'low'] as const;
// The app shows 'upcoming'; the rest are the states a real schedule goes through.
export const GAME_STATUSES = ['upcoming', 'live', 'final', 'postponed', 'cancelled'] as const;

/** One game of a team's season, with the game-quality score fields. */
export const games = pgTable(
  'games',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    opponent: text('opponent').notNull(),
    // Also called team_code in the client.
    opponentAbbr: text('opponent_abbr'),
    venue: text('venue'),
    // Kickoff instant; the authoritative time. kickoff_* below keep the venue-local view.
    gameDate: timestamptz('game_date').notNull(),
    kickoffEpochMs: bigint('kickoff_epoch_ms', { mode: 'number' }),
    // Venue-local wall time, e.g. '2025-09-07T13:00'.
    kickoffLocal: text('kickoff_local'),
    // IANA zone, e.g. 'America/Chicago' (the client's `timezone`).
    kickoffTz: text('kickoff_tz'),
    tzAbbr: text('tz_abbr'),
    tvPrimeTime: boolean('tv_prime_time').notNull().default(false),
    isHome: boolean('is_home').notNull().default(true),
    isPreseason: boolean('is_preseason').notNull().default(false),
    // Text: playoff rounds are labels such as 'R1-2-G3', not numbers.
    week: text('week'),
    importance: text('importance', { enum: GAME_IMPORTANCE }),
    // Ticket price in cents, like every other amount.
    priceCents: integer('price_cents'),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('upcoming'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    // Display form of the result, e.g. '24-17'.
    finalScore: text('final_score'),
    // Id of the game in the schedule source; lets a schedule refresh update instead of duplicate.
    externalGameId: text('external_game_id'),

    // Game-quality score.
    tiixRank: integer('tiix_rank'),
    tiixStars: smallint('tiix_stars'),
    tiixRationale: text('tiix_rationale'),
    tiixReasonTags: text('tiix_reason_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tiixRankTeam: integer('tiix_rank_team'),
    tiixRankPercentile: doublePrecision('tiix_rank_percentile'),
    slateRank: integer('slate_rank'),
    slateSize: integer('slate_size'),
    slatePercentile: doublePrecision('slate_percentile'),
    teamPercentile: doublePrecision('team_percentile'),
    baseScore: doublePrecision('base_score'),
    contextPct: doublePrecision('context_pct'),
    probGoneBeforePick: doublePrecision('prob_gone_before_pick'),
    adp: doublePrecision('adp'),
    resaleIndexPct: doublePrecision('resale_index_pct'),
    excitementIndex: doublePrecision('excitement_index'),
    // The two parts of tiix_rank (docs/scoring.md): what makes the game big, and what makes it
    // easy to go to; each with its own reason tags.
    statureScore: doublePrecision('stature_score'),
    convenienceScore: doublePrecision('convenience_score'),
    statureReasons: text('stature_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    convenienceReasons: text('convenience_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // What a member's taste reweighs (day, kickoff hour, month climate, holiday): a personal
    // score is computed from these without reading the league data again.
    convenienceInputs: jsonb('convenience_inputs').$type<ConvenienceInputs>(),
    // SCORE_MODEL_VERSION and the bundled data hash the score was computed with; a start-up job
    // recomputes rows whose values are outdated.
    scoreModelVersion: text('score_model_version'),
    scoreDataHash: text('score_data_hash'),
    ...timestamps(),
  },
  (t) => [
    // Nulls are distinct, so hand-made games without a source id never collide.
    unique('games_team_external_game_id_key').on(t.teamId, t.externalGameId),
    index('games_team_id_game_date_idx').on(t.teamId, t.gameDate),
    index('games_assigned_to_idx').on(t.assignedTo),
    check('games_importance_check', oneOf(t.importance, GAME_IMPORTANCE)),
    check('games_status_check', oneOf(t.status, GAME_STATUSES)),
    check('games_price_cents_check', sql`${t.priceCents} >= 0`),
    check('games_scores_check', sql`${t.homeScore} >= 0 and ${t.awayScore} >= 0`),
    check('games_tiix_rank_check', sql`${t.tiixRank} between 0 and 100`),
    check('games_tiix_stars_check', sql`${t.tiixStars} between 1 and 5`),
    check('games_slate_check', sql`${t.slateRank} >= 1 and ${t.slateSize} >= 0`),
  ],
);

/** A user's own rank of a game (1 = best). */
export const gameRankings = pgTable(
  'game_rankings',
  {
    id: primaryId(),
    gameId: ownedBy('game_id', () => games.id),
    userId: ownedBy('user_id', () => users.id),
    rank: integer('rank').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('game_rankings_user_game_key').on(t.userId, t.gameId),
    index('game_rankings_game_id_idx').on(t.gameId),
    check('game_rankings_rank_check', sql`${t.rank} between 1 and 100`),
  ],
);
