import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { games } from '../../db/schema/games.js';
import {
  gameHandoffs,
  handoffNotices,
  teamTicketSettings,
  type HANDOFF_STATUSES,
} from '../../db/schema/handoff.js';
import type { NOTIFICATION_KINDS } from '../../db/schema/notifications.js';
import { teamMembers, teams } from '../../db/schema/teams.js';

export type HandoffStatusValue = (typeof HANDOFF_STATUSES)[number];

export interface TicketSettings {
  teamId: string;
  ownerId: string;
  /** The ticket holder: the chosen member, else the owner. */
  holderId: string;
  reminderDays: number;
}

/** The team's settings with their defaults; null when the team does not exist. */
export async function findTicketSettings(
  db: Database,
  teamId: string,
): Promise<TicketSettings | null> {
  const [row] = await db
    .select({
      ownerId: teams.ownerId,
      holderId: teamTicketSettings.holderId,
      reminderDays: teamTicketSettings.reminderDays,
    })
    .from(teams)
    .leftJoin(teamTicketSettings, eq(teamTicketSettings.teamId, teams.id))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) return null;
  return {
    teamId,
    ownerId: row.ownerId,
    holderId: row.holderId ?? row.ownerId,
    reminderDays: row.reminderDays ?? 3,
  };
}

export async function upsertTicketSettings(
  db: Database,
  teamId: string,
  values: { holderId?: string | null; reminderDays?: number },
): Promise<void> {
  await db
    .insert(teamTicketSettings)
    .values({ teamId, ...values })
    .onConflictDoUpdate({
      target: teamTicketSettings.teamId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** The team's members with an account, in joining order (the owner first). */
export async function listMemberIds(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), isNotNull(teamMembers.userId)))
    .orderBy(asc(teamMembers.joinedAt));
  return rows.map((r) => r.userId!);
}

const gameFields = {
  id: games.id,
  teamId: games.teamId,
  opponent: games.opponent,
  venue: games.venue,
  gameDate: games.gameDate,
  kickoffEpochMs: games.kickoffEpochMs,
  kickoffTz: games.kickoffTz,
  status: games.status,
  isHome: games.isHome,
  assignedTo: games.assignedTo,
};

const handoffFields = {
  memberId: gameHandoffs.memberId,
  status: gameHandoffs.status,
  note: gameHandoffs.note,
  sentAt: gameHandoffs.sentAt,
  answeredAt: gameHandoffs.answeredAt,
  updatedAt: gameHandoffs.updatedAt,
};

export type HandoffGame = Awaited<ReturnType<typeof listTeamGames>>[number];

/** The team's assigned home games by kickoff, each with its handoff row if any. */
export async function listTeamGames(db: Database, teamId: string) {
  const rows = await db
    .select({ game: gameFields, handoff: handoffFields })
    .from(games)
    .leftJoin(gameHandoffs, eq(gameHandoffs.gameId, games.id))
    .where(and(eq(games.teamId, teamId), eq(games.isHome, true), isNotNull(games.assignedTo)))
    .orderBy(asc(games.gameDate), asc(games.id));
  return rows.map(withHandoff);
}

/** One game with its handoff row; `lock` takes the game row for update (inside a transaction). */
export async function findGame(db: Database, gameId: string, lock = false) {
  const query = db
    .select({ game: gameFields, handoff: handoffFields })
    .from(games)
    .leftJoin(gameHandoffs, eq(gameHandoffs.gameId, games.id))
    .where(eq(games.id, gameId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: games }) : await query;
  return row ? withHandoff(row) : null;
}

/** A member's upcoming assigned home games in a team, locked for update, by kickoff. */
export async function lockMemberGames(db: Database, teamId: string, memberId: string, now: Date) {
  const rows = await db
    .select({ game: gameFields, handoff: handoffFields })
    .from(games)
    .leftJoin(gameHandoffs, eq(gameHandoffs.gameId, games.id))
    .where(
      and(
        eq(games.teamId, teamId),
        eq(games.assignedTo, memberId),
        eq(games.isHome, true),
        eq(games.status, 'upcoming'),
        gt(games.gameDate, now),
      ),
    )
    .orderBy(asc(games.gameDate), asc(games.id))
    .for('update', { of: games });
  return rows.map(withHandoff);
}

function withHandoff<G, H extends { memberId: string | null }>(row: {
  game: G;
  handoff: H | null;
}) {
  return {
    ...row.game,
    handoff: row.handoff?.memberId ? (row.handoff as H & { memberId: string }) : null,
  };
}

/** The caller's upcoming assigned home games in every team, soonest first. */
export async function listUpcomingGamesOf(db: Database, userId: string, now: Date, limit: number) {
  const rows = await db
    .select({
      game: gameFields,
      handoff: handoffFields,
      teamName: teams.name,
      realTeamName: teams.teamName,
    })
    .from(games)
    .innerJoin(teams, eq(teams.id, games.teamId))
    .leftJoin(gameHandoffs, eq(gameHandoffs.gameId, games.id))
    .where(
      and(
        eq(games.assignedTo, userId),
        eq(games.isHome, true),
        eq(games.status, 'upcoming'),
        gt(games.gameDate, now),
      ),
    )
    .orderBy(asc(games.gameDate), asc(games.id))
    .limit(limit);
  return rows.map((r) => ({
    ...withHandoff(r),
    teamName: r.teamName,
    realTeamName: r.realTeamName,
  }));
}

