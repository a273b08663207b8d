import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';
import { teams } from './teams.js';

// Handing a team over: the rules live in server/src/modules/membership/ownership.service.ts.

export const HANDOVER_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;

/**
 * The owner's offer of the team to another member. The new owner confirms it (from the e-mailed
 * link or the in-app notice, both carrying the token) before it lapses at `expires_at`.
 */
export const teamHandovers = pgTable(
  'team_handovers',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    fromUserId: ownedBy('from_user_id', () => users.id),
    toUserId: ownedBy('to_user_id', () => users.id),
    // The secret of the confirmation link: long and random, never shown to anyone but the
    // member it is for.
    token: text('token').notNull(),
    status: text('status', { enum: HANDOVER_STATUSES }).notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    ...timestamps(),
  },
  (t) => [
    unique('team_handovers_token_key').on(t.token),
    // One open handover per team at a time.
    uniqueIndex('team_handovers_pending_team_key')
      .on(t.teamId)
      .where(sql`status = 'pending'`),
    index('team_handovers_to_user_id_idx').on(t.toUserId),
    check('team_handovers_status_check', oneOf(t.status, HANDOVER_STATUSES)),
    check('team_handovers_parties_check', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);
