import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { HANDOFF_MESSAGES, HANDOFF_STATUSES as DOMAIN_STATUSES } from '@tiix/domain';
import { games } from '../../db/schema/games.js';
import { productEvents } from '../../db/schema/product-events.js';
import { gameHandoffs, handoffNotices, HANDOFF_STATUSES } from '../../db/schema/handoff.js';
import { notificationPreferences, notifications } from '../../db/schema/notifications.js';
import { teamMembers } from '../../db/schema/teams.js';
import type { RequestAuth } from '../../auth/caller.js';
import { createHandoffReminders } from '../../jobs/handoff-reminders.js';
import {
  type Caller,
  errorOf,
  fromAddress,
  type Loose,
  teamWithMembers,
  type TeamWithMembers,
  testApp,
  setupTestApp,
} from '../../testing/index.js';

import { markTicketsSent, myNextGame, type HandoffContext } from './handoff.service.js';

const t = setupTestApp();
const SIGNED_IN: RequestAuth = {
  userId: null,
  role: 'user',
  allowedRoles: ['user'],
  isAnonymous: false,
  isAdmin: false,
  elevated: false,
};

const DAY = 86_400_000;
const VIEW = `gameId opponent status note sentAt answeredAt canMarkSent canConfirm member { userId name }`;
const TICKETS = `query($teamId: ID!) { teamTickets(teamId: $teamId) {
  teamId reminderDays canManage canSend holder { userId name } games { ${VIEW} } } }`;
const SETTINGS = `mutation($teamId: ID!, $holderId: ID, $days: Int) {
  setTicketSettings(teamId: $teamId, holderId: $holderId, reminderDays: $days) {
    reminderDays holder { userId } } }`;
const SEND = `mutation($gameId: ID!, $note: String) { markTicketsSent(gameId: $gameId, note: $note) { ${VIEW} } }`;
const SEND_ALL = `mutation($teamId: ID!, $memberId: ID!, $note: String) {
  markMemberTicketsSent(teamId: $teamId, memberId: $memberId, note: $note) { ${VIEW} } }`;
const RECEIVED = `mutation($gameId: ID!) { confirmTicketsReceived(gameId: $gameId) { ${VIEW} } }`;
const NOT_RECEIVED = `mutation($gameId: ID!) { reportTicketsNotReceived(gameId: $gameId) { ${VIEW} } }`;
const NEXT = `query { myNextGame { gameId teamName opponent status line } }`;

interface Season extends TeamWithMembers {
  admin: Caller;
  /** Game ids by member: mia (members[0]) holds two, noah (members[1]) one, the owner one. */
  mia: string[];
  noah: string[];
  ownersGame: string;
}

/** An Unlimited team: owner, admin, Mia and Noah; four home games in the coming weeks. */
async function season(): Promise<Season> {
  const team = await teamWithMembers(t.db, { memberCount: 3, plan: 'unlimited' });
  const [mia, noah, admin] = team.members as [Caller, Caller, Caller];
  await t.db
    .update(teamMembers)
    .set({ role: 'admin' })
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, admin.id)));
  const holders = [mia.id, mia.id, noah.id, team.owner.id];
  const rows = await t.db
    .insert(games)
    .values(
      holders.map((assignedTo, i) => ({
        teamId: team.id,
        opponent: ['Denver Broncos', 'Las Vegas Raiders', 'New York Giants', 'Chicago Bears'][i]!,
        gameDate: new Date(Date.now() + (10 + i * 7) * DAY),
        kickoffTz: 'America/Chicago',
        isHome: true,
        assignedTo,
      })),
    )
    .returning({ id: games.id, assignedTo: games.assignedTo, gameDate: games.gameDate });
  rows.sort((a, b) => a.gameDate.getTime() - b.gameDate.getTime());
  return {
    ...team,
    members: [mia, noah],
    admin,
    mia: rows.filter((r) => r.assignedTo === mia.id).map((r) => r.id),
    noah: rows.filter((r) => r.assignedTo === noah.id).map((r) => r.id),
    ownersGame: rows.find((r) => r.assignedTo === team.owner.id)!.id,
  };
}

