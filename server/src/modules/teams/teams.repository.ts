import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { callerMembershipOfTeam } from '../membership/membership.js';
import { findProfileOwner, type ProfileOwner } from '../profiles/profiles.repository.js';
import type { Database } from '../../db/client.js';
import { decodeJsonRows } from '../../db/json-rows.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { users } from '../../db/schema/auth.js';
import { games } from '../../db/schema/games.js';
import { statementPerGameFields, teamApiGamesJson } from '../games/games.repository.js';
import type { ApiGame } from '../games/games.mapper.js';
import { profiles } from '../../db/schema/profiles.js';
import { paymentRequests } from '../../db/schema/payments.js';
import { teamInvites, teamMembers, teams, type TEAM_ROLES } from '../../db/schema/teams.js';
import { findOne, updateOne } from '../../db/find-one.js';

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

/** A team and the user's membership row's role (null: no row; ownership is not applied here). */
export async function findTeamWithMemberRole(
  db: Database,
  teamId: string,
  userId: string,
): Promise<{ team: TeamRecord; memberRole: TeamRole | null } | null> {
  const [row] = await teamWithMemberRole(db).execute({ teamId, userId });
  return row ?? null;
}

const teamWithMemberRole = preparedPerDatabase((db) =>
  db
    .select({ team: teams, memberRole: teamMembers.role })
    .from(teams)
    .leftJoin(teamMembers, callerMembershipOfTeam)
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('team_with_member_role'),
);

/** Everything the team page shows of one team, read in one statement. */
export interface TeamPageRecord {
  team: TeamRecord;
  /** The user's membership row's role (null: no row; ownership is not applied here). */
  memberRole: TeamRole | null;
  /** Joined members in join order, as listMembers reads them. */
  members: MemberRecord[];
  /**
   * All games, soonest first, as listGames reads them, in the API's shape: with the fields the
   * read was asked for only (`gameFields` of findTeamPage).
   */
  games: ApiGame[];
  /** Pending invites, newest first, as listPendingInvites reads them. */
  pendingInvites: InviteRecord[];
}

/**
 * The team page in one statement. `gameFields`: the Game fields the query selects (see
 * `apiGameFieldsFor`); the games carry those only. Without it, every field.
 */
export async function findTeamPage(
  db: Database,
  teamId: string,
  userId: string,
  gameFields?: ReadonlySet<string>,
): Promise<TeamPageRecord | null> {
  const [row] = await teamPageFor(gameFields)(db).execute({ teamId, userId });
  if (!row) return null;
  return {
    team: row.team,
    memberRole: row.memberRole,
    members: row.members.map((m) =>
      toMemberRecord({ ...m, member: decodeJsonRows(teamMembers, [m.member])[0]! }),
    ),
    games: row.games,
    pendingInvites: decodeJsonRows(teamInvites, row.pendingInvites),
  };
}

interface MemberJson {
  member: Record<string, unknown>;
  email: string | null;
  userDisplayName: string | null;
  profileName: string | null;
  avatarUrl: string | null;
}

// The children come as JSON arrays, each in the order and with the filter of its one-table reader
// below: members and invites as whole rows (decoded by decodeJsonRows), games already in the API's
// shape (the largest part of the page, most of it served as it comes).
const teamPage = (gameFields: readonly string[], name: string) =>
  preparedPerDatabase((db) =>
    db
      .select({
        team: teams,
        memberRole: teamMembers.role,
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
      })
      .from(teams)
      .leftJoin(teamMembers, callerMembershipOfTeam)
      .where(eq(teams.id, sql.placeholder('teamId')))
      .limit(1)
      .prepare(name),
  );

// One statement per list of Game fields a team page query asks for (the games are most of it).
const teamPageFor = statementPerGameFields('team_page', teamPage);

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

export async function insertInvites(
  db: Database,
  values: { teamId: string; email: string; invitedBy: string | null }[],
): Promise<InviteRecord[]> {
  if (values.length === 0) return [];
  return db.insert(teamInvites).values(values).returning();
}

export async function listPendingInvites(db: Database, teamId: string): Promise<InviteRecord[]> {
  return db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.status, 'pending')))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
}

export async function findPendingInviteByEmail(
  db: Database,
  teamId: string,
  email: string,
): Promise<InviteRecord | null> {
  return (
    (await findOne(
      db,
      teamInvites,
      and(
        eq(teamInvites.teamId, teamId),
        eq(teamInvites.status, 'pending'),
        sql`lower(${teamInvites.email}) = lower(${email})`,
      ),
    )) ?? null
  );
}

export async function findInviteById(db: Database, id: string): Promise<InviteRecord | null> {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.id, id));
  return row ?? null;
}

export async function findInviteByToken(db: Database, token: string): Promise<InviteRecord | null> {
  const [row] = await db.select().from(teamInvites).where(eq(teamInvites.token, token));
  return row ?? null;
}

export async function touchInvite(db: Database, id: string): Promise<InviteRecord | null> {
  const now = new Date();
  return updateOne(
    db,
    teamInvites,
    { invitedAt: now, updatedAt: now },
    and(eq(teamInvites.id, id), eq(teamInvites.status, 'pending')),
  );
}

export async function revokeInvite(db: Database, id: string): Promise<InviteRecord | null> {
  return updateOne(
    db,
    teamInvites,
    { status: 'revoked', updatedAt: new Date() },
    and(eq(teamInvites.id, id), eq(teamInvites.status, 'pending')),
  );
}

/**
 * Pending → accepted; null when the invite was no longer pending (a concurrent accept) or was
 * last sent before `sentAfter` (expired).
 */
export async function markInviteAccepted(
  db: Database,
  id: string,
  userId: string,
  sentAfter: Date,
): Promise<InviteRecord | null> {
  const now = new Date();
  return updateOne(
    db,
    teamInvites,
    { status: 'accepted', acceptedAt: now, acceptedBy: userId, updatedAt: now },
    and(
      eq(teamInvites.id, id),
      eq(teamInvites.status, 'pending'),
      gt(teamInvites.invitedAt, sentAfter),
    ),
  );
}
