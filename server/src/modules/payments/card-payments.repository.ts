// Card checkouts, the payout accounts that receive them and the provider's webhook events:
// the card side of payments, apart from the requests and their ledger (payments.repository.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cardCheckouts, payoutAccounts, webhookEvents } from '../../db/schema/payments.js';
import { teams } from '../../db/schema/teams.js';
import { findOne, findOneOf, updateOne } from '../../db/find-one.js';

/** False when the request already has an open checkout (one per request, a unique index). */
export async function insertCardCheckout(
  db: Database,
  row: typeof cardCheckouts.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(cardCheckouts)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: cardCheckouts.id });
  return inserted.length > 0;
}

export async function findOpenCardCheckout(db: Database, requestId: string) {
  return (
    (await findOne(
      db,
      cardCheckouts,
      and(eq(cardCheckouts.requestId, requestId), eq(cardCheckouts.status, 'open')),
    )) ?? null
  );
}

/** Closes an open checkout (its session is too old to hand out again). */
export async function expireOpenCardCheckout(db: Database, id: string) {
  await db
    .update(cardCheckouts)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(cardCheckouts.id, id), eq(cardCheckouts.status, 'open')));
}

export async function findCardCheckoutByIntent(
  db: Database,
  provider: string,
  paymentIntentId: string,
) {
  const row = await findOneOf(
    db,
    { id: cardCheckouts.id },
    cardCheckouts,
    and(eq(cardCheckouts.provider, provider), eq(cardCheckouts.paymentIntentId, paymentIntentId)),
  );
  return row ?? null;
}

export async function lockCardCheckoutBySession(db: Database, provider: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.provider, provider), eq(cardCheckouts.sessionId, sessionId)))
    .for('update');
  return row ?? null;
}

export async function lockCardCheckoutByIntent(
  db: Database,
  provider: string,
  paymentIntentId: string,
) {
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(
      and(eq(cardCheckouts.provider, provider), eq(cardCheckouts.paymentIntentId, paymentIntentId)),
    )
    .for('update');
  return row ?? null;
}

export async function updateCardCheckout(
  db: Database,
  id: string,
  patch: Partial<typeof cardCheckouts.$inferInsert>,
) {
  await db
    .update(cardCheckouts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cardCheckouts.id, id));
}

export async function findPayoutAccount(db: Database, ownerUserId: string, provider: string) {
  return (
    (await findOne(
      db,
      payoutAccounts,
      and(eq(payoutAccounts.ownerUserId, ownerUserId), eq(payoutAccounts.provider, provider)),
    )) ?? null
  );
}

export async function insertPayoutAccount(
  db: Database,
  row: typeof payoutAccounts.$inferInsert,
): Promise<typeof payoutAccounts.$inferSelect> {
  const [inserted] = await db
    .insert(payoutAccounts)
    .values(row)
    .onConflictDoNothing({ target: [payoutAccounts.ownerUserId, payoutAccounts.provider] })
    .returning();
  return inserted ?? (await findPayoutAccount(db, row.ownerUserId, row.provider))!;
}

export async function setPayoutAccountReady(
  db: Database,
  provider: string,
  accountId: string,
  ready: boolean,
) {
  return updateOne(
    db,
    payoutAccounts,
    { ready, updatedAt: new Date() },
    and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.accountId, accountId)),
  );
}

/** Switches the owner's teams to card payments once their payout account is ready. */
export async function enableIntegratedForOwner(db: Database, ownerUserId: string) {
  await db
    .update(teams)
    .set({ paymentsMode: 'integrated', updatedAt: new Date() })
    .where(and(eq(teams.ownerId, ownerUserId), eq(teams.paymentsMode, 'external')));
}

/** Records an event once; false when this provider event id was seen before. */
export async function recordWebhookEvent(
  db: Database,
  provider: string,
  eventId: string,
  type: string,
): Promise<string | null> {
  const [row] = await db
    .insert(webhookEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return row?.id ?? null;
}

export async function finishWebhookEvent(db: Database, id: string, outcome: string) {
  await db.update(webhookEvents).set({ processed: true, outcome }).where(eq(webhookEvents.id, id));
}
