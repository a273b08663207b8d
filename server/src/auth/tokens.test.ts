import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../db/schema/auth.js';
import { testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import { getSigningKeys, GENERATED_KEY_FILE } from './keys.js';
import { REFRESH_REUSE_GRACE_MS, type Session } from './session.service.js';
import {
  authTestApp,
  decodeJwt,
  postSignIn,
  postSignUp,
  signInAnonymously,
  signUpVerified,
} from '../testing/index.js';

const testDb = setupTestDatabase();

const invalidRefresh = {
  status: 401,
  body: {
    status: 401,
    error: 'invalid-refresh-token',
    message: 'Invalid or expired refresh token',
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('access token', () => {
  it("carries exactly the auth API's claims, verifiable with the published JWKS", async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'claims@example.com');
    const jwks = await t.call<JSONWebKeySet>('GET', '/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ alg: 'RS256', e: 'AQAB', kty: 'RSA', use: 'sig' });

    const { payload, protectedHeader } = await jwtVerify(
      session.accessToken,
      createLocalJWKSet(jwks.body),
      { issuer: 'hasura-auth' },
    );
    expect(protectedHeader).toEqual({ alg: 'RS256', typ: 'JWT', kid: jwks.body.keys[0]!.kid });
    expect(Object.keys(payload).sort()).toEqual(
      // auth_time (when this device signed in) and sid (its refreshTokenId) let the server ask
      // for a recent sign-in before sensitive changes (src/auth/auth-context.ts).
      ['auth_time', 'exp', 'https://hasura.io/jwt/claims', 'iat', 'iss', 'sid', 'sub'].sort(),
    );
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(payload.sub).toBe(session.user.id);
    expect(payload['https://hasura.io/jwt/claims']).toEqual({
      'x-hasura-allowed-roles': expect.arrayContaining(['user', 'me']),
      'x-hasura-default-role': 'user',
      'x-hasura-user-id': session.user.id,
      'x-hasura-user-is-anonymous': 'false',
    });
  });

  it('uses the configured lifetime and issuer', async () => {
    const t = authTestApp(testDb.db, {
      AUTH_ACCESS_TOKEN_EXPIRES_IN: '60',
      JWT_ISSUER: 'tiix',
      AUTH_EMAIL_VERIFICATION_REQUIRED: 'false',
    });
    const res = await postSignUp<{ session: Session }>(t, 'short@example.com', 'secret passphrase');
    const claims = decodeJwt(res.body.session.accessToken);
    expect(res.body.session.accessTokenExpiresIn).toBe(60);
    expect((claims.exp as number) - (claims.iat as number)).toBe(60);
    expect(claims.iss).toBe('tiix');
  });

  it('signs with JWT_PRIVATE_KEY when set', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const t = authTestApp(testDb.db, {
      JWT_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      JWT_KEY_ID: 'prod-1',
    });
    const session = await signUpVerified(t, 'env@example.com');
    const jwks = await t.call<JSONWebKeySet>('GET', '/.well-known/jwks.json');
    expect(jwks.body.keys[0]!.kid).toBe('prod-1');
    await expect(
      jwtVerify(session.accessToken, createLocalJWKSet(jwks.body)),
    ).resolves.toBeTruthy();
    // Another key's tokens are refused.
    const other = authTestApp(testDb.db);
    expect((await other.call('GET', '/user', { token: session.accessToken })).status).toBe(401);
  });

  it('generates a key once into DATA_DIR and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tiix-keys-'));
    try {
      const first = await getSigningKeys(testConfig({ DATA_DIR: dir }));
      const stored = await readFile(join(dir, GENERATED_KEY_FILE), 'utf8');
      expect(stored).toContain('BEGIN PRIVATE KEY');
      const before = await getSigningKeys(testConfig({ DATA_DIR: join(dir, '.') + '/' }));
      expect(before.kid).toBe(first.kid);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('GET /user answers 401 unauthenticated-user without, with a bad or an expired token', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'me@example.com');
    const me = await t.call('GET', '/user', { token: session.accessToken });
    expect(me).toMatchObject({
      status: 200,
      body: { email: 'me@example.com', activeMfaType: null },
    });

    expect(await t.call('GET', '/user')).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated-user', message: 'User is not authenticated' },
    });
    const tampered = session.accessToken.slice(0, -4) + 'AAAA';
    expect((await t.call('GET', '/user', { token: tampered })).body).toMatchObject({
      status: 401,
      error: 'unauthenticated-user',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 901_000);
    expect((await t.call('GET', '/user', { token: session.accessToken })).body).toMatchObject({
      status: 401,
      error: 'unauthenticated-user',
      message: 'Access token has expired',
    });
  });
});

