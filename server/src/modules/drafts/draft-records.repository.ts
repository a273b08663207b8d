// Drafts storage: the draft rows and their participants.
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import type { draftPicks } from '../../db/schema/drafts.js';
import { draftParticipants, drafts } from '../../db/schema/drafts.js';
import { games } from '../../db/schema/games.js';
import { profiles } from '../../db/schema/profiles.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { personName } from '@tiix/domain';
import { isFinalSql } from '../games/final.js';
import { findOne } from '../../db/find-one.js';

export type DraftRecord = typeof drafts.$inferSelect;
export type NewDraft = typeof drafts.$inferInsert;
export type DraftPatch = Partial<Omit<DraftRecord, 'id' | 'teamId' | 'createdAt'>>;
export type PickRecord = typeof draftPicks.$inferSelect;
export type ParticipantRow = typeof draftParticipants.$inferSelect;

export interface ParticipantRecord extends ParticipantRow {
  displayName: string;
  email: string | null;
}

/** Games of the team a draft can give out: not final, not cancelled, not owned by anyone yet. */
export const pickableSql = (teamId: string | SQLWrapper) =>
  and(
    eq(games.teamId, teamId),
    sql`not ${isFinalSql}`,
    sql`${games.status} <> 'cancelled'`,
    isNull(games.assignedTo),
  );

// ---------------------------------------------------------------------------------------------
// Drafts

export async function findDraft(db: Database, id: string): Promise<DraftRecord | null> {
  const [row] = await db.select().from(drafts).where(eq(drafts.id, id));
  return row ?? null;
}

/**
 * The draft, its team and the caller's membership row of that team (null for a non-member), in
 * one statement: what the room's read needs before anything else.
 */
export async function findDraftWithTeam(db: Database, id: string, userId: string) {
  const [row] = await db
    .select({ draft: drafts, team: teams, memberRole: teamMembers.role })
    .from(drafts)
    .innerJoin(teams, eq(teams.id, drafts.teamId))
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(eq(drafts.id, id))
    .limit(1);
  return row ?? null;
}

/** The draft row, locked until the transaction ends: every change of a draft goes through it. */
export async function lockDraft(tx: Database, id: string): Promise<DraftRecord | null> {
  const [row] = await tx.select().from(drafts).where(eq(drafts.id, id)).for('update');
  return row ?? null;
}

// A team's or user's latest draft: a running one first, else the newest.
const latestFirst = [
  sql`case when ${drafts.state} in ('active', 'paused') then 0 else 1 end`,
  desc(drafts.createdAt),
  desc(drafts.id),
] as const;

export async function findLatestDraftOfTeam(
  db: Database,
  teamId: string,
): Promise<DraftRecord | null> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(eq(drafts.teamId, teamId))
    .orderBy(...latestFirst)
    .limit(1);
  return row ?? null;
}

