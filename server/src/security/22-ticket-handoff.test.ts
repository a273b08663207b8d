// Finding 22: the ticket handoff holds transfer references and seat numbers and lets the ticket
// holder tell a member their tickets are on the way. Only the ticket holder (and the owner)
// marks tickets sent, only a game's member answers for it, only the owner changes who holds
// the tickets, members read statuses (the note only for those it concerns), and outsiders,
// guests and signed-out callers learn nothing. The test clock that runs reminders as of any
// time exists only when turned on, answers only this machine, and cannot start on a real site.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkConfigForStart } from '../config-checks.js';
import { games } from '../db/schema/games.js';
import { gameHandoffs, teamTicketSettings } from '../db/schema/handoff.js';
import { teamMembers } from '../db/schema/teams.js';
import {
  type Caller,
  errorOf,
  fromAddress,
  signedInUser,
  teamWithMembers,
  testApp,
  testConfig,
  type TestApp,
  setupTestApp,
} from '../testing/index.js';

const t = setupTestApp();

const TICKETS = `query($teamId: ID!) { teamTickets(teamId: $teamId) { games { gameId status note } } }`;
const SETTINGS = `mutation($teamId: ID!, $holderId: ID, $days: Int) {
  setTicketSettings(teamId: $teamId, holderId: $holderId, reminderDays: $days) { reminderDays } }`;
const SEND = `mutation($gameId: ID!, $note: String) { markTicketsSent(gameId: $gameId, note: $note) { status } }`;
const SEND_ALL = `mutation($teamId: ID!, $memberId: ID!) {
  markMemberTicketsSent(teamId: $teamId, memberId: $memberId) { status } }`;
const RECEIVED = `mutation($gameId: ID!) { confirmTicketsReceived(gameId: $gameId) { status } }`;
const NOT_RECEIVED = `mutation($gameId: ID!) { reportTicketsNotReceived(gameId: $gameId) { status } }`;

async function team() {
  const s = await teamWithMembers(t.db, { memberCount: 3 });
  const [member, other, admin] = s.members as [Caller, Caller, Caller];
  await t.db
    .update(teamMembers)
    .set({ role: 'admin' })
    .where(and(eq(teamMembers.teamId, s.id), eq(teamMembers.userId, admin.id)));
  const [game] = await t.db
    .insert(games)
    .values({
      teamId: s.id,
      opponent: 'Denver Broncos',
      gameDate: new Date(Date.now() + 5 * 86_400_000),
      isHome: true,
      assignedTo: member.id,
    })
    .returning({ id: games.id });
  const guest = await signedInUser(t.db, { name: 'guest', anonymous: true });
  return { ...s, member, other, admin, guest, gameId: game!.id };
}

const statusOf = async (gameId: string) =>
  (await t.db.select().from(gameHandoffs).where(eq(gameHandoffs.gameId, gameId)))[0]?.status ??
  'not_sent';

describe('finding 22: the ticket handoff', () => {
  it('tells outsiders, guests and signed-out callers nothing and changes nothing', async () => {
    const s = await team();
    for (const who of [s.outsider, s.guest, null]) {
      const want = who === null || who === s.guest ? 'UNAUTHENTICATED' : 'NOT_FOUND';
      expect(errorOf(await t.gql(who, TICKETS, { teamId: s.id })).code).toBe(want);
      expect(errorOf(await t.gql(who, SETTINGS, { teamId: s.id, days: 9 })).code).toBe(want);
      expect(errorOf(await t.gql(who, SEND, { gameId: s.gameId })).code).toBe(want);
      expect(
        errorOf(await t.gql(who, SEND_ALL, { teamId: s.id, memberId: s.member.id })).code,
      ).toBe(want);
      expect(errorOf(await t.gql(who, RECEIVED, { gameId: s.gameId })).code).toBe(want);
      expect(errorOf(await t.gql(who, NOT_RECEIVED, { gameId: s.gameId })).code).toBe(want);
    }
    // A game id of another team answers the same as one that does not exist.
    const missing = await t.gql(s.outsider, SEND, {
      gameId: '00000000-0000-4000-8000-000000000000',
    });
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    expect(await statusOf(s.gameId)).toBe('not_sent');
    expect(await t.db.select().from(teamTicketSettings)).toHaveLength(0);
    // Eighteen refused calls: more than the default time on a busy machine.
  }, 60_000);

  it('lets no member but the ticket holder and the owner send, and no one but the member answer', async () => {
    const s = await team();
    for (const who of [s.admin, s.member, s.other]) {
      expect(errorOf(await t.gql(who, SEND, { gameId: s.gameId })).code).toBe('FORBIDDEN');
      expect(
        errorOf(await t.gql(who, SEND_ALL, { teamId: s.id, memberId: s.member.id })).code,
      ).toBe('FORBIDDEN');
      expect(errorOf(await t.gql(who, SETTINGS, { teamId: s.id, holderId: who.id })).code).toBe(
        'FORBIDDEN',
      );
    }
    expect(await statusOf(s.gameId)).toBe('not_sent');
    await t.gql(s.owner, SEND, { gameId: s.gameId, note: 'Ref 99, Sec 3 Row 2' });
    for (const who of [s.owner, s.admin, s.other]) {
      expect(errorOf(await t.gql(who, RECEIVED, { gameId: s.gameId })).code).toBe('FORBIDDEN');
      expect(errorOf(await t.gql(who, NOT_RECEIVED, { gameId: s.gameId })).code).toBe('FORBIDDEN');
    }
    expect(await statusOf(s.gameId)).toBe('sent');
  });

  it('shows the note only to the ticket holder, the owner and the game’s member', async () => {
    const s = await team();
    await t.gql(s.owner, SEND, { gameId: s.gameId, note: 'Ref 99, Sec 3 Row 2' });
    const noteFor = async (who: Caller) =>
      (await t.gql(who, TICKETS, { teamId: s.id })).data!.teamTickets.games[0].note;
    expect(await noteFor(s.owner)).toBe('Ref 99, Sec 3 Row 2');
    expect(await noteFor(s.member)).toBe('Ref 99, Sec 3 Row 2');
    expect(await noteFor(s.admin)).toBeNull();
    expect(await noteFor(s.other)).toBeNull();
    await t.gql(s.owner, SETTINGS, { teamId: s.id, holderId: s.other.id });
    expect(await noteFor(s.other)).toBe('Ref 99, Sec 3 Row 2');
  });

  it('keeps the test clock off by default, loopback-only when on, and off real sites', async () => {
    const post = (app: TestApp, from: string) =>
      app.app.request(
        '/dev/clock/handoff-reminders',
        {
          method: 'POST',
          body: JSON.stringify({ now: new Date().toISOString() }),
          headers: { 'content-type': 'application/json' },
        },
        fromAddress(from),
      );
    expect((await post(t, '127.0.0.1')).status).toBe(404);
    const on = testApp(t.db, { TEST_CLOCK_ENABLED: 'true', DEV_MAILBOX_PUBLIC: 'true' });
    expect((await post(on, '203.0.113.9')).status).toBe(403);
    expect((await post(on, '127.0.0.1')).status).toBe(200);
    expect(() =>
      checkConfigForStart(
        testConfig({ TEST_CLOCK_ENABLED: 'true', PUBLIC_URL: 'https://tiix.example.com' }),
      ),
    ).toThrow(/TEST_CLOCK_ENABLED/);
    expect(() =>
      checkConfigForStart(
        testConfig({ TEST_CLOCK_ENABLED: 'true', PUBLIC_URL: 'http://localhost:3300' }),
      ),
    ).not.toThrow();
  });
});
