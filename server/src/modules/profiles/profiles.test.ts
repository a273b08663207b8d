import { eq } from 'drizzle-orm';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';
import { maskErrorsExceptDomain } from '../../graphql/errors.js';
import { RequestMemo } from '../../graphql/request-memo.js';
import { buildSchema } from '../../graphql/schema.js';
import { createLogger } from '../../logger.js';
import { setupTestDatabase } from '../../testing/db.js';
import type { RequestAuth } from '../../auth/caller.js';
import { composeApp } from '../../composition.js';
import type { GraphQLContext } from '../../context.js';
import { createMailer } from '../../mail/mailer.js';
import { testConfig } from '../../testing/app.js';
import { authTestApp, signInAnonymously, signUpVerified } from '../../testing/index.js';

// The resolvers run through the real schema (served by Yoga, as in the app) against the real
// database; the caller's identity is what the authentication layer puts on `ctx.auth`, given
// here directly so these rules are tested apart from token handling.

const testDb = setupTestDatabase();
const schema = buildSchema();
const logger = createLogger('silent');
const config = testConfig();

type Caller = RequestAuth;

const signedIn = (userId: string): Caller => ({
  userId,
  role: 'user',
  allowedRoles: ['user', 'me'],
  isAnonymous: false,
  isAdmin: false,
  elevated: false,
});
const anonymous = (userId: string): Caller => ({
  userId,
  role: 'anonymous',
  allowedRoles: ['anonymous'],
  isAnonymous: true,
  isAdmin: false,
  elevated: false,
});
const signedOut: Caller = {
  userId: null,
  role: 'public',
  allowedRoles: [],
  isAnonymous: false,
  isAdmin: false,
  elevated: false,
};

const PROFILE = 'id userId email name lastLogin createdAt updatedAt';

interface ProfileJson {
  id: string;
  userId: string;
  email: string | null;
  name: string | null;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}

