import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  ne,
  sql,
} from 'drizzle-orm';
import { callerMembershipOfTeam } from '../membership/membership.js';
import { findProfileOwner, type ProfileOwner } from '../profiles/profiles.repository.js';
import type { Database } from '../../db/client.js';
import { decodeJsonRows } from '../../db/json-rows.js';
import { preparedPerDatabase, statementPerShape } from '../../db/prepared.js';
import { users } from '../../db/schema/auth.js';
import { games } from '../../db/schema/games.js';
import { apiGameFieldsFor, gameFieldsKey, teamApiGamesJson } from '../games/games.repository.js';
import type { ApiGame } from '../games/games.mapper.js';
import { profiles } from '../../db/schema/profiles.js';
import { paymentRequests } from '../../db/schema/payments.js';
import { teamInvites, teamMembers, teams, type TEAM_ROLES } from '../../db/schema/teams.js';
import { updateOne } from '../../db/find-one.js';

export type TeamRecord = typeof teams.$inferSelect;
export type InviteRecord = typeof teamInvites.$inferSelect;
export type TeamRole = (typeof TEAM_ROLES)[number];
export type TeamPatch = Partial<Pick<TeamRecord, 'name' | 'status' | 'totalCost'>>;

export interface MemberRecord {
  id: string;
  teamId: string;
  userId: string | null;
  role: TeamRole;
  paymentStatus: 'pending' | 'paid' | 'waived';
  displayName: string | null;
  /** Name parts for `personName`: the profile's name and the auth display name. */
  profileName: string | null;
  userDisplayName: string | null;
  email: string | null;
  avatarUrl: string | null;
  joinedAt: Date | null;
  inviteId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A user as team operations need them (the inviter's name, the invited address's owner). */
export type UserRecord = ProfileOwner;

/** The user's id, e-mail, display name and guest flag; null when there is no such user. */
export const findUser = findProfileOwner;

/**
 * Serialises work on one key until the transaction ends (two team creations of one owner, two
 * invites to one team), so count-then-insert limits cannot be raced past.
 */
export async function lockKey(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertTeam(
  db: Database,
  values: Pick<TeamRecord, 'name' | 'league' | 'teamName' | 'season' | 'ownerId'>,
): Promise<TeamRecord> {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

export async function findTeam(db: Database, teamId: string): Promise<TeamRecord | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row ?? null;
}

export async function updateTeam(
  db: Database,
  teamId: string,
  patch: TeamPatch,
): Promise<TeamRecord | null> {
  return updateOne(db, teams, { ...patch, updatedAt: new Date() }, eq(teams.id, teamId));
}

export async function deleteTeam(db: Database, teamId: string): Promise<boolean> {
  const rows = await db.delete(teams).where(eq(teams.id, teamId)).returning({ id: teams.id });
  return rows.length > 0;
}

/** Teams the user owns, with their plans (for the free plan's one-team limit). */
export async function listOwnedTeamPlans(
  db: Database,
  userId: string,
): Promise<{ id: string; plan: TeamRecord['plan']; planExpiresAt: Date | null }[]> {
  return db
    .select({ id: teams.id, plan: teams.plan, planExpiresAt: teams.planExpiresAt })
    .from(teams)
    .where(eq(teams.ownerId, userId));
}

export async function insertMember(
  db: Database,
  values: {
    teamId: string;
    userId: string;
    role: TeamRole;
    displayName: string | null;
    inviteId?: string | null;
  },
): Promise<void> {
  await db.insert(teamMembers).values({ ...values, joinedAt: new Date() });
}

/** The user's membership role in a team, or null. */
export async function findMemberRole(
  db: Database,
  teamId: string,
  userId: string,
): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

/**
 * Teams the user is a member of, newest first, with the user's membership role and counts (the
 * team as its own record: the caller copies it once, into what it answers).
 */
export async function listTeamsOfUser(
  db: Database,
  userId: string,
): Promise<{ team: TeamRecord; memberRole: TeamRole; memberCount: number; gameCount: number }[]> {
  return teamsOfUser(db).execute({ userId });
}

// The team list shows each team's counts: they come with the list (one statement, not two per
// team). Members are joined members, as in countMembers.
const teamsOfUser = preparedPerDatabase((db) =>
  db
    .select({
      team: teams,
      memberRole: teamMembers.role,
      memberCount: sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id} and m.user_id is not null)`,
      gameCount: sql<number>`(select count(*)::int from ${games} g where g.team_id = ${teams.id})`,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .prepare('teams_of_user'),
);

/**
 * Team columns every team read carries, whatever the query asks for: the id (the per-field
 * readers and the other modules' Team fields read by it), the owner (the caller's role) and the
 * plan (the `plan` field and what the plan shows of the games).
 */
export const TEAM_RULE_COLUMNS = ['id', 'ownerId', 'plan', 'planExpiresAt'] as const;

/** A team as a read with only some of its columns has it: the rule columns, the rest if asked. */
export type TeamColumnsRecord = Pick<TeamRecord, (typeof TEAM_RULE_COLUMNS)[number]> &
  Partial<TeamRecord>;

/** What the team page shows of one team besides the team row. */
export interface TeamPageChildren {
  /** Joined members in join order, as listMembers reads them. */
  members: MemberRecord[];
  /**
   * All games, soonest first, as listGames reads them, in the API's shape: with the fields the
   * read was asked for only (`gameFields` of TeamReadShape).
   */
  games: ApiGame[];
  /** Pending invites, newest first, as listPendingInvites reads them. */
  pendingInvites: InviteRecord[];
}

/** A team read: the row, the user's membership row's role and, when asked, the page's children. */
export interface TeamReadRecord<Team extends TeamColumnsRecord = TeamRecord> {
  team: Team;
  /** The user's membership row's role (null: no row; ownership is not applied here). */
  memberRole: TeamRole | null;
  page?: TeamPageChildren;
}

/** What a team read reads besides the team's rule columns and the caller's membership. */
export interface TeamReadShape {
  /** The Team fields asked for: their columns only (with TEAM_RULE_COLUMNS); all without it. */
  fields?: ReadonlySet<string>;
  /**
   * The page's children too (members, games, pending invites), the games with the Game fields
   * `gameFields` asks for only (see `apiGameFieldsFor`; all without it).
   */
  page?: { gameFields?: ReadonlySet<string> } | false;
}

/**
 * A team, the user's membership row's role and what `shape` asks for besides, in one statement
 * (one prepared statement per shape: the team page, the chat page's light read and the
 * membership reads of the other services are the same statement with more or fewer parts).
 * Without a shape: every column, no children.
 */
export function findTeamRead(
  db: Database,
  teamId: string,
  userId: string,
): Promise<TeamReadRecord | null>;
export function findTeamRead(
  db: Database,
  teamId: string,
  userId: string,
  shape: TeamReadShape,
): Promise<TeamReadRecord<TeamColumnsRecord> | null>;
export async function findTeamRead(
  db: Database,
  teamId: string,
  userId: string,
  shape: TeamReadShape = {},
): Promise<TeamReadRecord<TeamColumnsRecord> | null> {
  const statement = teamReadFor({
    columns: shape.fields ? teamColumnsFor(shape.fields) : ALL_TEAM_COLUMNS,
    gameFields: shape.page ? apiGameFieldsFor(shape.page.gameFields) : null,
  });
  const [row] = await statement(db).execute({ teamId, userId });
  if (!row) return null;
  const { team, memberRole, members, games, pendingInvites } = row;
  // The full statement (past the shapes' limit) reads the children for every read: only a read
  // that asked for them takes them.
  if (!shape.page || !members || !games || !pendingInvites) return { team, memberRole };
  return {
    team,
    memberRole,
    page: {
      members: members.map((m) =>
        toMemberRecord({ ...m, member: decodeJsonRows(teamMembers, [m.member])[0]! }),
      ),
      games,
      pendingInvites: decodeJsonRows(teamInvites, pendingInvites),
    },
  };
}

interface MemberJson {
  member: Record<string, unknown>;
  email: string | null;
  userDisplayName: string | null;
  profileName: string | null;
  avatarUrl: string | null;
}

type TeamColumn = keyof TeamRecord;
const teamColumns = getTableColumns(teams);
const ALL_TEAM_COLUMNS = Object.keys(teamColumns) as TeamColumn[];
const RULE_COLUMNS = new Set<string>(TEAM_RULE_COLUMNS);

/** The team columns a read of `fields` reads, in the table's order (one key per shape). */
const teamColumnsFor = (fields: ReadonlySet<string>): TeamColumn[] =>
  ALL_TEAM_COLUMNS.filter((column) => RULE_COLUMNS.has(column) || fields.has(column));

interface TeamReadStatementShape {
  columns: readonly TeamColumn[];
  /** The Game fields of the page's children; null: no children. */
  gameFields: readonly string[] | null;
}

interface TeamReadRow {
  team: TeamColumnsRecord;
  memberRole: TeamRole | null;
  members?: MemberJson[];
  games?: ApiGame[];
  pendingInvites?: Record<string, unknown>[];
}

// The children come as JSON arrays, each in the order and with the filter of its one-table reader
// below: members and invites as whole rows (decoded by decodeJsonRows), games already in the API's
// shape (the largest part of the page, most of it served as it comes).
const pageChildren = (gameFields: readonly string[]) => ({
  members: sql<MemberJson[]>`(
    select coalesce(json_agg(json_build_object(
      'member', m, 'email', u.email, 'userDisplayName', u.display_name,
      'profileName', p.name, 'avatarUrl', u.avatar_url
    ) order by m.joined_at, m.created_at), '[]'::json)
    from ${teamMembers} m
    left join ${users} u on u.id = m.user_id
    left join ${profiles} p on p.user_id = m.user_id
    where m.team_id = ${teams.id} and m.user_id is not null)`,
  games: teamApiGamesJson(gameFields),
  pendingInvites: sql<Record<string, unknown>[]>`(
    select coalesce(json_agg(i order by i.created_at desc, i.id desc), '[]'::json)
    from ${teamInvites} i where i.team_id = ${teams.id} and i.status = 'pending')`,
});

const teamRead = ({ columns, gameFields }: TeamReadStatementShape, name: string) =>
  preparedPerDatabase(
    (db) =>
      db
        .select({
          team: Object.fromEntries(columns.map((column) => [column, teamColumns[column]])),
          memberRole: teamMembers.role,
          ...(gameFields ? pageChildren(gameFields) : {}),
        })
        .from(teams)
        .leftJoin(teamMembers, callerMembershipOfTeam)
        .where(eq(teams.id, sql.placeholder('teamId')))
        .limit(1)
        .prepare(name) as unknown as {
        // The selection is built from the shape, so its row type is declared here.
        execute(values: { teamId: string; userId: string }): Promise<TeamReadRow[]>;
      },
  );

// One statement per shape (`team_page`: every column and every child with every Game field);
// apps send a few team documents, so a few shapes.
const teamReadFor = statementPerShape<TeamReadStatementShape, ReturnType<typeof teamRead>>(
  'team_page',
  { columns: ALL_TEAM_COLUMNS, gameFields: apiGameFieldsFor() },
  ({ columns, gameFields }) =>
    `${columns.join(',')}|${gameFields ? gameFieldsKey(gameFields) : '-'}`,
  teamRead,
  48,
);

/** Joined members, in join order (the draft order). */
export async function listMembers(db: Database, teamId: string): Promise<MemberRecord[]> {
  const rows = await db
    .select({
      member: teamMembers,
      email: users.email,
      userDisplayName: users.displayName,
      profileName: profiles.name,
      avatarUrl: users.avatarUrl,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), isNotNull(teamMembers.userId)))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.createdAt));
  return rows.map(toMemberRecord);
}

function toMemberRecord({
  member,
  email,
  userDisplayName,
  profileName,
  avatarUrl,
}: {
  member: typeof teamMembers.$inferSelect;
  email: string | null;
  userDisplayName: string | null;
  profileName: string | null;
  avatarUrl: string | null;
}): MemberRecord {
  return {
    id: member.id,
    teamId: member.teamId,
    userId: member.userId,
    role: member.role,
    paymentStatus: member.paymentStatus,
    displayName: member.displayName,
    profileName: profileName ?? null,
    userDisplayName: userDisplayName ?? null,
    email: email ?? null,
    avatarUrl: avatarUrl || null,
    joinedAt: member.joinedAt,
    inviteId: member.inviteId,
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}

export async function countMembers(db: Database, teamIds: string[]): Promise<number> {
  if (teamIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamId, teamIds), isNotNull(teamMembers.userId)));
  return row?.n ?? 0;
}

/** Seats the free plan counts as invited: pending invites plus members other than the owner. */
export async function countInvitedSeats(db: Database, teamId: string): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.role, 'owner')));
  const [invites] = await db
    .select({ n: count() })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.status, 'pending')));
  return (members?.n ?? 0) + (invites?.n ?? 0);
}

/** True when a member of the team has this e-mail address (case-insensitive). */
export async function isMemberEmail(db: Database, teamId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row !== undefined;
}

/**
 * The dashboard's four counters over the user's teams, in one statement: teams, games at or after
 * `now` that are not final, joined members, pending payment requests.
 */
export async function dashboardCounts(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ teams: number; upcomingGames: number; teamMembers: number; pendingPayments: number }> {
  const [row] = await dashboardStatement(db).execute({ userId, now: now.toISOString() });
  return row ?? { teams: 0, upcomingGames: 0, teamMembers: 0, pendingPayments: 0 };
}

const dashboardStatement = preparedPerDatabase((db) => {
  const mine = sql`(select mt.team_id from ${teamMembers} mt where mt.user_id = ${sql.placeholder('userId')})`;
  return db
    .select({
      teams: sql<number>`count(*)::int`,
      upcomingGames: sql<number>`(select count(*)::int from ${games} g
        where g.team_id in ${mine} and g.game_date >= ${sql.placeholder('now')}::timestamptz and g.status <> 'final')`,
      teamMembers: sql<number>`(select count(*)::int from ${teamMembers} m
        where m.team_id in ${mine} and m.user_id is not null)`,
      pendingPayments: sql<number>`(select count(*)::int from ${paymentRequests} pr
        where pr.team_id in ${mine} and pr.status = 'pending')`,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .prepare('dashboard_counts');
});
