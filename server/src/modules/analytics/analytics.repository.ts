import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { EventProperties, ProductEventName } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import { productEvents } from '../../db/schema/product-events.js';
import { teamMembers } from '../../db/schema/teams.js';

export interface NewProductEventRow {
  name: ProductEventName;
  category: string;
  userId: string | null;
  teamId: string | null;
  properties: EventProperties;
  occurredAt: Date;
  receivedAt: Date;
}

export async function insertProductEvents(db: Database, rows: NewProductEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(productEvents).values(rows);
}

/** Of `teamIds`, the teams `userId` is a member of (a pending invite row has no user). */
export async function teamsOfMember(
  db: Database,
  userId: string,
  teamIds: string[],
): Promise<Set<string>> {
  if (teamIds.length === 0) return new Set();
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.teamId, teamIds)));
  return new Set(rows.map((r) => r.teamId));
}

export interface DailyCountRow {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  name: string;
  category: string;
  count: number;
}

/**
 * Events per UTC day and name with `from <= occurred_at < to`. The range condition is on the
 * bare column so the (occurred_at, name) index serves it; the same query is in
 * docs/product-events.md for psql.
 */
export async function dailyCounts(db: Database, from: Date, to: Date): Promise<DailyCountRow[]> {
  const result = await db.execute<{ day: string; name: string; category: string; count: string }>(
    sql`select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, name, category,
          count(*) as count
        from product_events
        where occurred_at >= ${from.toISOString()}::timestamptz
          and occurred_at < ${to.toISOString()}::timestamptz
        group by 1, 2, 3
        order by 1, 2`,
  );
  return result.rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/**
 * Deletes up to `batch` events that happened before `cutoff`; returns how many. Small batches
 * keep each statement short on a large table.
 */
export async function deleteEventsBefore(
  db: Database,
  cutoff: Date,
  batch: number,
): Promise<number> {
  const doomed = db
    .select({ id: productEvents.id })
    .from(productEvents)
    .where(lt(productEvents.occurredAt, cutoff))
    .limit(batch);
  const deleted = await db
    .delete(productEvents)
    .where(inArray(productEvents.id, doomed))
    .returning({ id: productEvents.id });
  return deleted.length;
}
