import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityLog, type ACTIVITY_TYPES } from '../../db/schema/activity.js';
import { users } from '../../db/schema/auth.js';
import { paymentRequests } from '../../db/schema/payments.js';
import { profiles } from '../../db/schema/profiles.js';
import { teamMembers } from '../../db/schema/teams.js';

export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityRecord = typeof activityLog.$inferSelect;

/** An entry with what naming its actor needs (see `personName`), read in the same query. */
export interface ActivityFeedRow extends ActivityRecord {
  actor: {
    email: string | null;
    userDisplayName: string | null;
    profileName: string | null;
    memberDisplayName: string | null;
  } | null;
}

export interface NewActivity {
  teamId: string;
  userId: string | null;
  activityType: ActivityType;
  details: Record<string, unknown>;
}

export async function insertActivities(db: Database, entries: NewActivity[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(activityLog).values(entries);
}

/**
 * Newest first, with the actor's name parts joined in (one query for the whole feed; the
 * member row is the actor's in the entry's own team). `teamIds` must already be limited to
 * teams the caller may read.
 */
export async function listActivity(
  db: Database,
  teamIds: string[],
  limit: number,
  offset = 0,
): Promise<ActivityFeedRow[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({
      entry: activityLog,
      email: users.email,
      userDisplayName: users.displayName,
      profileName: profiles.name,
      memberDisplayName: teamMembers.displayName,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .leftJoin(profiles, eq(profiles.userId, activityLog.userId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, activityLog.teamId), eq(teamMembers.userId, activityLog.userId)),
    )
    .where(inArray(activityLog.teamId, teamIds))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ entry, ...actor }) => ({
    ...entry,
    actor: entry.userId
      ? {
          email: actor.email,
          userDisplayName: actor.userDisplayName,
          profileName: actor.profileName,
          memberDisplayName: actor.memberDisplayName,
        }
      : null,
  }));
}

/** The payer and the member owed of each of the given payment requests that still exist. */
export async function paymentParties(
  db: Database,
  ids: string[],
): Promise<Map<string, { payerUserId: string | null; ownerUserId: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: paymentRequests.id,
      payerUserId: paymentRequests.payerUserId,
      ownerUserId: paymentRequests.ownerUserId,
    })
    .from(paymentRequests)
    .where(inArray(paymentRequests.id, ids));
  return new Map(rows.map(({ id, ...parties }) => [id, parties]));
}