describe('POST /token', () => {
  it('rotates: a new refresh token each time, the same refreshTokenId, the old one refused', async () => {
    const t = authTestApp(testDb.db);
    const first = await signUpVerified(t, 'rotate@example.com');
    const second = await t.post<Session>('/token', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    // A bare Session, not wrapped.
    expect(Object.keys(second.body).sort()).toEqual(
      ['accessToken', 'accessTokenExpiresIn', 'refreshToken', 'refreshTokenId', 'user'].sort(),
    );
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(second.body.refreshTokenId).toBe(first.refreshTokenId);

    const third = await t.post<Session>('/token', { refreshToken: second.body.refreshToken });
    expect(third.status).toBe(200);
    expect(third.body.refreshTokenId).toBe(first.refreshTokenId);

    const rows = await testDb.db.select().from(refreshTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(third.body.refreshToken);
  });

  it('a replayed rotated token revokes that device session, and only that one', async () => {
    const t = authTestApp(testDb.db);
    const laptop = await signUpVerified(t, 'reuse@example.com');
    const phone = (await postSignIn<{ session: Session }>(t, 'reuse@example.com', 'correct horse'))
      .body.session;

    const rotated = await t.post<Session>('/token', { refreshToken: laptop.refreshToken });
    expect(rotated.status).toBe(200);
    // Past the reuse grace, someone presents the old laptop token again: stolen copy or not, the
    // session ends.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000);
    expect(await t.post('/token', { refreshToken: laptop.refreshToken })).toMatchObject(
      invalidRefresh,
    );
    expect(await t.post('/token', { refreshToken: rotated.body.refreshToken })).toMatchObject(
      invalidRefresh,
    );
    expect((await t.post('/token', { refreshToken: phone.refreshToken })).status).toBe(200);
  });

  it('a page left mid-refresh: the replaced token works again within the grace, once per answer', async () => {
    const t = authTestApp(testDb.db);
    const first = await signUpVerified(t, 'reload@example.com');
    // The answer of this refresh never reaches the page (it was reloaded meanwhile).
    const lost = await t.post<Session>('/token', { refreshToken: first.refreshToken });
    expect(lost.status).toBe(200);
    // The reloaded page presents the token it still has, moments later: the session goes on.
    const again = await t.post<Session>('/token', { refreshToken: first.refreshToken });
    expect(again.status).toBe(200);
    expect(again.body.refreshTokenId).toBe(first.refreshTokenId);
    expect(again.body.refreshToken).not.toBe(lost.body.refreshToken);
    expect((await t.call('GET', '/user', { token: again.body.accessToken })).status).toBe(200);
    // Only the newest token of the session works: the lost answer's token is gone.
    expect(await t.post('/token', { refreshToken: lost.body.refreshToken })).toMatchObject(
      invalidRefresh,
    );
    // The grace runs from the rotation and a replay does not extend it: past it, the replaced
    // token counts as a stolen copy again and ends the session.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS + 1_000);
    expect(await t.post('/token', { refreshToken: first.refreshToken })).toMatchObject(
      invalidRefresh,
    );
    expect(await t.post('/token', { refreshToken: again.body.refreshToken })).toMatchObject(
      invalidRefresh,
    );
  });

  it('refuses unknown, expired and personal access tokens, and disabled users', async () => {
    const t = authTestApp(testDb.db);
    expect(
      await t.post('/token', { refreshToken: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject(invalidRefresh);
    expect(await t.post('/token', {})).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });

    const session = await signUpVerified(t, 'old@example.com');
    const pat = await t.post<{ personalAccessToken: string }>(
      '/pat',
      { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      session.accessToken,
    );
    expect(await t.post('/token', { refreshToken: pat.body.personalAccessToken })).toMatchObject(
      invalidRefresh,
    );

    await testDb.db.update(users).set({ disabled: true });
    expect(await t.post('/token', { refreshToken: session.refreshToken })).toMatchObject({
      status: 401,
      body: { error: 'disabled-user' },
    });
    await testDb.db.update(users).set({ disabled: false });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect(await t.post('/token', { refreshToken: session.refreshToken })).toMatchObject(
      invalidRefresh,
    );
  });

  it('lets anonymous users refresh', async () => {
    const t = authTestApp(testDb.db);
    const guest = await signInAnonymously(t);
    const res = await t.post<Session>('/token', { refreshToken: guest.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body.user.isAnonymous).toBe(true);
  });

  it('of two concurrent refreshes with one token, exactly one token lives on', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'race@example.com');
    const results = await Promise.all([
      t.post<Session>('/token', { refreshToken: session.refreshToken }),
      t.post<Session>('/token', { refreshToken: session.refreshToken }),
    ]);
    // The second either loses the race (401) or, arriving after the first's rotation, is
    // answered within the reuse grace with a newer token that replaces the first's.
    const answered = results.filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 401)).toBe(true);
    const next: number[] = [];
    for (const r of answered) {
      next.push((await t.post('/token', { refreshToken: r.body.refreshToken })).status);
    }
    expect(next.filter((status) => status === 200)).toHaveLength(1);
    expect(await testDb.db.select().from(refreshTokens)).toHaveLength(1);
  });
});

describe('POST /signout', () => {
  it('ends the given session only; unknown tokens are fine', async () => {
    const t = authTestApp(testDb.db);
    const a = await signUpVerified(t, 'out@example.com');
    const b = (await postSignIn<{ session: Session }>(t, 'out@example.com', 'correct horse')).body
      .session;
    expect(await t.post('/signout', { refreshToken: a.refreshToken })).toMatchObject({
      status: 200,
      body: 'OK',
    });
    expect(await t.post('/token', { refreshToken: a.refreshToken })).toMatchObject(invalidRefresh);
    expect((await t.post('/token', { refreshToken: b.refreshToken })).status).toBe(200);
    expect(
      (await t.post('/signout', { refreshToken: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(200);
  });

  it('all:true with Bearer ends every session and personal access token', async () => {
    const t = authTestApp(testDb.db);
    const a = await signUpVerified(t, 'all@example.com');
    const b = (await postSignIn<{ session: Session }>(t, 'all@example.com', 'correct horse')).body
      .session;
    await t.post(
      '/pat',
      { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      a.accessToken,
    );
    expect((await testDb.db.select().from(refreshTokens)).length).toBe(3);

    expect(await t.post('/signout', { all: true })).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated-user' },
    });
    expect((await t.post('/signout', { all: true }, b.accessToken)).status).toBe(200);
    expect(await testDb.db.select().from(refreshTokens)).toEqual([]);
  });

  it('a stale Bearer does not stop signing out one session', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'stale@example.com');
    expect(
      (await t.post('/signout', { refreshToken: session.refreshToken }, 'expired.or.broken'))
        .status,
    ).toBe(200);
    expect(await t.post('/token', { refreshToken: session.refreshToken })).toMatchObject(
      invalidRefresh,
    );
    expect(await t.post('/signout', { all: true }, 'expired.or.broken')).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated-user' },
    });
  });

  it('needs a token or all (400 invalid-request)', async () => {
    const t = authTestApp(testDb.db);
    expect(await t.post('/signout', {})).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });
});

