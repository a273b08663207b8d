// Property-based pass over every REST body and every GraphQL argument: whatever arrives, the
// answer is a clear 4xx (or a success), never a 5xx or an internal error, and a refused request
// stores nothing. Bounded: a few hundred requests in all (FUZZ_RUNS raises it locally).
import fc from 'fast-check';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  getNamedType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema.js';
import { setupTestDatabase } from '../testing/db.js';
import { makeUser, securityApp, send, storedCounts } from './helpers.js';

const testDb = setupTestDatabase();
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

// Rate limits off: the fuzz must reach the handlers, not the limiter.
const env = { AUTH_RATE_LIMIT_ENABLE: 'false', LOG_LEVEL: 'silent' };

/** Values of every JSON kind, with a bias towards the shapes that break parsers. */
const anyJson = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('', ' ', '@', 'a@b', 'x@example.com', '../../etc', '\u0000', '💥', '-1', 'null'),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/** Auth and product REST endpoints with the fields their bodies name. */
const REST_BODIES: [string, string[]][] = [
  ['/v1/auth/signup/email-password', ['email', 'password', 'options']],
  ['/v1/auth/signin/email-password', ['email', 'password']],
  ['/v1/auth/signin/mfa/totp', ['ticket', 'otp']],
  ['/v1/auth/signin/anonymous', ['displayName', 'locale', 'metadata']],
  ['/v1/auth/signin/pat', ['personalAccessToken']],
  ['/v1/auth/signin/passwordless/email', ['email', 'options']],
  ['/v1/auth/signin/otp/email', ['email', 'options']],
  ['/v1/auth/signin/otp/email/verify', ['email', 'otp']],
  ['/v1/auth/signin/webauthn', ['email']],
  ['/v1/auth/signin/webauthn/verify', ['credential', 'email']],
  ['/v1/auth/signin/idtoken', ['provider', 'idToken', 'nonce', 'options']],
  ['/v1/auth/signup/webauthn', ['email', 'options']],
  ['/v1/auth/token', ['refreshToken']],
  ['/v1/auth/token/verify', ['token']],
  ['/v1/auth/signout', ['refreshToken', 'all']],
  ['/v1/auth/user/password', ['newPassword', 'ticket']],
  ['/v1/auth/user/password/reset', ['email', 'options']],
  ['/v1/auth/user/email/send-verification-email', ['email', 'options']],
  ['/v1/auth/user/email/change', ['newEmail', 'options']],
  ['/v1/auth/user/deanonymize', ['signInMethod', 'email', 'password', 'options']],
  ['/v1/auth/user/mfa', ['code', 'activeMfaType']],
  ['/v1/auth/pat', ['expiresAt', 'metadata']],
  ['/v1/auth/elevate/password', ['password', 'otp']],
  ['/v1/auth/signin/passwordless/sms', ['phoneNumber', 'options']],
  ['/v1/auth/signin/passwordless/sms/otp', ['phoneNumber', 'otp']],
  ['/api/app?path=invites/preview', ['token']],
  ['/api/app?path=invites/accept', ['tokenOrId', 'userId']],
];

/** A body: the endpoint's fields with random values, or any JSON at all, or not JSON. */
function bodyFor(fields: string[]) {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record(Object.fromEntries(fields.map((f) => [f, anyJson])), { requiredKeys: [] })
        .map((b) => JSON.stringify(b)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
}

const isServerFailure = (status: number) => status >= 500;

// Each endpoint and field is its own test: a slow machine must not time out the whole pass.
const FUZZ_TIMEOUT = 60_000;

describe('fuzz: REST bodies answer a 2xx or a clear 4xx, and store nothing on refusal', () => {
  let token: string;
  let app: ReturnType<typeof securityApp>['app'];
  beforeAll(async () => {
    app = securityApp(testDb.db, env).app;
    token = (await makeUser(testDb.db, 'fuzzer@example.com')).token;
  });

  it.each(REST_BODIES)('POST %s', { timeout: FUZZ_TIMEOUT }, async (path, fields) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(fields), fc.boolean(), async (body, signedIn) => {
        const before = await storedCounts(testDb.db);
        const res = await app.request(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
        });
        const text = await res.text();
        expect(isServerFailure(res.status), `${path} ${body} -> ${res.status} ${text}`).toBe(false);
        if (res.status >= 400) {
          expect(text, `${path}: an error says what is wrong`).toMatch(/"(error|message)"/);
          expect(await storedCounts(testDb.db), `${path} ${body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS, seed: 424242 },
    );
  });
});

/** A random value of an input type: usually well-typed with random contents, sometimes not. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return valueOf(type.ofType as GraphQLInputType, depth);
  const wrong = anyJson;
  if (type instanceof GraphQLList) {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(valueOf(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 }),
      },
      { weight: 1, arbitrary: wrong },
    );
  }
  if (type instanceof GraphQLEnumType) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
      { weight: 1, arbitrary: wrong },
    );
  }
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record(
          Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)])),
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: wrong },
    );
  }
  const scalar = type as GraphQLScalarType;
  const typed: Record<string, fc.Arbitrary<unknown>> = {
    ID: fc.oneof(fc.uuid(), fc.string({ maxLength: 20 })),
    String: fc.string({ maxLength: 80 }),
    Int: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.integer()),
    Float: fc.double({ noNaN: true, noDefaultInfinity: true }),
    Boolean: fc.boolean(),
  };
  return fc.oneof(
    { weight: 4, arbitrary: typed[scalar.name] ?? fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: wrong },
  );
}

/** `mutation($a: T!) { field(a: $a) { __typename } }` for a root field. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const vars = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

const schema = buildSchema();
const ROOT_FIELDS = (
  [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const
).flatMap(([kind, root]) =>
  Object.values(root?.getFields() ?? {})
    .filter((field) => field.args.length > 0)
    .map((field) => [`${kind} ${field.name}`, kind, field] as const),
);

describe('fuzz: GraphQL arguments get data or a coded error, never an internal one', () => {
  let app: ReturnType<typeof securityApp>['app'];
  let user: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    app = securityApp(testDb.db, env).app;
    user = await makeUser(testDb.db, 'gql-fuzzer@example.com');
  });

  it.each(ROOT_FIELDS)('%s', { timeout: FUZZ_TIMEOUT }, async (_name, kind, field) => {
    const query = operationFor(kind, field);
    const variables = fc.record(
      Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type)])),
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(variables, fc.boolean(), async (vars, signedIn) => {
        const before = await storedCounts(testDb.db);
        const res = await send<{
          data?: Record<string, unknown> | null;
          errors?: { message: string; extensions?: { code?: string } }[];
        }>(app, 'POST', '/v1/graphql', {
          body: { query, variables: vars },
          headers: { accept: 'application/json' },
          ...(signedIn ? { token: user.token } : {}),
        });
        const where = `${field.name} ${JSON.stringify(vars)} -> ${res.status} ${JSON.stringify(res.body)}`;
        expect(isServerFailure(res.status), where).toBe(false);
        const codes = (res.body.errors ?? []).map((e) => e.extensions?.code);
        expect(codes, where).not.toContain('INTERNAL_SERVER_ERROR');
        if (res.body.errors?.length && res.body.data?.[field.name] == null) {
          expect(await storedCounts(testDb.db), where).toEqual(before);
        }
      }),
      { numRuns: RUNS, seed: 4242 },
    );
  });
});
