import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users, userSecurityKeys } from '../db/schema/auth.js';
import { profiles } from '../db/schema/profiles.js';
import { teams } from '../db/schema/teams.js';
import { setupTestDatabase } from '../testing/db.js';
import type { Session } from './session.service.js';
import { authTestApp, signInAnonymously, signUpVerified } from '../testing/index.js';

const testDb = setupTestDatabase();

afterEach(() => {
  vi.useRealTimers();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('personal access tokens', () => {
  it('POST /pat, then /signin/pat gives a normal session; GET /pat lists; DELETE /pat/:id revokes', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'pat@example.com');
    const created = await t.post<{ id: string; personalAccessToken: string }>(
      '/pat',
      { expiresAt: inDays(30), metadata: { name: 'CI' } },
      session.accessToken,
    );
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      personalAccessToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const [row] = await testDb.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.id, created.body.id));
    expect(row).toMatchObject({ type: 'pat', metadata: { name: 'CI' } });
    expect(row!.tokenHash).not.toBe(created.body.personalAccessToken);

    const signIn = await t.post<{ session: Session }>('/signin/pat', {
      personalAccessToken: created.body.personalAccessToken,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.session.user.email).toBe('pat@example.com');
    expect(signIn.body.session.refreshToken).not.toBe(created.body.personalAccessToken);
    // The PAT is not rotated: it works again.
    expect(
      (await t.post('/signin/pat', { personalAccessToken: created.body.personalAccessToken }))
        .status,
    ).toBe(200);

    const list = await t.call<{ personalAccessTokens: { id: string; metadata: unknown }[] }>(
      'GET',
      '/pat',
      { token: session.accessToken },
    );
    expect(list.body.personalAccessTokens).toEqual([
      expect.objectContaining({ id: created.body.id, metadata: { name: 'CI' } }),
    ]);

    expect(
      await t.call('DELETE', `/pat/${created.body.id}`, { token: session.accessToken }),
    ).toMatchObject({ status: 200, body: 'OK' });
    expect(
      await t.post('/signin/pat', { personalAccessToken: created.body.personalAccessToken }),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid-pat', message: 'Invalid or expired personal access token' },
    });
    expect(
      await t.call('DELETE', `/pat/${created.body.id}`, { token: session.accessToken }),
    ).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('refuses past expiry dates, unknown and expired PATs, and callers without a token', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'pat@example.com');
    expect(await t.post('/pat', { expiresAt: inDays(-1) }, session.accessToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid-expiry-date' },
    });
    expect(await t.post('/pat', { expiresAt: 'tomorrow' }, session.accessToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    expect(await t.post('/pat', { expiresAt: inDays(1) })).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated-user' },
    });
    expect(await t.post('/signin/pat', { personalAccessToken: 'not-a-token' })).toMatchObject({
      status: 401,
      body: { error: 'invalid-pat' },
    });
    // A regular refresh token is not a PAT.
    expect(
      await t.post('/signin/pat', { personalAccessToken: session.refreshToken }),
    ).toMatchObject({ status: 401, body: { error: 'invalid-pat' } });

    const pat = await t.post<{ personalAccessToken: string }>(
      '/pat',
      { expiresAt: inDays(1) },
      session.accessToken,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    expect(
      await t.post('/signin/pat', { personalAccessToken: pat.body.personalAccessToken }),
    ).toMatchObject({ status: 401, body: { error: 'invalid-pat' } });
  });

  it('follows the elevated-claim policy (403 elevated-claim-required)', async () => {
    const t = authTestApp(testDb.db, { AUTH_REQUIRE_ELEVATED_CLAIM: 'recommended' });
    const session = await signUpVerified(t, 'keys@example.com');
    // Recommended: only users with a security key need the claim.
    expect((await t.post('/pat', { expiresAt: inDays(1) }, session.accessToken)).status).toBe(200);
    await testDb.db.insert(userSecurityKeys).values({
      userId: session.user.id,
      credentialId: 'cred-1',
      credentialPublicKey: 'key',
    });
    expect(await t.post('/pat', { expiresAt: inDays(1) }, session.accessToken)).toMatchObject({
      status: 403,
      body: { error: 'elevated-claim-required' },
    });
    expect(
      await t.post('/user/password', { newPassword: 'new secret' }, session.accessToken),
    ).toMatchObject({ status: 403, body: { error: 'elevated-claim-required' } });

    const strict = authTestApp(testDb.db, { AUTH_REQUIRE_ELEVATED_CLAIM: 'required' });
    const other = await signUpVerified(strict, 'strict@example.com');
    expect(await strict.post('/pat', { expiresAt: inDays(1) }, other.accessToken)).toMatchObject({
      status: 403,
      body: { error: 'elevated-claim-required' },
    });
  });
});

