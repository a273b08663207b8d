import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * The one row of `table` that `where` names (a key, or conditions a unique key backs), or
 * undefined: the read most repository lookups make, written once.
 */
export async function findOne<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
