import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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

/** Only `fields` of the one row of `table` that `where` names, or null when there is none. */
export async function findOneOf<F extends SelectedFields>(
  db: Database,
  fields: F,
  table: PgTable,
  where: SQL | undefined,
): Promise<SelectResultFields<F> | null> {
  const rows: unknown[] = await db
    .select(fields as SelectedFields)
    .from(table)
    .where(where)
    .limit(1);
  return (rows[0] as SelectResultFields<F> | undefined) ?? null;
}

/**
 * Changes the row `where` names and returns it as it is now, or null when no row matched (the
 * guard in `where` failed: someone changed the row first, or it is gone): the conditional update
 * most repositories make, written once.
 */
export async function updateOne<T extends PgTable>(
  db: Database,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  const [row] = (await db
    .update(table as PgTable)
    .set(values as PgUpdateSetSource<PgTable>)
    .where(where)
    .returning()) as T['$inferSelect'][];
  return row ?? null;
}