describe('POST /token/verify', () => {
  it('checks the body token, else the Authorization header', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'verify@example.com');
    expect(await t.post('/token/verify', { token: session.accessToken })).toMatchObject({
      status: 200,
      body: 'OK',
    });
    expect((await t.post('/token/verify', {}, session.accessToken)).status).toBe(200);
    expect(await t.post('/token/verify', { token: 'nope' })).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated-user' },
    });
    expect((await t.post('/token/verify', {})).status).toBe(401);
  });
});

describe('misc endpoints', () => {
  it('GET /healthz, HEAD /healthz and GET /version', async () => {
    const t = authTestApp(testDb.db);
    expect(await t.call('GET', '/healthz')).toMatchObject({ status: 200, body: 'OK' });
    expect((await t.app.request('/v1/auth/healthz', { method: 'HEAD' })).status).toBe(200);
    expect(await t.call('GET', '/version')).toMatchObject({
      status: 200,
      body: { version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
    });
  });

  it('CORS: a configured origin answered with credentials, preflight 204 echoing the requested headers', async () => {
    // Only configured origins (PUBLIC_URL, AUTH_CLIENT_URL, CORS_ORIGINS); src/security covers the refusals.
    const t = authTestApp(testDb.db, { CORS_ORIGINS: 'https://app.example.com' });
    const preflight = await t.app.request('/v1/auth/signin/email-password', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-custom',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-custom');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-max-age')).toBe('86400');

    const res = await t.call('GET', '/healthz', { headers: { origin: 'https://app.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });

  it('unknown auth routes answer the JSON 404 envelope', async () => {
    const t = authTestApp(testDb.db);
    expect(await t.call('GET', '/nope')).toMatchObject({
      status: 404,
      body: { status: 404, error: 'route-not-found' },
    });
  });
});
