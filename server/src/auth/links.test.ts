import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes, refreshTokens, users } from '../db/schema/auth.js';
import { setupTestDatabase } from '../testing/db.js';
import type { Session } from './session.service.js';
import {
  authTestApp,
  type AuthTestApp,
  followLink,
  postSignIn,
  postSignUp,
  signUpVerified,
} from '../testing/index.js';

const testDb = setupTestDatabase();

afterEach(() => {
  vi.useRealTimers();
});

async function sessionFromRedirect(t: AuthTestApp, target: URL): Promise<Session> {
  const refreshToken = target.searchParams.get('refreshToken');
  expect(refreshToken).toBeTruthy();
  const res = await t.post<Session>('/token', { refreshToken });
  expect(res.status).toBe(200);
  return res.body;
}

describe('magic link (POST /signin/passwordless/email)', () => {
  it('creates the user on first use and signs in through the link', async () => {
    const t = authTestApp(testDb.db);
    const res = await t.post('/signin/passwordless/email', {
      email: 'magic@example.com',
      options: { redirectTo: '/auth/callback', displayName: 'Magic Fan' },
    });
    expect(res).toMatchObject({ status: 200, body: 'OK' });
    const mail = t.mailer.last('magic@example.com', 'signin-passwordless');
    const link = new URL(mail.data.link!);
    expect(link.searchParams.get('type')).toBe('signinPasswordless');
    expect(link.searchParams.get('ticket')).toMatch(/^passwordlessEmail:/);

    const target = await followLink(t, t.mailer.linkPath('magic@example.com'));
    expect(target.origin + target.pathname).toBe('http://localhost:3000/auth/callback');
    expect(target.searchParams.get('type')).toBe('signinPasswordless');
    const session = await sessionFromRedirect(t, target);
    expect(session.user).toMatchObject({
      email: 'magic@example.com',
      displayName: 'Magic Fan',
      emailVerified: true,
    });
  });

  it('signs an existing user in, and the link expires after 15 minutes', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'known@example.com');
    await t.post('/signin/passwordless/email', { email: 'KNOWN@example.com' });
    expect(await testDb.db.select().from(users)).toHaveLength(1);
    const path = t.mailer.linkPath('known@example.com', 'signin-passwordless');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const late = await followLink(t, path);
    expect(late.searchParams.get('error')).toBe('invalid-ticket');
    expect(late.searchParams.get('errorDescription')).toBe('Invalid ticket');
    vi.useRealTimers();

    await t.post('/signin/passwordless/email', { email: 'known@example.com' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    const inTime = await followLink(
      t,
      t.mailer.linkPath('known@example.com', 'signin-passwordless'),
    );
    expect(inTime.searchParams.get('refreshToken')).toBeTruthy();
  });

  it('keeps only live codes and tokens: spent links and expired sessions are cleared', async () => {
    const t = authTestApp(testDb.db);
    await t.post('/signin/passwordless/email', { email: 'tidy@example.com' });
    await followLink(t, t.mailer.linkPath('tidy@example.com'));
    await t.post('/signin/passwordless/email', { email: 'tidy@example.com' });
    const codes = await testDb.db.select().from(oneTimeCodes);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.usedAt).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    await t.post('/signin/passwordless/email', { email: 'tidy@example.com' });
    await followLink(t, t.mailer.linkPath('tidy@example.com'));
    expect(await testDb.db.select().from(refreshTokens)).toHaveLength(1);
    expect(await testDb.db.select().from(oneTimeCodes)).toHaveLength(1);
  });

  it('answers 409 disabled-endpoint, 403 signup-disabled and 401 disabled-user', async () => {
    const off = authTestApp(testDb.db, { AUTH_PASSWORDLESS_EMAIL_ENABLED: 'false' });
    expect(await off.post('/signin/passwordless/email', { email: 'a@example.com' })).toMatchObject({
      status: 409,
      body: { error: 'disabled-endpoint', message: 'This endpoint is disabled' },
    });
    const closed = authTestApp(testDb.db, { AUTH_DISABLE_SIGNUP: 'true' });
    expect(
      await closed.post('/signin/passwordless/email', { email: 'a@example.com' }),
    ).toMatchObject({ status: 403, body: { error: 'signup-disabled' } });

    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'off@example.com');
    await testDb.db.update(users).set({ disabled: true });
    expect(await t.post('/signin/passwordless/email', { email: 'off@example.com' })).toMatchObject({
      status: 401,
      body: { error: 'disabled-user' },
    });
    expect(await t.post('/signin/passwordless/email', { email: 'bad' })).toMatchObject({
      status: 400,
      body: { error: 'invalid-email' },
    });
  });
});

