// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, MOCK_USER, mockAuthBackend } from '../mocks/auth';
import { AUTH_STORAGE_PREFIX } from './constants';
import { flushMessages, makeClient, memoryStorage, useFakeClock } from './testing/helpers';
import type { AuthClient } from './AuthClient';
import { setupMswServer } from '../testing/msw';

const server = setupMswServer(...authHandlers);
const clients: AuthClient[] = [];
const REFRESH_KEY = `${AUTH_STORAGE_PREFIX}refreshToken`;

beforeEach(() => {
  mockAuthBackend.reset();
  useFakeClock();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.useRealTimers();
});

function track<T extends { client: AuthClient }>(made: T): T {
  clients.push(made.client);
  return made;
}

async function signedInClient(options: Parameters<typeof makeClient>[1] = {}) {
  const storage = memoryStorage();
  const made = track(makeClient(storage, { crossTab: false, ...options }));
  await made.client.start();
  const result = await made.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
  expect(result).toMatchObject({ success: true, message: 'Logged in!' });
  return { ...made, storage };
}

const tokenCalls = () => mockAuthBackend.calls.get('/token') ?? 0;

describe('automatic refresh', () => {
  it('refreshes once half of the 60 s window remains (900 s token: at 870 s)', async () => {
    const { client, events, storage } = await signedInClient();
    const first = client.getSession()!;
    await vi.advanceTimersByTimeAsync(869_000);
    expect(tokenCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tokenCalls()).toBe(1);
    const next = client.getSession()!;
    expect(next.accessToken).not.toBe(first.accessToken);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.refreshTokenId).toBe(first.refreshTokenId);
    expect(storage.getItem(REFRESH_KEY)).toBe(next.refreshToken);
    expect(events.map((e) => e.event)).toEqual(['SIGNED_IN', 'TOKEN_CHANGED']);
    // The next one is due 870 s after this one, not sooner.
    await vi.advanceTimersByTimeAsync(869_000);
    expect(tokenCalls()).toBe(1);
  });

  it('may refresh at random inside the last 60 s, which spreads tabs apart', async () => {
    const { client } = await signedInClient({ random: () => 0 });
    await vi.advanceTimersByTimeAsync(839_000);
    expect(tokenCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tokenCalls()).toBe(1);
    expect(client.getSession()).not.toBeNull();
  });

  it('refreshes at the next check when the token has already expired (a sleeping laptop)', async () => {
    const { client } = await signedInClient();
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tokenCalls()).toBe(1);
    expect(client.getSession()).not.toBeNull();
  });

  it('retries a failed refresh after 5, 10, 20, 40 and 80 s, then gives up', async () => {
    const { client, events, storage } = await signedInClient();
    const calls: number[] = [];
    server.use(
      http.post('*/v1/auth/token', () => {
        calls.push(Date.now());
        return HttpResponse.json(
          { status: 500, error: 'internal-server-error', message: 'Something went wrong!' },
          { status: 500 },
        );
      }),
    );
    await vi.advanceTimersByTimeAsync(870_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000 + 10_000 + 20_000 + 40_000 + 80_000);
    expect(calls).toHaveLength(6);
    expect(calls.slice(1).map((t, i) => (t - calls[i]!) / 1000)).toEqual([5, 10, 20, 40, 80]);
    // Out of retries: this tab is signed out, but the token stays for a reload to try again.
    expect(events.at(-1)?.event).toBe('SIGNED_OUT');
    expect(client.getSession()).toBeNull();
    expect(storage.getItem(REFRESH_KEY)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(6);
  });

  it('recovers when a retry succeeds', async () => {
    const { client } = await signedInClient();
    let failures = 2;
    server.use(
      http.post('*/v1/auth/token', () => (failures-- > 0 ? HttpResponse.error() : undefined)),
    );
    await vi.advanceTimersByTimeAsync(870_000 + 5_000 + 10_000);
    expect(client.getSession()).not.toBeNull();
    // Two failed network calls never reached the backend; the third did.
    expect(tokenCalls()).toBe(1);
  });

  it('signs out on a 401 from the refresh', async () => {
    const { client, events, storage } = await signedInClient();
    mockAuthBackend.devices.clear(); // revoked elsewhere ("sign out all devices")
    await vi.advanceTimersByTimeAsync(870_000);
    expect(tokenCalls()).toBe(1);
    expect(client.getSession()).toBeNull();
    expect(events.map((e) => e.event)).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    expect(storage.getItem(REFRESH_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tokenCalls()).toBe(1);
  });

  it('lets only one of two tabs sharing storage refresh, and the other adopts its session', async () => {
    const storage = memoryStorage();
    const a = track(makeClient(storage));
    const b = track(makeClient(storage));
    await Promise.all([a.client.start(), b.client.start()]);
    await a.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    await flushMessages();
    expect(b.client.getSession()?.accessToken).toBe(a.client.getSession()?.accessToken);

    // Both tabs' checks fire in the same millisecond and both want to refresh.
    await vi.advanceTimersByTimeAsync(870_000);
    await flushMessages();
    await vi.advanceTimersByTimeAsync(2_000);
    await flushMessages();

    expect(tokenCalls()).toBe(1);
    const refreshed = a.client.getSession()!;
    expect(b.client.getSession()).toEqual(refreshed);
    expect(storage.getItem(REFRESH_KEY)).toBe(refreshed.refreshToken);
    expect(b.events.map((e) => e.event)).toEqual(['SIGNED_IN', 'TOKEN_CHANGED']);
  });

  it('serialises two tabs refreshing in the same instant, so the token is sent once', async () => {
    const storage = memoryStorage();
    const a = track(makeClient(storage));
    const b = track(makeClient(storage));
    await Promise.all([a.client.start(), b.client.start()]);
    await a.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    await flushMessages();
    const both = Promise.all([a.client.refreshSession(), b.client.refreshSession()]);
    await vi.advanceTimersByTimeAsync(1_000);
    const [fromA, fromB] = await both;
    expect(tokenCalls()).toBe(1);
    expect(fromA).not.toBeNull();
    expect(fromB).toEqual(fromA);
    expect(b.events.map((e) => e.event)).toEqual(['SIGNED_IN', 'TOKEN_CHANGED']);
  });

  it('without broadcasts, a tab still skips the refresh another tab has just made', async () => {
    const storage = memoryStorage();
    const a = track(makeClient(storage, { crossTab: false }));
    await a.client.start();
    await a.client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    // A second tab that imported the stored token at start-up (which rotated it).
    const b = track(makeClient(storage, { crossTab: false }));
    await b.client.start();
    expect(b.client.getSession()).not.toBeNull();
    const sent: string[] = [];
    server.use(
      http.post('*/v1/auth/token', async ({ request }) => {
        sent.push(((await request.clone().json()) as { refreshToken: string }).refreshToken);
        return undefined;
      }),
    );
    await vi.advanceTimersByTimeAsync(875_000);
    // Tab A refreshed; tab B saw the newer token in storage and left it alone.
    expect(sent).toHaveLength(1);
    expect(a.client.getSession()).not.toBeNull();
    expect(b.client.getSession()).not.toBeNull();
    // Once B's own access token runs out it refreshes with the newest stored token.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    expect(b.client.getSession()).not.toBeNull();
  });
});