describe('signed-in devices (GET/DELETE /user/sessions)', () => {
  it('lists device sessions with user agent and last use; deleting one signs that device out', async () => {
    const t = authTestApp(testDb.db);
    const laptop = await signUpVerified(t, 'devices@example.com');
    const phoneRes = await t.call<{ session: Session }>('POST', '/signin/email-password', {
      body: { email: 'devices@example.com', password: 'correct horse' },
      headers: { 'user-agent': 'Phone/1.0' },
    });
    const phone = phoneRes.body.session;
    await t.post('/token', { refreshToken: phone.refreshToken });

    const list = await t.call<{
      sessions: { id: string; userAgent: string | null; createdAt: string; lastUsedAt: string }[];
    }>('GET', '/user/sessions', { token: laptop.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.sessions.map((s) => s.id).sort()).toEqual(
      [laptop.refreshTokenId, phone.refreshTokenId].sort(),
    );
    const phoneRow = list.body.sessions.find((s) => s.id === phone.refreshTokenId)!;
    expect(phoneRow.userAgent).toBe('Phone/1.0');
    expect(new Date(phoneRow.lastUsedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(phoneRow.createdAt).getTime(),
    );

    expect(
      await t.call('DELETE', `/user/sessions/${phone.refreshTokenId}`, {
        token: laptop.accessToken,
      }),
    ).toMatchObject({ status: 200, body: 'OK' });
    expect((await t.post('/token', { refreshToken: phone.refreshToken })).status).toBe(401);
    expect((await t.post('/token', { refreshToken: laptop.refreshToken })).status).toBe(200);
  });

  it("cannot touch another user's sessions (404)", async () => {
    const t = authTestApp(testDb.db);
    const a = await signUpVerified(t, 'a@example.com');
    const b = await signUpVerified(t, 'b@example.com');
    expect(
      await t.call('DELETE', `/user/sessions/${b.refreshTokenId}`, { token: a.accessToken }),
    ).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(
      await t.call('DELETE', '/user/sessions/not-a-uuid', { token: a.accessToken }),
    ).toMatchObject({ status: 404 });
    expect((await t.call('GET', '/user/sessions')).status).toBe(401);
    expect((await t.post('/token', { refreshToken: b.refreshToken })).status).toBe(200);
  });
});

describe('DELETE /user', () => {
  it('needs the password, then deletes the account and its personal data', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'leaving@example.com', 'my password');
    await testDb.db
      .insert(profiles)
      .values({ userId: session.user.id, email: 'leaving@example.com', name: 'Leaving' });

    expect(await t.call('DELETE', '/user', { token: session.accessToken, body: {} })).toMatchObject(
      {
        status: 401,
        body: { error: 'invalid-email-password' },
      },
    );
    expect(
      await t.call('DELETE', '/user', { token: session.accessToken, body: { password: 'wrong' } }),
    ).toMatchObject({ status: 401 });
    expect(
      await t.call('DELETE', '/user', {
        token: session.accessToken,
        body: { password: 'my password' },
      }),
    ).toMatchObject({ status: 200, body: 'OK' });

    expect(await testDb.db.select().from(users)).toEqual([]);
    expect(await testDb.db.select().from(profiles)).toEqual([]);
    expect(await testDb.db.select().from(refreshTokens)).toEqual([]);
    // The still-valid access token no longer finds an account.
    expect((await t.call('GET', '/user', { token: session.accessToken })).status).toBe(401);
  });

  it('refuses while the user owns a team (409 user-owns-teams)', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'owner@example.com', 'my password');
    await testDb.db.insert(teams).values({
      name: 'Box Seats',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      season: '2025',
      ownerId: session.user.id,
    });
    expect(
      await t.call('DELETE', '/user', {
        token: session.accessToken,
        body: { password: 'my password' },
      }),
    ).toMatchObject({ status: 409, body: { error: 'user-owns-teams' } });
    expect(await testDb.db.select().from(users)).toHaveLength(1);
  });

  it('a guest or magic-link user without keys needs only the token; with a key, elevation', async () => {
    const t = authTestApp(testDb.db);
    const guest = await signInAnonymously(t);
    expect((await t.call('DELETE', '/user', { token: guest.accessToken })).status).toBe(200);

    await t.post('/signin/passwordless/email', { email: 'magic@example.com' });
    const res = await t.app.request(t.mailer.linkPath('magic@example.com'));
    const refreshToken = new URL(res.headers.get('location')!).searchParams.get('refreshToken');
    const session = (await t.post<Session>('/token', { refreshToken })).body;
    await testDb.db.insert(userSecurityKeys).values({
      userId: session.user.id,
      credentialId: 'cred-1',
      credentialPublicKey: 'key',
    });
    expect(await t.call('DELETE', '/user', { token: session.accessToken })).toMatchObject({
      status: 403,
      body: { error: 'elevated-claim-required' },
    });
  });
});
