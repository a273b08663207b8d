import { PRODUCT_EVENT_NAMES, PRODUCT_EVENTS, type EventProperties } from '@tiix/domain';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { oneOf, primaryId, timestamptz } from './columns.js';
import { teams } from './teams.js';

const CATEGORIES = [...new Set(Object.values(PRODUCT_EVENTS).map((e) => e.category))];

/**
 * Product events (docs/product-events.md): one row per thing that happened, counted by day by
 * the deployment's owner and deleted after PRODUCT_EVENTS_RETENTION_DAYS. No e-mail, name or
 * free text: the user and team ids are nulled when the user or team is deleted.
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: primaryId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<EventProperties>().notNull().default({}),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    // Counting by day and name over a range reads this index alone; retention deletes by it.
    index('product_events_occurred_at_name_idx').on(t.occurredAt, t.name),
    // Deleting a user or a team nulls their rows (the foreign keys' set null) through these.
    index('product_events_user_id_idx').on(t.userId),
    index('product_events_team_id_idx').on(t.teamId),
    check('product_events_name_check', oneOf(t.name, PRODUCT_EVENT_NAMES)),
    check('product_events_category_check', oneOf(t.category, CATEGORIES)),
  ],
);
