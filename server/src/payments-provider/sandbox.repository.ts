import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sandboxObjects } from '../db/schema/payments.js';

/** The sandbox provider's own records (its stand-in for the provider's servers). */
export async function putObject(
  db: Database,
  id: string,
  kind: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(sandboxObjects)
    .values({ id, kind, data })
    .onConflictDoUpdate({ target: sandboxObjects.id, set: { data, updatedAt: new Date() } });
}

export async function getObject<T>(db: Database, id: string, kind: string): Promise<T | null> {
  const [row] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.id, id)).limit(1);
  return row && row.kind === kind ? (row.data as T) : null;
}

/**
 * Replaces a session's record only while it is still open: of two payments of one session at
 * once, one wins (a real provider charges a session once).
 */
export async function closeOpenSession(
  db: Database,
  id: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(sandboxObjects)
    .set({ data, updatedAt: new Date() })
    .where(
      and(
        eq(sandboxObjects.id, id),
        eq(sandboxObjects.kind, 'session'),
        sql`${sandboxObjects.data}->>'status' = 'open'`,
      ),
    )
    .returning({ id: sandboxObjects.id });
  return rows.length > 0;
}
