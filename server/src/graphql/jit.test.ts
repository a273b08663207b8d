import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/jwt.js';
import { WORKSPACE_DIR } from '../config.js';
import { composeApp } from '../composition.js';
import type { AppDeps } from '../context.js';
import { users } from '../db/schema/auth.js';
import { createLogger } from '../logger.js';
import { createMailer } from '../mail/mailer.js';
import { testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import { createGraphQLHandler, GRAPHQL_PATH, graphqlRoute } from './handler.js';
import { runsCompiled } from './jit.js';

const testDb = setupTestDatabase();

interface ClientOperation {
  file: string;
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  document: DocumentNode;
}

/** What the test reads from the API contract package (imported by path: it is not the server's). */
interface Contract {
  /** Every operation the apps send, read by importing each module that writes a document. */
  loadAllOperations(): Promise<ClientOperation[]>;
  /** The document as the browser sends it (the apps' cache adds `__typename` everywhere). */
  asSentByTheClient(document: DocumentNode): string;
}

const contract = async () =>
  (await import(
    pathToFileURL(join(WORKSPACE_DIR, 'api-contract/src/documents.ts')).href
  )) as Contract;

let compiledApp: Hono;
let referenceApp: Hono;
let ownerToken: string;
const ids: Record<string, string> = {};

async function post(app: Hono, body: object, token = ownerToken) {
  const res = await app.request('/v1/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function mutate(query: string, variables: object) {
  const res = await post(referenceApp, { query, variables });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as Record<string, Record<string, unknown>>;
}

/** The GraphQL route alone, on queries compiled or not. */
function graphqlApp(deps: AppDeps, compiled: boolean): Hono {
  const app = new Hono();
  app.on(['GET', 'POST'], GRAPHQL_PATH, graphqlRoute(createGraphQLHandler(deps, { compiled })));
  return app;
}

/** An owner with a team (games, a pending invite), ranks, a draft and a chat message. */
async function seed() {
  const config = testConfig();
  const logger = createLogger(config.logLevel);
  const deps = composeApp({ config, db: testDb.db, logger, mailer: createMailer(config, logger) });
  compiledApp = graphqlApp(deps, true);
  referenceApp = graphqlApp(deps, false);

  const [owner] = await testDb.db
    .insert(users)
    .values({ email: 'owner@example.com', displayName: 'Owner', emailVerified: true })
    .returning({ id: users.id });
  ids.user = owner!.id;
  ownerToken = await signAccessToken(config, {
    userId: owner!.id,
    defaultRole: 'user',
    allowedRoles: ['user', 'me'],
    isAnonymous: false,
  });
  const created = await mutate(
    'mutation($input: CreateTeamInput!) { createTeam(input: $input) { id games { id } } }',
    {
      input: {
        name: 'Crew',
        league: 'NFL',
        teamName: 'Dallas Cowboys',
        season: '2026',
        inviteEmails: ['friend@example.com'],
      },
    },
  );
  ids.team = created.createTeam!.id as string;
  const games = created.createTeam!.games as { id: string }[];
  ids.game = games[0]!.id;
  await mutate(
    'mutation($teamId: ID!, $rankings: [RankingInput!]!) { saveMyRankings(teamId: $teamId, rankings: $rankings) { id } }',
    {
      teamId: ids.team,
      rankings: games.slice(0, 3).map((g, i) => ({ gameId: g.id, rank: i + 1 })),
    },
  );
  const draft = await mutate('mutation($teamId: ID!) { createDraft(teamId: $teamId) { id } }', {
    teamId: ids.team,
  });
  ids.draft = draft.createDraft!.id as string;
  await mutate(
    'mutation($teamId: ID!, $body: String!, $gameId: ID) { postChatMessage(teamId: $teamId, body: $body, gameId: $gameId) { id } }',
    { teamId: ids.team, body: 'Who takes the opener?', gameId: ids.game },
  );
}

/** Sample variables for an operation: the seeded ids by name, the declared defaults otherwise. */
function variablesFor(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue) continue;
    if (/draft/i.test(name)) variables[name] = ids.draft;
    else if (/game/i.test(name)) variables[name] = ids.game;
    else if (/user|payer|member/i.test(name)) variables[name] = ids.user;
    else if (/team|^id$/i.test(name)) variables[name] = ids.team;
    else if (name === 'league') variables[name] = 'NFL';
    else if (definition.type.kind === Kind.NON_NULL_TYPE) variables[name] = 1;
  }
  return variables;
}

/**
 * An answer without what may differ: the server's clock (`serverTime`), and errors' `locations`,
 * which compiled queries do not give (message, path and extensions are compared).
 */
function withoutClockAndLocations(answer: { status: number; body: Record<string, unknown> }) {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) =>
    key === 'locations' || key === 'serverTime' ? undefined : value,
  ) as typeof answer;
}

describe('compiled queries (graphql-jit)', () => {
  it('run queries of one-operation documents only', () => {
    expect(runsCompiled(parse('query A { __typename }'))).toBe(true);
    expect(runsCompiled(parse('{ __typename }'))).toBe(true);
    expect(runsCompiled(parse('query A { __typename } query B { __typename }'))).toBe(false);
    expect(runsCompiled(parse('mutation M { deleteTeam(id: "x") }'))).toBe(false);
    expect(runsCompiled(parse('subscription S { draftUpdated(draftId: "x") { id } }'))).toBe(false);
    expect(runsCompiled(parse('query A { ...F } fragment F on Query { __typename }'))).toBe(true);
  });

  it('refuse bad variables with the 400 and message graphql-js gives', async () => {
    await seed();
    const body = { query: 'query Op($id: ID!) { team(id: $id) { id } }', variables: { id: {} } };
    const reference = withoutClockAndLocations(await post(referenceApp, body));
    expect(reference.status).toBe(400);
    expect(withoutClockAndLocations(await post(compiledApp, body))).toEqual(reference);
  });

  it('answer every query the apps send exactly as graphql-js does', async () => {
    await seed();
    const { loadAllOperations, asSentByTheClient } = await contract();
    const operations = (await loadAllOperations()).filter((op) => op.kind === 'query');
    expect(operations.length).toBeGreaterThan(20);
    const differences: string[] = [];
    for (const op of operations) {
      const definition = op.document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const body = {
        query: asSentByTheClient(op.document),
        variables: variablesFor(definition),
        operationName: op.name,
      };
      const reference = withoutClockAndLocations(await post(referenceApp, body));
      const compiled = withoutClockAndLocations(await post(compiledApp, body));
      try {
        expect(compiled).toEqual(reference);
      } catch (err) {
        differences.push(
          `${op.file} ${op.name}: ${(err as Error).message}\n${JSON.stringify(compiled).slice(0, 500)}`,
        );
      }
    }
    expect(differences).toEqual([]);
  });
});
