import { parse } from 'graphql';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/jwt.js';
import { users } from '../db/schema/auth.js';
import { createTestApp, testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import { runsCompiled } from './jit.js';

const testDb = setupTestDatabase();
let app: Hono;

beforeEach(() => {
  app = createTestApp(testDb.db);
});

async function signUp(email: string): Promise<string> {
  const [row] = await testDb.db
    .insert(users)
    .values({ email, displayName: email.split('@')[0]!, emailVerified: true })
    .returning({ id: users.id });
  return signAccessToken(testConfig(), {
    userId: row!.id,
    defaultRole: 'user',
    allowedRoles: ['user', 'me'],
    isAnonymous: false,
  });
}

async function post(body: object, token?: string) {
  const res = await app.request('/v1/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// The same operation run compiled (alone in its document) and by graphql-js (a second operation
// in the document keeps it off the compiled path): the answers must be the same.
// One difference is known and accepted: a compiled query's errors name no `locations` (the
// compiled code keeps no document nodes to compute them from); message, path and code are kept.
async function bothExecutors(query: string, variables: object, token?: string) {
  const compiled = await post({ query, variables }, token);
  const reference = await post(
    { query: `${query}\nquery ReferenceOnly { __typename }`, variables, operationName: 'Op' },
    token,
  );
  const errors = reference.body.errors as { locations?: unknown }[] | undefined;
  for (const error of errors ?? []) {
    expect(error.locations).toEqual([{ line: 1, column: expect.any(Number) }]);
    delete error.locations;
  }
  return { compiled, reference };
}

const TEAM_PAGE = `query Op($id: ID!) { team(id: $id) {
  id name plan myRole memberCount gameCount createdAt totalCost
  members { userId role displayName email joinedAt }
  games { id opponent gameDate isPrimeTime status week tiixRank tiixReasonTags myScore }
  invites { email status invitedAt }
  upcomingGames(limit: 2) { opponent gameDate }
} }`;

describe('compiled queries (graphql-jit)', () => {
  it('run queries of one-operation documents only', () => {
    expect(runsCompiled(parse('query A { __typename }'))).toBe(true);
    expect(runsCompiled(parse('{ __typename }'))).toBe(true);
    expect(runsCompiled(parse('query A { __typename } query B { __typename }'))).toBe(false);
    expect(runsCompiled(parse('mutation M { deleteTeam(id: "x") }'))).toBe(false);
    expect(runsCompiled(parse('subscription S { draftUpdated(draftId: "x") { id } }'))).toBe(false);
    expect(runsCompiled(parse('query A { ...F } fragment F on Query { __typename }'))).toBe(true);
  });

  it('answer the team page exactly as graphql-js does', async () => {
    const token = await signUp('owner@example.com');
    const created = await post(
      {
        query: `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
        variables: {
          input: {
            name: 'Crew',
            league: 'NFL',
            teamName: 'Dallas Cowboys',
            season: '2025',
            inviteEmails: ['friend@example.com'],
          },
        },
      },
      token,
    );
    const teamId = (created.body as { data: { createTeam: { id: string } } }).data.createTeam.id;
    const { compiled, reference } = await bothExecutors(TEAM_PAGE, { id: teamId }, token);
    expect(compiled.status).toBe(200);
    const team = (compiled.body as { data: { team: Record<string, unknown[]> } }).data.team;
    expect(team.games!.length).toBeGreaterThan(0);
    expect(team.invites).toEqual([
      { email: 'friend@example.com', status: 'pending', invitedAt: expect.any(String) },
    ]);
    expect(compiled).toEqual(reference);
  });

  it('map a domain error to its code and message, with its path, as graphql-js does', async () => {
    const { compiled, reference } = await bothExecutors('query Op { unreadNotificationCount }', {});
    expect(compiled.body).toEqual({
      data: null,
      errors: [
        {
          message: 'Sign in to continue',
          path: ['unreadNotificationCount'],
          extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
        },
      ],
    });
    expect(compiled).toEqual(reference);
  });

  it('mask an unexpected error as graphql-js does', async () => {
    const token = await signUp('member@example.com');
    // A read that fails for a reason the caller must not see (here: its table is gone).
    await testDb.db.execute(sql.raw('alter table team_members rename to team_members_away'));
    try {
      const { compiled, reference } = await bothExecutors('query Op { myTeams { id } }', {}, token);
      expect(compiled.body).toEqual({
        data: null,
        errors: [
          {
            message: 'Unexpected error.',
            path: ['myTeams'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
      });
      expect(compiled).toEqual(reference);
    } finally {
      await testDb.db.execute(sql.raw('alter table team_members_away rename to team_members'));
    }
  });

  it('run the operation a request names, whichever ran before from the same document', async () => {
    const token = await signUp('named@example.com');
    const document = 'query A { myTeams { id } } query B { dashboard { teams } }';
    for (const operationName of ['A', 'B', 'A']) {
      const res = await post({ query: document, operationName }, token);
      expect(res.body).toEqual(
        operationName === 'A' ? { data: { myTeams: [] } } : { data: { dashboard: { teams: 0 } } },
      );
    }
  });
});
