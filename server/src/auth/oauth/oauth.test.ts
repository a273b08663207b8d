import { createHash, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProviders, users } from '../../db/schema/auth.js';
import { setupTestDatabase } from '../../testing/db.js';
import { plainUser as kitPlainUser } from '../../testing/index.js';
import { createExternalTestApp, type ExternalTestApp } from '../webauthn/testing/test-app.js';
import { startOidcStandIn, type StandInProvider } from './testing/oidc-stand-in.js';

const testDb = setupTestDatabase();

const SERVER_URL = 'http://localhost:3000/v1/auth';
const CLIENT_URL = 'http://localhost:3000';

let google: StandInProvider;
let apple: StandInProvider;

beforeAll(async () => {
  google = await startOidcStandIn({
    style: 'google',
    redirectUris: [`${SERVER_URL}/signin/provider/google/callback`],
    accounts: [
      {
        sub: 'g-grace',
        email: 'grace@example.com',
        email_verified: true,
        name: 'Grace Hopper',
        picture: 'https://pics.example/grace.png',
      },
      { sub: 'g-alan', email: 'alan@example.com', email_verified: true, name: 'Alan Turing' },
      { sub: 'g-unverified', email: 'una@example.com', email_verified: false, name: 'Una' },
    ],
  });
  apple = await startOidcStandIn({
    style: 'apple',
    redirectUris: [`${SERVER_URL}/signin/provider/apple/callback`],
    accounts: [{ sub: '001234.apple', email: 'tim@privaterelay.example', email_verified: 'true' }],
  });
}, 30_000);

afterAll(async () => {
  await google?.close();
  await apple?.close();
});

function providerEnv(overrides: Record<string, string | undefined> = {}) {
  return {
    AUTH_SERVER_URL: SERVER_URL,
    AUTH_CLIENT_URL: CLIENT_URL,
    AUTH_EMAIL_VERIFICATION_REQUIRED: 'true',
    AUTH_PROVIDER_GOOGLE_CLIENT_ID: google.clientId,
    AUTH_PROVIDER_GOOGLE_CLIENT_SECRET: google.clientSecret,
    AUTH_PROVIDER_GOOGLE_ISSUER: google.issuer,
    AUTH_PROVIDER_APPLE_CLIENT_ID: apple.clientId,
    AUTH_PROVIDER_APPLE_TEAM_ID: apple.apple!.teamId,
    AUTH_PROVIDER_APPLE_KEY_ID: apple.apple!.keyId,
    // As it would sit on one line of an env file.
    AUTH_PROVIDER_APPLE_PRIVATE_KEY: apple.apple!.privateKeyPem.replace(/\n/g, '\\n'),
    AUTH_PROVIDER_APPLE_ISSUER: apple.issuer,
    ...overrides,
  };
}

/** Starts a redirect flow: our 302 to the provider and the binding cookie. */
async function start(t: ExternalTestApp, provider: string, query = '') {
  const res = await t.app.request(
    `/v1/auth/signin/provider/${provider}${query ? `?${query}` : ''}`,
  );
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, location: res.headers.get('location') ?? '', cookie, res };
}

/** The whole browser journey: our server, the provider's login and consent, our callback. */
async function redirectFlow(
  t: ExternalTestApp,
  provider: StandInProvider,
  providerId: 'google' | 'apple',
  account: string,
  options: { query?: string; appleUser?: unknown } = {},
) {
  const begin = await start(t, providerId, options.query);
  expect(begin.status).toBe(302);
  expect(begin.location.startsWith(provider.issuer)).toBe(true);
  const back = await provider.login(begin.location, account);
  const url = new URL(back.url);
  expect(url.href.startsWith(`${SERVER_URL}/signin/provider/${providerId}/callback`)).toBe(true);
  const path = `${url.pathname}${url.search}`;
  const res =
    back.method === 'GET'
      ? await t.app.request(path, { headers: { cookie: begin.cookie } })
      : await t.app.request(path, {
          method: 'POST',
          headers: { cookie: begin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            ...back.form,
            ...(options.appleUser ? { user: JSON.stringify(options.appleUser) } : {}),
          }),
        });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** A password-less e-mail user with a session on `t`'s settings, created directly. */
const plainUser = (t: ExternalTestApp, email: string, emailVerified?: boolean) =>
  kitPlainUser(testDb.db, t.config, email, emailVerified);

