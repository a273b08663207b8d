import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { planReceipts, planSubscriptions } from '../../db/schema/payments.js';
import { teams } from '../../db/schema/teams.js';
import { findOne, findOneOf, updateOne } from '../../db/find-one.js';

export type SubscriptionRecord = typeof planSubscriptions.$inferSelect;

export async function latestSubscription(db: Database, teamId: string) {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.teamId, teamId))
    .orderBy(desc(planSubscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function lockSubscription(db: Database, provider: string, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.provider, provider),
        eq(planSubscriptions.subscriptionId, subscriptionId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The subscription row, created on the first event that names it (events may come in any order). */
export async function ensureSubscription(
  db: Database,
  row: typeof planSubscriptions.$inferInsert,
): Promise<SubscriptionRecord> {
  await db
    .insert(planSubscriptions)
    .values(row)
    .onConflictDoNothing({
      target: [planSubscriptions.provider, planSubscriptions.subscriptionId],
    });
  return (await lockSubscription(db, row.provider, row.subscriptionId))!;
}

export async function updateSubscription(
  db: Database,
  id: string,
  patch: Partial<typeof planSubscriptions.$inferInsert>,
) {
  return updateOne(
    db,
    planSubscriptions,
    { ...patch, updatedAt: new Date() },
    eq(planSubscriptions.id, id),
  );
}

/** Inserts a receipt once per invoice; false when it was there already. */
export async function insertReceipt(db: Database, row: typeof planReceipts.$inferInsert) {
  const inserted = await db
    .insert(planReceipts)
    .values(row)
    .onConflictDoNothing({ target: [planReceipts.provider, planReceipts.invoiceId] })
    .returning({ id: planReceipts.id });
  return inserted.length > 0;
}

/** The receipt of a plan payment, by its invoice or its payment, locked. */
export async function lockReceipt(
  db: Database,
  provider: string,
  by: { invoiceId: string | null; paymentIntentId: string },
) {
  const [row] = await db
    .select()
    .from(planReceipts)
    .where(
      and(
        eq(planReceipts.provider, provider),
        by.invoiceId
          ? eq(planReceipts.invoiceId, by.invoiceId)
          : eq(planReceipts.paymentIntentId, by.paymentIntentId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findReceiptByPayment(
  db: Database,
  provider: string,
  paymentIntentId: string,
) {
  const row = await findOneOf(
    db,
    { id: planReceipts.id },
    planReceipts,
    and(eq(planReceipts.provider, provider), eq(planReceipts.paymentIntentId, paymentIntentId)),
  );
  return row ?? null;
}

export async function findReceiptByInvoice(db: Database, provider: string, invoiceId: string) {
  return (
    (await findOne(
      db,
      planReceipts,
      and(eq(planReceipts.provider, provider), eq(planReceipts.invoiceId, invoiceId)),
    )) ?? null
  );
}

export async function revokeReceipt(
  db: Database,
  id: string,
  patch: { revokedAt: Date; description: string; paymentIntentId: string },
) {
  await db.update(planReceipts).set(patch).where(eq(planReceipts.id, id));
}

/** The latest period end the team's receipts still pay for (refunded or disputed ones do not). */
export async function paidUntil(db: Database, teamId: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(planReceipts.periodEnd) })
    .from(planReceipts)
    .where(and(eq(planReceipts.teamId, teamId), isNull(planReceipts.revokedAt)));
  return row?.until ?? null;
}

/** Unlimited ends at `until` at the latest (a refund takes back the time it paid for). */
export async function shortenPlan(db: Database, teamId: string, until: Date) {
  const at = until.toISOString();
  await db
    .update(teams)
    .set({
      planExpiresAt: sql`least(coalesce(${teams.planExpiresAt}, ${at}::timestamptz), ${at}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(and(eq(teams.id, teamId), eq(teams.plan, 'unlimited')));
}

export async function listReceipts(db: Database, teamId: string) {
  return db
    .select()
    .from(planReceipts)
    .where(eq(planReceipts.teamId, teamId))
    .orderBy(desc(planReceipts.paidAt));
}

/** Unlimited until `until`; an expiry only ever moves later (a late event cannot shorten it). */
export async function extendPlan(db: Database, teamId: string, until: Date) {
  await db
    .update(teams)
    .set({
      plan: 'unlimited',
      planExpiresAt: sql`greatest(coalesce(${teams.planExpiresAt}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(eq(teams.id, teamId));
}

export async function findTeamBilling(db: Database, teamId: string) {
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
