// Drafts storage: the games a draft gives out and its picks, the pick path's one statement included.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedSql } from '../../db/prepared.js';
import { presenceCutoff, usersInRoomSql } from '../../realtime/presence.js';
import { users } from '../../db/schema/auth.js';
import { draftPicks, drafts } from '../../db/schema/drafts.js';
import { gameRankings, games } from '../../db/schema/games.js';
import { memberGameScores } from '../../db/schema/tastes.js';
import { isTeamMemberSql } from '../membership/membership.js';
import { isFinalSql } from '../games/final.js';
import { pickableSql, type DraftRecord, type PickRecord } from './draft-records.repository.js';

// ---------------------------------------------------------------------------------------------
// Games and picks

export async function countPickableGames(db: Database, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(pickableSql(teamId));
  return row?.n ?? 0;
}

export interface PickTarget {
  id: string;
  teamId: string;
  opponent: string;
  gameDate: Date;
  final: boolean;
  cancelled: boolean;
  assignedTo: string | null;
}

/** A PickTarget's columns; `final` and `cancelled` as the read knows them. */
const pickTargetColumns = (final: SQL<boolean>, cancelled: SQL<boolean>) => ({
  id: games.id,
  teamId: games.teamId,
  opponent: games.opponent,
  gameDate: games.gameDate,
  final,
  cancelled,
  assignedTo: games.assignedTo,
});

export async function findGameForPick(tx: Database, gameId: string): Promise<PickTarget | null> {
  const [row] = await tx
    .select(
      pickTargetColumns(sql<boolean>`${isFinalSql}`, sql<boolean>`${games.status} = 'cancelled'`),
    )
    .from(games)
    .where(eq(games.id, gameId));
  return row ?? null;
}

/**
 * The auto-pick order: the member's best-ranked remaining pickable game (an unranked game counts
 * as worst); then, when `byScore` (the team may use the automatic score), the member's own score
 * (their taste's personal score when they set a taste, else the team's game-quality score;
 * highest first); then the earliest date, then the game id. Without the score the order uses
 * only what every team sees, so the picks never reveal the score's order.
 */
export async function bestRemainingGame(
  tx: Database,
  teamId: string,
  userId: string,
  options: { byScore: boolean },
): Promise<PickTarget | null> {
  const [row] = await tx
    .select(pickTargetColumns(sql<boolean>`false`, sql<boolean>`false`))
    .from(games)
    .leftJoin(gameRankings, and(eq(gameRankings.gameId, games.id), eq(gameRankings.userId, userId)))
    .leftJoin(
      memberGameScores,
      and(eq(memberGameScores.gameId, games.id), eq(memberGameScores.userId, userId)),
    )
    .where(pickableSql(teamId))
    .orderBy(
      sql`${gameRankings.rank} asc nulls last`,
      ...(options.byScore
        ? [sql`coalesce(${memberGameScores.score}, ${games.tiixRank}) desc nulls last`]
        : []),
      asc(games.gameDate),
      asc(games.id),
    )
    .limit(1);
  return row ?? null;
}

export async function insertPick(
  tx: Database,
  values: typeof draftPicks.$inferInsert,
): Promise<PickRecord> {
  const [row] = await tx.insert(draftPicks).values(values).returning();
  return row!;
}

export async function assignGame(tx: Database, gameId: string, userId: string | null) {
  await tx
    .update(games)
    .set({ assignedTo: userId, updatedAt: new Date() })
    .where(eq(games.id, gameId));
}

export async function lastPick(tx: Database, draftId: string): Promise<PickRecord | null> {
  const [row] = await tx
    .select()
    .from(draftPicks)
    .where(eq(draftPicks.draftId, draftId))
    .orderBy(desc(draftPicks.overall))
    .limit(1);
  return row ?? null;
}

export async function deletePick(tx: Database, pickId: string): Promise<void> {
  await tx.delete(draftPicks).where(eq(draftPicks.id, pickId));
}

export async function listPicks(db: Database, draftId: string): Promise<PickRecord[]> {
  // In pick_number order (always overall + 1), read along the (draft, overall) key.
  return db
    .select()
    .from(draftPicks)
    .where(eq(draftPicks.draftId, draftId))
    .orderBy(asc(draftPicks.overall));
}

export interface DraftGameRow {
  game: typeof games.$inferSelect;
  myRank: number | null;
  takenBy: string | null;
  pickedHere: boolean;
}

