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
import { oneOf, ownedBy, primaryId, timestamps, timestamptz } from './columns.js';
import { drafts } from './drafts.js';

export const TEAM_STATUSES = ['setup', 'draft', 'active', 'archived'] as const;
export const TEAM_PLANS = ['free', 'unlimited'] as const;
export const PAYMENTS_MODES = ['external', 'integrated'] as const;
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const MEMBER_PAYMENT_STATUSES = ['pending', 'paid', 'waived'] as const;
export const INVITE_STATUSES = ['pending', 'accepted', 'revoked'] as const;

/** A group sharing one real team's season tickets. */
export const teams = pgTable(
  'teams',
  {
    id: primaryId(),
    name: text('name').notNull(),
    league: text('league').notNull(),
    // The real team, e.g. 'Dallas Cowboys'.
    teamName: text('team_name').notNull(),
    season: text('season').notNull().default('2025'),
    status: text('status', { enum: TEAM_STATUSES }).notNull().default('setup'),
    // Restrict: deleting an account must hand over or delete its teams first, never silently
    // take other members' team with it.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // The team's current draft. drafts.team_id points back here; the cycle is fine because this
    // side is nullable and is set after the draft row exists. AnyPgColumn breaks the type cycle.
    draftId: uuid('draft_id').references((): AnyPgColumn => drafts.id, { onDelete: 'set null' }),
    // Season ticket cost in cents.
    totalCost: integer('total_cost').notNull().default(0),
    paymentsMode: text('payments_mode', { enum: PAYMENTS_MODES }).notNull().default('external'),
    plan: text('plan', { enum: TEAM_PLANS }).notNull().default('free'),
    // End of the paid year of the unlimited plan; the team keeps it until then.
    planExpiresAt: timestamptz('plan_expires_at'),
    venmoUsername: text('venmo_username'),
    cashappCashtag: text('cashapp_cashtag'),
    paypalMe: text('paypal_me'),
    zelleNote: text('zelle_note'),
    // Card payouts go to the owner's payout account; after a handover they stay with the previous
    // owner's account (this user) until the new owner sets up their own. Null: the owner's.
    payoutsUserId: uuid('payouts_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('teams_owner_id_idx').on(t.ownerId),
    check('teams_name_check', sql`char_length(btrim(${t.name})) between 1 and 50`),
    check('teams_status_check', oneOf(t.status, TEAM_STATUSES)),
    check('teams_total_cost_check', sql`${t.totalCost} >= 0`),
    check('teams_payments_mode_check', oneOf(t.paymentsMode, PAYMENTS_MODES)),
    check('teams_plan_check', oneOf(t.plan, TEAM_PLANS)),
  ],
);

/** Invitation of one e-mail address to a team; the token is the secret in the invite link. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    email: text('email').notNull(),
    token: uuid('token').notNull().defaultRandom(),
    status: text('status', { enum: INVITE_STATUSES }).notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamptz('invited_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('team_invites_token_key').on(t.token),
    // At most one open invite per address and team; accepted and revoked ones stay as history.
    uniqueIndex('team_invites_pending_email_key')
      .on(t.teamId, sql`lower(${t.email})`)
      .where(sql`status = 'pending'`),
    index('team_invites_team_id_idx').on(t.teamId, t.createdAt.desc()),
    check('team_invites_status_check', oneOf(t.status, INVITE_STATUSES)),
  ],
);

/**
 * Membership. user_id is null only for a pending row created with an invite before the invitee
 * has an account; accepting the invite fills it in.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull().default('member'),
    paymentStatus: text('payment_status', { enum: MEMBER_PAYMENT_STATUSES })
      .notNull()
      .default('pending'),
    displayName: text('display_name'),
    // Draft order is join order; null while the row is a pending invite.
    joinedAt: timestamptz('joined_at').defaultNow(),
    inviteId: uuid('invite_id').references(() => teamInvites.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('team_members_team_user_key').on(t.teamId, t.userId),
    unique('team_members_invite_id_key').on(t.inviteId),
    // One owner row per team: the creator (teams.owner_id). A transfer demotes before it promotes.
    uniqueIndex('team_members_one_owner_key')
      .on(t.teamId)
      .where(sql`role = 'owner'`),
    index('team_members_user_id_idx').on(t.userId),
    check('team_members_role_check', oneOf(t.role, TEAM_ROLES)),
    check('team_members_payment_status_check', oneOf(t.paymentStatus, MEMBER_PAYMENT_STATUSES)),
  ],
);
