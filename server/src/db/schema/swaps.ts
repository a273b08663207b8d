import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';
import { games } from './games.js';
import { paymentRequests } from './payments.js';
import { teams } from './teams.js';

// Game swaps between two members and games offered to the whole team ("up for grabs"); the
// rules live in server/src/modules/swaps/swaps.service.ts.

export const SWAP_STATUSES = [
  'proposed',
  'accepted',
  'declined',
  'cancelled',
  // Answered with a counter-offer: a new swap the other way, linked by counter_of_id.
  'countered',
  // The earliest game of the offer kicked off before anyone accepted.
  'expired',
  // Another accepted swap or a take moved one of its games; void_reason says why.
  'void',
] as const;
export const SWAP_SIDES = ['proposer', 'receiver'] as const;

/** An offer from one member to another: games (and optionally money) each way. */
export const gameSwaps = pgTable(
  'game_swaps',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    proposerId: ownedBy('proposer_id', () => users.id),
    receiverId: ownedBy('receiver_id', () => users.id),
    status: text('status', { enum: SWAP_STATUSES }).notNull().default('proposed'),
    // Money to balance the swap, in cents, paid by `money_payer` to the other side.
    moneyCents: integer('money_cents'),
    moneyPayer: text('money_payer', { enum: SWAP_SIDES }),
    message: text('message'),
    voidReason: text('void_reason'),
    counterOfId: uuid('counter_of_id').references((): AnyPgColumn => gameSwaps.id, {
      onDelete: 'set null',
    }),
    // Kickoff of the earliest game involved: the offer cannot be accepted from then on.
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    paymentRequestId: uuid('payment_request_id').references(() => paymentRequests.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    index('game_swaps_team_id_status_idx').on(t.teamId, t.status),
    index('game_swaps_proposer_id_idx').on(t.proposerId),
    index('game_swaps_receiver_id_idx').on(t.receiverId),
    index('game_swaps_counter_of_id_idx').on(t.counterOfId),
    check('game_swaps_status_check', oneOf(t.status, SWAP_STATUSES)),
    check('game_swaps_parties_check', sql`${t.proposerId} <> ${t.receiverId}`),
    check(
      'game_swaps_money_check',
      sql`(${t.moneyCents} is null and ${t.moneyPayer} is null) or (${t.moneyCents} > 0 and ${oneOf(t.moneyPayer, SWAP_SIDES)})`,
    ),
  ],
);

/** One game of a swap and the member who gives it up. */
export const gameSwapItems = pgTable(
  'game_swap_items',
  {
    id: primaryId(),
    swapId: ownedBy('swap_id', () => gameSwaps.id),
    gameId: ownedBy('game_id', () => games.id),
    fromUserId: ownedBy('from_user_id', () => users.id),
  },
  (t) => [
    unique('game_swap_items_swap_game_key').on(t.swapId, t.gameId),
    index('game_swap_items_game_id_idx').on(t.gameId),
  ],
);

export const GRAB_STATUSES = ['open', 'taken', 'withdrawn', 'expired', 'void'] as const;

/** A game its holder offers to the whole team; the first member to take it gets it. */
export const gameGrabs = pgTable(
  'game_grabs',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    gameId: ownedBy('game_id', () => games.id),
    holderId: ownedBy('holder_id', () => users.id),
    priceCents: integer('price_cents'),
    note: text('note'),
    status: text('status', { enum: GRAB_STATUSES }).notNull().default('open'),
    takerId: uuid('taker_id').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    closedAt: timestamptz('closed_at'),
    paymentRequestId: uuid('payment_request_id').references(() => paymentRequests.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    // One open offer per game at a time.
    uniqueIndex('game_grabs_open_game_key')
      .on(t.gameId)
      .where(sql`status = 'open'`),
    index('game_grabs_team_id_status_idx').on(t.teamId, t.status),
    check('game_grabs_status_check', oneOf(t.status, GRAB_STATUSES)),
    check('game_grabs_price_check', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
  ],
);

// 'removal': the member left or was removed and the game went back to the owner.
export const HOLDING_REASONS = ['draft', 'swap', 'grab', 'removal'] as const;

/** Who held which game from when to when, and how they got it. ended_at null: holds it now. */
export const gameHoldings = pgTable(
  'game_holdings',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    gameId: ownedBy('game_id', () => games.id),
    // Set null keeps the history when an account is deleted.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: HOLDING_REASONS }).notNull(),
    swapId: uuid('swap_id').references(() => gameSwaps.id, { onDelete: 'set null' }),
    grabId: uuid('grab_id').references(() => gameGrabs.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('game_holdings_game_id_idx').on(t.gameId, t.startedAt),
    uniqueIndex('game_holdings_current_key')
      .on(t.gameId)
      .where(sql`ended_at is null`),
    check('game_holdings_reason_check', oneOf(t.reason, HOLDING_REASONS)),
  ],
);
