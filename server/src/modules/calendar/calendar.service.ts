import type { Database } from '../../db/client.js';
import { findTeamAccess, requireTeamRole, teamMemberNames } from '../membership/membership.js';
import type { MembershipContext } from '../membership/membership.js';
import { findTeam } from '../teams/teams.repository.js';
import { handoffStatuses } from '../handoff/handoff.service.js';
import { renderFeed } from './calendar.ics.js';
import * as repo from './calendar.repository.js';

export interface CalendarContext extends MembershipContext {
  /** The API's origin, e.g. https://tiix.app: feed URLs are served there. */
  apiUrl: string;
}

export const feedUrl = (apiUrl: string, token: string) =>
  `${apiUrl}/v1/calendar/${encodeURIComponent(token)}.ics`;

async function feedsOf(ctx: CalendarContext, teamId: string, userId: string) {
  const rows = await repo.listFeeds(ctx.db, teamId, userId);
  const token = (scope: repo.FeedScope) => rows.find((r) => r.scope === scope)?.token ?? '';
  return {
    teamId,
    memberFeedUrl: feedUrl(ctx.apiUrl, token('member')),
    teamFeedUrl: feedUrl(ctx.apiUrl, token('team')),
  };
}

/** The caller's two feed URLs of a team (members only; feeds are for every plan). */
export async function myCalendarFeeds(ctx: CalendarContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId);
  await repo.ensureFeed(ctx.db, access.teamId, access.userId, 'member');
  await repo.ensureFeed(ctx.db, access.teamId, access.userId, 'team');
  return feedsOf(ctx, access.teamId, access.userId);
}

/** New URLs for both feeds; calendars subscribed to the old ones stop getting games. */
export async function resetCalendarFeeds(ctx: CalendarContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId);
  await repo.rotateFeeds(ctx.db, access.teamId, access.userId);
  return feedsOf(ctx, access.teamId, access.userId);
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The iCalendar document of a feed token, or null when the token is unknown or its member has
 * left the team (the URL works without signing in, so it must stop when membership ends).
 */
export async function feedDocument(db: Database, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const feed = await repo.findFeedByToken(db, token);
  if (!feed) return null;
  const access = await findTeamAccess(db, feed.userId, feed.teamId);
  const team = access ? await findTeam(db, feed.teamId) : null;
  if (!team) return null;
  const mine = feed.scope === 'member';
  const games = await repo.listFeedGames(db, team.id, mine ? feed.userId : null);
  const holderIds = [...new Set(games.map((g) => g.assignedTo).filter((id) => id != null))];
  return renderFeed({
    name: `${team.name} · ${mine ? 'my games' : 'whole team'}`,
    teamName: team.name,
    games,
    holders: mine ? null : await teamMemberNames(db, team.id, holderIds),
    handoffs: await handoffStatuses(
      db,
      team.id,
      games.filter((g) => g.isHome),
    ),
  });
}
