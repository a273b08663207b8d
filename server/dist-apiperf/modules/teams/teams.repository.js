import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { decodeJsonRows } from '../../db/json-rows.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { users } from '../../db/schema/auth.js';
import { games } from '../../db/schema/games.js';
import { teamGamesJson } from '../games/games.repository.js';
import { profiles } from '../../db/schema/profiles.js';
import { paymentRequests } from '../../db/schema/payments.js';
import { teamInvites, teamMembers, teams } from '../../db/schema/teams.js';
export async function findUser(db, userId) {
    const [row] = await db
        .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        isAnonymous: users.isAnonymous,
    })
        .from(users)
        .where(eq(users.id, userId));
    return row ?? null;
}
/**
 * Serialises work on one key until the transaction ends (two team creations of one owner, two
 * invites to one team), so count-then-insert limits cannot be raced past.
 */
export async function lockKey(db, key) {
    await db.execute(sql `select pg_advisory_xact_lock(hashtext(${key}))`);
}
export async function insertTeam(db, values) {
    const [row] = await db.insert(teams).values(values).returning();
    return row;
}
export async function findTeam(db, teamId) {
    const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
    return row ?? null;
}
export async function updateTeam(db, teamId, patch) {
    const [row] = await db
        .update(teams)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(teams.id, teamId))
        .returning();
    return row ?? null;
}
export async function deleteTeam(db, teamId) {
    const rows = await db.delete(teams).where(eq(teams.id, teamId)).returning({ id: teams.id });
    return rows.length > 0;
}
/** Teams the user owns, with their plans (for the free plan's one-team limit). */
export async function listOwnedTeamPlans(db, userId) {
    return db
        .select({ id: teams.id, plan: teams.plan, planExpiresAt: teams.planExpiresAt })
        .from(teams)
        .where(eq(teams.ownerId, userId));
}
export async function insertMember(db, values) {
    await db.insert(teamMembers).values({ ...values, joinedAt: new Date() });
}
/** The user's membership role in a team, or null. */
export async function findMemberRole(db, teamId, userId) {
    const [row] = await db
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return row?.role ?? null;
}
/** Teams the user is a member of, newest first, with the user's membership role and counts. */
export async function listTeamsOfUser(db, userId) {
    const rows = await teamsOfUser(db).execute({ userId });
    return rows.map((r) => ({
        ...r.team,
        memberRole: r.memberRole,
        memberCount: r.memberCount,
        gameCount: r.gameCount,
    }));
}
// The team list shows each team's counts: they come with the list (one statement, not two per
// team). Members are joined members, as in countMembers.
const teamsOfUser = preparedPerDatabase((db) => db
    .select({
    team: teams,
    memberRole: teamMembers.role,
    memberCount: sql `(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id} and m.user_id is not null)`,
    gameCount: sql `(select count(*)::int from ${games} g where g.team_id = ${teams.id})`,
})
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .prepare('teams_of_user'));
/** A team and the user's membership row's role (null: no row; ownership is not applied here). */
export async function findTeamWithMemberRole(db, teamId, userId) {
    const [row] = await teamWithMemberRole(db).execute({ teamId, userId });
    return row ?? null;
}
const teamWithMemberRole = preparedPerDatabase((db) => db
    .select({ team: teams, memberRole: teamMembers.role })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder('userId'))))
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('team_with_member_role'));
export async function findTeamPage(db, teamId, userId) {
    const [row] = await teamPage(db).execute({ teamId, userId });
    if (!row)
        return null;
    return {
        team: row.team,
        memberRole: row.memberRole,
        members: row.members.map((m) => toMemberRecord({ ...m, member: decodeJsonRows(teamMembers, [m.member])[0] })),
        games: decodeJsonRows(games, row.games),
        pendingInvites: decodeJsonRows(teamInvites, row.pendingInvites),
    };
}
// The children come as JSON arrays of whole rows (decoded by decodeJsonRows), each in the order
// and with the filter of its one-table reader below.
const teamPage = preparedPerDatabase((db) => db
    .select({
    team: teams,
    memberRole: teamMembers.role,
    members: sql `(
        select coalesce(json_agg(json_build_object(
          'member', m, 'email', u.email, 'userDisplayName', u.display_name,
          'profileName', p.name, 'avatarUrl', u.avatar_url
        ) order by m.joined_at, m.created_at), '[]'::json)
        from ${teamMembers} m
        left join ${users} u on u.id = m.user_id
        left join ${profiles} p on p.user_id = m.user_id
        where m.team_id = ${teams.id} and m.user_id is not null)`,
    games: teamGamesJson,
    pendingInvites: sql `(
        select coalesce(json_agg(i order by i.created_at desc, i.id desc), '[]'::json)
        from ${teamInvites} i where i.team_id = ${teams.id} and i.status = 'pending')`,
})
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder('userId'))))
    .where(eq(teams.id, sql.placeholder('teamId')))
    .limit(1)
    .prepare('team_page'));