interface ExecutionResult {
  data?: Record<string, ProfileJson | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function run(
  auth: Caller,
  query: string,
  variables?: Record<string, unknown>,
): Promise<ExecutionResult> {
  const yoga = createYoga<object, GraphQLContext>({
    schema,
    logging: false,
    maskedErrors: maskErrorsExceptDomain(false),
    context: ({ request }) => ({
      deps: composeApp({ config, db: testDb.db, logger, mailer: createMailer(config, logger) }),
      db: testDb.db,
      logger,
      request,
      auth,
      memo: new RequestMemo(),
    }),
  });
  const res = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as ExecutionResult;
}

const myProfile = (auth: Caller) => run(auth, `query MyProfile { myProfile { ${PROFILE} } }`);
const ensure = (auth: Caller) =>
  run(auth, `mutation EnsureMyProfile { ensureMyProfile { ${PROFILE} } }`);
const update = (auth: Caller, variables: Record<string, unknown>) =>
  run(
    auth,
    `mutation UpdateMyProfile($name: String, $lastLogin: DateTime) {
      updateMyProfile(name: $name, lastLogin: $lastLogin) { ${PROFILE} }
    }`,
    variables,
  );

const codes = (result: ExecutionResult) => result.errors?.map((e) => e.extensions?.code);

let seq = 0;
async function makeUser(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `fan${++seq}@example.com`;
  const [user] = await testDb.db
    .insert(users)
    .values({ email, displayName: email, ...values })
    .returning();
  return user!;
}

describe('profiles module', () => {
  it('refuses signed-out callers with UNAUTHENTICATED on every field', async () => {
    const results = [
      await myProfile(signedOut),
      await ensure(signedOut),
      await update(signedOut, {}),
    ];
    for (const result of results) expect(codes(result)).toEqual(['UNAUTHENTICATED']);
    expect(await testDb.db.select().from(profiles)).toEqual([]);
  });

  it('gives anonymous users no profile and refuses their updates', async () => {
    const user = await makeUser({ email: null, displayName: 'Anonymous User', isAnonymous: true });
    expect((await myProfile(anonymous(user.id))).data).toEqual({ myProfile: null });
    expect((await ensure(anonymous(user.id))).data).toEqual({ ensureMyProfile: null });
    const refused = await update(anonymous(user.id), { name: 'Sneaky' });
    expect(codes(refused)).toEqual(['UNAUTHENTICATED']);
    expect(await testDb.db.select().from(profiles)).toEqual([]);
  });

  it('creates the profile from the user on first sign-in, and only once', async () => {
    const user = await makeUser({ displayName: '  Dana Fan ' });
    expect((await myProfile(signedIn(user.id))).data).toEqual({ myProfile: null });

    const before = Date.now();
    const first = (await ensure(signedIn(user.id))).data!.ensureMyProfile!;
    expect(first).toMatchObject({
      id: user.id,
      userId: user.id,
      email: user.email,
      name: 'Dana Fan',
    });
    expect(Date.parse(first.lastLogin!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const again = (await ensure(signedIn(user.id))).data!.ensureMyProfile!;
    expect(again).toEqual(first);
    expect((await myProfile(signedIn(user.id))).data!.myProfile).toEqual(first);
    expect(await testDb.db.select().from(profiles)).toHaveLength(1);
  });

  it('starts without a name when the display name is only the e-mail (sign-up default)', async () => {
    const user = await makeUser(); // displayName is the e-mail, as sign-up stores it by default
    const created = (await ensure(signedIn(user.id))).data!.ensureMyProfile!;
    expect(created).toMatchObject({ email: user.email, name: null });
  });

  it('survives two tabs creating the profile at the same moment', async () => {
    const user = await makeUser();
    const results = await Promise.all([ensure(signedIn(user.id)), ensure(signedIn(user.id))]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(results[0]!.data).toEqual(results[1]!.data);
    expect(await testDb.db.select().from(profiles)).toHaveLength(1);
  });

  it('trims the name, stores an empty one as unset, and leaves omitted fields alone', async () => {
    const user = await makeUser();
    await ensure(signedIn(user.id));

    const named = await update(signedIn(user.id), { name: '  Alex  ' });
    expect(named.data!.updateMyProfile).toMatchObject({ name: 'Alex', email: user.email });

    const login = '2026-03-01T18:30:00.000Z';
    const logged = await update(signedIn(user.id), { lastLogin: login });
    expect(logged.data!.updateMyProfile).toMatchObject({ name: 'Alex', lastLogin: login });

    const blank = await update(signedIn(user.id), { name: '   ' });
    expect(blank.data!.updateMyProfile).toMatchObject({ name: null, lastLogin: login });

    const cleared = await update(signedIn(user.id), { name: 'Sam', lastLogin: null });
    expect(cleared.data!.updateMyProfile).toMatchObject({ name: 'Sam', lastLogin: null });

    const [row] = await testDb.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row).toMatchObject({ name: 'Sam', lastLogin: null, email: user.email });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
  });

  it('creates the profile when an update comes first', async () => {
    const user = await makeUser({ displayName: 'Lee' });
    const login = '2026-04-02T10:00:00.000Z';
    const result = await update(signedIn(user.id), { lastLogin: login });
    expect(result.data!.updateMyProfile).toMatchObject({
      userId: user.id,
      name: 'Lee',
      lastLogin: login,
    });
  });

  it('only ever reads and writes the caller’s own profile', async () => {
    const alice = await makeUser({ displayName: 'Alice' });
    const bob = await makeUser({ displayName: 'Bob' });
    await ensure(signedIn(alice.id));

    expect((await myProfile(signedIn(bob.id))).data).toEqual({ myProfile: null });
    const bobs = (await update(signedIn(bob.id), { name: 'Bobby' })).data!.updateMyProfile!;
    expect(bobs.userId).toBe(bob.id);

    const alices = (await myProfile(signedIn(alice.id))).data!.myProfile!;
    expect(alices).toMatchObject({ userId: alice.id, name: 'Alice' });
  });

  it('accepts no other field than name and lastLogin (the e-mail cannot be changed)', async () => {
    const user = await makeUser();
    const result = await run(
      signedIn(user.id),
      `mutation { updateMyProfile(email: "new@example.com") { email } }`,
    );
    expect(result.errors?.[0]?.message).toMatch(/Unknown argument "email"/);
  });

  it('refuses a token whose user no longer exists', async () => {
    const user = await makeUser();
    await testDb.db.delete(users).where(eq(users.id, user.id));
    expect(codes(await ensure(signedIn(user.id)))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('profiles over HTTP, with real access tokens', () => {
  async function gql(
    t: ReturnType<typeof authTestApp>,
    query: string,
    token?: string,
  ): Promise<{ status: number; body: ExecutionResult }> {
    const res = await t.app.request('/v1/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return { status: res.status, body: (await res.json()) as ExecutionResult };
  }

  it('creates and reads the signed-in user’s own profile', async () => {
    const t = authTestApp(testDb.db);
    const session = await signUpVerified(t, 'casey@example.com');
    const ensured = await gql(
      t,
      `mutation { ensureMyProfile { ${PROFILE} } }`,
      session.accessToken,
    );
    expect(ensured.status).toBe(200);
    expect(ensured.body.data?.ensureMyProfile).toMatchObject({
      userId: session.user.id,
      email: 'casey@example.com',
      // Signed up without a name: the auth display name is the e-mail, which is no name.
      name: null,
    });
    const read = await gql(t, `{ myProfile { userId email } }`, session.accessToken);
    expect(read.body.data?.myProfile).toEqual({
      userId: session.user.id,
      email: 'casey@example.com',
    });
  });

  it('answers anonymous users with no profile, and signed-out callers with UNAUTHENTICATED', async () => {
    const t = authTestApp(testDb.db, { AUTH_ANONYMOUS_USERS_ENABLED: 'true' });
    const guest = await signInAnonymously(t);
    const anon = await gql(t, `mutation { ensureMyProfile { userId } }`, guest.accessToken);
    expect(anon.body).toEqual({ data: { ensureMyProfile: null } });

    const nobody = await gql(t, `{ myProfile { userId } }`);
    expect(codes(nobody.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a bad token with HTTP 401, which the client answers by refreshing', async () => {
    const t = authTestApp(testDb.db);
    const res = await gql(t, `{ myProfile { userId } }`, 'not-a-jwt');
    expect(res.status).toBe(401);
    expect(codes(res.body)).toEqual(['UNAUTHENTICATED']);
  });
});
