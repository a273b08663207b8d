import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestApp, testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import { resolveRequestAuth } from './auth-context.js';
import { AuthError } from './errors.js';
import { createSession } from './session.service.js';
import { authTestApp, decodeJwt, signInAnonymously, signUpVerified } from '../testing/index.js';

const testDb = setupTestDatabase();

const ADMIN_SECRET = 'test-admin-secret';
const config = testConfig({ ADMIN_SECRET });
const request = (headers: Record<string, string>) =>
  new Request('http://localhost/v1/graphql', { headers });

async function refusal(promise: Promise<unknown>): Promise<Pick<AuthError, 'status' | 'code'>> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AuthError) return { status: err.status, code: err.code };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('resolveRequestAuth', () => {
  it('is role public without credentials', async () => {
    expect(await resolveRequestAuth({ config }, request({}))).toEqual({
      userId: null,
      role: 'public',
      allowedRoles: ['public'],
      isAnonymous: false,
      isAdmin: false,
      elevated: false,
    });
  });

  it('reads a valid Bearer token: default role, or x-hasura-role when allowed', async () => {
    const t = authTestApp(testDb.db, { ADMIN_SECRET });
    const session = await signUpVerified(t, 'ctx@example.com');
    const bearer = { authorization: `Bearer ${session.accessToken}` };
    expect(await resolveRequestAuth({ config }, request(bearer))).toEqual({
      userId: session.user.id,
      role: 'user',
      allowedRoles: expect.arrayContaining(['user', 'me']),
      isAnonymous: false,
      isAdmin: false,
      elevated: false,
      // When this device signed in, and which device session the token belongs to.
      authTime: expect.any(Number),
      sessionId: session.refreshTokenId,
    });
    expect(
      (await resolveRequestAuth({ config }, request({ ...bearer, 'x-hasura-role': 'me' }))).role,
    ).toBe('me');
    expect(
      await refusal(
        resolveRequestAuth({ config }, request({ ...bearer, 'x-hasura-role': 'admin' })),
      ),
    ).toEqual({ status: 403, code: 'role-forbidden' });
    // The auth API itself ignores the role header.
    expect(
      (
        await resolveRequestAuth({ config }, request({ ...bearer, 'x-hasura-role': 'admin' }), {
          bearerOnly: true,
        })
      ).role,
    ).toBe('user');
  });

  it('marks anonymous and elevated tokens', async () => {
    const t = authTestApp(testDb.db);
    const guest = await signInAnonymously(t);
    expect(
      await resolveRequestAuth(
        { config },
        request({ authorization: `Bearer ${guest.accessToken}` }),
      ),
    ).toMatchObject({ role: 'anonymous', allowedRoles: ['anonymous'], isAnonymous: true });

    const member = await signUpVerified(t, 'elevated@example.com');
    const deps = { config, db: testDb.db, logger: createLogger('silent') };
    const elevated = await createSession(deps, member.user.id, { elevated: true });
    expect(decodeJwt(elevated.accessToken)['https://hasura.io/jwt/claims']).toMatchObject({
      'x-hasura-auth-elevated': member.user.id,
    });
    expect(
      await resolveRequestAuth(
        { config },
        request({ authorization: `Bearer ${elevated.accessToken}` }),
      ),
    ).toMatchObject({ userId: member.user.id, elevated: true });

    // The elevated token passes the strictest policy.
    const strict = authTestApp(testDb.db, { AUTH_REQUIRE_ELEVATED_CLAIM: 'required' });
    expect(
      (
        await strict.post(
          '/pat',
          { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
          elevated.accessToken,
        )
      ).status,
    ).toBe(200);
  });

  it('refuses bad tokens and malformed headers (401 unauthenticated-user)', async () => {
    expect(
      await refusal(resolveRequestAuth({ config }, request({ authorization: 'Bearer nope' }))),
    ).toEqual({ status: 401, code: 'unauthenticated-user' });
    expect(
      await refusal(resolveRequestAuth({ config }, request({ authorization: 'Basic abc' }))),
    ).toEqual({ status: 401, code: 'unauthenticated-user' });
    expect(
      await refusal(resolveRequestAuth({ config }, request({ 'x-hasura-role': 'user' }))),
    ).toEqual({ status: 403, code: 'role-forbidden' });
  });

  it('honours the admin secret (role admin, or the role and user it names)', async () => {
    expect(
      await resolveRequestAuth({ config }, request({ 'x-hasura-admin-secret': ADMIN_SECRET })),
    ).toEqual({
      userId: null,
      role: 'admin',
      allowedRoles: ['admin'],
      isAnonymous: false,
      isAdmin: true,
      elevated: false,
    });
    expect(
      await resolveRequestAuth(
        { config },
        request({
          'x-hasura-admin-secret': ADMIN_SECRET,
          'x-hasura-role': 'user',
          'x-hasura-user-id': '00000000-0000-4000-8000-000000000001',
        }),
      ),
    ).toMatchObject({
      role: 'user',
      userId: '00000000-0000-4000-8000-000000000001',
      isAdmin: true,
    });
    expect(
      await refusal(resolveRequestAuth({ config }, request({ 'x-hasura-admin-secret': 'wrong' }))),
    ).toEqual({ status: 401, code: 'invalid-admin-secret' });
    // Without a configured secret the header is always refused.
    expect(
      await refusal(
        resolveRequestAuth({ config: testConfig() }, request({ 'x-hasura-admin-secret': '' })),
      ),
    ).toEqual({ status: 401, code: 'invalid-admin-secret' });
  });
});

describe('GraphQL request authentication', () => {
  const post = (
    app: ReturnType<typeof createTestApp>,
    query: string,
    headers: Record<string, string> = {},
  ) =>
    app.request('/v1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
  type Result = {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string } }[];
  };

  it('refuses a bad token with 401 UNAUTHENTICATED', async () => {
    const app = createTestApp(testDb.db);
    const res = await post(app, '{ serverTime }', { authorization: 'Bearer not-a-jwt' });
    expect(res.status).toBe(401);
    const body = (await res.json()) as Result;
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.data ?? null).toBeNull();
  });

  it('refuses a role outside the allowed roles with 403 FORBIDDEN', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'gql@example.com');
    const res = await post(t.app, '{ serverTime }', {
      authorization: `Bearer ${session.accessToken}`,
      'x-hasura-role': 'admin',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Result).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('accepts the admin secret and refuses a wrong one', async () => {
    const app = createTestApp(testDb.db, { ADMIN_SECRET });
    const ok = await post(app, '{ serverTime }', { 'x-hasura-admin-secret': ADMIN_SECRET });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Result).data?.serverTime).toBeTruthy();
    const wrong = await post(app, '{ serverTime }', { 'x-hasura-admin-secret': 'not-it' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as Result).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('passes the signed-in user to resolvers as ctx.auth', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'resolver@example.com');
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const signedIn = (await (
      await post(t.app, 'mutation { ensureMyProfile { userId email } }', headers)
    ).json()) as Result;
    expect(signedIn.data?.ensureMyProfile).toEqual({
      userId: session.user.id,
      email: 'resolver@example.com',
    });
    const signedOut = (await (
      await post(t.app, 'mutation { ensureMyProfile { userId } }')
    ).json()) as Result;
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