describe('GET /verify', () => {
  it('redirects errors to redirectTo, or to the client URL when redirectTo is not allowed', async () => {
    const t = authTestApp(testDb.db);
    const bad = await followLink(
      t,
      '/v1/auth/verify?type=emailVerify&ticket=verifyEmail:00000000-0000-4000-8000-000000000000&redirectTo=%2Fdone',
    );
    expect(bad.toString()).toBe(
      'http://localhost:3000/done?error=invalid-ticket&errorDescription=Invalid+ticket',
    );
    const foreign = await followLink(
      t,
      '/v1/auth/verify?ticket=verifyEmail:x&redirectTo=https%3A%2F%2Fevil.example.com%2F',
    );
    expect(foreign.origin).toBe('http://localhost:3000');
    expect(foreign.searchParams.get('error')).toBe('redirectTo-not-allowed');
    const noTicket = await followLink(t, '/v1/auth/verify');
    expect(noTicket.searchParams.get('error')).toBe('invalid-ticket');
  });

  it('refuses a disabled user with a redirect error', async () => {
    const t = authTestApp(testDb.db);
    await postSignUp(t, 'x@example.com', 'secret passphrase');
    await testDb.db.update(users).set({ disabled: true });
    const target = await followLink(t, t.mailer.linkPath('x@example.com'));
    expect(target.searchParams.get('error')).toBe('disabled-user');
  });
});

describe('e-mail one-time code (POST /signin/otp/email[/verify])', () => {
  it('mails six digits that sign in once and verify the address', async () => {
    const t = authTestApp(testDb.db);
    expect(await t.post('/signin/otp/email', { email: 'code@example.com' })).toMatchObject({
      status: 200,
      body: 'OK',
    });
    const mail = t.mailer.last('code@example.com', 'signin-otp');
    const code = mail.data.ticket!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.data.link).toBe('');

    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await t.post('/signin/otp/email/verify', { email: 'code@example.com', otp: wrong }),
    ).toMatchObject({ status: 401, body: { error: 'invalid-ticket' } });
    const res = await t.post<{ session: Session }>('/signin/otp/email/verify', {
      email: 'code@example.com',
      otp: code,
    });
    expect(res.status).toBe(200);
    expect(res.body.session.user).toMatchObject({ email: 'code@example.com', emailVerified: true });
    expect(
      (await t.post('/signin/otp/email/verify', { email: 'code@example.com', otp: code })).status,
    ).toBe(401);
  });

  it("does not accept one user's code for another", async () => {
    const t = authTestApp(testDb.db);
    await t.post('/signin/otp/email', { email: 'one@example.com' });
    await t.post('/signin/otp/email', { email: 'two@example.com' });
    const code = t.mailer.last('one@example.com').data.ticket!;
    expect(
      (await t.post('/signin/otp/email/verify', { email: 'two@example.com', otp: code })).status,
    ).toBe(401);
    expect(
      (await t.post('/signin/otp/email/verify', { email: 'nobody@example.com', otp: code })).status,
    ).toBe(401);
  });

  it('answers 409 disabled-endpoint when switched off', async () => {
    const t = authTestApp(testDb.db, { AUTH_OTP_EMAIL_ENABLED: 'false' });
    expect((await t.post('/signin/otp/email', { email: 'a@example.com' })).body).toMatchObject({
      error: 'disabled-endpoint',
    });
    expect(
      (await t.post('/signin/otp/email/verify', { email: 'a@example.com', otp: '123456' })).status,
    ).toBe(409);
  });
});

