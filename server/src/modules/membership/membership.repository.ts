import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { calendarFeeds } from '../../db/schema/calendar.js';
import { draftParticipants, drafts } from '../../db/schema/drafts.js';
import { games } from '../../db/schema/games.js';
import { teamHandovers } from '../../db/schema/membership.js';
import { payoutAccounts } from '../../db/schema/payments.js';
import { teamInvites, teamMembers, teams } from '../../db/schema/teams.js';
import type { TeamRole } from './membership.js';
import { findOne, findOneOf, updateOne } from '../../db/find-one.js';

export type HandoverRecord = typeof teamHandovers.$inferSelect;

export interface LockedTeam {
  id: string;
  name: string;
  ownerId: string;
  plan: string;
  planExpiresAt: Date | null;
  payoutsUserId: string | null;
}

/**
 * Locks the team row for the rest of the transaction: removals, departures, role changes and
 * handovers of one team run one at a time, so none of them acts on a role another just changed.
 */
export async function lockTeam(tx: Database, teamId: string): Promise<LockedTeam | null> {
  const [row] = await tx
    .select({
      id: teams.id,
      name: teams.name,
      ownerId: teams.ownerId,
      plan: teams.plan,
      planExpiresAt: teams.planExpiresAt,
      payoutsUserId: teams.payoutsUserId,
    })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  return row ?? null;
}

export interface MemberRow {
  id: string;
  userId: string;
  role: TeamRole;
}

/** A joined member's row (pending invite rows have no user and are not members). */
export async function findMember(
  db: Database,
  teamId: string,
  userId: string,
): Promise<MemberRow | null> {
  const row = await findOneOf(
    db,
    { id: teamMembers.id, userId: teamMembers.userId, role: teamMembers.role },
    teamMembers,
    and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)),
  );
  return row?.userId ? { id: row.id, userId: row.userId, role: row.role } : null;
}

export async function deleteMember(tx: Database, teamId: string, userId: string): Promise<void> {
  await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

export async function setMemberRole(
  tx: Database,
  teamId: string,
  userId: string,
  role: TeamRole,
): Promise<void> {
  await tx
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

export async function setTeamOwner(
  tx: Database,
  teamId: string,
  ownerId: string,
  payoutsUserId: string | null,
): Promise<void> {
  await tx.update(teams).set({ ownerId, payoutsUserId }).where(eq(teams.id, teamId));
}

/**
 * The team's draft that still needs its participants: locked, ready, running or paused. A draft
 * still open for setup has not fixed its order yet; a complete one is history.
 */
export async function draftInProgressWith(
  db: Database,
  teamId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: drafts.id })
    .from(drafts)
    .innerJoin(draftParticipants, eq(draftParticipants.draftId, drafts.id))
    .where(
      and(
        eq(drafts.teamId, teamId),
        inArray(drafts.state, ['setup_locked', 'ready', 'active', 'paused']),
        eq(draftParticipants.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Takes the member out of the order of a draft still open for setup. */
export async function leaveOpenDrafts(tx: Database, teamId: string, userId: string): Promise<void> {
  const open = tx
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.teamId, teamId), eq(drafts.state, 'setup_open')));
  await tx
    .delete(draftParticipants)
    .where(and(eq(draftParticipants.userId, userId), inArray(draftParticipants.draftId, open)));
}

/** The member's games of the team that have not started, soonest first. */
export async function upcomingGamesHeldBy(
  db: Database,
  teamId: string,
  userId: string,
  now: Date,
): Promise<{ id: string; opponent: string; status: string; gameDate: Date }[]> {
  return db
    .select({
      id: games.id,
      opponent: games.opponent,
      status: games.status,
      gameDate: games.gameDate,
    })
    .from(games)
    .where(and(eq(games.teamId, teamId), eq(games.assignedTo, userId), gt(games.gameDate, now)))
    .orderBy(asc(games.gameDate), asc(games.id));
}

/** Their open invites to this team stop working: revoked, so the links say so. */
export async function revokeInvitesSentBy(
  tx: Database,
  teamId: string,
  userId: string,
): Promise<number> {
  const revoked = await tx
    .update(teamInvites)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(teamInvites.teamId, teamId),
        eq(teamInvites.invitedBy, userId),
        eq(teamInvites.status, 'pending'),
      ),
    )
    .returning({ id: teamInvites.id });
  if (revoked.length > 0) {
    // A pending member row stands for one of those invites: it goes with it.
    await tx.delete(teamMembers).where(
      inArray(
        teamMembers.inviteId,
        revoked.map((r) => r.id),
      ),
    );
  }
  return revoked.length;
}

