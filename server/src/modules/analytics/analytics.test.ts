import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productEvents } from '../../db/schema/product-events.js';
import { games } from '../../db/schema/games.js';
import { users } from '../../db/schema/auth.js';
import { setupTestDatabase } from '../../testing/db.js';
import {
  draftIn,
  gql,
  send,
  signedInUser,
  teamWithGames,
  teamWithMembers,
  testApp,
  type TestApp,
} from '../../testing/index.js';
import { recordProductEvent } from './analytics.service.js';
import { createProductEventsRetention } from './retention.job.js';

const testDb = setupTestDatabase();
const TOKEN = 'metrics-token-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;

const rows = () => testDb.db.select().from(productEvents).orderBy(productEvents.occurredAt);
const named = async (name: string) => (await rows()).filter((r) => r.name === name);

const post = (t: TestApp, body: unknown, options: { token?: string; from?: string } = {}) =>
  send<{ ok: boolean; accepted?: number; error?: string; message?: string }>(
    t.app,
    'POST',
    '/api/events',
    {
      body,
      from: options.from ?? '198.51.100.7',
      ...(options.token ? { token: options.token } : {}),
    },
  );

describe('POST /api/events', () => {
  it('stores a signed-in batch with the user, the category and when each event happened', async () => {
    const t = testApp(testDb.db);
    const team = await teamWithMembers(testDb.db);
    const other = await teamWithMembers(testDb.db);
    const before = Date.now();
    const res = await post(
      t,
      {
        events: [
          { name: 'step_completed', properties: { step: 1, stepName: 'name' }, ageMs: 60_000 },
          { name: 'team_created', teamId: team.id, properties: { invites: 2 } },
          // Not the caller's team: stored without it.
          { name: 'team_created', teamId: other.id },
        ],
      },
      { token: team.owner.token },
    );
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, accepted: 3 });
    const stored = await rows();
    expect(stored).toHaveLength(3);
    expect(stored.map((r) => [r.name, r.category, r.userId, r.teamId])).toEqual([
      ['step_completed', 'team_creation_modal', team.owner.id, null],
      ['team_created', 'team_creation_modal', team.owner.id, team.id],
      ['team_created', 'team_creation_modal', team.owner.id, null],
    ]);
    expect(stored[0]!.properties).toEqual({ step: 1, stepName: 'name' });
    // The browser says how long ago; the server's clock places it.
    const step = stored[0]!;
    expect(step.receivedAt.getTime() - step.occurredAt.getTime()).toBe(60_000);
    expect(step.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts signed-out batches (the wizard runs before sign-in) and a stale token as signed out', async () => {
    const t = testApp(testDb.db);
    expect((await post(t, { events: [{ name: 'step_completed' }] })).status).toBe(202);
    const stale = await post(
      t,
      { events: [{ name: 'team_creation_failed' }] },
      { token: 'not.a.jwt' },
    );
    expect(stale.status).toBe(202);
    expect((await rows()).map((r) => r.userId)).toEqual([null, null]);
  });

  it('accepts the text/plain body of a beacon', async () => {
    const t = testApp(testDb.db);
    const res = await t.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events: [{ name: 'step_completed', properties: { step: 2 } }] }),
    });
    expect(res.status).toBe(202);
    expect(await named('step_completed')).toHaveLength(1);
  });

  it('refuses unknown and server-only names, bad properties and oversized batches, storing nothing', async () => {
    const t = testApp(testDb.db);
    const user = await signedInUser(testDb.db);
    const cases: [unknown, string][] = [
      [{ events: [{ name: 'page_viewed' }] }, 'events[0].name "page_viewed" is not a known event'],
      [
        { events: [{ name: 'step_completed' }, { name: 'payment_paid' }] },
        'events[1].name "payment_paid" is recorded by the server, not sent by clients',
      ],
      [
        { events: [{ name: 'team_created', properties: { email: 'x'.repeat(300) } }] },
        'events[0].properties.email is longer than 200 characters',
      ],
      [
        { events: Array.from({ length: 51 }, () => ({ name: 'step_completed' })) },
        'A batch holds at most 50 events',
      ],
      [
        {
          events: [{ name: 'team_creation_failed', properties: { error: 'Bad: sam@example.com' } }],
        },
        'events[0].properties.error must not contain an e-mail address',
      ],
      [{ event: [] }, 'Unknown field "event"; send {"events": [...]}'],
    ];
    for (const [body, message] of cases) {
      const res = await post(t, body, { token: user.token });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ ok: false, error: 'invalid_events', message });
    }
    const notJson = await t.app.request('/api/events', { method: 'POST', body: '{"events": [' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      ok: false,
      error: 'invalid_events',
      message: 'The body must be JSON',
    });
    // Past the /api body limit before anything is read.
    const huge = await post(t, { events: [{ name: 'step_completed', pad: 'x'.repeat(70_000) }] });
    expect(huge.status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });

  it('limits batches per user, and per client address when signed out', async () => {
    const t = testApp(testDb.db, {
      PRODUCT_EVENTS_RATE_LIMIT_BURST: '2',
      PRODUCT_EVENTS_RATE_LIMIT_INTERVAL: '60',
    });
    const user = await signedInUser(testDb.db);
    const batch = { events: [{ name: 'step_completed' }] };
    expect((await post(t, batch, { token: user.token })).status).toBe(202);
    expect((await post(t, batch, { token: user.token, from: '198.51.100.8' })).status).toBe(202);
    const refused = await post(t, batch, { token: user.token, from: '198.51.100.9' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, error: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user, and a signed-out address, have their own budgets.
    const other = await signedInUser(testDb.db);
    expect((await post(t, batch, { token: other.token })).status).toBe(202);
    expect((await post(t, batch, { from: '203.0.113.5' })).status).toBe(202);
    expect((await post(t, batch, { from: '203.0.113.5' })).status).toBe(202);
    expect((await post(t, batch, { from: '203.0.113.5' })).status).toBe(429);
    expect(await rows()).toHaveLength(5);
  });
});

