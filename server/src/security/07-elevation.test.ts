// Finding 7: any access token could mint a personal access token of any lifetime and change
// the password or e-mail without re-authentication; a password change or reset revoked nothing.
import { describe, expect, it } from 'vitest';
import type { Session } from '../auth/session.service.js';
import { setupTestDatabase } from '../testing/db.js';
import { sleep } from './helpers.js';
import { authTestApp, followLink, signUpVerified } from '../testing/index.js';

const testDb = setupTestDatabase();
const password = 'my own passphrase';
// One second of "recent": the test waits it out instead of faking clocks.
const env = { AUTH_RATE_LIMIT_ENABLE: 'false', AUTH_ELEVATION_MAX_AGE: '1' };
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

async function staleSession(t: ReturnType<typeof authTestApp>, email: string) {
  const session = await signUpVerified(t, email, password);
  await sleep(1100);
  // A refreshed token is new, but the device signed in more than a second ago.
  return (await t.post<Session>('/token', { refreshToken: session.refreshToken })).body;
}

describe('sensitive changes need a recent sign-in', () => {
  it('refuses PATs, password and e-mail changes with a stale token (403 elevated-claim-required)', async () => {
    const t = authTestApp(testDb.db, env);
    const session = await staleSession(t, 'stale@example.com');
    const token = session.accessToken;
    for (const [path, body] of [
      ['/pat', { expiresAt: inAYear() }],
      ['/user/password', { newPassword: 'another passphrase' }],
      ['/user/email/change', { newEmail: 'new@example.com' }],
    ] as const) {
      const res = await t.post(path, body, token);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toMatchObject({ error: 'elevated-claim-required' });
    }
    expect(
      (await t.post('/signin/email-password', { email: 'stale@example.com', password })).status,
    ).toBe(200);
  });

  it('accepts them after the password is confirmed (POST /elevate/password)', async () => {
    const t = authTestApp(testDb.db, env);
    const session = await staleSession(t, 'confirm@example.com');
    const wrong = await t.post(
      '/elevate/password',
      { password: 'not it at all' },
      session.accessToken,
    );
    expect(wrong.status).toBe(401);
    const elevated = await t.post<{ session: Session }>(
      '/elevate/password',
      { password },
      session.accessToken,
    );
    expect(elevated.status).toBe(200);
    const pat = await t.post('/pat', { expiresAt: inAYear() }, elevated.body.session.accessToken);
    expect(pat.status).toBe(200);
    // The confirmed session replaced the device's old one rather than adding a device.
    expect((await t.post('/token', { refreshToken: session.refreshToken })).status).toBe(401);
  });
});

describe('password and e-mail changes end other sessions and tokens', () => {
  it('a password change keeps the caller and revokes other devices and PATs', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    const email = 'change@example.com';
    const here = await signUpVerified(t, email, password);
    const other = (
      await t.post<{ session: Session }>('/signin/email-password', { email, password })
    ).body.session;
    const pat = await t.post<{ personalAccessToken: string }>(
      '/pat',
      { expiresAt: inAYear() },
      here.accessToken,
    );
    expect(pat.status).toBe(200);
    expect(
      (await t.post('/user/password', { newPassword: 'a brand new passphrase' }, here.accessToken))
        .status,
    ).toBe(200);
    expect((await t.post('/token', { refreshToken: other.refreshToken })).status).toBe(401);
    expect(
      (await t.post('/signin/pat', { personalAccessToken: pat.body.personalAccessToken })).status,
    ).toBe(401);
    expect((await t.post('/token', { refreshToken: here.refreshToken })).status).toBe(200);
  });

  it('a reset by ticket revokes every session', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    const email = 'reset@example.com';
    const before = await signUpVerified(t, email, password);
    await t.post('/user/password/reset', { email });
    const link = new URL(t.mailer.last(email, 'password-reset').data.link!);
    const ticket = link.searchParams.get('ticket')!;
    expect(
      (await t.post('/user/password', { newPassword: 'reset passphrase 2', ticket })).status,
    ).toBe(200);
    expect((await t.post('/token', { refreshToken: before.refreshToken })).status).toBe(401);
  });

  it('an e-mail change revokes the sessions of the old address', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    const before = await signUpVerified(t, 'old@example.com', password);
    await t.post('/user/email/change', { newEmail: 'moved@example.com' }, before.accessToken);
    const after = await followLink(
      t,
      t.mailer.linkPath('moved@example.com', 'email-confirm-change'),
    );
    expect(after.searchParams.get('refreshToken')).toBeTruthy();
    expect((await t.post('/token', { refreshToken: before.refreshToken })).status).toBe(401);
  });
});