export async function deleteCalendarFeeds(
  tx: Database,
  teamId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.teamId, teamId), eq(calendarFeeds.userId, userId)));
}

// ---------------------------------------------------------------------------------------------
// Handovers

export async function expireHandovers(db: Database, teamId: string, now: Date): Promise<void> {
  await db
    .update(teamHandovers)
    .set({ status: 'expired', decidedAt: now })
    .where(
      and(
        eq(teamHandovers.teamId, teamId),
        eq(teamHandovers.status, 'pending'),
        lte(teamHandovers.expiresAt, now),
      ),
    );
}

export async function pendingHandover(
  db: Database,
  teamId: string,
): Promise<HandoverRecord | null> {
  return (
    (await findOne(
      db,
      teamHandovers,
      and(eq(teamHandovers.teamId, teamId), eq(teamHandovers.status, 'pending')),
    )) ?? null
  );
}

export async function insertHandover(
  tx: Database,
  row: typeof teamHandovers.$inferInsert,
): Promise<HandoverRecord> {
  const [created] = await tx.insert(teamHandovers).values(row).returning();
  return created!;
}

export async function findHandoverByToken(
  db: Database,
  token: string,
): Promise<HandoverRecord | null> {
  return (await findOne(db, teamHandovers, eq(teamHandovers.token, token))) ?? null;
}

/** Moves a pending handover to its end state; null when it was no longer pending. */
export async function closeHandover(
  tx: Database,
  id: string,
  status: 'accepted' | 'cancelled' | 'expired',
  now: Date,
): Promise<HandoverRecord | null> {
  return updateOne(
    tx,
    teamHandovers,
    { status, decidedAt: now },
    and(eq(teamHandovers.id, id), eq(teamHandovers.status, 'pending')),
  );
}

/** A pending handover to or from this member ends with their membership. */
export async function cancelHandoversOf(
  tx: Database,
  teamId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(teamHandovers)
    .set({ status: 'cancelled', decidedAt: now })
    .where(
      and(
        eq(teamHandovers.teamId, teamId),
        eq(teamHandovers.status, 'pending'),
        sql`(${teamHandovers.toUserId} = ${userId} or ${teamHandovers.fromUserId} = ${userId})`,
      ),
    );
}

export async function teamName(db: Database, teamId: string): Promise<string | null> {
  const row = await findOneOf(db, { name: teams.name }, teams, eq(teams.id, teamId));
  return row?.name ?? null;
}

// ---------------------------------------------------------------------------------------------
// Payouts

/** Whether the user has a payout account of this provider that can take card payments. */
export async function hasReadyPayoutAccount(
  db: Database,
  userId: string,
  provider: string,
): Promise<boolean> {
  const row = await findOneOf(
    db,
    { ready: payoutAccounts.ready },
    payoutAccounts,
    and(eq(payoutAccounts.ownerUserId, userId), eq(payoutAccounts.provider, provider)),
  );
  return row?.ready === true;
}

/** Whether the user has a payout account of any provider (only a ready one with `readyOnly`). */
export async function hasPayoutAccount(
  db: Database,
  userId: string,
  readyOnly = false,
): Promise<boolean> {
  const row = await findOneOf(
    db,
    { id: payoutAccounts.id },
    payoutAccounts,
    and(
      eq(payoutAccounts.ownerUserId, userId),
      readyOnly ? eq(payoutAccounts.ready, true) : undefined,
    ),
  );
  return row !== null;
}

export async function payoutsUserOf(db: Database, teamId: string) {
  const row = await findOneOf(
    db,
    { ownerId: teams.ownerId, payoutsUserId: teams.payoutsUserId },
    teams,
    eq(teams.id, teamId),
  );
  return row ?? null;
}

export async function userEmail(db: Database, userId: string): Promise<string | null> {
  const row = await findOneOf(db, { email: users.email }, users, eq(users.id, userId));
  return row?.email ?? null;
}
