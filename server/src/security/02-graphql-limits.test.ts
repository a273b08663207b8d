// Finding 2: 5,000 aliases of `leagues` in one unauthenticated query kept the server busy for
// 12 s; mail-sending mutations could be multiplied the same way; introspection and GraphiQL
// were on in production.
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../graphql/limits.js';
import { setupTestDatabase } from '../testing/db.js';
import { securityApp, send } from './helpers.js';

const testDb = setupTestDatabase();

interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const gql = (
  app: ReturnType<typeof securityApp>['app'],
  query: string,
  options: { from?: string; token?: string; variables?: object } = {},
) =>
  send<GqlBody>(app, 'POST', '/v1/graphql', {
    body: { query, variables: options.variables },
    headers: { accept: 'application/json' },
    ...(options.from ? { from: options.from } : {}),
    ...(options.token ? { token: options.token } : {}),
  });

describe('query limits', () => {
  it('refuses 5,000 aliases at validation, before running anything', async () => {
    const { app } = securityApp(testDb.db);
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}: leagues { id }`).join(' ');
    const res = await gql(app, `{ ${aliases} }`);
    // Refused at validation: no data at all (before the fix every alias ran).
    expect(res.status).toBeLessThan(500);
    expect(res.body.data ?? null).toBeNull();
    expect(JSON.stringify(res.body.errors)).toMatch(/alias|token/i);
  });

  it('allows the limit of aliases and refuses one more', async () => {
    const { app } = securityApp(testDb.db);
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: leagues { id }`).join(' ')} }`;
    expect((await gql(app, aliased(GRAPHQL_LIMITS.maxAliases))).body.errors).toBeUndefined();
    const over = await gql(app, aliased(GRAPHQL_LIMITS.maxAliases + 1));
    expect(over.body.data ?? null).toBeNull();
    expect(JSON.stringify(over.body.errors)).toMatch(/aliases/i);
  });

  it('refuses documents too deep or too long', async () => {
    const { app } = securityApp(testDb.db);
    let deep = 'id';
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth + 2; i += 1) deep = `leagues { ${deep} }`;
    const tooDeep = await gql(app, `{ ${deep} }`);
    expect(tooDeep.body.data ?? null).toBeNull();
    expect(JSON.stringify(tooDeep.body.errors)).toMatch(/depth/i);

    const tokens = `{ leagues { ${'id '.repeat(GRAPHQL_LIMITS.maxTokens)} } }`;
    const tooLong = await gql(app, tokens);
    expect(tooLong.body.data ?? null).toBeNull();
    expect(JSON.stringify(tooLong.body.errors)).toMatch(/token/i);
  });

  it('turns introspection and GraphiQL off in production', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const dev = securityApp(testDb.db);
    expect((await gql(dev.app, introspection)).body.data).toBeTruthy();

    const prod = securityApp(testDb.db, { NODE_ENV: 'production' });
    const refused = await gql(prod.app, introspection);
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
    const page = await send(prod.app, 'GET', '/v1/graphql', { headers: { accept: 'text/html' } });
    expect(String(page.headers.get('content-type'))).not.toMatch(/text\/html/);
  });
});

describe('rate limits', () => {
  it('limits GraphQL requests per client IP', async () => {
    const { app } = securityApp(testDb.db, { GRAPHQL_RATE_LIMIT_BURST: '3' });
    for (let i = 0; i < 3; i += 1) {
      expect((await gql(app, '{ leagues { id } }', { from: '203.0.113.1' })).status).toBe(200);
    }
    const over = await gql(app, '{ leagues { id } }', { from: '203.0.113.1' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(over.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await gql(app, '{ leagues { id } }', { from: '203.0.113.2' })).status).toBe(200);
  });

  it('counts every mail-sending field, aliases included, against the caller before running', async () => {
    const { app, mailer } = securityApp(testDb.db, { GRAPHQL_MAIL_RATE_LIMIT_BURST: '2' });
    const three = `mutation {
      a: resendInvite(inviteId: "00000000-0000-4000-8000-000000000001") { success }
      b: resendInvite(inviteId: "00000000-0000-4000-8000-000000000002") { success }
      c: inviteMember(teamId: "00000000-0000-4000-8000-000000000003", email: "x@example.com") { success }
    }`;
    const res = await gql(app, three);
    expect(res.status).toBe(429);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(mailer.sent).toHaveLength(0);
  });
});
