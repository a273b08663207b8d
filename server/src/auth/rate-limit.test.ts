import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import {
  bucketsFor,
  checkLimit,
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './rate-limit.js';
import { authTestApp, postSignUp } from '../testing/index.js';

const testDb = setupTestDatabase();

const TOO_MANY = {
  status: 429,
  body: { status: 429, error: 'too-many-requests', message: 'Too many requests' },
};

const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

describe('rate limits of the auth API', () => {
  it("are on by default with the auth API's numbers", () => {
    expect(testConfig().auth.rateLimit).toEqual({
      enabled: true,
      global: { limit: 100, windowSeconds: 60 },
      email: { limit: 10, windowSeconds: 3600 },
      sms: { limit: 10, windowSeconds: 3600 },
      bruteForce: { limit: 10, windowSeconds: 300 },
      signups: { limit: 10, windowSeconds: 300 },
    });
  });

  it('limit sign-in attempts per IP with a JSON 429 and Retry-After', async () => {
    const t = authTestApp(testDb.db, {
      AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '3',
      TRUST_PROXY: 'true',
    });
    const attempt = (ip: string, email: string) =>
      t.call('POST', '/signin/email-password', {
        body: { email, password: 'wrong' },
        headers: fromIp(ip),
      });
    for (let i = 0; i < 3; i++) {
      expect((await attempt('10.0.0.1', `user${i}@example.com`)).status).toBe(401);
    }
    const blocked = await attempt('10.0.0.1', 'user9@example.com');
    expect(blocked).toMatchObject(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt('10.0.0.2', 'other@example.com')).status).toBe(401);
  });

  it('limit per e-mail address across IPs (magic links)', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_EMAIL_BURST: '2', TRUST_PROXY: 'true' });
    const send = (ip: string, email: string) =>
      t.call('POST', '/signin/passwordless/email', { body: { email }, headers: fromIp(ip) });
    expect((await send('10.0.0.1', 'target@example.com')).status).toBe(200);
    expect((await send('10.0.0.2', 'TARGET@example.com')).status).toBe(200);
    expect(await send('10.0.0.3', 'target@example.com')).toMatchObject(TOO_MANY);
    expect((await send('10.0.0.4', 'someone@example.com')).status).toBe(200);
    expect(t.mailer.sent).toHaveLength(3);
  });

  it('limit sign-ups, OTP and reset requests too', async () => {
    const t = authTestApp(testDb.db, {
      AUTH_RATE_LIMIT_SIGNUPS_BURST: '1',
      AUTH_RATE_LIMIT_EMAIL_BURST: '1',
    });
    expect((await postSignUp(t, 'a@example.com', 'secret passphrase')).status).toBe(200);
    expect(await postSignUp(t, 'b@example.com', 'secret passphrase')).toMatchObject(TOO_MANY);

    const u = authTestApp(testDb.db, { AUTH_RATE_LIMIT_EMAIL_BURST: '1' });
    expect((await u.post('/user/password/reset', { email: 'x@example.com' })).status).toBe(200);
    expect(await u.post('/user/password/reset', { email: 'y@example.com' })).toMatchObject(
      TOO_MANY,
    );
    expect(await u.post('/signin/otp/email', { email: 'z@example.com' })).toMatchObject(TOO_MANY);
  });

  it('count every request in the global bucket, and can be switched off', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_GLOBAL_BURST: '2' });
    expect((await t.call('GET', '/healthz')).status).toBe(200);
    expect((await t.call('GET', '/version')).status).toBe(200);
    expect(await t.call('GET', '/healthz')).toMatchObject(TOO_MANY);

    const off = authTestApp(testDb.db, {
      AUTH_RATE_LIMIT_GLOBAL_BURST: '1',
      AUTH_RATE_LIMIT_ENABLE: 'false',
    });
    for (let i = 0; i < 3; i++) expect((await off.call('GET', '/healthz')).status).toBe(200);
  });

  it('sort paths into their buckets', () => {
    expect(bucketsFor('POST', '/signin/email-password', true)).toEqual(['bruteForce']);
    expect(bucketsFor('POST', '/signin/passwordless/email', true)).toEqual(['bruteForce', 'email']);
    expect(bucketsFor('POST', '/signin/passwordless/sms', true)).toEqual(['bruteForce', 'sms']);
    expect(bucketsFor('GET', '/verify', true)).toEqual(['bruteForce']);
    expect(bucketsFor('POST', '/signup/email-password', true)).toEqual(['signups', 'email']);
    expect(bucketsFor('POST', '/signup/email-password', false)).toEqual(['signups']);
    expect(bucketsFor('POST', '/user/password/reset', false)).toEqual(['email']);
    expect(bucketsFor('POST', '/token', true)).toEqual([]);
  });
});

async function slidingWindowBehaviour(store: RateLimitStore, prefix: string) {
  const rule = { limit: 4, windowSeconds: 10 };
  const start = Math.ceil(Date.now() / 10_000) * 10_000 + 10_000;
  // Four hits late in one window.
  for (let i = 0; i < 4; i++) {
    expect((await checkLimit(store, prefix, 'k', rule, start + 9_000)).allowed).toBe(true);
  }
  expect((await checkLimit(store, prefix, 'k', rule, start + 9_500)).allowed).toBe(false);
  // Early in the next window most of those still count (weighted by overlap)...
  expect((await checkLimit(store, prefix, 'k', rule, start + 10_500)).allowed).toBe(false);
  // ...and late in it they have mostly slid out.
  const late = await checkLimit(store, prefix, 'k', rule, start + 19_500);
  expect(late.allowed).toBe(true);
  expect(late.retryAfter).toBe(1);
}

describe('rate-limit stores', () => {
  it('memory: sliding window counter', async () => {
    await slidingWindowBehaviour(new MemoryRateLimitStore(), `mem${Date.now()}`);
  });

  const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill();
  });

  it.runIf(redisBinary)('Redis: the same behaviour, shared through the server', async () => {
    const port = await freePort();
    server = spawn(redisBinary!, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const redis = new Redis({
      port,
      lazyConnect: true,
      retryStrategy: (n) => (n > 20 ? null : 100),
    });
    // Refused connections while the server starts are expected.
    redis.on('error', () => {});
    try {
      // One connect; while the server is still starting, the retry strategy keeps reconnecting
      // (calling connect() again would throw "already connecting"), so wait for 'ready'.
      const ready = new Promise<void>((resolve, reject) => {
        redis.once('ready', () => resolve());
        setTimeout(() => reject(new Error('Redis did not become ready')), 10_000).unref();
      });
      redis.connect().catch(() => {});
      await ready;
      await slidingWindowBehaviour(new RedisRateLimitStore(redis), `redis${Date.now()}`);
      // A second client (another server instance) sees the same counters.
      const otherClient = redis.duplicate();
      const other = new RedisRateLimitStore(otherClient);
      const rule = { limit: 1, windowSeconds: 60 };
      const mine = new RedisRateLimitStore(redis);
      expect((await checkLimit(mine, 'shared', 'ip:1', rule)).allowed).toBe(true);
      expect((await checkLimit(other, 'shared', 'ip:1', rule)).allowed).toBe(false);
      otherClient.disconnect();
    } finally {
      redis.disconnect();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
