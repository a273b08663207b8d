import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureProductEvents,
  flushProductEvents,
  queuedProductEvents,
  resetProductEvents,
  trackProductEvent,
} from './productEvents';

type Sent = { url: string; init: RequestInit; events: Record<string, unknown>[] };

let sent: Sent[];
let fetchStatus: number | 'offline';
let beacons: { url: string; events: Record<string, unknown>[] }[];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  beacons = [];
  fetchStatus = 202;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (fetchStatus === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ url, init, events: JSON.parse(init.body as string).events });
      return new Response(null, { status: fetchStatus });
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, data: string) => {
      beacons.push({ url, events: JSON.parse(data).events });
      return true;
    }),
  });
});

afterEach(() => {
  resetProductEvents();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('product events', () => {
  it('sends nothing until configured, then one batch after the interval', async () => {
    trackProductEvent('step_completed', { step: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(0);

    configureProductEvents({ getAccessToken: () => 'token-1' });
    trackProductEvent('step_completed', { step: 2 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    const [batch] = sent;
    expect(batch!.url).toBe(`${location.origin}/api/events`);
    expect(batch!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(batch!.init.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
    });
    // Both events, with how long ago each happened (the first waited 65 s).
    expect(batch!.events).toEqual([
      { name: 'step_completed', properties: { step: 1 }, ageMs: 65_000 },
      { name: 'step_completed', properties: { step: 2 }, ageMs: 5000 },
    ]);
    expect(queuedProductEvents()).toHaveLength(0);
  });

  it('sends at once when a batch is full, and fits properties to the limits', async () => {
    configureProductEvents({ batchSize: 3 });
    trackProductEvent('team_creation_failed', { error: 'x'.repeat(500), nested: { a: 1 } });
    trackProductEvent('team_created', { invites: 2 }, { teamId: 'team-1' });
    expect(sent).toHaveLength(0);
    trackProductEvent('step_completed');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    const [failed, created] = sent[0]!.events;
    expect((failed!.properties as { error: string }).error).toHaveLength(200);
    expect(failed!.properties).not.toHaveProperty('nested');
    expect(created).toMatchObject({ teamId: 'team-1', properties: { invites: 2 } });
    // Signed out: no Authorization header.
    expect(sent[0]!.init.headers).not.toHaveProperty('authorization');
  });

  it('keeps a batch the server could not take and sends it on the next try; drops refused ones', async () => {
    configureProductEvents();
    fetchStatus = 'offline';
    trackProductEvent('step_completed', { step: 1 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(queuedProductEvents()).toEqual([{ name: 'step_completed', properties: { step: 1 } }]);
    fetchStatus = 202;
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent.map((s) => s.events.length)).toEqual([1]);

    fetchStatus = 400;
    trackProductEvent('step_completed', { step: 2 });
    await flushProductEvents();
    expect(queuedProductEvents()).toHaveLength(0);
    fetchStatus = 202;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
  });

  it('hands everything to sendBeacon when the page is hidden or left, signed out', async () => {
    configureProductEvents();
    trackProductEvent('step_completed', { step: 1 });
    trackProductEvent('team_creation_failed', { error: 'limit' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([
      {
        url: `${location.origin}/api/events`,
        events: [
          { name: 'step_completed', properties: { step: 1 }, ageMs: 0 },
          { name: 'team_creation_failed', properties: { error: 'limit' }, ageMs: 0 },
        ],
      },
    ]);
    expect(queuedProductEvents()).toHaveLength(0);
    // Nothing left for the timer.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(0);

    trackProductEvent('step_completed', { step: 2 });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('uses a keepalive fetch with the token when the page is left signed in', async () => {
    configureProductEvents({ getAccessToken: () => 'token-2' });
    trackProductEvent('team_created', {}, { teamId: 'team-2' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toHaveLength(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init).toMatchObject({ keepalive: true });
    expect(sent[0]!.init.headers).toMatchObject({ authorization: 'Bearer token-2' });
  });

  it('splits a long queue into batches of 50 and never throws', async () => {
    configureProductEvents({ batchSize: 1000 });
    for (let i = 0; i < 120; i++) trackProductEvent('step_completed', { step: i });
    await flushProductEvents();
    expect(sent.map((s) => s.events.length)).toEqual([50, 50, 20]);
    vi.stubGlobal('fetch', () => {
      throw new Error('boom');
    });
    expect(() => trackProductEvent('step_completed')).not.toThrow();
    await expect(flushProductEvents()).resolves.toBeUndefined();
  });
});
