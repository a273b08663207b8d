import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityLog, type ACTIVITY_TYPES } from '../../db/schema/activity.js';

export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityRecord = typeof activityLog.$inferSelect;

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

/** Newest first; `teamIds` must already be limited to teams the caller may read. */
export async function listActivity(
  db: Database,
  teamIds: string[],
  limit: number,
): Promise<ActivityRecord[]> {
  if (teamIds.length === 0) return [];
  return db
    .select()
    .from(activityLog)
    .where(inArray(activityLog.teamId, teamIds))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
