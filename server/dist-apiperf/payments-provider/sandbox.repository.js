import { eq } from 'drizzle-orm';
import { sandboxObjects } from '../db/schema/payments.js';
/** The sandbox provider's own records (its stand-in for the provider's servers). */
export async function putObject(db, id, kind, data) {
    await db
        .insert(sandboxObjects)
        .values({ id, kind, data })
        .onConflictDoUpdate({ target: sandboxObjects.id, set: { data, updatedAt: new Date() } });
}
export async function getObject(db, id, kind) {
    const [row] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.id, id)).limit(1);
    return row && row.kind === kind ? row.data : null;
}
//# sourceMappingURL=sandbox.repository.js.map