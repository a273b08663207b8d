import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema/auth.js';
import { setupTestDatabase } from '../testing/db.js';
import type { Session } from './session.service.js';
import {
  authTestApp,
  type AuthTestApp,
  postSignIn,
  signInAnonymously,
  signUpVerified,
} from '../testing/index.js';

const testDb = setupTestDatabase();

afterEach(() => {
  vi.useRealTimers();
});

const EMAIL = 'totp@example.com';
const PASSWORD = 'correct horse';

/** A code of the period before/after now, as a drifting phone clock would show it. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** POST /user/mfa: turns TOTP on (`'totp'`) or off (`''`) with a code. */
const setMfa = (t: AuthTestApp, session: Session, code: string, activeMfaType: string) =>
  t.post('/user/mfa', { code, activeMfaType }, session.accessToken);

async function enrolled(t: AuthTestApp): Promise<{ session: Session; secret: string }> {
  const session = await signUpVerified(t, EMAIL, PASSWORD);
  const gen = await t.call<{ imageUrl: string; totpSecret: string }>('GET', '/mfa/totp/generate', {
    token: session.accessToken,
  });
  expect(gen.status).toBe(200);
  const secret = gen.body.totpSecret;
  expect(await setMfa(t, session, await codeAt(secret), 'totp')).toMatchObject({
    status: 200,
    body: 'OK',
  });
  return { session, secret };
}

const wrongCode = async (secret: string) => {
  const right = await codeAt(secret);
  return right === '000000' ? '111111' : '000000';
};

describe('TOTP enrolment', () => {
  it('generate returns a QR data URL and a base32 secret; activating needs a valid code', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, EMAIL, PASSWORD);
    const gen = await t.call<{ imageUrl: string; totpSecret: string }>(
      'GET',
      '/mfa/totp/generate',
      {
        token: session.accessToken,
      },
    );
    expect(gen.body.imageUrl).toMatch(/^data:image\/png;base64,/);
    expect(gen.body.totpSecret).toMatch(/^[A-Z2-7]+=*$/);

    expect(await setMfa(t, session, await wrongCode(gen.body.totpSecret), 'totp')).toMatchObject({
      status: 401,
      body: { error: 'invalid-totp', message: 'Invalid TOTP code' },
    });
    // One step of clock drift is accepted.
    expect((await setMfa(t, session, await codeAt(gen.body.totpSecret, -30), 'totp')).status).toBe(
      200,
    );
    const me = await t.call('GET', '/user', { token: session.accessToken });
    expect(me.body).toMatchObject({ activeMfaType: 'totp' });

    expect(await setMfa(t, session, await codeAt(gen.body.totpSecret), 'totp')).toMatchObject({
      status: 400,
      body: { error: 'totp-already-active' },
    });
    expect(await t.call('GET', '/mfa/totp/generate', { token: session.accessToken })).toMatchObject(
      { status: 400, body: { error: 'totp-already-active' } },
    );
  });

  it('answers no-totp-secret, disabled-mfa-totp, mfa-type-not-found, and 401 without a token', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, EMAIL, PASSWORD);
    expect(await setMfa(t, session, '123456', 'totp')).toMatchObject({
      status: 400,
      body: { error: 'no-totp-secret' },
    });
    expect(await setMfa(t, session, '123456', '')).toMatchObject({
      status: 401,
      body: { error: 'disabled-mfa-totp' },
    });
    expect(await setMfa(t, session, '123456', 'sms')).toMatchObject({
      status: 400,
      body: { error: 'mfa-type-not-found' },
    });
    expect((await t.call('GET', '/mfa/totp/generate')).status).toBe(401);
    const guest = await signInAnonymously(t);
    expect(await t.call('GET', '/mfa/totp/generate', { token: guest.accessToken })).toMatchObject({
      status: 403,
      body: { error: 'forbidden-anonymous' },
    });
  });

  it('answers 409 disabled-endpoint when MFA is off', async () => {
    const t = authTestApp(testDb.db, { AUTH_MFA_ENABLED: 'false' });
    const session = await signUpVerified(t, EMAIL, PASSWORD);
    expect(await t.call('GET', '/mfa/totp/generate', { token: session.accessToken })).toMatchObject(
      {
        status: 409,
        body: { error: 'disabled-endpoint' },
      },
    );
    expect(await t.post('/signin/mfa/totp', { ticket: 'mfaTotp:x', otp: '123456' })).toMatchObject({
      status: 409,
      body: { error: 'disabled-endpoint' },
    });
  });
});

