import { check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, oneOf, ownedBy, primaryId } from './columns.js';
import { teams } from './teams.js';

// 'member': the member's own games; 'team': every game of the team with who holds it.
export const CALENDAR_FEED_SCOPES = ['member', 'team'] as const;

/**
 * A member's private calendar feed address. The token is the only secret of the URL (calendar
 * apps cannot sign in), so it is long and random; a reset replaces it and the old URL stops
 * working. It is kept readable because the member is shown the same URL again.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: primaryId(),
    teamId: ownedBy('team_id', () => teams.id),
    userId: ownedBy('user_id', () => users.id),
    scope: text('scope', { enum: CALENDAR_FEED_SCOPES }).notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('calendar_feeds_token_key').on(t.token),
    unique('calendar_feeds_team_id_user_id_scope_key').on(t.teamId, t.userId, t.scope),
    check('calendar_feeds_scope_check', oneOf(t.scope, CALENDAR_FEED_SCOPES)),
  ],
);
