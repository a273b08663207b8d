/**
 * Personal scores: each member's own score of a game from their taste (docs/scoring.md,
 * "Personal score"). Stored in member_game_scores, rewritten when the taste changes, and computed
 * on first read for games stored after it (a new team, a recomputed score). Without a taste the
 * team score (games.tiix_rank) applies.
 */
import type { RequestAuth } from '../../auth/caller.js';
import type { Database } from '../../db/client.js';
import { teamSeesScore } from '../billing/plan.js';
import { DEFAULT_TASTE, personalScore, type ConvenienceInput, type Taste } from './convenience.js';
import { draftValues } from './ranking.js';
import { SCORE_MODEL_VERSION } from './version.js';
import * as repo from './tastes.repository.js';
import type { PersonalGameRow, TasteRecord } from './tastes.repository.js';

export function tasteOf(record: TasteRecord | null): Taste | null {
  if (!record) return null;
  return {
    days: record.days,
    kickoff: record.kickoff,
    coldTolerance: record.coldTolerance,
    rainTolerance: record.rainTolerance,
    lovedOpponents: record.lovedOpponents,
    avoidedOpponents: record.avoidedOpponents,
  };
}

/** A game's personal score under a taste; null for a game without a score (hand-made). */
export function personalFor(
  game: PersonalGameRow,
  taste: Taste,
): { score: number; reasons: string[] } | null {
  if (game.tiixRank === null) return null;
  if (game.statureScore === null || !game.convenienceInputs) {
    // Scored before the stature/convenience split: only the opponent part of the taste applies
    // until the start-up job has recomputed the row.
    return personalScore(
      {
        statureScore: game.tiixRank,
        convenienceInputs: NEUTRAL_INPUTS,
        opponent: game.opponent,
        isPreseason: false,
      },
      {
        ...DEFAULT_TASTE,
        lovedOpponents: taste.lovedOpponents,
        avoidedOpponents: taste.avoidedOpponents,
      },
    );
  }
  return personalScore(
    {
      statureScore: game.statureScore,
      convenienceInputs: game.convenienceInputs as ConvenienceInput,
      opponent: game.opponent,
      isPreseason: game.isPreseason,
    },
    taste,
  );
}

const NEUTRAL_INPUTS: ConvenienceInput = {
  weekday: null,
  localHour: null,
  holiday: null,
  weatherProof: true,
  meanTempF: null,
  avgHighC: null,
  wetDayShare: null,
  football: false,
};

export interface PersonalEntry {
  score: number;
  reasons: string[];
}

/** Stored personal scores of the current model, computing (and storing) the missing ones. */
async function personalEntries(
  db: Database,
  userId: string,
  taste: Taste,
  rows: readonly PersonalGameRow[],
): Promise<Map<string, PersonalEntry>> {
  const stored = new Map(
    (
      await repo.listMemberScores(
        db,
        userId,
        rows.map((g) => g.id),
      )
    )
      .filter((s) => s.modelVersion === SCORE_MODEL_VERSION)
      .map((s) => [s.gameId, { score: s.score, reasons: s.reasons }]),
  );
  const out = new Map<string, PersonalEntry>();
  const missing: Parameters<typeof repo.upsertMemberScores>[1] = [];
  for (const g of rows) {
    const known = stored.get(g.id);
    if (known) {
      out.set(g.id, known);
      continue;
    }
    const computed = personalFor(g, taste);
    if (!computed) continue;
    out.set(g.id, computed);
    missing.push({ userId, gameId: g.id, ...computed, modelVersion: SCORE_MODEL_VERSION });
  }
  await repo.upsertMemberScores(db, missing);
  return out;
}

/**
 * The score that orders games for this member: their personal score when they have set a taste,
 * else the team score. Games without any score are left out of the map. Used by 'Fill my ranks
 * from the score', the draft's auto-pick and the member's ADP.
 */
export async function personalScoresFor(
  db: Database,
  userId: string,
  gameIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await repo.gamesByIds(db, gameIds);
  const taste = tasteOf(await repo.getTaste(db, userId));
  const out = new Map<string, number>();
  if (!taste) {
    for (const g of rows) if (g.tiixRank !== null) out.set(g.id, g.tiixRank);
    return out;
  }
  for (const [id, entry] of await personalEntries(db, userId, taste, rows))
    out.set(id, entry.score);
  return out;
}

export interface TeamPersonalView {
  entries: Map<string, PersonalEntry>;
  /** Expected pick number per game if every member valued games like this member. */
  adp: Map<string, number>;
}

/**
 * The caller's personal view of a team's games, when they may see it: personal scores are built
 * on the automatic score, so they are hidden like it on the free plan. Null for a signed-out or
 * guest caller, on the free plan, and without a taste.
 */
export async function visiblePersonalView(
  db: Database,
  auth: Pick<RequestAuth, 'userId' | 'isAnonymous'>,
  teamId: string,
): Promise<TeamPersonalView | null> {
  if (!auth.userId || auth.isAnonymous) return null;
  return (await teamSeesScore(db, teamId)) ? teamPersonalView(db, auth.userId, teamId) : null;
}

/** A member's personal scores and ADP for a team's games; null without a taste. */
export async function teamPersonalView(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamPersonalView | null> {
  const taste = tasteOf(await repo.getTaste(db, userId));
  if (!taste) return null;
  const rows = await repo.gamesOfTeam(db, teamId);
  const entries = await personalEntries(db, userId, taste, rows);
  const members = await repo.countTeamMembers(db, teamId);
  const values = draftValues(
    [...entries].map(([key, e]) => ({
      key,
      score: e.score,
      epochMs: rows.find((r) => r.id === key)!.epochMs,
    })),
    Math.max(members, 1),
  );
  return { entries, adp: new Map([...values].map(([k, v]) => [k, v.adp])) };
}

/** Rewrites every personal score of a member (after a taste change); none without a taste. */
export async function recomputePersonalScores(db: Database, userId: string): Promise<number> {
  const taste = tasteOf(await repo.getTaste(db, userId));
  await repo.deleteMemberScores(db, userId);
  if (!taste) return 0;
  const rows = (await repo.gamesOfMember(db, userId)).flatMap((g) => {
    const computed = personalFor(g, taste);
    return computed
      ? [{ userId, gameId: g.id, ...computed, modelVersion: SCORE_MODEL_VERSION }]
      : [];
  });
  await repo.upsertMemberScores(db, rows);
  return rows.length;
}