describe('password reset', () => {
  it('always answers OK and mails only existing users (no enumeration)', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'forgot@example.com', 'old password');
    const sentBefore = t.mailer.sent.length;
    const unknown = await t.post('/user/password/reset', { email: 'nobody@example.com' });
    const known = await t.post('/user/password/reset', {
      email: 'forgot@example.com',
      options: { redirectTo: '/auth/reset-password' },
    });
    expect(unknown).toMatchObject({ status: 200, body: 'OK' });
    expect(known).toMatchObject({ status: 200, body: 'OK' });
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    expect(
      await t.post('/user/password/reset', {
        email: 'forgot@example.com',
        options: { redirectTo: 'https://evil.example.com' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'redirectTo-not-allowed' } });
  });

  it('the link signs in with type=passwordReset, then POST /user/password with Bearer', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'forgot@example.com', 'old password');
    await t.post('/user/password/reset', {
      email: 'forgot@example.com',
      options: { redirectTo: '/auth/reset-password' },
    });
    const target = await followLink(t, t.mailer.linkPath('forgot@example.com', 'password-reset'));
    expect(target.pathname).toBe('/auth/reset-password');
    expect(target.searchParams.get('type')).toBe('passwordReset');
    const session = await sessionFromRedirect(t, target);

    expect(
      await t.post('/user/password', { newPassword: 'new password' }, session.accessToken),
    ).toMatchObject({ status: 200, body: 'OK' });
    expect((await postSignIn(t, 'forgot@example.com', 'old password')).status).toBe(401);
    expect((await postSignIn(t, 'forgot@example.com', 'new password')).status).toBe(200);
  });

  it('POST /user/password with the ticket itself, once', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'forgot@example.com', 'old password');
    await t.post('/user/password/reset', { email: 'forgot@example.com' });
    const ticket = t.mailer.last('forgot@example.com', 'password-reset').data.ticket!;
    expect(ticket).toMatch(/^passwordReset:/);
    expect(
      await t.post('/user/password', { newPassword: 'by ticket 123', ticket }, 'stale.token'),
    ).toMatchObject({
      status: 200,
      body: 'OK',
    });
    expect(
      await t.post('/user/password', { newPassword: 'again and again', ticket }),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid-ticket', message: 'Invalid ticket' },
    });
    expect(
      await t.post('/user/password', {
        newPassword: 'again and again',
        ticket: 'verifyEmail:00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject({ status: 401, body: { error: 'invalid-ticket' } });
    expect(await t.post('/user/password', { newPassword: 'again and again' })).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    expect(await t.post('/user/password', { newPassword: 'ab', ticket })).toMatchObject({
      status: 400,
      body: { error: 'password-too-short' },
    });
    expect((await postSignIn(t, 'forgot@example.com', 'by ticket 123')).status).toBe(200);
  });
});

describe('e-mail change (POST /user/email/change)', () => {
  it('mails the new address; its link switches the e-mail', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'old@example.com');
    expect(
      await t.post(
        '/user/email/change',
        { newEmail: 'new@example.com', options: { redirectTo: '/app/settings' } },
        session.accessToken,
      ),
    ).toMatchObject({ status: 200, body: 'OK' });
    const mail = t.mailer.last('new@example.com', 'email-confirm-change');
    expect(mail.data).toMatchObject({ email: 'old@example.com', newEmail: 'new@example.com' });
    const [pending] = await testDb.db.select().from(users);
    expect(pending).toMatchObject({ email: 'old@example.com', newEmail: 'new@example.com' });

    const target = await followLink(t, t.mailer.linkPath('new@example.com'));
    expect(target.searchParams.get('type')).toBe('emailConfirmChange');
    const after = await sessionFromRedirect(t, target);
    expect(after.user.email).toBe('new@example.com');
    const [row] = await testDb.db.select().from(users);
    expect(row).toMatchObject({ email: 'new@example.com', newEmail: null, emailVerified: true });
  });

  it('refuses a taken address (409), needs a Bearer (401), refuses guests (403)', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'a@example.com');
    await signUpVerified(t, 'b@example.com');
    expect(
      await t.post('/user/email/change', { newEmail: 'B@example.com' }, session.accessToken),
    ).toMatchObject({ status: 409, body: { error: 'email-already-in-use' } });
    expect(await t.post('/user/email/change', { newEmail: 'c@example.com' })).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated-user' },
    });
    const guest = (await t.post<{ session: Session }>('/signin/anonymous')).body.session;
    expect(
      await t.post('/user/email/change', { newEmail: 'c@example.com' }, guest.accessToken),
    ).toMatchObject({ status: 403, body: { error: 'forbidden-anonymous' } });
  });

  it('a link whose address got taken meanwhile redirects with email-already-in-use', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'a@example.com');
    await t.post('/user/email/change', { newEmail: 'race@example.com' }, session.accessToken);
    const path = t.mailer.linkPath('race@example.com', 'email-confirm-change');
    await signUpVerified(t, 'race@example.com');
    const target = await followLink(t, path);
    expect(target.searchParams.get('error')).toBe('email-already-in-use');
    const [row] = await testDb.db.select().from(users).where(eq(users.email, 'a@example.com'));
    expect(row).toBeDefined();
  });
});