async function ok<T = Loose>(caller: Caller, query: string, variables: object) {
  const res = await t.gql(caller, query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

const kindsOf = async (userId: string, kind: 'tickets_to_send' | 'tickets_for_you') =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('ticket handoff: reading', () => {
  it('keeps the statuses in the schema and the domain the same', () => {
    expect([...HANDOFF_STATUSES]).toEqual([...DOMAIN_STATUSES]);
  });

  it('shows members the holder (the owner by default), 3 reminder days and each game not sent', async () => {
    const s = await season();
    const mia = s.members[0]!;
    const data = await ok(mia, TICKETS, { teamId: s.id });
    expect(data.teamTickets).toMatchObject({
      reminderDays: 3,
      canManage: false,
      canSend: false,
      holder: { userId: s.owner.id, name: 'Olivia' },
    });
    const byGame = new Map(data.teamTickets.games.map((g: Loose) => [g.gameId, g]));
    expect(byGame.get(s.mia[0])).toMatchObject({ status: 'not_sent', canConfirm: true });
    expect(byGame.get(s.noah[0])).toMatchObject({ status: 'not_sent', canConfirm: false });
    // The ticket holder's own game needs no handoff.
    expect(byGame.get(s.ownersGame)).toMatchObject({ status: 'received', canMarkSent: false });
    const owner = await ok(s.owner, TICKETS, { teamId: s.id });
    expect(owner.teamTickets).toMatchObject({ canManage: true, canSend: true });
  });

  it('hides the team from outsiders and signed-out callers', async () => {
    const s = await season();
    expect(errorOf(await t.gql(s.outsider, TICKETS, { teamId: s.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(null, TICKETS, { teamId: s.id })).code).toBe('UNAUTHENTICATED');
    for (const q of [SEND, RECEIVED, NOT_RECEIVED]) {
      expect(errorOf(await t.gql(s.outsider, q, { gameId: s.mia[0] })).code).toBe('NOT_FOUND');
    }
  });
});

describe('ticket handoff: sending and confirming', () => {
  it('lets the owner mark a game sent with a note; the member is told and reads the note', async () => {
    const s = await season();
    const [mia, noah] = s.members as [Caller, Caller];
    const sent = await ok(s.owner, SEND, {
      gameId: s.mia[0],
      note: '  Transfer #4411, Sec 112 Row 4 ',
    });
    expect(sent.markTicketsSent).toMatchObject({
      status: 'sent',
      note: 'Transfer #4411, Sec 112 Row 4',
      member: { userId: mia.id, name: 'Mia' },
    });
    const told = await kindsOf(mia.id, 'tickets_for_you');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Olivia sent your tickets for Denver Broncos');
    // The product event is recorded with the change.
    const events = await t.db
      .select()
      .from(productEvents)
      .where(eq(productEvents.name, 'handoff_sent'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: s.owner.id, teamId: s.id, properties: { games: 1 } });
    expect(t.mailer.last(mia.email).data.title).toBe(told[0]!.title);

    const asMia = await ok(mia, TICKETS, { teamId: s.id });
    expect(asMia.teamTickets.games.find((g: Loose) => g.gameId === s.mia[0]).note).toBe(
      'Transfer #4411, Sec 112 Row 4',
    );
    // Another member reads the status but not the seats.
    const asNoah = await ok(noah, TICKETS, { teamId: s.id });
    expect(asNoah.teamTickets.games.find((g: Loose) => g.gameId === s.mia[0])).toMatchObject({
      status: 'sent',
      note: null,
    });
  });

  it('lets only the ticket holder and the owner mark tickets sent', async () => {
    const s = await season();
    const [mia, noah] = s.members as [Caller, Caller];
    for (const who of [s.admin, mia, noah]) {
      expect(errorOf(await t.gql(who, SEND, { gameId: s.mia[0] }))).toMatchObject({
        code: 'FORBIDDEN',
        message: HANDOFF_MESSAGES.holderOnly,
      });
    }
    // Noah becomes the ticket holder: he sends, the owner still may.
    await ok(s.owner, SETTINGS, { teamId: s.id, holderId: noah.id });
    expect((await ok(noah, SEND, { gameId: s.mia[0] })).markTicketsSent.status).toBe('sent');
    expect((await ok(s.owner, SEND, { gameId: s.mia[1] })).markTicketsSent.status).toBe('sent');
    expect(errorOf(await t.gql(s.admin, SEND, { gameId: s.mia[0] })).code).toBe('FORBIDDEN');
    // Noah's own game needs no sending now, and the owner's game does.
    expect(errorOf(await t.gql(noah, SEND, { gameId: s.noah[0] })).message).toBe(
      HANDOFF_MESSAGES.holderOwnGame,
    );
    expect((await ok(noah, SEND, { gameId: s.ownersGame })).markTicketsSent.status).toBe('sent');
  });

  it('refuses a note over 300 characters and a game that is over', async () => {
    const s = await season();
    expect(
      errorOf(await t.gql(s.owner, SEND, { gameId: s.mia[0], note: 'x'.repeat(301) })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      reason: undefined,
      message: HANDOFF_MESSAGES.note,
    });
    await t.db.update(games).set({ status: 'final' }).where(eq(games.id, s.mia[0]!));
    expect(errorOf(await t.gql(s.owner, SEND, { gameId: s.mia[0] })).message).toBe(
      HANDOFF_MESSAGES.gameOver,
    );
  });

  it('marks all of a member’s waiting games sent at once, and says when none wait', async () => {
    const s = await season();
    const mia = s.members[0]!;
    await ok(mia, RECEIVED, { gameId: s.mia[1] });
    const data = await ok(s.owner, SEND_ALL, { teamId: s.id, memberId: mia.id, note: 'Sec 9' });
    expect(data.markMemberTicketsSent.map((g: Loose) => g.gameId)).toEqual([s.mia[0]]);
    expect((await kindsOf(mia.id, 'tickets_for_you')).length).toBe(1);
    expect(
      errorOf(await t.gql(s.owner, SEND_ALL, { teamId: s.id, memberId: mia.id })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: HANDOFF_MESSAGES.noGamesToSend,
    });
    expect(errorOf(await t.gql(mia, SEND_ALL, { teamId: s.id, memberId: mia.id })).code).toBe(
      'FORBIDDEN',
    );
    expect(
      errorOf(await t.gql(s.outsider, SEND_ALL, { teamId: s.id, memberId: mia.id })).code,
    ).toBe('NOT_FOUND');
  });

  it('lets only the game’s member confirm or report; "not received" tells the holder', async () => {
    const s = await season();
    const [mia, noah] = s.members as [Caller, Caller];
    expect(errorOf(await t.gql(mia, NOT_RECEIVED, { gameId: s.mia[0] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: HANDOFF_MESSAGES.notSentYet,
    });
    await ok(s.owner, SEND, { gameId: s.mia[0] });
    for (const who of [noah, s.admin, s.owner]) {
      for (const q of [RECEIVED, NOT_RECEIVED]) {
        expect(errorOf(await t.gql(who, q, { gameId: s.mia[0] }))).toMatchObject({
          code: 'FORBIDDEN',
          message: HANDOFF_MESSAGES.memberOnly,
        });
      }
    }
    const reported = await ok(mia, NOT_RECEIVED, { gameId: s.mia[0] });
    expect(reported.reportTicketsNotReceived).toMatchObject({
      status: 'not_received',
      canMarkSent: false,
    });
    const told = await kindsOf(s.owner.id, 'tickets_to_send');
    expect(told.map((n) => n.title)).toEqual([
      'Mia did not receive the tickets for Denver Broncos',
    ]);
    // Sent again, then confirmed.
    await ok(s.owner, SEND, { gameId: s.mia[0] });
    const confirmed = await ok(mia, RECEIVED, { gameId: s.mia[0] });
    expect(confirmed.confirmTicketsReceived).toMatchObject({
      status: 'received',
      canConfirm: true,
    });
    expect(confirmed.confirmTicketsReceived.answeredAt).not.toBeNull();
  });
});

describe('ticket handoff: settings', () => {
  it('lets only the owner pick the holder (a member) and the reminder days (1 to 14)', async () => {
    const s = await season();
    const [mia, noah] = s.members as [Caller, Caller];
    for (const who of [s.admin, mia]) {
      expect(errorOf(await t.gql(who, SETTINGS, { teamId: s.id, days: 5 }))).toMatchObject({
        code: 'FORBIDDEN',
        message: HANDOFF_MESSAGES.ownerOnly,
      });
    }
    expect(errorOf(await t.gql(s.outsider, SETTINGS, { teamId: s.id, days: 5 })).code).toBe(
      'NOT_FOUND',
    );
    for (const days of [0, 15]) {
      expect(errorOf(await t.gql(s.owner, SETTINGS, { teamId: s.id, days }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: HANDOFF_MESSAGES.reminderDays,
      });
    }
    expect(
      errorOf(await t.gql(s.owner, SETTINGS, { teamId: s.id, holderId: s.outsider.id })).message,
    ).toBe(HANDOFF_MESSAGES.holderNotMember);
    const set = await ok(s.owner, SETTINGS, { teamId: s.id, holderId: noah.id, days: 5 });
    expect(set.setTicketSettings).toEqual({ reminderDays: 5, holder: { userId: noah.id } });
    const back = await ok(s.owner, SETTINGS, { teamId: s.id, holderId: s.owner.id });
    expect(back.setTicketSettings).toEqual({ reminderDays: 5, holder: { userId: s.owner.id } });
  });
});

describe('ticket handoff: a game changing hands', () => {
  const PROPOSE = `mutation($teamId: ID!, $receiverId: ID!, $terms: SwapTermsInput!) {
    proposeSwap(teamId: $teamId, receiverId: $receiverId, terms: $terms) { id } }`;
  const ACCEPT = `mutation($id: ID!) { acceptSwap(swapId: $id) { status } }`;
  const OFFER = `mutation($gameId: ID!) { offerUpForGrabs(gameId: $gameId) { id } }`;
  const TAKE = `mutation($id: ID!) { takeGame(grabId: $id) { status } }`;

  it('a swap puts sent tickets back to not sent and tells the holder and the previous member', async () => {
    const s = await season();
    const [mia, noah] = s.members as [Caller, Caller];
    await ok(s.owner, SEND, { gameId: s.mia[0], note: 'Sec 1' });
    await ok(mia, RECEIVED, { gameId: s.mia[0] });
    const offer = await ok(mia, PROPOSE, {
      teamId: s.id,
      receiverId: noah.id,
      terms: { giveGameIds: [s.mia[0]], takeGameIds: [s.noah[0]] },
    });
    await ok(noah, ACCEPT, { id: offer.proposeSwap.id });

    const [row] = await t.db.select().from(gameHandoffs).where(eq(gameHandoffs.gameId, s.mia[0]!));
    expect(row).toMatchObject({ memberId: noah.id, status: 'not_sent', note: null });
    const asNoah = await ok(noah, TICKETS, { teamId: s.id });
    expect(asNoah.teamTickets.games.find((g: Loose) => g.gameId === s.mia[0])).toMatchObject({
      status: 'not_sent',
      member: { userId: noah.id },
    });
    expect((await kindsOf(mia.id, 'tickets_for_you')).map((n) => n.title)).toContain(
      'Your tickets for Denver Broncos go to Noah',
    );
    expect((await kindsOf(s.owner.id, 'tickets_to_send')).map((n) => n.title)).toEqual([
      'Send the tickets for Denver Broncos to Noah',
    ]);
    expect(await t.db.select().from(handoffNotices)).toHaveLength(0);
    // Noah's game went to Mia with nothing sent: nobody is told of it.
    expect((await kindsOf(s.owner.id, 'tickets_to_send')).length).toBe(1);
  });

  it('a grab taken does the same', async () => {
    const s = await season();
    const [mia, noah] = s.members as [Caller, Caller];
    await ok(s.owner, SEND, { gameId: s.noah[0] });
    const grab = await ok(noah, OFFER, { gameId: s.noah[0] });
    await ok(mia, TAKE, { id: grab.offerUpForGrabs.id });
    const asMia = await ok(mia, TICKETS, { teamId: s.id });
    expect(asMia.teamTickets.games.find((g: Loose) => g.gameId === s.noah[0])).toMatchObject({
      status: 'not_sent',
      member: { userId: mia.id },
      canConfirm: true,
    });
    expect((await kindsOf(noah.id, 'tickets_for_you')).map((n) => n.title)).toContain(
      'Your tickets for New York Giants go to Mia',
    );
    expect((await kindsOf(s.owner.id, 'tickets_to_send')).map((n) => n.title)).toEqual([
      'Send the tickets for New York Giants to Mia',
    ]);
  });
});

describe('ticket handoff: reminders', () => {
  it('reminds the holder N days ahead of a game not sent, once across concurrent runs', async () => {
    const s = await season();
    const mia = s.members[0]!;
    // Mia's first game is 10 days away: 3 days is the default, so 8 days from now it is due.
    const a = createHandoffReminders(t.deps);
    const b = createHandoffReminders(t.deps);
    expect(await a.runDue(new Date())).toBe(0);
    const at = new Date(Date.now() + 8 * DAY);
    const sent = await Promise.all([a.runDue(at), b.runDue(at), a.runDue(at)]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await b.runDue(at)).toBe(0);
    const rows = await kindsOf(s.owner.id, 'tickets_to_send');
    expect(rows.map((r) => r.title)).toEqual(['Send Mia the tickets for Denver Broncos']);
    expect(t.mailer.last(s.owner.email).data.title).toBe(rows[0]!.title);
    // Not the member yet (that is a day ahead), and never for the owner's own game.
    expect(await kindsOf(mia.id, 'tickets_for_you')).toHaveLength(0);
  });

  it('follows the team setting and skips games already sent', async () => {
    const s = await season();
    await ok(s.owner, SETTINGS, { teamId: s.id, days: 10 });
    await ok(s.owner, SEND, { gameId: s.mia[0] });
    const job = createHandoffReminders(t.deps);
    // 10 days ahead: Mia's first game is sent, her second (17 days) is 10 days off in 7 days.
    expect(await job.runDue(new Date(Date.now() + 1 * DAY))).toBe(0);
    expect(await job.runDue(new Date(Date.now() + 8 * DAY))).toBe(1);
    expect((await kindsOf(s.owner.id, 'tickets_to_send')).map((r) => r.title)).toEqual([
      'Send Mia the tickets for Las Vegas Raiders',
    ]);
  });

  it('reminds the member a day before when not confirmed, respecting their preference', async () => {
    const s = await season();
    const [mia, noah] = s.members as [Caller, Caller];
    await ok(s.owner, SEND_ALL, { teamId: s.id, memberId: mia.id });
    await ok(s.owner, SEND, { gameId: s.noah[0] });
    await ok(noah, RECEIVED, { gameId: s.noah[0] });
    const job = createHandoffReminders(t.deps, { now: () => new Date(Date.now() + 9.5 * DAY) });
    expect(await job.runDue()).toBe(1);
    const rows = await kindsOf(mia.id, 'tickets_for_you');
    expect(rows.at(-1)!.title).toBe('Your game vs Denver Broncos is tomorrow: tickets sent');

    // Mia turns these off: her second game's reminder is claimed but not shown.
    await t.db
      .insert(notificationPreferences)
      .values({ userId: mia.id, kind: 'tickets_for_you', channel: 'off' });
    const later = new Date(Date.now() + 16.5 * DAY);
    const before = (await kindsOf(mia.id, 'tickets_for_you')).length;
    expect(await job.runDue(later)).toBe(1);
    expect((await kindsOf(mia.id, 'tickets_for_you')).length).toBe(before);
    // Noah confirmed: no reminder at his game.
    expect(await job.runDue(new Date(Date.now() + 23.5 * DAY))).toBe(0);
  });

  it('runs only through the test clock when it is turned on, and only from this machine', async () => {
    const off = await t.app.request(
      '/dev/clock/handoff-reminders',
      { method: 'POST', body: '{}' },
      fromAddress('127.0.0.1'),
    );
    expect(off.status).toBe(404);
    const on = testApp(t.db, { TEST_CLOCK_ENABLED: 'true' });
    const s = await season();
    const run = (now: string) =>
      on.app.request(
        '/dev/clock/handoff-reminders',
        {
          method: 'POST',
          body: JSON.stringify({ now }),
          headers: { 'content-type': 'application/json' },
        },
        fromAddress('127.0.0.1'),
      );
    expect((await run('not a time')).status).toBe(400);
    const res = await run(new Date(Date.now() + 8 * DAY).toISOString());
    expect(await res.json()).toEqual({ sent: 1 });
    expect(await kindsOf(s.owner.id, 'tickets_to_send')).toHaveLength(1);
  });
});

describe('ticket handoff: dashboard and calendar', () => {
  it('gives the member’s next game line with its status', async () => {
    const s = await season();
    const mia = s.members[0]!;
    const kickoff = Date.UTC(2026, 11, 7, 1, 20);
    await t.db
      .update(games)
      .set({ gameDate: new Date(kickoff), kickoffEpochMs: kickoff })
      .where(eq(games.id, s.mia[0]!));
    const clockNow = new Date(kickoff - 5 * DAY);
    const as = (who: Caller): HandoffContext => ({
      db: t.db,
      auth: { ...SIGNED_IN, userId: who.id },
      deps: t.deps,
      now: () => clockNow,
    });
    await markTicketsSent(as(s.owner), s.mia[0]!);
    expect((await myNextGame(as(mia)))!.line).toBe(
      'Sun Dec 6 · Denver Broncos at Dallas Cowboys · tickets sent',
    );
    expect((await ok(s.outsider, NEXT, {})).myNextGame).toBeNull();
  });

  it('says the handoff in the calendar feed event', async () => {
    const s = await season();
    const mia = s.members[0]!;
    await ok(s.owner, SEND, { gameId: s.mia[0] });
    const feeds = await ok(
      mia,
      `query($teamId: ID!) { myCalendarFeeds(teamId: $teamId) { memberFeedUrl teamFeedUrl } }`,
      {
        teamId: s.id,
      },
    );
    const res = await t.app.request(new URL(feeds.myCalendarFeeds.teamFeedUrl).pathname);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const byOpponent = new Map(events.map((e) => [e.summary.split(' vs ')[1]!.split(' (')[0], e]));
    expect(byOpponent.get('Denver Broncos')!.description).toBe('Held by Mia\nTickets: sent');
    expect(byOpponent.get('New York Giants')!.description).toBe('Held by Noah\nTickets: not sent');
  });
});
