import { describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import { createTestApp, graphql } from './testing/app.js';
import { setupTestDatabase } from './testing/db.js';

const testDb = setupTestDatabase();

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await createTestApp(testDb.db).request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database does', async () => {
    const res = await createTestApp(testDb.db).request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'OK' });
  });

  it('GET /readyz answers 503 when the database does not', async () => {
    // Stands in for a database that has gone away: its queries fail.
    const unreachable = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Database;
    const res = await createTestApp(unreachable).request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'UNAVAILABLE' });
  });
});

describe('GET /remotes.json', () => {
  const names = ['mf-landing', 'mf-wizard', 'mf-teams', 'mf-draft', 'mf-payments'];

  it('maps every remote to its manifest on the same origin, uncached', async () => {
    const res = await createTestApp(testDb.db).request('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(
      Object.fromEntries(names.map((n) => [n, `/remotes/${n}/mf-manifest.json`])),
    );
  });

  it('uses absolute URLs under PUBLIC_URL', async () => {
    const res = await createTestApp(testDb.db, { PUBLIC_URL: 'https://tiix.example.com/' }).request(
      '/remotes.json',
    );
    expect(((await res.json()) as Record<string, string>)['mf-draft']).toBe(
      'https://tiix.example.com/remotes/mf-draft/mf-manifest.json',
    );
  });

  it('lets REMOTES override single entries', async () => {
    const cdn = 'https://cdn.example.com/mf-teams/1.4.2/mf-manifest.json';
    const res = await createTestApp(testDb.db, {
      REMOTES: JSON.stringify({ 'mf-teams': cdn }),
    }).request('/remotes.json');
    const map = (await res.json()) as Record<string, string>;
    expect(map['mf-teams']).toBe(cdn);
    expect(map['mf-wizard']).toBe('/remotes/mf-wizard/mf-manifest.json');
    expect(Object.keys(map).sort()).toEqual([...names].sort());
  });
});

describe('POST /v1/graphql', () => {
  it('answers serverTime and health', async () => {
    const before = Date.now();
    const { status, body } = await graphql(
      createTestApp(testDb.db),
      '{ serverTime health { database } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ health: { database: 'OK' } });
    const serverTime = Date.parse(body.data!.serverTime as string);
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    expect(serverTime).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('gives errors a code', async () => {
    const { body } = await graphql(createTestApp(testDb.db), '{ noSuchField }');
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('knows the public shapes of the entities', async () => {
    const { body } = await graphql(
      createTestApp(testDb.db),
      `
        {
          __schema {
            types {
              name
            }
          }
          game: __type(name: "Game") {
            fields {
              name
            }
          }
        }
      `,
    );
    const data = body.data as {
      __schema: { types: { name: string }[] };
      game: { fields: { name: string }[] };
    };
    const types = data.__schema.types.map((t) => t.name);
    for (const name of [
      'Team',
      'TeamMember',
      'TeamInvite',
      'Game',
      'GameRanking',
      'Draft',
      'DraftPick',
      'PaymentRequest',
      'ActivityLogEntry',
      'Profile',
    ]) {
      expect(types).toContain(name);
    }
    expect(data.game.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'tiixRank',
        'tiixStars',
        'tiixReasonTags',
        'probGoneBeforePick',
        'excitementIndex',
      ]),
    );
  });
});

describe('API mount points', () => {
  it.each([
    ['POST', '/v1/auth/no-such-route'],
    ['GET', '/v1/auth'],
    ['GET', '/v1/storage/no-such-route'],
    ['POST', '/api/unknown'],
    ['POST', '/v1/functions/unknown'],
    ['GET', '/v1/unknown'],
  ])('%s %s answers the JSON 404 envelope', async (method, path) => {
    // Even a browser-style request gets JSON here, never the shell's HTML.
    const res = await createTestApp(testDb.db).request(path, {
      method,
      headers: { accept: 'text/html,*/*' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      status: 404,
      error: 'route-not-found',
      message: 'Route not found',
    });
  });
});
