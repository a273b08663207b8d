import { sql } from 'drizzle-orm';
/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db) {
    await db.execute(sql `select 1`);
}
//# sourceMappingURL=system.repository.js.map