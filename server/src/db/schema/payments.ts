import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';
import { teams } from './teams.js';

// Money rules (docs/decisions/005-payments.md): integer cents, positive, at most $100,000 per
// request; every status change of a request is one append-only ledger row.

export const PAYMENT_REQUEST_STATUSES = [
  'pending',
  // The payer says they paid outside Tiix; the owner confirms with 'paid'.
  'payer_marked_paid',
  'paid',
  'waived',
  'cancelled',
] as const;
export const PAYMENT_METHODS = ['external', 'card'] as const;
export const MAX_PAYMENT_CENTS = 10_000_000;

/** A request from the team owner to a member to pay an amount. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    // Set null keeps the money trail when an account is deleted.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: text('status', { enum: PAYMENT_REQUEST_STATUSES }).notNull().default('pending'),
    note: text('note'),
    description: text('description'),
    externalLink: text('external_link'),
    evidenceUrl: text('evidence_url'),
    // The receipt in the storage API's 'receipts' bucket, when the payer attached one.
    evidenceFileId: uuid('evidence_file_id'),
    paidAt: timestamptz('paid_at'),
    paidVia: text('paid_via', { enum: PAYMENT_METHODS }),
    lastRemindedAt: timestamptz('last_reminded_at'),
    ...timestamps(),
  },
  (t) => [
    index('payment_requests_team_id_created_at_idx').on(t.teamId, t.createdAt.desc()),
    index('payment_requests_payer_user_id_idx').on(t.payerUserId),
    index('payment_requests_owner_user_id_idx').on(t.ownerUserId),
    // Every read or change of a stored receipt asks which request names it.
    index('payment_requests_evidence_file_id_idx').on(t.evidenceFileId),
    check(
      'payment_requests_amount_cents_check',
      sql`${t.amountCents} between 1 and ${sql.raw(String(MAX_PAYMENT_CENTS))}`,
    ),
    check('payment_requests_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payment_requests_status_check', oneOf(t.status, PAYMENT_REQUEST_STATUSES)),
    check(
      'payment_requests_paid_via_check',
      sql`${t.paidVia} is null or ${oneOf(t.paidVia, PAYMENT_METHODS)}`,
    ),
  ],
);

export const LEDGER_KINDS = [
  'created',
  'status_changed',
  'evidence_attached',
  'reminded',
  'card_payment',
  'card_refund',
] as const;

/**
 * Append-only history of payment requests. A trigger (migration 0003) refuses UPDATE and any
 * DELETE that is not the cascade of deleting the request's team. The table name sorts after
 * payment_requests on purpose: deleting requests first cascades here (see the trigger).
 * actor_user_id has no foreign key so that a deleted account never rewrites history.
 */
export const paymentLedger = pgTable(
  'payment_requests_ledger',
  {
    id: primaryId(),
    // The write order, which the ledger is read in: created_at is the transaction's start, so
    // entries of one transaction share it, and two transactions changing one request may write
    // in the opposite order of their starts.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    requestId: ownedBy('request_id', () => paymentRequests.id),
    actorUserId: uuid('actor_user_id'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: PAYMENT_REQUEST_STATUSES }),
    toStatus: text('to_status', { enum: PAYMENT_REQUEST_STATUSES }),
    amountCents: integer('amount_cents'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_requests_ledger_request_id_idx').on(t.requestId, t.createdAt),
    check('payment_requests_ledger_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);

export const CARD_CHECKOUT_STATUSES = [
  'open',
  // Its payment paid the request.
  'completed',
  // Paid for a request already settled: refunded through the provider, confirmed by webhook.
  'refund_pending',
  'refunded',
  'expired',
] as const;

/**
 * One hosted card checkout of a payment request, at most one open per request (the payer gets
 * the same one back). Its status moves only forward (open -> completed or refund_pending ->
 * refunded, or open -> expired), so a late or repeated webhook changes nothing; money arriving
 * for an expired one is still taken in or refunded.
 */
export const cardCheckouts = pgTable(
  'payment_card_checkouts',
  {
    id: primaryId(),
    requestId: ownedBy('request_id', () => paymentRequests.id),
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    status: text('status', { enum: CARD_CHECKOUT_STATUSES }).notNull().default('open'),
    payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The provider's hosted page, handed out again while the checkout is open.
    url: text('url'),
    expiresAt: timestamptz('expires_at'),
    ...timestamps(),
  },
  (t) => [
    unique('payment_card_checkouts_session_key').on(t.provider, t.sessionId),
    uniqueIndex('payment_card_checkouts_one_open_key')
      .on(t.requestId)
      .where(sql`status = 'open'`),
    index('payment_card_checkouts_request_id_idx').on(t.requestId),
    index('payment_card_checkouts_payment_intent_idx').on(t.provider, t.paymentIntentId),
    check('payment_card_checkouts_status_check', oneOf(t.status, CARD_CHECKOUT_STATUSES)),
    check('payment_card_checkouts_amounts_check', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
  ],
);

/** Provider webhook events already received: the unique event id makes delivery idempotent. */
export const webhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: primaryId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processed: boolean('processed').notNull().default(false),
    // What handling the event did ('applied', 'ignored: ...'), for tracing.
    outcome: text('outcome'),
  },
  (t) => [unique('payment_webhook_events_provider_event_key').on(t.provider, t.eventId)],
);

/** A team owner's payout account at the provider (Connect Express on Stripe). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: primaryId(),
    ownerUserId: ownedBy('owner_user_id', () => users.id),
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    // Charges and payouts enabled: card payments may go to this account.
    ready: boolean('ready').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('payout_accounts_owner_provider_key').on(t.ownerUserId, t.provider),
    unique('payout_accounts_provider_account_key').on(t.provider, t.accountId),
  ],
);

export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'canceled', 'expired'] as const;

/** The Unlimited plan subscription of a team ($49 a year). */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    provider: text('provider').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    customerId: text('customer_id'),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Creation time of the newest provider event applied to status and cancelAtPeriodEnd: an
    // older event delivered late does not undo a newer one.
    lastEventAt: timestamptz('last_event_at'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('plan_subscriptions_provider_subscription_key').on(t.provider, t.subscriptionId),
    index('plan_subscriptions_team_id_idx').on(t.teamId, t.createdAt.desc()),
    check('plan_subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
  ],
);

/** Paid invoices of the plan, shown as receipts in the billing section. */
export const planReceipts = pgTable(
  'plan_receipts',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    provider: text('provider').notNull(),
    invoiceId: text('invoice_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    description: text('description').notNull(),
    url: text('url'),
    paidAt: timestamptz('paid_at').notNull(),
    periodEnd: timestamptz('period_end'),
    paymentIntentId: text('payment_intent_id'),
    // Refunded or disputed: the year it paid for no longer counts.
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('plan_receipts_provider_invoice_key').on(t.provider, t.invoiceId),
    index('plan_receipts_payment_intent_idx').on(t.provider, t.paymentIntentId),
    index('plan_receipts_team_id_idx').on(t.teamId, t.paidAt.desc()),
  ],
);

/**
 * State of the offline sandbox provider (checkout sessions, accounts, subscriptions), which
 * plays the part of the external provider when PAYMENTS_PROVIDER=sandbox. Not product data.
 */
export const sandboxObjects = pgTable(
  'payment_sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [index('payment_sandbox_objects_kind_idx').on(t.kind)],
);
