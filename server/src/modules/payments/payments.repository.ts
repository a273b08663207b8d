import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { games } from '../../db/schema/games.js';
import {
  cardCheckouts,
  paymentLedger,
  paymentRequests,
  payoutAccounts,
  webhookEvents,
} from '../../db/schema/payments.js';
import { files } from '../../db/schema/storage.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { findOne, findOneOf, updateOne } from '../../db/find-one.js';

export type PaymentRequestRecord = typeof paymentRequests.$inferSelect;
export type PaymentStatus = PaymentRequestRecord['status'];
export type LedgerRecord = typeof paymentLedger.$inferSelect;
export type NewLedgerEntry = typeof paymentLedger.$inferInsert;
export type CardCheckoutRecord = typeof cardCheckouts.$inferSelect;
export type RequestWithTeam = PaymentRequestRecord & { teamName: string };

const withTeam = { ...getTableColumns(paymentRequests), teamName: teams.name };

export async function findRequest(db: Database, id: string): Promise<RequestWithTeam | null> {
  const [row] = await db
    .select(withTeam)
    .from(paymentRequests)
    .innerJoin(teams, eq(teams.id, paymentRequests.teamId))
    .where(eq(paymentRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the request row for the rest of the transaction (status changes serialise on it). */
export async function lockRequest(db: Database, id: string): Promise<PaymentRequestRecord | null> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Requests of the given teams (`managedTeamIds`: all of them) plus, in `payerTeamIds`, only
 * those the member pays or is owed (a swap balanced with money, a game taken for a price).
 * Newest first.
 */
export async function listRequests(
  db: Database,
  managedTeamIds: string[],
  payerTeamIds: string[],
  payerUserId: string,
  /** Also every request the user is the payer of, in teams they no longer belong to. */
  asFormerPayer = false,
): Promise<RequestWithTeam[]> {
  const clauses = [];
  if (asFormerPayer) clauses.push(eq(paymentRequests.payerUserId, payerUserId));
  if (managedTeamIds.length) clauses.push(inArray(paymentRequests.teamId, managedTeamIds));
  if (payerTeamIds.length) {
    clauses.push(
      and(
        inArray(paymentRequests.teamId, payerTeamIds),
        or(
          eq(paymentRequests.payerUserId, payerUserId),
          eq(paymentRequests.ownerUserId, payerUserId),
        ),
      ),
    );
  }
  if (clauses.length === 0) return [];
  return db
    .select(withTeam)
    .from(paymentRequests)
    .innerJoin(teams, eq(teams.id, paymentRequests.teamId))
    .where(or(...clauses))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id));
}

export async function listTeamRequests(db: Database, teamId: string) {
  return db.select().from(paymentRequests).where(eq(paymentRequests.teamId, teamId));
}

export async function insertRequests(
  db: Database,
  rows: (typeof paymentRequests.$inferInsert)[],
): Promise<PaymentRequestRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(paymentRequests).values(rows).returning();
}

/**
 * Optimistic concurrency: changes the row only while its status is still `expected`. Null when
 * someone else changed it first: the caller refuses instead of overwriting.
 */
export async function updateRequestIfStatus(
  db: Database,
  id: string,
  expected: PaymentStatus,
  patch: Partial<typeof paymentRequests.$inferInsert>,
): Promise<PaymentRequestRecord | null> {
  return updateOne(
    db,
    paymentRequests,
    { ...patch, updatedAt: new Date() },
    and(eq(paymentRequests.id, id), eq(paymentRequests.status, expected)),
  );
}

/** Claims today's reminder: only when none was sent since `since`. */
export async function claimReminder(
  db: Database,
  id: string,
  since: Date,
  now: Date,
): Promise<PaymentRequestRecord | null> {
  return updateOne(
    db,
    paymentRequests,
    { lastRemindedAt: now, updatedAt: now },
    and(
      eq(paymentRequests.id, id),
      or(isNull(paymentRequests.lastRemindedAt), lt(paymentRequests.lastRemindedAt, since)),
    ),
  );
}

export async function appendLedger(db: Database, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length) await db.insert(paymentLedger).values(entries);
}

export async function listLedger(db: Database, requestIds: string[]): Promise<LedgerRecord[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(paymentLedger)
    .where(inArray(paymentLedger.requestId, requestIds))
    .orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.seq));
}

// ---------------------------------------------------------------------------------------------
// Team side

