import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.js';
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
/** Teams the user is a member of, newest first, with the user's membership role. */
export async function listTeamsOfUser(db, userId) {
    const rows = await db
        .select({ team: teams, memberRole: teamMembers.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(desc(teams.createdAt), desc(teams.id));
    return rows.map((r) => ({ ...r.team, memberRole: r.memberRole }));
}
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
    return rows.map(({ member, email, userDisplayName, profileName, avatarUrl }) => ({
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
    }));
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
export async function countPendingPayments(db, teamIds) {
    if (teamIds.length === 0)
        return 0;
    const [row] = await db
        .select({ n: count() })
        .from(paymentRequests)
        .where(and(inArray(paymentRequests.teamId, teamIds), eq(paymentRequests.status, 'pending')));
    return row?.n ?? 0;
}
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