async function linksOf(userId: string) {
  return testDb.db.select().from(userProviders).where(eq(userProviders.userId, userId));
}

describe('Google sign-in by redirect', () => {
  it('signs up through the provider and lands with a refresh token that works at /token', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const landing = await redirectFlow(t, google, 'google', 'g-grace', {
      query: new URLSearchParams({
        redirectTo: `${CLIENT_URL}/auth/callback`,
        locale: 'en',
        metadata: JSON.stringify({ source: 'landing' }),
      }).toString(),
    });
    expect(`${landing.origin}${landing.pathname}`).toBe(`${CLIENT_URL}/auth/callback`);
    const refreshToken = landing.searchParams.get('refreshToken');
    expect(refreshToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(landing.searchParams.has('error')).toBe(false);

    const session = await t.post('/token', { refreshToken });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      email: 'grace@example.com',
      emailVerified: true,
      displayName: 'Grace Hopper',
      avatarUrl: 'https://pics.example/grace.png',
      metadata: { source: 'landing' },
    });
    expect(await linksOf(session.body.user.id)).toMatchObject([
      { providerId: 'google', providerUserId: 'g-grace' },
    ]);

    // A second sign-in finds the same user through the link.
    const again = await redirectFlow(t, google, 'google', 'g-grace');
    expect(`${again.origin}${again.pathname}`).toBe(`${CLIENT_URL}/`);
    const second = await t.post('/token', { refreshToken: again.searchParams.get('refreshToken') });
    expect(second.body.user.id).toBe(session.body.user.id);
    expect(await testDb.db.select().from(users)).toHaveLength(1);
  });

  it('links the provider to an existing user with the same e-mail and verifies the address', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const { user } = await plainUser(t, 'Alan@example.com', false);
    const landing = await redirectFlow(t, google, 'google', 'g-alan');
    const session = await t.post('/token', {
      refreshToken: landing.searchParams.get('refreshToken'),
    });
    expect(session.body.user).toMatchObject({ id: user.id, emailVerified: true });
    expect(await linksOf(user.id)).toHaveLength(1);
  });

  it('creates a user without a session when the provider has not verified the address', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const landing = await redirectFlow(t, google, 'google', 'g-unverified');
    expect(landing.href).toBe(`${CLIENT_URL}/`);
    const [user] = await testDb.db.select().from(users).where(eq(users.email, 'una@example.com'));
    expect(user).toMatchObject({ emailVerified: false, displayName: 'Una' });
    expect(t.mails).toMatchObject([{ to: 'una@example.com', template: 'email-verify' }]);
  });

  it('links to the signed-in user with connect, and redirects without a token', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const { user, session } = await plainUser(t, 'someone-else@example.com');
    const landing = await redirectFlow(t, google, 'google', 'g-grace', {
      query: new URLSearchParams({
        connect: session.accessToken,
        redirectTo: `${CLIENT_URL}/app/settings`,
      }).toString(),
    });
    expect(landing.href).toBe(`${CLIENT_URL}/app/settings`);
    expect(await linksOf(user.id)).toMatchObject([
      { providerId: 'google', providerUserId: 'g-grace' },
    ]);

    // The same Google account cannot be linked to a second user.
    const { session: other } = await plainUser(t, 'third@example.com');
    const refused = await redirectFlow(t, google, 'google', 'g-grace', {
      query: new URLSearchParams({ connect: other.accessToken }).toString(),
    });
    expect(refused.searchParams.get('error')).toBe('provider-account-already-linked');

    const badToken = await start(t, 'google', 'connect=not-a-token');
    expect(new URL(badToken.location).searchParams.get('error')).toBe('unauthenticated-user');
  });

  it('puts the state, the nonce and a browser-binding cookie on the authorize request', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const { location, res } = await start(t, 'google');
    const authorize = new URL(location);
    expect(authorize.searchParams.get('client_id')).toBe(google.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${SERVER_URL}/signin/provider/google/callback`,
    );
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    // PKCE: the code is useless to whoever intercepts it without this browser's verifier.
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')!.split('.')).toHaveLength(3);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^tiix_oauth_[\w-]+=[\w-]+;/);
    expect(cookie).toContain('Path=/v1/auth/signin/provider');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it("answers the redirect flow's outcomes for bad states, provider errors and failed exchanges", async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const callback = '/v1/auth/signin/provider/google/callback';

    const forged = await t.app.request(`${callback}?code=abc&state=not-a-jwt`);
    expect(forged.status).toBe(302);
    const forgedAt = new URL(forged.headers.get('location')!);
    expect(`${forgedAt.origin}${forgedAt.pathname}`).toBe(`${CLIENT_URL}/`);
    expect(forgedAt.searchParams.get('error')).toBe('invalid-state');
    expect(forgedAt.searchParams.get('errorDescription')).toBeTruthy();

    // A genuine state, but not from this browser (no binding cookie): refused.
    const begin = await start(t, 'google', `redirectTo=${encodeURIComponent(`${CLIENT_URL}/x`)}`);
    const state = new URL(begin.location).searchParams.get('state')!;
    const stolen = await t.app.request(`${callback}?code=abc&state=${state}`);
    expect(new URL(stolen.headers.get('location')!).searchParams.get('error')).toBe(
      'invalid-state',
    );

    // A state issued for Apple is not accepted at Google's callback.
    const appleBegin = await start(t, 'apple');
    const appleState = new URL(appleBegin.location).searchParams.get('state')!;
    const swapped = await t.app.request(`${callback}?code=abc&state=${appleState}`, {
      headers: { cookie: appleBegin.cookie },
    });
    expect(new URL(swapped.headers.get('location')!).searchParams.get('error')).toBe(
      'invalid-state',
    );

    const denied = await t.app.request(
      `${callback}?error=access_denied&error_description=User+said+no&state=${state}`,
      { headers: { cookie: begin.cookie } },
    );
    const deniedAt = new URL(denied.headers.get('location')!);
    expect(`${deniedAt.origin}${deniedAt.pathname}`).toBe(`${CLIENT_URL}/`);
    expect(Object.fromEntries(deniedAt.searchParams)).toMatchObject({
      provider_error: 'access_denied',
      provider_error_description: 'User said no',
      error: 'oauth-provider-error',
      errorDescription: 'User said no',
    });

    const second = await start(t, 'google', `redirectTo=${encodeURIComponent(`${CLIENT_URL}/x`)}`);
    const secondState = new URL(second.location).searchParams.get('state')!;
    const badCode = await t.app.request(`${callback}?code=made-up&state=${secondState}`, {
      headers: { cookie: second.cookie },
    });
    const badCodeAt = new URL(badCode.headers.get('location')!);
    expect(`${badCodeAt.origin}${badCodeAt.pathname}`).toBe(`${CLIENT_URL}/x`);
    expect(badCodeAt.searchParams.get('error')).toBe('oauth-token-echange-failed');
  });

  it('fails the exchange when the client secret is wrong', async () => {
    const t = createExternalTestApp(
      testDb.db,
      providerEnv({ AUTH_PROVIDER_GOOGLE_CLIENT_SECRET: 'wrong-secret' }),
    );
    const landing = await redirectFlow(t, google, 'google', 'g-grace');
    expect(landing.searchParams.get('error')).toBe('oauth-token-echange-failed');
    expect(landing.searchParams.has('refreshToken')).toBe(false);
  });

  it('redirects with disabled-endpoint for a provider without configuration, 400 for a bad redirectTo', async () => {
    const t = createExternalTestApp(testDb.db, {
      AUTH_CLIENT_URL: CLIENT_URL,
      AUTH_SERVER_URL: SERVER_URL,
    });
    for (const provider of ['google', 'apple', 'github']) {
      const res = await start(
        t,
        provider,
        `redirectTo=${encodeURIComponent(`${CLIENT_URL}/login`)}`,
      );
      expect(res.status).toBe(302);
      const at = new URL(res.location);
      expect(`${at.origin}${at.pathname}`).toBe(`${CLIENT_URL}/login`);
      expect(at.searchParams.get('error')).toBe('disabled-endpoint');
    }
    const configured = createExternalTestApp(testDb.db, providerEnv());
    const evil = await configured.app.request(
      `/v1/auth/signin/provider/google?redirectTo=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(evil.status).toBe(400);
    expect(await evil.json()).toMatchObject({ status: 400, error: 'redirectTo-not-allowed' });
    const badMetadata = await configured.app.request('/v1/auth/signin/provider/google?metadata={');
    expect(badMetadata.status).toBe(400);
  });
});

