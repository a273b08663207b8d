import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { games } from '../../db/schema/games.js';
import { notifications } from '../../db/schema/notifications.js';
import { createGameReminders } from '../../jobs/game-reminders.js';
import { notify, type NotifyInput } from './notify.js';
import { type Caller, errorOf, teamWithGames, setupTestApp } from '../../testing/index.js';

const t = setupTestApp();

const LIST = `query($first: Int, $before: String) { notifications(first: $first, before: $before) {
  items { id kind teamId title body link readAt } nextCursor } unreadNotificationCount }`;
const MARK = `mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }`;
const PREFS = `{ notificationPreferences { kind channel label } }`;
const SET = `mutation($kind: NotificationKind!, $channel: NotificationChannel!) {
  setNotificationPreference(kind: $kind, channel: $channel) { kind channel } }`;

const input = (who: Caller, over: Partial<NotifyInput> = {}): NotifyInput => ({
  userId: who.id,
  kind: 'swap_offered',
  title: 'Alex offered you a swap',
  body: 'Alex offers Opponent 1 for your Opponent 3.',
  link: '/app/teams/x/swaps',
  ...over,
});

const mailsTo = (who: Caller) => t.mailer.sent.filter((m) => m.to === who.email);

describe('notify', () => {
  it('by default records the notification, publishes it live and e-mails with an unsubscribe link', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    const live = t.deps.realtime.subscribe('notifications', member.id);
    const next = live.next();
    await notify(t.deps, input(member, { teamId: team.id }));

    const event = (await next).value!;
    expect(event.notification).toMatchObject({
      kind: 'swap_offered',
      title: 'Alex offered you a swap',
    });
    expect(event.unreadCount).toBe(1);
    await live.return();

    const res = await t.gql(member, LIST);
    expect(res.data.unreadNotificationCount).toBe(1);
    expect(res.data.notifications.items).toMatchObject([
      { kind: 'swap_offered', teamId: team.id, link: '/app/teams/x/swaps', readAt: null },
    ]);
    const mail = t.mailer.last(member.email, 'notification');
    expect(mail.data).toMatchObject({
      title: 'Alex offered you a swap',
      link: 'http://localhost:3000/app/teams/x/swaps',
    });
    expect(mail.data.unsubscribeLink).toMatch(/\/v1\/notifications\/unsubscribe\/[\w-]+$/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${mail.data.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Another member sees nothing of it.
    expect((await t.gql(team.admin, LIST)).data.unreadNotificationCount).toBe(0);
  });

  it("honours the member's choice per kind: off, in-app only, e-mail", async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    expect((await t.gql(member, SET, { kind: 'swap_offered', channel: 'off' })).data).toEqual({
      setNotificationPreference: { kind: 'swap_offered', channel: 'off' },
    });
    await t.gql(member, SET, { kind: 'payment_requested', channel: 'in_app' });
    await notify(t.deps, input(member));
    await notify(t.deps, input(member, { kind: 'payment_requested', title: 'Pay $25' }));
    await notify(t.deps, input(member, { kind: 'game_soon', title: 'Game soon' }));

    const items = (await t.gql(member, LIST)).data.notifications.items;
    expect(items.map((n: { kind: string }) => n.kind).sort()).toEqual([
      'game_soon',
      'payment_requested',
    ]);
    expect(mailsTo(member).map((m) => m.data.title)).toEqual(['Game soon']);

    const prefs = (await t.gql(member, PREFS)).data.notificationPreferences;
    expect(prefs).toHaveLength(11);
    expect(prefs).toContainEqual({
      kind: 'swap_offered',
      channel: 'off',
      label: 'swaps offered to you',
    });
    expect(prefs.find((p: { kind: string }) => p.kind === 'draft_your_turn').channel).toBe('email');
  });

  it('pages newest first, marks read (some or all), and refuses signed-out callers', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    for (let i = 1; i <= 5; i++) await notify(t.deps, input(member, { title: `N${i}` }));
    const first = (await t.gql(member, LIST, { first: 2 })).data.notifications;
    expect(first.items.map((n: { title: string }) => n.title)).toEqual(['N5', 'N4']);
    const second = (await t.gql(member, LIST, { first: 2, before: first.nextCursor })).data
      .notifications;
    expect(second.items.map((n: { title: string }) => n.title)).toEqual(['N3', 'N2']);
    const last = (await t.gql(member, LIST, { first: 2, before: second.nextCursor })).data
      .notifications;
    expect(last).toMatchObject({ items: [{ title: 'N1' }], nextCursor: null });

    expect((await t.gql(member, MARK, { ids: [first.items[0].id] })).data).toEqual({
      markNotificationsRead: 4,
    });
    // Someone else's ids change nothing.
    expect((await t.gql(team.admin, MARK, { ids: [first.items[1].id] })).data).toEqual({
      markNotificationsRead: 0,
    });
    expect((await t.gql(member, MARK, {})).data).toEqual({ markNotificationsRead: 0 });
    expect(errorOf(await t.gql(member, MARK, { ids: ['nope'] })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await t.gql(null, LIST)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await t.gql(member, LIST, { before: team.id })).code).toBe('BAD_USER_INPUT');
  });

  it('keeps links inside the app', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    await notify(t.deps, input(member, { link: 'https://evil.example/x' }));
    await notify(t.deps, input(member, { link: '//evil.example/x' }));
    const items = (await t.gql(member, LIST)).data.notifications.items;
    expect(items.map((n: { link: string }) => n.link)).toEqual(['/app', '/app']);
  });
});

