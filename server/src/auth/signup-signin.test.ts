import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.js';
import { setupTestDatabase } from '../testing/db.js';
import type { Session } from './session.service.js';
import {
  authTestApp,
  followLink,
  postSignIn,
  postSignUp,
  signUpVerified,
} from '../testing/index.js';

const testDb = setupTestDatabase();

const error = (status: number, code: string, message?: string) => ({
  status,
  body: { status, error: code, ...(message ? { message } : { message: expect.any(String) }) },
});

describe('POST /signup/email-password', () => {
  it('creates an unverified user, answers without a session and mails the verify link', async () => {
    const t = authTestApp(testDb.db);
    const res = await t.post('/signup/email-password', {
      email: 'New@Example.com',
      password: 'secret passphrase',
      options: { displayName: 'New Fan', locale: 'en', redirectTo: '/auth/callback' },
    });
    expect(res).toMatchObject({ status: 200, body: { session: null } });

    const [row] = await testDb.db.select().from(users);
    expect(row).toMatchObject({
      email: 'New@Example.com',
      emailVerified: false,
      displayName: 'New Fan',
      defaultRole: 'user',
      isAnonymous: false,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.roles.sort()).toEqual(['me', 'user']);

    const mail = t.mailer.last('New@Example.com', 'email-verify');
    const link = new URL(mail.data.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/v1/auth/verify');
    expect(link.searchParams.get('type')).toBe('emailVerify');
    expect(link.searchParams.get('ticket')).toMatch(/^verifyEmail:[0-9a-f-]{36}$/);
    expect(link.searchParams.get('redirectTo')).toBe('http://localhost:3000/auth/callback');
    expect(mail.data).toMatchObject({ displayName: 'New Fan', email: 'New@Example.com' });
  });

  it('the verify link marks the e-mail verified and signs in through the redirect', async () => {
    const t = authTestApp(testDb.db);
    await t.post('/signup/email-password', {
      email: 'fan@example.com',
      password: 'secret passphrase',
      options: { redirectTo: 'http://localhost:3000/auth/callback?next=%2Fapp' },
    });
    const target = await followLink(t, t.mailer.linkPath('fan@example.com'));
    expect(target.origin + target.pathname).toBe('http://localhost:3000/auth/callback');
    expect(target.searchParams.get('next')).toBe('/app');
    expect(target.searchParams.get('type')).toBe('emailVerify');
    const refreshToken = target.searchParams.get('refreshToken')!;
    const session = await t.post<Session>('/token', { refreshToken });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: 'fan@example.com', emailVerified: true });

    // A link works once.
    const again = await followLink(t, t.mailer.linkPath('fan@example.com'));
    expect(again.searchParams.get('error')).toBe('invalid-ticket');
    expect(again.searchParams.get('refreshToken')).toBeNull();
  });

  it('returns a session at once when verification is not required', async () => {
    const t = authTestApp(testDb.db, { AUTH_EMAIL_VERIFICATION_REQUIRED: 'false' });
    const res = await postSignUp<{ session: Session }>(t, 'quick@example.com', 'secret passphrase');
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({
      accessTokenExpiresIn: 900,
      refreshToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      refreshTokenId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user: { email: 'quick@example.com', emailVerified: false, activeMfaType: null },
    });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses a taken address, in any letter case (409 email-already-in-use)', async () => {
    // With verification required a taken address gets the neutral "check your mail" answer
    // (src/security/10-browser.test.ts); without it, 409 email-already-in-use.
    const t = authTestApp(testDb.db, { AUTH_EMAIL_VERIFICATION_REQUIRED: 'false' });
    await postSignUp(t, 'taken@example.com', 'secret passphrase');
    const res = await postSignUp(t, 'TAKEN@example.com', 'other passphrase');
    expect(res).toMatchObject(error(409, 'email-already-in-use', 'Email already in use'));
  });

  it('validates the body in the envelope', async () => {
    const t = authTestApp(testDb.db);
    expect(await postSignUp(t, 'nope', 'secret passphrase')).toMatchObject(
      error(400, 'invalid-email', 'Email is incorrectly formatted'),
    );
    expect(await postSignUp(t, 'a@example.com', 'ab')).toMatchObject(
      error(400, 'password-too-short', 'Password is too short'),
    );
    expect(await postSignUp(t, 'a@example.com', 'x'.repeat(51))).toMatchObject(
      error(400, 'invalid-password'),
    );
    expect(await t.post('/signup/email-password', { email: 'a@example.com' })).toMatchObject(
      error(400, 'invalid-request'),
    );
    const malformed = await t.app.request('/v1/auth/signup/email-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ status: 400, error: 'invalid-request' });
  });

  it('honours the configured minimum password length', async () => {
    const t = authTestApp(testDb.db, { AUTH_PASSWORD_MIN_LENGTH: '10' });
    expect(await postSignUp(t, 'a@example.com', 'nine 9999')).toMatchObject(
      error(400, 'password-too-short'),
    );
  });

  it('checks the options: redirect allow-list, roles, display name; unknown locales fall back', async () => {
    const t = authTestApp(testDb.db, {
      AUTH_ALLOWED_REDIRECT_URLS: 'https://*.tiix.app,myapp://callback',
    });
    const signUp = (email: string, options: Record<string, unknown>) =>
      t.post('/signup/email-password', { email, password: 'secret passphrase', options });

    expect(
      await signUp('a@example.com', { redirectTo: 'https://evil.example.com/x' }),
    ).toMatchObject(
      error(400, 'redirectTo-not-allowed', 'The value of "options.redirectTo" is not allowed.'),
    );
    // Sub-paths of the client URL only, not look-alike hosts.
    expect(
      await signUp('a@example.com', { redirectTo: 'http://localhost:3000.evil.com/' }),
    ).toMatchObject(error(400, 'redirectTo-not-allowed'));
    expect(await signUp('a@example.com', { allowedRoles: ['user', 'admin'] })).toMatchObject(
      error(400, 'role-not-allowed', 'Role not allowed'),
    );
    expect(
      await signUp('a@example.com', { allowedRoles: ['user'], defaultRole: 'me' }),
    ).toMatchObject(error(400, 'default-role-must-be-in-allowed-roles'));
    expect(await signUp('a@example.com', { displayName: 'x'.repeat(33) })).toMatchObject(
      error(400, 'invalid-request'),
    );
    expect(await signUp('a@example.com', { displayName: 'Bad {name}' })).toMatchObject(
      error(400, 'invalid-request'),
    );

    const fine = await signUp('b@example.com', {
      redirectTo: 'https://team.tiix.app/auth/callback',
      locale: 'xx',
      allowedRoles: ['user'],
      metadata: { source: 'wizard' },
    });
    expect(fine.status).toBe(200);
    const [row] = await testDb.db.select().from(users).where(eq(users.email, 'b@example.com'));
    expect(row).toMatchObject({ locale: 'en', roles: ['user'], metadata: { source: 'wizard' } });
    expect((await signUp('c@example.com', { redirectTo: 'myapp://callback/done' })).status).toBe(
      200,
    );
  });

  it('answers 403 signup-disabled when sign-up is off', async () => {
    const t = authTestApp(testDb.db, { AUTH_DISABLE_SIGNUP: 'true' });
    expect(await postSignUp(t, 'a@example.com', 'secret passphrase')).toMatchObject(
      error(403, 'signup-disabled', 'Sign up is disabled.'),
    );
  });

  it('applies the e-mail access lists (401 invalid-email-password)', async () => {
    const t = authTestApp(testDb.db, {
      AUTH_ACCESS_CONTROL_BLOCKED_EMAIL_DOMAINS: 'spam.test',
      AUTH_ACCESS_CONTROL_ALLOWED_EMAIL_DOMAINS: 'example.com,spam.test',
    });
    expect(await postSignUp(t, 'a@spam.test', 'secret passphrase')).toMatchObject(
      error(401, 'invalid-email-password'),
    );
    expect(await postSignUp(t, 'a@other.org', 'secret passphrase')).toMatchObject(
      error(401, 'invalid-email-password'),
    );
    expect((await postSignUp(t, 'a@example.com', 'secret passphrase')).status).toBe(200);
  });

  it('creates the user disabled when new users are disabled (401 disabled-user)', async () => {
    const t = authTestApp(testDb.db, { AUTH_DISABLE_NEW_USERS: 'true' });
    expect(await postSignUp(t, 'a@example.com', 'secret passphrase')).toMatchObject(
      error(401, 'disabled-user', 'User is disabled'),
    );
    const [row] = await testDb.db.select().from(users);
    expect(row?.disabled).toBe(true);
  });
});

describe('POST /signin/email-password', () => {
  it('signs in a verified user, case-insensitively, with mfa null', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'player@example.com', 'pass word 42');
    const res = await postSignIn<{ session: Session; mfa: null }>(
      t,
      'PLAYER@example.com',
      'pass word 42',
    );
    expect(res.status).toBe(200);
    expect(res.body.mfa).toBeNull();
    expect(res.body.session.user).toMatchObject({
      email: 'player@example.com',
      defaultRole: 'user',
      isAnonymous: false,
      activeMfaType: null,
    });
  });

  it('refuses unknown users and wrong passwords alike (401 invalid-email-password)', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'player@example.com', 'pass word 42');
    const wrong = await postSignIn(t, 'player@example.com', 'wrong');
    const unknown = await postSignIn(t, 'nobody@example.com', 'pass word 42');
    expect(wrong).toMatchObject(
      error(401, 'invalid-email-password', 'Incorrect email or password'),
    );
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers 401 unverified-user 'Email is not verified' before verification", async () => {
    const t = authTestApp(testDb.db);
    await postSignUp(t, 'late@example.com', 'secret passphrase');
    expect(await postSignIn(t, 'late@example.com', 'secret passphrase')).toMatchObject(
      error(401, 'unverified-user', 'Email is not verified'),
    );
  });

  it('answers 401 disabled-user for a disabled account', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'gone@example.com', 'secret passphrase');
    await testDb.db.update(users).set({ disabled: true });
    expect(await postSignIn(t, 'gone@example.com', 'secret passphrase')).toMatchObject(
      error(401, 'disabled-user'),
    );
  });

  it('hides which codes mean what in conceal mode', async () => {
    const t = authTestApp(testDb.db, { AUTH_CONCEAL_ERRORS: 'true' });
    expect(await postSignIn(t, 'nobody@example.com', 'secret passphrase')).toMatchObject(
      error(400, 'invalid-request', 'The request payload is incorrect'),
    );
  });
});

describe('POST /user/email/send-verification-email', () => {
  it('sends a new verify link to an unverified user', async () => {
    const t = authTestApp(testDb.db);
    await postSignUp(t, 'late@example.com', 'secret passphrase');
    const res = await t.post('/user/email/send-verification-email', {
      email: 'late@example.com',
      options: { redirectTo: '/welcome' },
    });
    expect(res).toMatchObject({ status: 200, body: 'OK' });
    expect(t.mailer.sent.filter((m) => m.template === 'email-verify')).toHaveLength(2);
    const target = await followLink(t, t.mailer.linkPath('late@example.com'));
    expect(target.pathname).toBe('/welcome');
    expect(target.searchParams.get('refreshToken')).toBeTruthy();
  });

  it('answers "OK" without a mail for verified and unknown addresses (no enumeration)', async () => {
    const t = authTestApp(testDb.db);
    await signUpVerified(t, 'done@example.com');
    const before = t.mailer.sent.length;
    for (const email of ['done@example.com', 'nobody@example.com']) {
      expect(await t.post('/user/email/send-verification-email', { email })).toMatchObject({
        status: 200,
        body: 'OK',
      });
    }
    expect(t.mailer.sent).toHaveLength(before);
  });
});
