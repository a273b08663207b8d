import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../db/schema/drafts.js';
import { createDraftClock } from '../jobs/draft-clock.js';
import { setupTestDatabase } from '../testing/db.js';
import { shutDown } from './lifecycle.js';
import { draftIn, teamWithGames, testApp, type TestApp } from '../testing/index.js';

const testDb = setupTestDatabase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
});

/** The app behind a real Node server, with a route that takes `ms` to answer. */
async function listening(t: TestApp) {
  const outer = new Hono();
  let arrived = () => {};
  // Resolves once a slow request is being served (its connection accepted).
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  outer.get('/slow', async (c) => {
    arrived();
    await sleep(Number(c.req.query('ms') ?? 500));
    return c.text('done');
  });
  outer.route('/', t.app);
  const server = serve({ fetch: outer.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(async () => {
    server.closeAllConnections();
    server.close();
    await t.deps.realtime.close();
  });
  return { server, base, slowArrived };
}

async function readAll(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

describe('shutDown', () => {
  it('turns unready, ends streams with a reconnect hint, finishes running requests and hands the draft clock on', async () => {
    const t = testApp(testDb.db);
    const { server, base, slowArrived } = await listening(t);
    const team = await teamWithGames(testDb.db, { memberCount: 1, gameCount: 4 });
    const id = await draftIn(t, team, 'active');
    // This instance's clock and another instance's, both asleep until far-off deadlines.
    const mine = createDraftClock(t.deps, { pollMs: 60_000 });
    const other = createDraftClock(t.deps, { pollMs: 60_000 });
    mine.start();
    other.start();
    cleanups.push(() => other.stop());
    await sleep(100);
    // The pick falls due behind both clocks' backs (no wake-up is sent for it).
    await testDb.db
      .update(drafts)
      .set({ pickDeadline: new Date(Date.now() - 1000) })
      .where(eq(drafts.id, id));

    const stream = await fetch(`${base}/api/drafts/${id}/events`, {
      headers: { authorization: `Bearer ${team.members[0]!.token}` },
    });
    expect(stream.status).toBe(200);
    const streamText = readAll(stream);
    const running = fetch(`${base}/slow?ms=400`).then(async (r) => [r.status, await r.text()]);
    // Shut down only once the running request is in (a connection still opening would be refused).
    await slowArrived;

    const started = Date.now();
    const stopping = shutDown({
      deps: t.deps,
      server,
      workers: [mine],
      close: async () => undefined,
      timeoutMs: 5_000,
      logger: t.deps.logger,
    });
    expect(t.deps.lifecycle.draining).toBe(true);
    expect((await t.app.request('/readyz')).status).toBe(503);
    // No new connections.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    expect(await streamText).toMatch(/retry: 1000\nevent: reconnect\ndata:\n\n$/);
    expect(await running).toEqual([200, 'done']);
    expect(await stopping).toBe('clean');
    expect(Date.now() - started).toBeLessThan(5_000);

    // The other instance's clock was woken and made the due pick at once, not at its next poll.
    const deadline = Date.now() + 3_000;
    let overall = 0;
    while (Date.now() < deadline) {
      const [row] = await testDb.db.select().from(drafts).where(eq(drafts.id, id));
      overall = row!.currentOverall;
      if (overall > 0) break;
      await sleep(50);
    }
    expect(overall).toBe(1);
  });

  it('exits within the timeout when a request does not finish', async () => {
    const t = testApp(testDb.db);
    const { server, base } = await listening(t);
    const stuck = fetch(`${base}/slow?ms=20000`).catch(() => 'cut');
    await sleep(50);
    const started = Date.now();
    const outcome = await shutDown({
      deps: t.deps,
      server,
      workers: [],
      close: async () => undefined,
      timeoutMs: 300,
      logger: t.deps.logger,
    });
    expect(outcome).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBe('cut');
  });
});
