import { sql } from 'drizzle-orm';
import { check, char, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { oneOf, timestamps } from './columns.js';
import { teams } from './teams.js';

export const PAYMENT_REQUEST_STATUSES = ['pending', 'paid', 'waived'] as const;

/** A request from the team owner to a member to pay an amount (spec 3, Payment request). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
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
    ...timestamps(),
  },
  (t) => [
    index('payment_requests_team_id_created_at_idx').on(t.teamId, t.createdAt.desc()),
    index('payment_requests_payer_user_id_idx').on(t.payerUserId),
    index('payment_requests_owner_user_id_idx').on(t.ownerUserId),
    check('payment_requests_amount_cents_check', sql`${t.amountCents} >= 0`),
    check('payment_requests_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payment_requests_status_check', oneOf(t.status, PAYMENT_REQUEST_STATUSES)),
  ],
);