describe('Apple sign-in by redirect', () => {
  it('runs the form_post flow with a signed client secret and takes the name Apple posts once', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const { location, res } = await start(t, 'apple');
    const authorize = new URL(location);
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('scope')).toBe('openid name email');
    expect(res.headers.getSetCookie()[0]).toContain('SameSite=None');
    expect(res.headers.getSetCookie()[0]).toContain('Secure');

    const landing = await redirectFlow(t, apple, 'apple', '001234.apple', {
      appleUser: {
        name: { firstName: 'Tim', lastName: 'Apple' },
        email: 'tim@privaterelay.example',
      },
    });
    const session = await t.post('/token', {
      refreshToken: landing.searchParams.get('refreshToken'),
    });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      email: 'tim@privaterelay.example',
      emailVerified: true,
      displayName: 'Tim Apple',
    });
    expect(await linksOf(session.body.user.id)).toMatchObject([
      { providerId: 'apple', providerUserId: '001234.apple' },
    ]);
  });

  it('fails the exchange when the client secret is signed with another key', async () => {
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const t = createExternalTestApp(
      testDb.db,
      providerEnv({ AUTH_PROVIDER_APPLE_PRIVATE_KEY: otherKey }),
    );
    const landing = await redirectFlow(t, apple, 'apple', '001234.apple');
    expect(landing.searchParams.get('error')).toBe('oauth-token-echange-failed');
  });
});