/** The latest draft over every team the user belongs to (running first, else newest). */
export async function findLatestDraftOfUser(
  db: Database,
  userId: string,
): Promise<DraftRecord | null> {
  const [row] = await db
    .select({ draft: drafts })
    .from(drafts)
    .innerJoin(teams, eq(teams.id, drafts.teamId))
    .where(
      or(
        eq(teams.ownerId, userId),
        sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id} and ${teamMembers.userId} = ${userId} and ${teamMembers.joinedAt} is not null)`,
      ),
    )
    .orderBy(...latestFirst)
    .limit(1);
  return row?.draft ?? null;
}

/** The team's draft that is not complete (at most one: a unique index), if any. */
export async function findUnfinishedDraft(
  db: Database,
  teamId: string,
): Promise<DraftRecord | null> {
  return (
    (await findOne(
      db,
      drafts,
      and(eq(drafts.teamId, teamId), sql`${drafts.state} <> 'complete'`),
    )) ?? null
  );
}

/** How many drafts a team has had, finished or not. */
export async function countDrafts(db: Database, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(drafts)
    .where(eq(drafts.teamId, teamId));
  return row?.n ?? 0;
}

export async function insertDraft(tx: Database, values: NewDraft): Promise<DraftRecord> {
  const [row] = await tx.insert(drafts).values(values).returning();
  return row!;
}

export async function updateDraft(
  tx: Database,
  id: string,
  patch: DraftPatch,
): Promise<DraftRecord> {
  const [row] = await tx
    .update(drafts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(drafts.id, id))
    .returning();
  return row!;
}

/** Points the team at its current draft and sets its status. */
export async function updateTeamForDraft(
  tx: Database,
  teamId: string,
  patch: { draftId?: string; status?: 'draft' | 'active' },
): Promise<void> {
  await tx
    .update(teams)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(teams.id, teamId));
}

/**
 * Claims one active draft whose pick is due, locking its row; instances that run the same claim
 * at the same moment skip it and take another (or none). The lock lasts until the caller's
 * transaction ends, so the auto-pick is made exactly once.
 */
export async function claimDueDraft(tx: Database, now: Date): Promise<DraftRecord | null> {
  const [row] = await tx
    .select()
    .from(drafts)
    .where(and(eq(drafts.state, 'active'), lte(drafts.pickDeadline, now)))
    .orderBy(asc(drafts.pickDeadline))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** The soonest pick deadline of any active draft. */
export async function nextDeadline(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(drafts.pickDeadline) })
    .from(drafts)
    .where(and(eq(drafts.state, 'active'), isNotNull(drafts.pickDeadline)));
  return row?.at ?? null;
}

// ---------------------------------------------------------------------------------------------
// Participants

export async function listParticipantRows(
  db: Database,
  draftId: string,
): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(draftParticipants)
    .where(eq(draftParticipants.draftId, draftId))
    .orderBy(asc(draftParticipants.position));
}

/** Participants in order, each named by the team's naming rule. */
export async function listParticipants(
  db: Database,
  draftId: string,
  teamId: string,
): Promise<ParticipantRecord[]> {
  const rows = await db
    .select({
      participant: draftParticipants,
      email: users.email,
      userDisplayName: users.displayName,
      profileName: profiles.name,
      memberDisplayName: teamMembers.displayName,
    })
    .from(draftParticipants)
    .innerJoin(users, eq(users.id, draftParticipants.userId))
    .leftJoin(profiles, eq(profiles.userId, draftParticipants.userId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.userId, draftParticipants.userId), eq(teamMembers.teamId, teamId)),
    )
    .where(eq(draftParticipants.draftId, draftId))
    .orderBy(asc(draftParticipants.position));
  return rows.map((r) => ({
    ...r.participant,
    email: r.email,
    displayName: personName(r),
  }));
}

/** Joined members of a team (the owner included), in join order: the default draft order. */
export async function listMemberUserIds(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        isNotNull(teamMembers.userId),
        isNotNull(teamMembers.joinedAt),
      ),
    )
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.createdAt), asc(teamMembers.id));
  return rows.map((r) => r.userId!);
}

export async function insertParticipants(
  tx: Database,
  rows: { draftId: string; userId: string; position: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(draftParticipants).values(rows);
}

export async function deleteParticipants(tx: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(draftParticipants).where(inArray(draftParticipants.id, ids));
}

/**
 * Renumbers the participants 1..n in the given order. Positions are unique per draft, so they
 * are first moved out of the way.
 */
export async function setPositions(tx: Database, draftId: string, orderedIds: string[]) {
  await tx
    .update(draftParticipants)
    .set({ position: sql`${draftParticipants.position} + 100000` })
    .where(eq(draftParticipants.draftId, draftId));
  for (const [i, id] of orderedIds.entries()) {
    await tx
      .update(draftParticipants)
      .set({ position: i + 1 })
      .where(and(eq(draftParticipants.id, id), eq(draftParticipants.draftId, draftId)));
  }
}

export async function setShares(tx: Database, participantId: string, shares: number) {
  await tx.update(draftParticipants).set({ shares }).where(eq(draftParticipants.id, participantId));
}
