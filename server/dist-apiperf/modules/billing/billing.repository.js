import { and, desc, eq, sql } from 'drizzle-orm';
import { planReceipts, planSubscriptions } from '../../db/schema/payments.js';
import { teams } from '../../db/schema/teams.js';
export async function latestSubscription(db, teamId) {
    const [row] = await db
        .select()
        .from(planSubscriptions)
        .where(eq(planSubscriptions.teamId, teamId))
        .orderBy(desc(planSubscriptions.createdAt))
        .limit(1);
    return row ?? null;
}
export async function lockSubscription(db, provider, subscriptionId) {
    const [row] = await db
        .select()
        .from(planSubscriptions)
        .where(and(eq(planSubscriptions.provider, provider), eq(planSubscriptions.subscriptionId, subscriptionId)))
        .for('update');
    return row ?? null;
}
/** The subscription row, created on the first event that names it (events may come in any order). */
export async function ensureSubscription(db, row) {
    await db
        .insert(planSubscriptions)
        .values(row)
        .onConflictDoNothing({
        target: [planSubscriptions.provider, planSubscriptions.subscriptionId],
    });
    return (await lockSubscription(db, row.provider, row.subscriptionId));
}
export async function updateSubscription(db, id, patch) {
    const [row] = await db
        .update(planSubscriptions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(planSubscriptions.id, id))
        .returning();
    return row ?? null;
}
/** Inserts a receipt once per invoice; false when it was there already. */
export async function insertReceipt(db, row) {
    const inserted = await db
        .insert(planReceipts)
        .values(row)
        .onConflictDoNothing({ target: [planReceipts.provider, planReceipts.invoiceId] })
        .returning({ id: planReceipts.id });
    return inserted.length > 0;
}
export async function listReceipts(db, teamId) {
    return db
        .select()
        .from(planReceipts)
        .where(eq(planReceipts.teamId, teamId))
        .orderBy(desc(planReceipts.paidAt));
}
/** Unlimited until `until`; an expiry only ever moves later (a late event cannot shorten it). */
export async function extendPlan(db, teamId, until) {
    await db
        .update(teams)
        .set({
        plan: 'unlimited',
        planExpiresAt: sql `greatest(coalesce(${teams.planExpiresAt}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
        updatedAt: new Date(),
    })
        .where(eq(teams.id, teamId));
}
export async function findTeamBilling(db, teamId) {
    const [row] = await db
        .select({
        id: teams.id,
        name: teams.name,
        ownerId: teams.ownerId,
        plan: teams.plan,
        planExpiresAt: teams.planExpiresAt,
    })
        .from(teams)
        .where(eq(teams.id, teamId));
    return row ?? null;
}
//# sourceMappingURL=billing.repository.js.map