describe('retention', () => {
  it('deletes events older than PRODUCT_EVENTS_RETENTION_DAYS and keeps the rest', async () => {
    const t = testApp(testDb.db, { PRODUCT_EVENTS_RETENTION_DAYS: '30' });
    const now = new Date('2026-06-30T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    await testDb.db.insert(productEvents).values(
      [45, 31, 29, 1].map((days) => ({
        name: 'team_created' as const,
        category: 'team_creation_modal',
        occurredAt: at(days),
        receivedAt: at(days),
      })),
    );
    const job = createProductEventsRetention(t.deps);
    expect(await job.runDue(now)).toBe(2);
    expect((await rows()).map((r) => r.occurredAt.toISOString())).toEqual([
      at(29).toISOString(),
      at(1).toISOString(),
    ]);
    expect(await job.runDue(now)).toBe(0);
  });

  it('keeps 400 days by default', () => {
    expect(testApp(testDb.db).deps.config.productEvents.retentionDays).toBe(400);
  });
});

describe('GET /api/admin/events/daily', () => {
  async function seed() {
    const day = (iso: string) => new Date(iso);
    await testDb.db.insert(productEvents).values(
      (
        [
          ['step_completed', '2026-03-01T00:00:00Z'],
          ['step_completed', '2026-03-01T23:59:59Z'],
          ['team_created', '2026-03-01T12:00:00Z'],
          ['team_created', '2026-03-03T08:00:00Z'],
          ['draft_started', '2026-03-03T09:00:00Z'],
          // Outside the range asked for.
          ['team_created', '2026-02-28T23:59:59Z'],
          ['team_created', '2026-03-04T00:00:00Z'],
        ] as const
      ).map(([name, iso]) => ({
        name,
        category: name === 'draft_started' ? 'draft' : 'team_creation_modal',
        occurredAt: day(iso),
        receivedAt: day(iso),
      })),
    );
  }

  it('counts by UTC day and name, with every day of the range', async () => {
    const t = testApp(testDb.db, { METRICS_TOKEN: TOKEN });
    await seed();
    const res = await send<Record<string, unknown>>(
      t.app,
      'GET',
      '/api/admin/events/daily?from=2026-03-01&to=2026-03-03',
      { token: TOKEN, from: '203.0.113.9' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-03',
      days: [
        { day: '2026-03-01', total: 3, counts: { step_completed: 2, team_created: 1 } },
        { day: '2026-03-02', total: 0, counts: {} },
        { day: '2026-03-03', total: 2, counts: { draft_started: 1, team_created: 1 } },
      ],
      totals: { step_completed: 2, team_created: 2, draft_started: 1 },
    });
    // This machine needs no token.
    const local = await send(
      t.app,
      'GET',
      '/api/admin/events/daily?from=2026-03-01&to=2026-03-01',
      {
        from: '127.0.0.1',
      },
    );
    expect(local.status).toBe(200);
  });

  it('is hidden from everyone else, signed-in users and X-Forwarded-For included', async () => {
    const t = testApp(testDb.db, { METRICS_TOKEN: TOKEN });
    await seed();
    const user = await signedInUser(testDb.db);
    const path = '/api/admin/events/daily';
    const remote = await send(t.app, 'GET', path, {
      from: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.status).toBe(404);
    expect((await send(t.app, 'GET', path)).status).toBe(404);
    // A user's access token is not the operator's token.
    expect(
      (await send(t.app, 'GET', path, { token: user.token, from: '203.0.113.9' })).status,
    ).toBe(401);
    expect(
      (
        await send(t.app, 'GET', path, {
          token: 'metrics-token-wrong-0123456789',
          from: '127.0.0.1',
        })
      ).status,
    ).toBe(401);
    // Without METRICS_TOKEN configured, no token opens it.
    const closed = testApp(testDb.db);
    expect(
      (await send(closed.app, 'GET', path, { token: TOKEN, from: '203.0.113.9' })).status,
    ).toBe(401);
  });

  it('refuses bad dates and ranges with a clear message', async () => {
    const t = testApp(testDb.db, { METRICS_TOKEN: TOKEN });
    const ask = (query: string) =>
      send(t.app, 'GET', `/api/admin/events/daily?${query}`, { token: TOKEN });
    expect((await ask('from=2026-02-30')).body).toEqual({
      ok: false,
      error: 'invalid_date',
      message: 'from must be a date YYYY-MM-DD',
    });
    expect((await ask('from=2026-03-02&to=2026-03-01')).body).toMatchObject({
      error: 'invalid_range',
      message: 'from must not be after to',
    });
    expect((await ask('from=2020-01-01&to=2026-01-01')).status).toBe(400);
    // Default: the last 30 days up to today.
    const recent = await ask('');
    expect(recent.status).toBe(200);
    expect((recent.body as { days: unknown[] }).days).toHaveLength(30);
  });
});

describe('server-side events', () => {
  it('are recorded when a draft starts and completes, in its transaction', async () => {
    const t = testApp(testDb.db);
    const team = await teamWithGames(testDb.db, { gameCount: 4 });
    const draftId = await draftIn(t, team, 'active');
    expect(await named('draft_started')).toEqual([
      expect.objectContaining({
        category: 'draft',
        userId: team.owner.id,
        teamId: team.id,
        properties: expect.objectContaining({ pickOrder: 'snake' }),
      }),
    ]);
    expect(await named('draft_completed')).toHaveLength(0);
    const done = await t.rest('POST', '/api/drafts/state', team.owner, {
      id: draftId,
      action: 'complete',
    });
    expect(done.status).toBe(200);
    expect(await named('draft_completed')).toEqual([
      expect.objectContaining({ category: 'draft', userId: team.owner.id, teamId: team.id }),
    ]);
    // A refused action records nothing.
    await t.rest('POST', '/api/drafts/state', team.members[0]!, { id: draftId, action: 'start' });
    expect(await named('draft_started')).toHaveLength(1);
  });

  it('are recorded when a payment is marked paid and when a card pays it', async () => {
    const t = testApp(testDb.db);
    const team = await teamWithMembers(testDb.db, { plan: 'unlimited' });
    const payer = team.members[0]!;
    const create = `mutation($t: ID!, $p: ID!, $a: Int!) {
      createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: $a) { id } }`;
    const first = await gql(t.app, team.owner, create, { t: team.id, p: payer.id, a: 2500 });
    const id = first.data!.createPaymentRequest.id as string;
    const setStatus = `mutation($id: ID!, $s: PaymentRequestStatus!) {
      setPaymentRequestStatus(id: $id, status: $s) { status } }`;
    // A refused change (a member who is not owed it) records nothing.
    await gql(t.app, team.members[1]!, setStatus, { id, s: 'paid' });
    expect(await named('payment_paid')).toHaveLength(0);
    await gql(t.app, team.owner, setStatus, { id, s: 'waived' });
    expect(await named('payment_paid')).toHaveLength(0);
    expect((await gql(t.app, team.owner, setStatus, { id, s: 'paid' })).errors).toBeUndefined();
    expect(await named('payment_paid')).toEqual([
      expect.objectContaining({
        category: 'payments',
        userId: payer.id,
        teamId: team.id,
        properties: { via: 'external', amountCents: 2500 },
      }),
    ]);

    // By card through the sandbox: the verified webhook pays it.
    const link = await t.rest('POST', '/api/payouts/account-link', team.owner, { teamId: team.id });
    await t.app.request(new URL(link.body.url as string).pathname, {
      method: 'POST',
      body: new URLSearchParams({ name: 'O' }),
    });
    const second = await gql(t.app, team.owner, create, { t: team.id, p: payer.id, a: 5000 });
    const started = await gql(t.app, payer, `mutation($id: ID!) { startCardCheckout(id: $id) }`, {
      id: second.data!.createPaymentRequest.id,
    });
    const path = new URL(started.data!.startCardCheckout as string).pathname;
    const paid = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card: '4242 4242 4242 4242',
        exp: '12/34',
        cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    expect((await named('payment_paid')).map((r) => r.properties)).toEqual([
      { via: 'external', amountCents: 2500 },
      { via: 'card', amountCents: 5000 },
    ]);
  });

  it('are recorded when a swap is accepted', async () => {
    const t = testApp(testDb.db);
    const team = await teamWithMembers(testDb.db, { plan: 'unlimited' });
    const [a, b] = team.members as [(typeof team.members)[0], (typeof team.members)[0]];
    const held = await testDb.db
      .insert(games)
      .values(
        [a, b].map((who, i) => ({
          teamId: team.id,
          opponent: `Opponent ${i}`,
          gameDate: new Date(Date.now() + (i + 2) * DAY),
          assignedTo: who.id,
        })),
      )
      .returning({ id: games.id });
    const proposed = await gql(
      t.app,
      a,
      `mutation($teamId: ID!, $receiverId: ID!, $terms: SwapTermsInput!) {
        proposeSwap(teamId: $teamId, receiverId: $receiverId, terms: $terms) { id } }`,
      {
        teamId: team.id,
        receiverId: b.id,
        terms: { giveGameIds: [held[0]!.id], takeGameIds: [held[1]!.id] },
      },
    );
    const swapId = proposed.data!.proposeSwap.id as string;
    const accept = `mutation($id: ID!) { acceptSwap(swapId: $id) { status } }`;
    // Only the receiver may accept: the proposer's try records nothing.
    await gql(t.app, a, accept, { id: swapId });
    expect(await named('swap_accepted')).toHaveLength(0);
    expect((await gql(t.app, b, accept, { id: swapId })).data!.acceptSwap.status).toBe('accepted');
    expect(await named('swap_accepted')).toEqual([
      expect.objectContaining({
        category: 'swaps',
        userId: b.id,
        teamId: team.id,
        properties: { games: 2, money: false },
      }),
    ]);
  });

  it('fits what a service records and forgets the user when the account is deleted', async () => {
    const user = await signedInUser(testDb.db);
    await recordProductEvent(testDb.db, {
      name: 'handoff_sent',
      userId: user.id,
      properties: { note: 'n'.repeat(500), nested: { no: true }, games: 3 },
    });
    const [row] = await named('handoff_sent');
    expect(row).toMatchObject({ category: 'handoff', userId: user.id });
    expect(row!.properties).toEqual({ note: 'n'.repeat(200), games: 3 });
    await testDb.db.delete(users).where(eq(users.id, user.id));
    expect((await named('handoff_sent'))[0]!.userId).toBeNull();
  });
});