describe('sign-in with TOTP', () => {
  it('password sign-in yields an mfaTotp ticket; /signin/mfa/totp with a code yields the session', async () => {
    const t = authTestApp(testDb.db);
    const { secret } = await enrolled(t);
    const first = await t.post<{ session: null; mfa: { ticket: string } }>(
      '/signin/email-password',
      {
        email: EMAIL,
        password: PASSWORD,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.session).toBeNull();
    expect(first.body.mfa.ticket).toMatch(
      /^mfaTotp:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const { ticket } = first.body.mfa;

    // A mistyped code keeps the ticket usable.
    expect(
      await t.post('/signin/mfa/totp', { ticket, otp: await wrongCode(secret) }),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid-totp' },
    });
    const second = await t.post<{ session: Session; mfa: null }>('/signin/mfa/totp', {
      ticket,
      otp: await codeAt(secret),
    });
    expect(second.status).toBe(200);
    expect(second.body.mfa).toBeNull();
    expect(second.body.session.user.email).toBe(EMAIL);
    // Spent.
    expect(await t.post('/signin/mfa/totp', { ticket, otp: await codeAt(secret) })).toMatchObject({
      status: 401,
      body: { error: 'invalid-ticket' },
    });
  });

  it('refuses unknown tickets, and tickets older than 5 minutes', async () => {
    const t = authTestApp(testDb.db);
    const { secret } = await enrolled(t);
    expect(
      await t.post('/signin/mfa/totp', {
        ticket: 'mfaTotp:00000000-0000-4000-8000-000000000000',
        otp: await codeAt(secret),
      }),
    ).toMatchObject({ status: 401, body: { error: 'invalid-ticket' } });
    const { body } = await postSignIn<{ mfa: { ticket: string } }>(t, EMAIL, PASSWORD);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect(
      await t.post('/signin/mfa/totp', { ticket: body.mfa.ticket, otp: await codeAt(secret) }),
    ).toMatchObject({ status: 401, body: { error: 'invalid-ticket' } });
  });

  it('deactivating needs a valid code; then password sign-in gives a session again', async () => {
    const t = authTestApp(testDb.db);
    const { session, secret } = await enrolled(t);
    expect(
      await t.post('/user/mfa', { code: await wrongCode(secret) }, session.accessToken),
    ).toMatchObject({ status: 401, body: { error: 'invalid-totp' } });
    expect(await setMfa(t, session, await codeAt(secret), '')).toMatchObject({
      status: 200,
      body: 'OK',
    });
    const [row] = await testDb.db.select().from(users);
    expect(row).toMatchObject({ activeMfaType: null, totpSecret: null });
    const res = await postSignIn<{ session: Session }>(t, EMAIL, PASSWORD);
    expect(res.body.session).toBeTruthy();
  });

  it('a ticket of a user whose TOTP got switched off answers disabled-mfa-totp', async () => {
    const t = authTestApp(testDb.db);
    const { secret } = await enrolled(t);
    const { body } = await postSignIn<{ mfa: { ticket: string } }>(t, EMAIL, PASSWORD);
    await testDb.db.update(users).set({ activeMfaType: null });
    expect(
      await t.post('/signin/mfa/totp', { ticket: body.mfa.ticket, otp: await codeAt(secret) }),
    ).toMatchObject({ status: 401, body: { error: 'disabled-mfa-totp' } });
    await testDb.db.update(users).set({ activeMfaType: 'totp', totpSecret: null });
    expect(
      await t.post('/signin/mfa/totp', { ticket: body.mfa.ticket, otp: await codeAt(secret) }),
    ).toMatchObject({ status: 400, body: { error: 'no-totp-secret' } });
  });
});
