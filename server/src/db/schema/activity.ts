import { index, jsonb, pgTable, text, uuid, check } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId } from './columns.js';
import { teams } from './teams.js';

/** The activity types; `details` carries the field named after each. */
export const ACTIVITY_TYPES = [
  'team_created', // { team_name }
  'member_joined', // { team_name }
  'invite_sent', // { email }
  'invite_accepted', // { team_name }
  'game_ranked', // { opponent, rank }
  'draft_started', // { draft_type }
  'draft_completed', // { draft_type }
  'payment_made', // { amount }
  'payment_received', // { amount }
  // Card money given back to the payer (a second payment for a settled request, or a refund
  // the owner made): the entry names the payer.
  'payment_refunded', // { amount }
  // Members come and go: the entry's user is the one who acted; `name` is the member concerned.
  'member_removed', // { name }
  'member_left', // { name }
  'member_role_changed', // { name, role }
  'team_handed_over', // { name } (the new owner)
] as const;

export const activityLog = pgTable(
  'activity_log',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // Recent activity reads "by team ids, newest first, limit 20".
    index('activity_log_team_id_created_at_idx').on(t.teamId, t.createdAt.desc()),
    check('activity_log_activity_type_check', oneOf(t.activityType, ACTIVITY_TYPES)),
  ],
);
