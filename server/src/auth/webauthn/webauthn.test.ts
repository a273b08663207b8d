import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, users, userSecurityKeys } from '../../db/schema/auth.js';
import { setupTestDatabase } from '../../testing/db.js';
import { plainUser as kitPlainUser } from '../../testing/index.js';
import { CLAIMS_NAMESPACE } from '../jwt.js';
import { SoftAuthenticator } from './testing/soft-authenticator.js';
import { createExternalTestApp, type ExternalTestApp } from './testing/test-app.js';

const testDb = setupTestDatabase();
const ORIGIN = 'http://localhost:3000';
const NO_VERIFY = { AUTH_EMAIL_VERIFICATION_REQUIRED: 'false' };

/** Signs up with a new passkey and returns the session (e-mail verification off). */
async function passkeyUser(t: ExternalTestApp, email: string) {
  const authenticator = new SoftAuthenticator({ origin: ORIGIN });
  const options = await t.post('/signup/webauthn', { email });
  expect(options.status).toBe(200);
  const verify = await t.post('/signup/webauthn/verify', {
    credential: authenticator.register(options.body),
  });
  expect(verify.status).toBe(200);
  return { authenticator, session: verify.body.session };
}

/** A password-less e-mail user with a session on `t`'s settings, created directly. */
const plainUser = (t: ExternalTestApp, email: string, emailVerified?: boolean) =>
  kitPlainUser(testDb.db, t.config, email, emailVerified);

/** POST /user/webauthn/verify: completes adding a passkey with the authenticator's response. */
const addKey = (t: ExternalTestApp, credential: unknown, token: string) =>
  t.post('/user/webauthn/verify', { credential }, token);

async function counterOf(credentialId: string) {
  const [row] = await testDb.db
    .select()
    .from(userSecurityKeys)
    .where(eq(userSecurityKeys.credentialId, credentialId));
  return row?.counter;
}