describe('start-up import', () => {
  it('imports the stored token, retrying network errors after 5 and 10 s', async () => {
    const { storage } = await signedInClient();
    const calls: number[] = [];
    let failures = 2;
    server.use(
      http.post('*/v1/auth/token', () => {
        calls.push(Date.now());
        return failures-- > 0 ? HttpResponse.error() : undefined;
      }),
    );
    const { client, events } = track(makeClient(storage, { crossTab: false }));
    const started = client.start();
    expect(client.isReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    await started;
    expect(calls.map((t) => (t - calls[0]!) / 1000)).toEqual([0, 5, 15]);
    expect(client.isReady()).toBe(true);
    expect(client.getSession()?.user.email).toBe(MOCK_USER.email);
    expect(events.map((e) => e.event)).toEqual(['SIGNED_IN']);
  });

  it('is ready after 15 s while the service is down, and signs in when a later retry works', async () => {
    const { storage } = await signedInClient();
    let down = true;
    server.use(
      http.post('*/v1/auth/token', () =>
        down ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const { client } = track(makeClient(storage, { crossTab: false }));
    let ready = false;
    void client.start().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(client.getSession()).toBeNull();
    down = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(client.getSession()).not.toBeNull();
  });

  it('forgets an invalid stored token without retrying', async () => {
    const storage = memoryStorage();
    storage.setItem(REFRESH_KEY, '6f1c1d43-1111-4111-8111-111111111111');
    const { client } = track(makeClient(storage, { crossTab: false }));
    await client.start();
    expect(client.getSession()).toBeNull();
    expect(tokenCalls()).toBe(1);
    expect(storage.getItem(REFRESH_KEY)).toBeNull();
  });

  it('takes the refresh token from the address and removes it and its type', async () => {
    const user = mockAuthBackend.accounts.get(MOCK_USER.email)!.user;
    const session = mockAuthBackend.createSession(user);
    const replaced: string[] = [];
    vi.stubGlobal(
      'location',
      new URL(
        `http://tiix.test/auth/callback?refreshToken=${session.refreshToken}&type=signinPasswordless&next=%2Fapp`,
      ),
    );
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url),
    });
    try {
      const { client } = track(makeClient(memoryStorage(), { crossTab: false }));
      await client.start();
      expect(client.getUser()?.email).toBe(MOCK_USER.email);
      expect(replaced).toEqual(['http://tiix.test/auth/callback?next=%2Fapp']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says whether the address carries a token it would take, without taking it', () => {
    const replaced: string[] = [];
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url),
    });
    try {
      const { client } = track(makeClient(memoryStorage(), { crossTab: false }));
      const at = (address: string) => {
        vi.stubGlobal('location', new URL(address));
        return client.hasAddressToken();
      };
      expect(at('http://tiix.test/auth/callback?refreshToken=abc&type=passwordReset')).toBe(true);
      expect(at('http://tiix.test/auth/callback#refreshToken=abc')).toBe(true);
      expect(at('http://tiix.test/auth/callback?type=passwordReset')).toBe(false);
      expect(at('http://tiix.test/app/teams?refreshToken=abc')).toBe(false);
      expect(replaced).toEqual([]);
      expect(tokenCalls()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores a refresh token in the address of any page but /auth/callback', async () => {
    const user = mockAuthBackend.accounts.get(MOCK_USER.email)!.user;
    const session = mockAuthBackend.createSession(user);
    const replaced: string[] = [];
    vi.stubGlobal(
      'location',
      new URL(`http://tiix.test/app/teams?refreshToken=${session.refreshToken}&type=emailVerify`),
    );
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url),
    });
    try {
      const { client } = track(makeClient(memoryStorage(), { crossTab: false }));
      await client.start();
      expect(client.getSession()).toBeNull();
      expect(tokenCalls()).toBe(0);
      expect(replaced).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