/** Joined members, in join order (the draft order). */
export async function listMembers(db, teamId) {
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
function toMemberRecord({ member, email, userDisplayName, profileName, avatarUrl, }) {
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
export async function countMembers(db, teamIds) {
    if (teamIds.length === 0)
        return 0;
    const [row] = await db
        .select({ n: count() })
        .from(teamMembers)
        .where(and(inArray(teamMembers.teamId, teamIds), isNotNull(teamMembers.userId)));
    return row?.n ?? 0;
}
/** Seats the free plan counts as invited: pending invites plus members other than the owner. */
export async function countInvitedSeats(db, teamId) {
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
export async function isMemberEmail(db, teamId, email) {
    const [row] = await db
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), sql `lower(${users.email}) = lower(${email})`))
        .limit(1);
    return row !== undefined;
}
/**
 * The dashboard's four counters over the user's teams, in one statement: teams, games at or after
 * `now` that are not final, joined members, pending payment requests.
 */
export async function dashboardCounts(db, userId, now) {
    const [row] = await dashboardStatement(db).execute({ userId, now: now.toISOString() });
    return row ?? { teams: 0, upcomingGames: 0, teamMembers: 0, pendingPayments: 0 };
}
const dashboardStatement = preparedPerDatabase((db) => {
    const mine = sql `(select mt.team_id from ${teamMembers} mt where mt.user_id = ${sql.placeholder('userId')})`;
    return db
        .select({
        teams: sql `count(*)::int`,
        upcomingGames: sql `(select count(*)::int from ${games} g
        where g.team_id in ${mine} and g.game_date >= ${sql.placeholder('now')}::timestamptz and g.status <> 'final')`,
        teamMembers: sql `(select count(*)::int from ${teamMembers} m
        where m.team_id in ${mine} and m.user_id is not null)`,
        pendingPayments: sql `(select count(*)::int from ${paymentRequests} pr
        where pr.team_id in ${mine} and pr.status = 'pending')`,
    })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, sql.placeholder('userId')))
        .prepare('dashboard_counts');
});
export async function insertInvites(db, values) {
    if (values.length === 0)
        return [];
    return db.insert(teamInvites).values(values).returning();
}
export async function listPendingInvites(db, teamId) {
    return db
        .select()
        .from(teamInvites)
        .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.status, 'pending')))
        .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
}
export async function findPendingInviteByEmail(db, teamId, email) {
    const [row] = await db
        .select()
        .from(teamInvites)
        .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.status, 'pending'), sql `lower(${teamInvites.email}) = lower(${email})`));
    return row ?? null;
}
export async function findInviteById(db, id) {
    const [row] = await db.select().from(teamInvites).where(eq(teamInvites.id, id));
    return row ?? null;
}
export async function findInviteByToken(db, token) {
    const [row] = await db.select().from(teamInvites).where(eq(teamInvites.token, token));
    return row ?? null;
}
export async function touchInvite(db, id) {
    const now = new Date();
    const [row] = await db
        .update(teamInvites)
        .set({ invitedAt: now, updatedAt: now })
        .where(and(eq(teamInvites.id, id), eq(teamInvites.status, 'pending')))
        .returning();
    return row ?? null;
}
export async function revokeInvite(db, id) {
    const [row] = await db
        .update(teamInvites)
        .set({ status: 'revoked', updatedAt: new Date() })
        .where(and(eq(teamInvites.id, id), eq(teamInvites.status, 'pending')))
        .returning();
    return row ?? null;
}
/**
 * Pending → accepted; null when the invite was no longer pending (a concurrent accept) or was
 * last sent before `sentAfter` (expired).
 */
export async function markInviteAccepted(db, id, userId, sentAfter) {
    const now = new Date();
    const [row] = await db
        .update(teamInvites)
        .set({ status: 'accepted', acceptedAt: now, acceptedBy: userId, updatedAt: now })
        .where(and(eq(teamInvites.id, id), eq(teamInvites.status, 'pending'), gt(teamInvites.invitedAt, sentAfter)))
        .returning();
    return row ?? null;
}
//# sourceMappingURL=teams.repository.js.map