describe('unsubscribe link', () => {
  it('works without signing in, only for that member and kind; GET alone changes nothing', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    await notify(t.deps, input(member));
    await notify(t.deps, input(team.admin));
    const path = new URL(t.mailer.last(member.email, 'notification').data.unsubscribeLink!)
      .pathname;

    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop e-mails about swaps offered to you?');
    let prefs = (await t.gql(member, PREFS)).data.notificationPreferences;
    expect(prefs.find((p: { kind: string }) => p.kind === 'swap_offered').channel).toBe('email');

    // A mail client's one-click POST (RFC 8058).
    const done = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You're unsubscribed");
    prefs = (await t.gql(member, PREFS)).data.notificationPreferences;
    expect(prefs.find((p: { kind: string }) => p.kind === 'swap_offered').channel).toBe('in_app');
    expect(prefs.find((p: { kind: string }) => p.kind === 'game_soon').channel).toBe('email');
    const adminPrefs = (await t.gql(team.admin, PREFS)).data.notificationPreferences;
    expect(adminPrefs.find((p: { kind: string }) => p.kind === 'swap_offered').channel).toBe(
      'email',
    );

    // Still in the centre, no longer by e-mail.
    const before = mailsTo(member).length;
    await notify(t.deps, input(member, { title: 'Again' }));
    expect(mailsTo(member)).toHaveLength(before);
    expect((await t.gql(member, LIST)).data.unreadNotificationCount).toBe(2);

    expect(
      (await t.app.request('/v1/notifications/unsubscribe/unknown', { method: 'POST' })).status,
    ).toBe(404);
    expect((await t.app.request('/v1/notifications/unsubscribe/unknown')).status).toBe(404);
  });
});

describe('payment notifications', () => {
  it('tells the payer of a request and the owner when the payer says they paid', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 1 });
    const member = team.members[0]!;
    const res = await t.gql(
      team.owner,
      `mutation($teamId: ID!, $payer: ID!) { createPaymentRequest(teamId: $teamId, payerUserId: $payer, amountCents: 2500) { id } }`,
      { teamId: team.id, payer: member.id },
    );
    const id = res.data.createPaymentRequest.id;
    await vi.waitFor(async () => {
      const items = (await t.gql(member, LIST)).data.notifications.items;
      expect(items).toMatchObject([
        { kind: 'payment_requested', title: 'owner requested $25.00', link: '/app/payments' },
      ]);
    });
    await t.gql(member, `mutation($id: ID!) { markPaymentSent(id: $id) { id } }`, { id });
    await vi.waitFor(async () => {
      const items = (await t.gql(team.owner, LIST)).data.notifications.items;
      expect(items).toMatchObject([{ kind: 'payment_paid', title: 'm0 paid $25.00' }]);
    });
  });
});

describe('game reminders', () => {
  it('tells each holder of a game in the next 48 hours once, across concurrent runs', async () => {
    const team = await teamWithGames(t.db, { memberCount: 1, gameCount: 3 });
    const member = team.members[0]!;
    const now = new Date();
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const set = (id: string, gameDate: Date, holder: string | null) =>
      t.db
        .update(games)
        .set({
          gameDate,
          kickoffEpochMs: gameDate.getTime(),
          kickoffTz: 'America/Chicago',
          assignedTo: holder,
        })
        .where(eq(games.id, id));
    await set(team.games[0]!, at(24), member.id);
    await set(team.games[1]!, at(72), member.id);
    await set(team.games[2]!, at(30), null);

    const a = createGameReminders(t.deps);
    const b = createGameReminders(t.deps);
    const sent = await Promise.all([a.runDue(now), b.runDue(now), a.runDue(now)]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await a.runDue(now)).toBe(0);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'game_soon')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe('Your game vs Opponent 1 is coming up');
    expect(rows[0]!.body).toMatch(/CST|CDT/);
    expect(mailsTo(member).filter((m) => m.data.title === rows[0]!.title)).toHaveLength(1);

    // A new holder of the same game hears of it too.
    await set(team.games[0]!, at(24), team.admin.id);
    expect(await b.runDue(now)).toBe(1);
  });
});
