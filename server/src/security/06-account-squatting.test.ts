// Finding 6: someone could sign up with another person's address and a password; when the real
// owner later proved the address (magic link, code, provider), the squatter's password stayed.
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { authTestApp, followLink } from '../testing/index.js';

const testDb = setupTestDatabase();
const email = 'owner@example.com';
const squatterPassword = 'squatter passphrase 9';

describe('proving the address of an unverified account', () => {
  it('by e-mailed code drops the unproven password', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    await t.post('/signup/email-password', { email, password: squatterPassword });
    await t.post('/signin/otp/email', { email });
    const code = t.mailer.last(email, 'signin-otp').data.ticket!;
    expect((await t.post('/signin/otp/email/verify', { email, otp: code })).status).toBe(200);
    const squatter = await t.post('/signin/email-password', { email, password: squatterPassword });
    expect(squatter.status).toBe(401);
    expect(squatter.body).toMatchObject({ error: 'invalid-email-password' });
  });

  it('by magic link drops the password and ends the squatter sessions (no verification required)', async () => {
    const t = authTestApp(testDb.db, {
      AUTH_RATE_LIMIT_ENABLE: 'false',
      AUTH_EMAIL_VERIFICATION_REQUIRED: 'false',
    });
    const signUp = await t.post<{ session: { refreshToken: string } }>('/signup/email-password', {
      email,
      password: squatterPassword,
    });
    const squatterRefresh = signUp.body.session.refreshToken;
    await t.post('/signin/passwordless/email', { email });
    const owner = await followLink(t, t.mailer.linkPath(email, 'signin-passwordless'));
    expect(owner.searchParams.get('refreshToken')).toBeTruthy();
    expect((await t.post('/token', { refreshToken: squatterRefresh })).status).toBe(401);
    expect(
      (await t.post('/signin/email-password', { email, password: squatterPassword })).status,
    ).toBe(401);
  });

  it('by the sign-up verification link keeps the password (the normal sign-up)', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    await t.post('/signup/email-password', { email, password: squatterPassword });
    await followLink(t, t.mailer.linkPath(email, 'email-verify'));
    expect(
      (await t.post('/signin/email-password', { email, password: squatterPassword })).status,
    ).toBe(200);
  });
});