export async function saveHandoff(
  db: Database,
  row: {
    gameId: string;
    teamId: string;
    memberId: string;
    status: HandoffStatusValue;
    note?: string | null;
    sentAt?: Date | null;
    sentBy?: string | null;
    answeredAt?: Date | null;
  },
): Promise<void> {
  const { gameId: _key, ...rest } = row;
  await db
    .insert(gameHandoffs)
    .values(row)
    .onConflictDoUpdate({ target: gameHandoffs.gameId, set: { ...rest, updatedAt: new Date() } });
}

/** The handoffs of these games (any member), by game id. */
export async function handoffsOf(db: Database, gameIds: readonly string[]) {
  if (gameIds.length === 0)
    return new Map<string, { memberId: string; status: HandoffStatusValue; updatedAt: Date }>();
  const rows = await db
    .select({
      gameId: gameHandoffs.gameId,
      memberId: gameHandoffs.memberId,
      status: gameHandoffs.status,
      updatedAt: gameHandoffs.updatedAt,
    })
    .from(gameHandoffs)
    .where(inArray(gameHandoffs.gameId, [...gameIds]));
  return new Map(rows.map((r) => [r.gameId, r]));
}

// ---------------------------------------------------------------------------------------------
// Notices written in another flow's transaction

type NoticeKind = (typeof NOTIFICATION_KINDS)[number];

export async function insertNotices(
  db: Database,
  rows: {
    teamId: string;
    userId: string;
    kind: NoticeKind;
    title: string;
    body: string;
    link: string;
  }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(handoffNotices).values(rows);
}

/**
 * Takes pending notices (of one team, or those older than `olderThan` of any team) and deletes
 * them in the same statement: whoever deletes a row delivers it, so it goes once.
 */
export async function takeNotices(
  db: Database,
  filter: { teamId: string } | { olderThan: Date },
  batch = 200,
) {
  const where =
    'teamId' in filter
      ? sql`team_id = ${filter.teamId}`
      : sql`created_at < ${filter.olderThan.toISOString()}::timestamptz`;
  const result = await db.execute<{
    team_id: string;
    user_id: string;
    kind: NoticeKind;
    title: string;
    body: string;
    link: string;
  }>(sql`
    delete from handoff_notices where id in (
      select id from handoff_notices where ${where}
      order by created_at limit ${batch} for update skip locked)
    returning team_id, user_id, kind, title, body, link`);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------
// Reminders

export interface DueReminder extends Record<string, unknown> {
  game_id: string;
  team_id: string;
  recipient_id: string;
  member_id: string;
  holder_id: string;
  status: HandoffStatusValue;
  team_name: string;
  opponent: string;
  game_date: Date | string;
  kickoff_epoch_ms: number | string | null;
  kickoff_tz: string | null;
}

/**
 * Claims due reminders of one kind. The insert into handoff_reminders is the claim (its key is
 * game, recipient, member and kind), so with any number of instances each goes to one of them
 * once. `send`: the ticket holder, when a game within the team's reminder days is not sent.
 * `confirm`: the member, within a day of kickoff, when they have not confirmed receipt.
 */
export async function claimDueReminders(
  db: Database,
  kind: 'send' | 'confirm',
  now: Date,
  confirmWindowMs: number,
  batch: number,
): Promise<DueReminder[]> {
  const nowIso = now.toISOString();
  const window =
    kind === 'send'
      ? sql`g.game_date <= ${nowIso}::timestamptz + make_interval(days => coalesce(s.reminder_days, 3)::int)`
      : sql`g.game_date <= ${nowIso}::timestamptz + ${`${confirmWindowMs} milliseconds`}::interval`;
  const pending =
    kind === 'send'
      ? sql`coalesce(h.status, 'not_sent') = 'not_sent'`
      : sql`coalesce(h.status, 'not_sent') <> 'received'`;
  const recipient = kind === 'send' ? sql`coalesce(s.holder_id, t.owner_id)` : sql`g.assigned_to`;
  const result = await db.execute<DueReminder>(sql`
    with due as (
      select g.id as game_id, ${recipient} as recipient_id, g.assigned_to as member_id
      from games g
      join teams t on t.id = g.team_id
      left join team_ticket_settings s on s.team_id = g.team_id
      left join game_handoffs h on h.game_id = g.id and h.member_id = g.assigned_to
      where g.assigned_to is not null
        and g.is_home
        and g.status = 'upcoming'
        and g.game_date > ${nowIso}::timestamptz
        and ${window}
        and ${pending}
        and g.assigned_to <> coalesce(s.holder_id, t.owner_id)
        and not exists (
          select 1 from handoff_reminders r
          where r.game_id = g.id and r.recipient_id = ${recipient}
            and r.member_id = g.assigned_to and r.kind = ${kind})
      order by g.game_date
      limit ${batch}
    ), claimed as (
      insert into handoff_reminders (game_id, recipient_id, member_id, kind)
      select game_id, recipient_id, member_id, ${kind} from due
      on conflict do nothing
      returning game_id, recipient_id, member_id
    )
    select c.game_id, g.team_id, c.recipient_id, c.member_id,
      coalesce(s.holder_id, t.owner_id) as holder_id,
      coalesce(h.status, 'not_sent') as status,
      t.name as team_name, g.opponent, g.game_date, g.kickoff_epoch_ms, g.kickoff_tz
    from claimed c
    join games g on g.id = c.game_id
    join teams t on t.id = g.team_id
    left join team_ticket_settings s on s.team_id = g.team_id
    left join game_handoffs h on h.game_id = g.id and h.member_id = c.member_id`);
  return result.rows;
}