/** The team's games for the draft room, soonest first, with the caller's rank and who took each. */
export async function listDraftGames(
  db: Database,
  draftId: string,
  teamId: string,
  userId: string | null,
): Promise<DraftGameRow[]> {
  const rows = await db
    .select({
      game: games,
      myRank: gameRankings.rank,
      pickUser: draftPicks.userId,
      pickId: draftPicks.id,
    })
    .from(games)
    .leftJoin(
      gameRankings,
      and(eq(gameRankings.gameId, games.id), userId ? eq(gameRankings.userId, userId) : sql`false`),
    )
    .leftJoin(draftPicks, and(eq(draftPicks.gameId, games.id), eq(draftPicks.draftId, draftId)))
    .where(eq(games.teamId, teamId))
    .orderBy(asc(games.gameDate), asc(games.id));
  return rows.map((r) => ({
    game: r.game,
    myRank: r.myRank ?? null,
    takenBy: r.pickId ? r.pickUser : r.game.assignedTo,
    pickedHere: r.pickId != null,
  }));
}

export async function findGames(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(games).where(inArray(games.id, ids));
}

/** E-mail addresses of users, for the draft e-mails. */
export async function userEmails(db: Database, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.filter((r) => r.email).map((r) => [r.id, r.email!]));
}

export interface InsertedPick extends PickRecord {
  opponent: string;
  gameDate: Date;
}

/**
 * The pick path's insert: records the pick only if the game is one of the team's games that can
 * still go (not final, not cancelled, not owned), and answers it with the game's name and date,
 * in one round trip. Null when the game cannot be picked (the caller then finds out why).
 */
export async function insertPickIfPickable(
  tx: Database,
  teamId: string,
  values: Omit<typeof draftPicks.$inferInsert, 'id' | 'createdAt'> & { participantId: string },
): Promise<InsertedPick | null> {
  const { rows } = await tx.execute<{
    id: string;
    created_at: Date | string;
    opponent: string;
    game_date: Date | string;
  }>(sql`
    with ins as (
      insert into ${draftPicks}
        (draft_id, user_id, participant_id, game_id, pick_number, overall, slot, round, autopick)
      select ${values.draftId}, ${values.userId}, ${values.participantId}, ${games.id},
        ${values.pickNumber}, ${values.overall}, ${values.slot}, ${values.round}, ${values.autopick ?? false}
      from ${games}
      where ${games.id} = ${values.gameId} and ${pickableSql(teamId)}
      returning id, created_at
    )
    select ins.id, ins.created_at, g.opponent, g.game_date
    from ins join ${games} g on g.id = ${values.gameId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    draftId: values.draftId,
    userId: values.userId ?? null,
    gameId: values.gameId,
    participantId: values.participantId,
    pickNumber: values.pickNumber,
    overall: values.overall,
    slot: values.slot,
    round: values.round,
    autopick: values.autopick ?? false,
    createdAt: new Date(row.created_at),
    opponent: row.opponent,
    gameDate: new Date(row.game_date),
  };
}

/** Gives the game to its new owner and moves the draft on, in one statement. */
export async function assignAndAdvance(
  tx: Database,
  draftId: string,
  gameId: string,
  userId: string,
  patch: Pick<
    DraftRecord,
    'currentOverall' | 'pickStartedAt' | 'pickDeadline' | 'pausedRemainingMs'
  >,
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    with assigned as (
      update ${games} set assigned_to = ${userId}, updated_at = ${now} where id = ${gameId}
    )
    update ${drafts} set
      current_overall = ${patch.currentOverall},
      pick_started_at = ${patch.pickStartedAt},
      pick_deadline = ${patch.pickDeadline},
      paused_remaining_ms = ${patch.pausedRemainingMs},
      updated_at = ${now}
    where id = ${draftId}`);
}

/** What the pick path's one statement found and did (see `pickIfCurrent`). */
export interface CurrentPickOutcome {
  /** The caller is a member of the draft's team. */
  member: boolean;
  /** The draft row was still at the expected pick, active and in the expected mode (and locked). */
  current: boolean;
  /** The recorded pick, or null when nothing was recorded. */
  pick: InsertedPick | null;
  /** Who is in the draft room now (for the event). */
  onlineUserIds: string[];
}

const p = (name: string) => sql.placeholder(name);

interface CurrentPickRow {
  member: boolean;
  current: boolean;
  pick_id: string | null;
  created_at: Date | string | null;
  opponent: string | null;
  game_date: Date | string | null;
  online: string[] | string;
}