export type TeamPaymentFields = Pick<
  typeof teams.$inferSelect,
  | 'id'
  | 'name'
  | 'ownerId'
  | 'plan'
  | 'planExpiresAt'
  | 'totalCost'
  | 'paymentsMode'
  | 'venmoUsername'
  | 'cashappCashtag'
  | 'paypalMe'
  | 'zelleNote'
>;

const teamPaymentColumns = {
  id: teams.id,
  name: teams.name,
  ownerId: teams.ownerId,
  plan: teams.plan,
  planExpiresAt: teams.planExpiresAt,
  totalCost: teams.totalCost,
  paymentsMode: teams.paymentsMode,
  venmoUsername: teams.venmoUsername,
  cashappCashtag: teams.cashappCashtag,
  paypalMe: teams.paypalMe,
  zelleNote: teams.zelleNote,
};

export async function findTeamPayment(db: Database, teamId: string) {
  const [row] = await db.select(teamPaymentColumns).from(teams).where(eq(teams.id, teamId));
  return row ?? null;
}

export async function findTeamsPayment(db: Database, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return db.select(teamPaymentColumns).from(teams).where(inArray(teams.id, teamIds));
}

export async function updateTeamPayment(
  db: Database,
  teamId: string,
  patch: Partial<
    Pick<
      typeof teams.$inferInsert,
      'venmoUsername' | 'cashappCashtag' | 'paypalMe' | 'zelleNote' | 'totalCost' | 'paymentsMode'
    >
  >,
) {
  const [row] = await db
    .update(teams)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(teams.id, teamId))
    .returning(teamPaymentColumns);
  return row ?? null;
}

/** Joined members with accounts, in join order (the order splits hand out leftover cents). */
export async function listActiveMembers(db: Database, teamId: string) {
  return db
    .select({ userId: teamMembers.userId, role: teamMembers.role, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        isNotNull(teamMembers.userId),
        isNotNull(teamMembers.joinedAt),
      ),
    )
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id)) as Promise<
    { userId: string; role: 'owner' | 'admin' | 'member'; email: string | null }[]
  >;
}

export async function findUserEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Sum of the drafted games' score per member (games.assigned_to). */
export async function draftedValueByMember(db: Database, teamId: string) {
  const rows = await db
    .select({
      userId: games.assignedTo,
      value: sql<number>`coalesce(sum(${games.tiixRank}), 0)::int`,
    })
    .from(games)
    .where(and(eq(games.teamId, teamId), isNotNull(games.assignedTo)))
    .groupBy(games.assignedTo);
  return new Map(rows.filter((r) => r.userId).map((r) => [r.userId!, Number(r.value)]));
}

// ---------------------------------------------------------------------------------------------
// Receipts in storage

export async function findFile(db: Database, fileId: string) {
  const [row] = await db
    .select({
      id: files.id,
      bucketId: files.bucketId,
      uploadedBy: files.uploadedBy,
      isUploaded: files.isUploaded,
      metadata: files.metadata,
    })
    .from(files)
    .where(eq(files.id, fileId));
  return row ?? null;
}

/**
 * The requests a stored file is the receipt of (their evidence_file_id), with the payer and the
 * team's current owner: who may see it, and why it may no longer change.
 */
export async function findRequestsWithReceipt(db: Database, fileId: string) {
  return db
    .select({ payerUserId: paymentRequests.payerUserId, teamOwnerId: teams.ownerId })
    .from(paymentRequests)
    .innerJoin(teams, eq(teams.id, paymentRequests.teamId))
    .where(eq(paymentRequests.evidenceFileId, fileId));
}

/** Tags a receipt with its request, for people reading the file's metadata (not for access). */
export async function tagReceipt(db: Database, fileId: string, paymentRequestId: string) {
  await db
    .update(files)
    .set({
      metadata: sql`coalesce(${files.metadata}, '{}'::jsonb) || ${JSON.stringify({ paymentRequestId })}::jsonb`,
    })
    .where(eq(files.id, fileId));
}

// ---------------------------------------------------------------------------------------------
// Card checkouts, payout accounts, webhook events

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

/** Teams the user owns or has joined. */
export async function teamsOfUser(db: Database, userId: string) {
  return db
    .selectDistinct({ id: teams.id, ownerId: teams.ownerId })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(or(eq(teams.ownerId, userId), isNotNull(teamMembers.id)));
}