describe('passkey sign-up', () => {
  it('offers creation options and stores the challenge in the database', async () => {
    const t = createExternalTestApp(testDb.db);
    const { status, body } = await t.post('/signup/webauthn', {
      email: 'ada@example.com',
      options: { displayName: 'Ada' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      rp: { id: 'localhost', name: 'localhost' },
      user: { name: 'ada@example.com', displayName: 'Ada' },
      timeout: 60_000,
      attestation: 'indirect',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    expect(body.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    // The user handle is a user id to be: a uuid as a string.
    expect(Buffer.from(body.user.id, 'base64url').toString()).toMatch(/^[0-9a-f-]{36}$/);
    const challenges = await testDb.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.purpose, 'webauthn_challenge'));
    expect(challenges).toHaveLength(1);
    expect(challenges[0]).toMatchObject({ email: 'ada@example.com', usedAt: null });
  });

  it('creates the account and key, and sends the verify mail when verification is required', async () => {
    const t = createExternalTestApp(testDb.db);
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    const options = (await t.post('/signup/webauthn', { email: 'bea@example.com' })).body;
    const verify = await t.post('/signup/webauthn/verify', {
      credential: authenticator.register(options),
      nickname: 'Phone',
    });
    expect(verify).toEqual({ status: 200, body: { session: null } });
    const [user] = await testDb.db.select().from(users).where(eq(users.email, 'bea@example.com'));
    expect(user).toMatchObject({ emailVerified: false, displayName: 'bea@example.com' });
    // The account's id is the handle the authenticator keeps.
    expect(user!.id).toBe(Buffer.from(options.user.id, 'base64url').toString());
    const keys = await testDb.db
      .select()
      .from(userSecurityKeys)
      .where(eq(userSecurityKeys.userId, user!.id));
    expect(keys).toMatchObject([{ credentialId: authenticator.id, nickname: 'Phone', counter: 0 }]);
    expect(t.mails).toMatchObject([{ to: 'bea@example.com', template: 'email-verify' }]);
  });

  it('answers a session when verification is not required', async () => {
    const t = createExternalTestApp(testDb.db, NO_VERIFY);
    const { session } = await passkeyUser(t, 'cy@example.com');
    expect(session).toMatchObject({
      accessTokenExpiresIn: 900,
      user: { email: 'cy@example.com', emailVerified: false, defaultRole: 'user' },
    });
    expect(t.mails).toHaveLength(0);
  });

  it('refuses a taken e-mail, a replayed response and a response to another challenge', async () => {
    const t = createExternalTestApp(testDb.db, NO_VERIFY);
    await passkeyUser(t, 'dan@example.com');
    expect(await t.post('/signup/webauthn', { email: 'DAN@example.com' })).toMatchObject({
      status: 409,
      body: { status: 409, error: 'email-already-in-use' },
    });

    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    const options = (await t.post('/signup/webauthn', { email: 'eve@example.com' })).body;
    const forged = authenticator.register(options, {
      challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy',
    });
    expect(await t.post('/signup/webauthn/verify', { credential: forged })).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    const credential = authenticator.register(options);
    expect((await t.post('/signup/webauthn/verify', { credential })).status).toBe(200);
    expect(await t.post('/signup/webauthn/verify', { credential })).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });

  it('refuses a response from another origin or relying party', async () => {
    const t = createExternalTestApp(testDb.db);
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    const first = (await t.post('/signup/webauthn', { email: 'fay@example.com' })).body;
    const wrongOrigin = authenticator.register(first, { origin: 'https://evil.example' });
    expect((await t.post('/signup/webauthn/verify', { credential: wrongOrigin })).status).toBe(400);
    const second = (await t.post('/signup/webauthn', { email: 'fay@example.com' })).body;
    const wrongRp = authenticator.register(second, { rpId: 'evil.example' });
    expect((await t.post('/signup/webauthn/verify', { credential: wrongRp })).status).toBe(400);
    expect(await testDb.db.select().from(users)).toHaveLength(0);
  });

  it('checks the body and the sign-up options', async () => {
    const t = createExternalTestApp(testDb.db);
    expect(await t.post('/signup/webauthn', { email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { error: 'invalid-email' },
    });
    expect(
      await t.post('/signup/webauthn', {
        email: 'gil@example.com',
        options: { redirectTo: 'https://evil.example/' },
      }),
    ).toMatchObject({ status: 400, body: { error: 'redirectTo-not-allowed' } });
    expect(await t.post('/signup/webauthn/verify', { credential: { id: 'x' } })).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });

  it('is refused when sign-up is disabled', async () => {
    const t = createExternalTestApp(testDb.db, { AUTH_DISABLE_SIGNUP: 'true' });
    expect(await t.post('/signup/webauthn', { email: 'hal@example.com' })).toMatchObject({
      status: 403,
      body: { error: 'signup-disabled' },
    });
  });
});

describe('passkey sign-in', () => {
  it('signs in with the e-mail, limited to the user’s keys, and moves the counter', async () => {
    const t = createExternalTestApp(testDb.db, NO_VERIFY);
    const { authenticator, session } = await passkeyUser(t, 'ivy@example.com');
    const options = await t.post('/signin/webauthn', { email: 'ivy@example.com' });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rpId: 'localhost',
      timeout: 60_000,
      userVerification: 'preferred',
      allowCredentials: [{ id: authenticator.id, type: 'public-key' }],
    });
    const signIn = await t.post('/signin/webauthn/verify', {
      credential: authenticator.assert(options.body),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.session.user).toMatchObject({
      id: session.user.id,
      email: 'ivy@example.com',
    });
    expect(signIn.body.session.refreshTokenId).not.toBe(session.refreshTokenId);
    expect(await counterOf(authenticator.id)).toBe(1);

    const again = (await t.post('/signin/webauthn', { email: 'ivy@example.com' })).body;
    await t.post('/signin/webauthn/verify', { credential: authenticator.assert(again) });
    expect(await counterOf(authenticator.id)).toBe(2);

    // The refresh token works at /token.
    const token = await t.post('/token', { refreshToken: signIn.body.session.refreshToken });
    expect(token.status).toBe(200);
  });

  it('signs in without an e-mail with a discoverable passkey', async () => {
    const t = createExternalTestApp(testDb.db, NO_VERIFY);
    const { authenticator, session } = await passkeyUser(t, 'jon@example.com');
    const options = await t.post('/signin/webauthn');
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials).toEqual([]);
    const credential = authenticator.assert(options.body);
    expect(Buffer.from(credential.response.userHandle!, 'base64url').toString()).toBe(
      session.user.id,
    );
    const signIn = await t.post('/signin/webauthn/verify', { credential });
    expect(signIn.status).toBe(200);
    expect(signIn.body.session.user.id).toBe(session.user.id);
  });

  it('refuses a wrong signature, a wrong challenge, a replay and a counter that went back', async () => {
    const t = createExternalTestApp(testDb.db, NO_VERIFY);
    const { authenticator } = await passkeyUser(t, 'kim@example.com');

    const options = (await t.post('/signin/webauthn', { email: 'kim@example.com' })).body;
    const badSignature = authenticator.assert(options, { tamperSignature: true });
    expect(await t.post('/signin/webauthn/verify', { credential: badSignature })).toMatchObject({
      status: 400,
      body: { status: 400, error: 'invalid-request' },
    });
    expect(await counterOf(authenticator.id)).toBe(0);
    // The challenge was spent by the failed attempt.
    const retry = authenticator.assert(options);
    expect((await t.post('/signin/webauthn/verify', { credential: retry })).status).toBe(400);

    const unknownChallenge = authenticator.assert(options, {
      challenge: Buffer.from('never-issued').toString('base64url'),
    });
    expect((await t.post('/signin/webauthn/verify', { credential: unknownChallenge })).status).toBe(
      400,
    );

    const fresh = (await t.post('/signin/webauthn', { email: 'kim@example.com' })).body;
    const good = authenticator.assert(fresh);
    expect((await t.post('/signin/webauthn/verify', { credential: good })).status).toBe(200);
    expect((await t.post('/signin/webauthn/verify', { credential: good })).status).toBe(400);

    const stored = (await counterOf(authenticator.id))!;
    authenticator.counter = stored - 2; // a clone that is behind
    const cloned = authenticator.assert((await t.post('/signin/webauthn')).body);
    expect((await t.post('/signin/webauthn/verify', { credential: cloned })).status).toBe(400);
    expect(await counterOf(authenticator.id)).toBe(stored);
  });

  it('refuses a response from another page and an unknown key', async () => {
    const t = createExternalTestApp(testDb.db, NO_VERIFY);
    const { authenticator } = await passkeyUser(t, 'lee@example.com');
    const options = (await t.post('/signin/webauthn')).body;
    const phished = authenticator.assert(options, { origin: 'https://login-tiix.example' });
    expect((await t.post('/signin/webauthn/verify', { credential: phished })).status).toBe(400);

    const stranger = new SoftAuthenticator({ origin: ORIGIN });
    const other = (await t.post('/signin/webauthn')).body;
    expect(
      await t.post('/signin/webauthn/verify', { credential: stranger.assert(other) }),
    ).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
  });

  it('answers unknown and key-less addresses like the discoverable challenge; other user errors as a password sign-in', async () => {
    const t = createExternalTestApp(testDb.db);
    // No account, or no keys: the same challenge any passkey may answer (no enumeration).
    const unknown = await t.post('/signin/webauthn', {
      email: 'nobody@example.com',
    });
    expect(unknown.status).toBe(200);
    expect((unknown.body as { allowCredentials?: unknown[] }).allowCredentials ?? []).toEqual([]);
    await plainUser(t, 'mo@example.com');
    const keyless = await t.post('/signin/webauthn', {
      email: 'mo@example.com',
    });
    expect(keyless.status).toBe(200);
    expect((keyless.body as { allowCredentials?: unknown[] }).allowCredentials ?? []).toEqual([]);
    // Signed up with a passkey but never verified the e-mail (verification required).
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });
    const options = (await t.post('/signup/webauthn', { email: 'ned@example.com' })).body;
    await t.post('/signup/webauthn/verify', { credential: authenticator.register(options) });
    expect(await t.post('/signin/webauthn', { email: 'ned@example.com' })).toMatchObject({
      status: 401,
      body: { error: 'unverified-user', message: 'Email is not verified' },
    });
    const discoverable = (await t.post('/signin/webauthn')).body;
    expect(
      await t.post('/signin/webauthn/verify', { credential: authenticator.assert(discoverable) }),
    ).toMatchObject({ status: 401, body: { error: 'unverified-user' } });
  });
});