/**
 * The whole pick in one statement, one round trip: checks the caller's membership, locks the
 * draft row only if it is still where the caller's turn was decided (`current_overall`, state
 * `active`, `mode`; the order and the clock settings are fixed once the setup is locked), gives
 * the game to its member only if it is still pickable, records the pick, moves the draft on, and
 * reads who is in the room. Each step runs only if the previous one did, so a draft that moved
 * on records nothing (the caller then decides again on the fresh row).
 *
 * Concurrency (READ COMMITTED): the draft row lock serialises picks of a draft; a statement that
 * waited for it re-checks the row's newest version, so it finds the draft moved on. The games
 * row update re-checks `assigned_to` on the newest version the same way, and the unique keys
 * (draft, game) and (draft, overall) remain the last line.
 *
 * Prepared by name (every value a placeholder): it runs for every pick, and PostgreSQL would
 * otherwise parse and plan its five parts each time.
 */
const currentPickStatement = preparedSql<CurrentPickRow>('draft_pick_if_current', () => {
  return sql`
    with m as materialized (
      select ${isTeamMemberSql(p('teamId'), p('callerId'))} as member
    ),
    d as materialized (
      select ${drafts.id} from ${drafts}
      where ${drafts.id} = ${p('draftId')} and ${drafts.state} = 'active'
        and ${drafts.currentOverall} = ${p('overall')} and ${drafts.mode} = ${p('mode')}
        and (select member from m)
      for update
    ),
    g as (
      update ${games} set assigned_to = ${p('userId')}, updated_at = ${p('now')}
      where ${games.id} = ${p('gameId')} and ${pickableSql(p('teamId'))} and exists (select 1 from d)
      returning ${games.id}, ${games.opponent}, ${games.gameDate}
    ),
    ins as (
      insert into ${draftPicks}
        (draft_id, user_id, participant_id, game_id, pick_number, overall, slot, round, autopick)
      select ${p('draftId')}, ${p('userId')}, ${p('participantId')}, g.id, ${p('pickNumber')},
        ${p('overall')}, ${p('slot')}, ${p('round')}, false
      from g
      returning id, created_at
    ),
    advanced as (
      update ${drafts} set current_overall = ${p('nextOverall')},
        pick_started_at = ${p('pickStartedAt')}, pick_deadline = ${p('pickDeadline')},
        paused_remaining_ms = null, updated_at = ${p('now')}
      where ${drafts.id} = ${p('draftId')} and exists (select 1 from ins)
    )
    select (select member from m) as member,
      exists (select 1 from d) as current,
      (select id from ins) as pick_id,
      (select created_at from ins) as created_at,
      (select opponent from g) as opponent,
      (select game_date from g) as game_date,
      ${usersInRoomSql(p('room'), p('seenAfter'))} as online`;
});

export async function pickIfCurrent(
  db: Database,
  input: {
    draft: Pick<DraftRecord, 'id' | 'teamId' | 'currentOverall' | 'mode'>;
    pick: Omit<typeof draftPicks.$inferInsert, 'id' | 'createdAt' | 'draftId' | 'overall'> & {
      participantId: string;
      userId: string;
    };
    next: Pick<DraftRecord, 'pickStartedAt' | 'pickDeadline'>;
    /** The caller, who must be a member of the draft's team. */
    callerId: string;
    /** The presence room whose members the event lists. */
    room: string;
    now: Date;
  },
): Promise<CurrentPickOutcome> {
  const { draft, pick, next, now } = input;
  const [row] = await currentPickStatement(db, {
    draftId: draft.id,
    teamId: draft.teamId,
    overall: draft.currentOverall,
    nextOverall: draft.currentOverall + 1,
    mode: draft.mode,
    callerId: input.callerId,
    userId: pick.userId,
    participantId: pick.participantId,
    gameId: pick.gameId,
    pickNumber: pick.pickNumber,
    slot: pick.slot,
    round: pick.round,
    now,
    pickStartedAt: next.pickStartedAt,
    pickDeadline: next.pickDeadline,
    room: input.room,
    seenAfter: presenceCutoff(now),
  });
  if (!row) throw new Error('The pick statement returned no row');
  const online: string[] = typeof row.online === 'string' ? JSON.parse(row.online) : row.online;
  return {
    member: row.member,
    current: row.current,
    onlineUserIds: online,
    pick:
      row.pick_id && row.created_at && row.opponent != null && row.game_date
        ? {
            id: row.pick_id,
            draftId: draft.id,
            userId: pick.userId,
            gameId: pick.gameId,
            participantId: pick.participantId,
            pickNumber: pick.pickNumber,
            overall: draft.currentOverall,
            slot: pick.slot,
            round: pick.round,
            autopick: false,
            createdAt: new Date(row.created_at),
            opponent: row.opponent,
            gameDate: new Date(row.game_date),
          }
        : null,
  };
}