describe('id-token sign-in and linking', () => {
  it('creates the user and link, reuses them, and links a same-e-mail user', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const idToken = await google.signIdToken({
      sub: 'g-native-1',
      email: 'native@example.com',
      email_verified: true,
      name: 'Nat Ive',
    });
    const first = await t.post('/signin/idtoken', { provider: 'google', idToken });
    expect(first.status).toBe(200);
    expect(first.body.session.user).toMatchObject({
      email: 'native@example.com',
      displayName: 'Nat Ive',
      emailVerified: true,
    });
    const again = await t.post('/signin/idtoken', { provider: 'google', idToken });
    expect(again.body.session.user.id).toBe(first.body.session.user.id);
    expect(await linksOf(first.body.session.user.id)).toHaveLength(1);

    const { user } = await plainUser(t, 'existing@example.com');
    const appleToken = await apple.signIdToken({
      sub: 'apple-existing',
      email: 'existing@example.com',
      email_verified: 'true',
    });
    const linked = await t.post('/signin/idtoken', { provider: 'apple', idToken: appleToken });
    expect(linked.body.session.user.id).toBe(user.id);
    expect(await linksOf(user.id)).toMatchObject([{ providerId: 'apple' }]);
    expect(await testDb.db.select().from(users)).toHaveLength(2);
  });

  it('does not link a same-e-mail user on an address the provider has not verified', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    await plainUser(t, 'victim@example.com');
    const idToken = await google.signIdToken({
      sub: 'g-attacker',
      email: 'victim@example.com',
      email_verified: false,
    });
    expect(await t.post('/signin/idtoken', { provider: 'google', idToken })).toMatchObject({
      status: 409,
      body: { error: 'email-already-in-use' },
    });
  });

  it('checks the nonce, audience, issuer, expiry and signature', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const nonce = 'raw-nonce-123';
    const hashed = createHash('sha256').update(nonce).digest('hex');
    const withNonce = await google.signIdToken({
      sub: 'g-n',
      email: 'n@example.com',
      email_verified: true,
      nonce: hashed,
    });
    expect(
      (await t.post('/signin/idtoken', { provider: 'google', idToken: withNonce, nonce })).status,
    ).toBe(200);
    for (const sent of [undefined, 'other-nonce', hashed]) {
      expect(
        await t.post('/signin/idtoken', { provider: 'google', idToken: withNonce, nonce: sent }),
      ).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    }

    const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      await google.signIdToken({ sub: 'g-x', aud: 'someone-elses-client' }),
      await google.signIdToken({ sub: 'g-x', iss: 'https://accounts.example' }),
      await google.signIdToken({ sub: 'g-x', iat: now - 7200 }, { expiresIn: -3600 }),
      await apple.signIdToken({ sub: 'g-x', aud: google.clientId }),
      await new SignJWT({ sub: 'g-x', iss: google.issuer, aud: google.clientId })
        .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-google' })
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(foreignKey),
      'not.a.jwt',
    ];
    for (const idToken of bad) {
      expect(await t.post('/signin/idtoken', { provider: 'google', idToken })).toMatchObject({
        status: 400,
        body: { status: 400, error: 'invalid-request' },
      });
    }
    expect(
      await t.post('/signin/idtoken', { provider: 'github', idToken: withNonce }),
    ).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    expect(await testDb.db.select().from(users)).toHaveLength(1);
  });

  it('answers 409 disabled-endpoint without a client id for the provider', async () => {
    const t = createExternalTestApp(testDb.db, { AUTH_PROVIDER_GOOGLE_ISSUER: google.issuer });
    const idToken = await google.signIdToken({ sub: 'g-x' });
    expect(await t.post('/signin/idtoken', { provider: 'google', idToken })).toMatchObject({
      status: 409,
      body: { error: 'disabled-endpoint' },
    });
  });

  it('sends the verify mail instead of a session for an unverified new address', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const idToken = await google.signIdToken({
      sub: 'g-u',
      email: 'u2@example.com',
      email_verified: false,
    });
    expect(await t.post('/signin/idtoken', { provider: 'google', idToken })).toEqual({
      status: 200,
      body: { session: null },
    });
    expect(t.mails).toMatchObject([{ to: 'u2@example.com', template: 'email-verify' }]);
  });

  it('links with /link/idtoken, lists and unlinks, and refuses an account already linked', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const { user, session } = await plainUser(t, 'linker@example.com');
    const idToken = await google.signIdToken({
      sub: 'g-link',
      email: 'other@example.com',
      email_verified: true,
    });
    expect((await t.post('/link/idtoken', { provider: 'google', idToken })).status).toBe(401);
    expect(
      await t.post('/link/idtoken', { provider: 'google', idToken }, session.accessToken),
    ).toEqual({
      status: 200,
      body: 'OK',
    });
    expect((await t.get('/user/providers', session.accessToken)).body).toEqual([
      { provider: 'google', providerUserId: 'g-link', createdAt: expect.any(String) },
    ]);
    expect(
      await t.post('/link/idtoken', { provider: 'google', idToken }, session.accessToken),
    ).toMatchObject({
      status: 400,
      body: { status: 400, error: 'provider-account-already-linked' },
    });
    const { session: other } = await plainUser(t, 'second@example.com');
    expect(
      (await t.post('/link/idtoken', { provider: 'google', idToken }, other.accessToken)).status,
    ).toBe(400);

    // Signing in with the linked Google account reaches the linking user.
    const signIn = await t.post('/signin/idtoken', { provider: 'google', idToken });
    expect(signIn.body.session.user.id).toBe(user.id);

    expect(await t.del('/user/providers/google', session.accessToken)).toEqual({
      status: 200,
      body: 'OK',
    });
    expect(await linksOf(user.id)).toHaveLength(0);
    expect((await t.del('/user/providers/google', session.accessToken)).status).toBe(400);
  });

  it('needs the elevated claim for /link/idtoken when the policy requires it', async () => {
    const t = createExternalTestApp(
      testDb.db,
      providerEnv({ AUTH_REQUIRE_ELEVATED_CLAIM: 'required' }),
    );
    const { session } = await plainUser(t, 'strict@example.com');
    const idToken = await google.signIdToken({ sub: 'g-strict' });
    expect(
      await t.post('/link/idtoken', { provider: 'google', idToken }, session.accessToken),
    ).toMatchObject({
      status: 403,
      body: { error: 'elevated-claim-required' },
    });
  });

  it('refuses to unlink the only way a user can sign in', async () => {
    const t = createExternalTestApp(testDb.db, providerEnv());
    const idToken = await apple.signIdToken({ sub: 'apple-no-email' });
    const signIn = await t.post('/signin/idtoken', { provider: 'apple', idToken });
    expect(signIn.status).toBe(200);
    expect(signIn.body.session.user).not.toHaveProperty('email');
    expect(signIn.body.session.user.displayName).toBe('apple-no-email');
    expect(await t.del('/user/providers/apple', signIn.body.session.accessToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid-request' },
    });
  });
});
