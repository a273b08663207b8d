import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { ownedBy, timestamptz } from './columns.js';

/**
 * Who is connected to a live room (a draft room, later a team chat), one row per open stream.
 * Rows are shared by every server instance; a row whose heartbeat stopped (its instance died)
 * stops counting after the presence timeout (server/src/realtime/presence.ts).
 */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    connectionId: uuid('connection_id').primaryKey(),
    // e.g. 'draft:<draft id>'
    room: text('room').notNull(),
    userId: ownedBy('user_id', () => users.id),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [index('realtime_presence_room_seen_at_idx').on(t.room, t.seenAt)],
);
