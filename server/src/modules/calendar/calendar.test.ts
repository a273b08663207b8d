import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.js';
import { teamMembers } from '../../db/schema/teams.js';
import {
  type Caller,
  errorOf,
  teamWithGames,
  type TeamWithGames,
  setupTestApp,
} from '../../testing/index.js';

const t = setupTestApp();

const FEEDS = `query($teamId: ID!) { myCalendarFeeds(teamId: $teamId) { teamId memberFeedUrl teamFeedUrl } }`;
const RESET = `mutation($teamId: ID!) { resetCalendarFeeds(teamId: $teamId) { memberFeedUrl teamFeedUrl } }`;

async function feedsOf(team: TeamWithGames, who: Caller) {
  const res = await t.gql(who, FEEDS, { teamId: team.id });
  if (!res.data?.myCalendarFeeds) throw new Error(JSON.stringify(res.errors));
  return res.data.myCalendarFeeds as { memberFeedUrl: string; teamFeedUrl: string };
}

async function fetchFeed(url: string) {
  const res = await t.app.request(new URL(url).pathname);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

/** Two games at AT&T Stadium (America/Chicago), one with a TBD time; the admin holds both. */
async function scheduled(team: TeamWithGames) {
  const [first, second] = team.games;
  // 2025-09-07 13:00 CDT = 18:00Z.
  const kickoff = Date.UTC(2025, 8, 7, 18);
  await t.db
    .update(games)
    .set({
      gameDate: new Date(kickoff),
      kickoffEpochMs: kickoff,
      kickoffLocal: '2025-09-07T13:00',
      kickoffTz: 'America/Chicago',
      venue: 'AT&T Stadium',
      assignedTo: team.admin.id,
    })
    .where(eq(games.id, first!));
  await t.db
    .update(games)
    .set({
      gameDate: new Date('2025-09-14T12:00:00Z'),
      kickoffEpochMs: null,
      kickoffLocal: null,
      kickoffTz: 'America/Chicago',
      venue: 'AT&T Stadium',
      assignedTo: team.admin.id,
    })
    .where(eq(games.id, second!));
}

describe('calendar feeds', () => {
  it("serves a member's games in the venue's zone, with location, stable ids and TBD as all-day", async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    await scheduled(team);
    const urls = await feedsOf(team, team.admin);
    expect(urls.memberFeedUrl).toMatch(
      /^http:\/\/localhost:\d+\/v1\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/,
    );
    expect(urls.teamFeedUrl).not.toBe(urls.memberFeedUrl);
    // Asking again gives the same addresses (calendar apps keep them).
    expect(await feedsOf(team, team.admin)).toEqual(urls);

    const res = await fetchFeed(urls.memberFeedUrl);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/calendar/);
    const { calendar, events } = parse(res.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Sunday Crew · my games');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    const tz = calendar.getFirstSubcomponent('vtimezone');
    expect(tz?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    // Only the admin's two games; the third has no holder.
    expect(events).toHaveLength(2);
    const [timed, tbd] = events;
    expect(timed!.uid).toBe(`${team.games[0]}@tiix`);
    expect(timed!.location).toBe('AT&T Stadium');
    expect(timed!.summary).toBe('Sunday Crew vs Opponent 1');
    expect(timed!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      'America/Chicago',
    );
    expect(timed!.startDate.toString()).toBe('2025-09-07T13:00:00');
    // Registered zone: the parsed instant is the real kickoff.
    ICAL.TimezoneService.register(tz!);
    const zoned = parse(res.text).events[0]!;
    expect(zoned.startDate.toJSDate().toISOString()).toBe('2025-09-07T18:00:00.000Z');
    expect(zoned.endDate.toJSDate().toISOString()).toBe('2025-09-07T21:00:00.000Z');
    expect(tbd!.startDate.isDate).toBe(true);
    expect(tbd!.startDate.toString()).toBe('2025-09-14');
  });

  it('the team feed has every game with who holds it, and a new holder shows with a higher SEQUENCE', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    await scheduled(team);
    const { teamFeedUrl, memberFeedUrl } = await feedsOf(team, team.members[0]!);
    const before = parse((await fetchFeed(teamFeedUrl)).text).events;
    expect(before).toHaveLength(3);
    const first = before.find((e) => e.uid === `${team.games[0]}@tiix`)!;
    expect(first.summary).toBe('Sunday Crew vs Opponent 1 (admin)');
    // The owner holds the tickets, the admin holds the game: nothing sent yet.
    expect(first.description).toBe('Held by admin\nTickets: not sent');
    expect(before.find((e) => e.uid === `${team.games[2]}@tiix`)!.description).toBe(
      'Not assigned yet',
    );
    expect(parse((await fetchFeed(memberFeedUrl)).text).events).toHaveLength(0);

    // The game changes hands (as a swap does) a moment later: once its SEQUENCE (whole seconds
    // since the row was created) can move on.
    const [row] = await t.db.select().from(games).where(eq(games.id, team.games[0]!));
    const nextSecond = row!.createdAt.getTime() + 1000 * (first.sequence + 1);
    await expect.poll(() => Date.now(), { timeout: 5_000 }).toBeGreaterThanOrEqual(nextSecond);
    await t.db
      .update(games)
      .set({ assignedTo: team.members[0]!.id })
      .where(eq(games.id, team.games[0]!));
    const after = parse((await fetchFeed(teamFeedUrl)).text).events.find(
      (e) => e.uid === `${team.games[0]}@tiix`,
    )!;
    expect(after.description).toBe('Held by m0\nTickets: not sent');
    expect(after.sequence).toBeGreaterThan(first.sequence);
    const mine = parse((await fetchFeed(memberFeedUrl)).text).events;
    expect(mine.map((e) => e.uid)).toEqual([`${team.games[0]}@tiix`]);
  });

  it('reset gives new URLs and the old ones answer 404; unknown tokens 404', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 2 });
    const old = await feedsOf(team, team.members[0]!);
    const res = await t.gql(team.members[0]!, RESET, { teamId: team.id });
    const fresh = res.data!.resetCalendarFeeds;
    expect(fresh.memberFeedUrl).not.toBe(old.memberFeedUrl);
    expect(fresh.teamFeedUrl).not.toBe(old.teamFeedUrl);
    expect((await fetchFeed(old.memberFeedUrl)).status).toBe(404);
    expect((await fetchFeed(old.teamFeedUrl)).status).toBe(404);
    expect((await fetchFeed(fresh.memberFeedUrl)).status).toBe(200);
    expect((await fetchFeed(fresh.teamFeedUrl)).status).toBe(200);
    expect((await t.app.request('/v1/calendar/not-a-real-token-at-all-0000.ics')).status).toBe(404);
    // Another member's feeds are untouched by this member's reset.
    const admin = await feedsOf(team, team.admin);
    expect((await fetchFeed(admin.memberFeedUrl)).status).toBe(200);
  });

  it('only members get feed URLs, and a feed stops when its member leaves the team', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 2 });
    expect(errorOf(await t.gql(team.outsider, FEEDS, { teamId: team.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(null, FEEDS, { teamId: team.id })).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await t.gql(team.guest, RESET, { teamId: team.id })).code).toBe(
      'UNAUTHENTICATED',
    );
    const member = team.members[0]!;
    const urls = await feedsOf(team, member);
    await t.db.delete(teamMembers).where(eq(teamMembers.userId, member.id));
    expect((await fetchFeed(urls.memberFeedUrl)).status).toBe(404);
    expect((await fetchFeed(urls.teamFeedUrl)).status).toBe(404);
  });

  it('works on the free plan without signing in', async () => {
    const team = await teamWithGames(t.db, { memberCount: 0, gameCount: 1, plan: 'free' });
    const { teamFeedUrl } = await feedsOf(team, team.owner);
    const res = await t.app.request(new URL(teamFeedUrl).pathname, { headers: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
  });
});