describe('passkeys of a signed-in user', () => {
  it('adds a key (the first one without elevation), lists and removes keys', async () => {
    const t = createExternalTestApp(testDb.db, { AUTH_REQUIRE_ELEVATED_CLAIM: 'required' });
    const { user, session } = await plainUser(t, 'ona@example.com');
    expect((await t.post('/user/webauthn/add')).status).toBe(401);

    const options = await t.post('/user/webauthn/add', undefined, session.accessToken);
    expect(options.status).toBe(200);
    expect(Buffer.from(options.body.user.id, 'base64url').toString()).toBe(user.id);
    expect(options.body.user.name).toBe('ona@example.com');
    expect(options.body.excludeCredentials).toEqual([]);
    const phone = new SoftAuthenticator({ origin: ORIGIN });
    const added = await t.post(
      '/user/webauthn/verify',
      { credential: phone.register(options.body), nickname: 'Phone' },
      session.accessToken,
    );
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: expect.any(String), nickname: 'Phone' });

    // With a key, adding another needs the elevated claim.
    expect(await t.post('/user/webauthn/add', undefined, session.accessToken)).toMatchObject({
      status: 403,
      body: { error: 'elevated-claim-required' },
    });

    const elevateOptions = await t.post(
      '/elevate/webauthn',
      { email: 'ona@example.com' },
      session.accessToken,
    );
    expect(elevateOptions.body.allowCredentials).toMatchObject([{ id: phone.id }]);
    const elevated = await t.post(
      '/elevate/webauthn/verify',
      { credential: phone.assert(elevateOptions.body) },
      session.accessToken,
    );
    expect(elevated.status).toBe(200);
    const claims = decodeJwt(elevated.body.session.accessToken)[CLAIMS_NAMESPACE] as Record<
      string,
      unknown
    >;
    expect(claims['x-hasura-auth-elevated']).toBe(user.id);
    const token = elevated.body.session.accessToken as string;

    const second = await t.post('/user/webauthn/add', undefined, token);
    expect(second.body.excludeCredentials).toMatchObject([{ id: phone.id }]);
    const laptop = new SoftAuthenticator({ origin: ORIGIN });
    const addedLaptop = await addKey(t, laptop.register(second.body), token);
    expect(addedLaptop.body).toEqual({ id: expect.any(String) });

    const list = await t.get('/user/webauthn', session.accessToken);
    expect(list.body).toEqual([
      { id: added.body.id, nickname: 'Phone', createdAt: expect.any(String) },
      { id: addedLaptop.body.id, nickname: null, createdAt: expect.any(String) },
    ]);

    expect((await t.del(`/user/webauthn/${added.body.id}`, session.accessToken)).status).toBe(403);
    expect(await t.del(`/user/webauthn/${added.body.id}`, token)).toEqual({
      status: 200,
      body: 'OK',
    });
    expect((await t.get('/user/webauthn', token)).body).toHaveLength(1);
    expect((await t.del(`/user/webauthn/${added.body.id}`, token)).status).toBe(400);
  });

  it('does not let a response of one ceremony or user complete another', async () => {
    const t = createExternalTestApp(testDb.db, NO_VERIFY);
    const { session: ann } = await plainUser(t, 'ann@example.com');
    const { session: bob } = await plainUser(t, 'bob@example.com');
    const authenticator = new SoftAuthenticator({ origin: ORIGIN });

    const annOptions = (await t.post('/user/webauthn/add', undefined, ann.accessToken)).body;
    expect(await addKey(t, authenticator.register(annOptions), bob.accessToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });

    const signup = (await t.post('/signup/webauthn', { email: 'cat@example.com' })).body;
    expect((await addKey(t, authenticator.register(signup), ann.accessToken)).status).toBe(400);

    // A key of Bob's cannot elevate Ann.
    const bobOptions = (await t.post('/user/webauthn/add', undefined, bob.accessToken)).body;
    await addKey(t, authenticator.register(bobOptions), bob.accessToken);
    expect(await t.post('/elevate/webauthn', undefined, ann.accessToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
    const bobElevate = (await t.post('/elevate/webauthn', undefined, bob.accessToken)).body;
    expect(
      (
        await t.post(
          '/elevate/webauthn/verify',
          { credential: authenticator.assert(bobElevate) },
          ann.accessToken,
        )
      ).status,
    ).toBe(400);
  });
});

describe('when passkeys are switched off', () => {
  it('answers 409 disabled-endpoint', async () => {
    const t = createExternalTestApp(testDb.db, { AUTH_WEBAUTHN_ENABLED: 'false' });
    const { session } = await plainUser(t, 'off@example.com');
    for (const [path, token] of [
      ['/signup/webauthn', undefined],
      ['/signin/webauthn', undefined],
      ['/user/webauthn/add', session.accessToken],
      ['/elevate/webauthn', session.accessToken],
    ] as const) {
      const body = path === '/signup/webauthn' ? { email: 'off2@example.com' } : {};
      expect(await t.post(path, body, token)).toMatchObject({
        status: 409,
        body: { error: 'disabled-endpoint' },
      });
    }
  });
});
