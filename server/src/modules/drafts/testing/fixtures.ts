// Test fixtures of the draft tests: users with tokens, a team with members and games, and an
// app whose dependencies (realtime, clock) the test can reach. Used only by *.test.ts files.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../../app.js';
import { RecordingMailer } from '../../../auth/test-helpers.js';
import { signAccessToken } from '../../../auth/jwt.js';
import type { AppDeps } from '../../../context.js';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema/auth.js';
import { gameRankings, games } from '../../../db/schema/games.js';
import { teamMembers, teams } from '../../../db/schema/teams.js';
import { createLogger } from '../../../logger.js';
import { testConfig } from '../../../testing/app.js';

export interface Caller {
  id: string;
  email: string;
  token: string;
}

let counter = 0;

export async function makeUser(
  db: Database,
  name = `user${++counter}`,
  isAnonymous = false,
): Promise<Caller> {
  const email = `${name}-${Date.now().toString(36)}${counter}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email: isAnonymous ? null : email,
      displayName: name,
      isAnonymous,
      emailVerified: !isAnonymous,
      defaultRole: isAnonymous ? 'anonymous' : 'user',
      roles: isAnonymous ? ['anonymous'] : ['user', 'me'],
    })
    .returning({ id: users.id });
  const token = await signAccessToken(testConfig(), {
    userId: row!.id,
    defaultRole: isAnonymous ? 'anonymous' : 'user',
    allowedRoles: isAnonymous ? ['anonymous'] : ['user', 'me'],
    isAnonymous,
  });
  return { id: row!.id, email, token };
}

export interface TeamFixture {
  id: string;
  owner: Caller;
  admin: Caller;
  members: Caller[];
  outsider: Caller;
  guest: Caller;
  /** Game ids, soonest first. */
  games: string[];
}

/**
 * A team with an owner, an admin, `memberCount` members (joined in that order, after the owner
 * and the admin), an outsider (not in the team), a guest (anonymous) and `gameCount` home games
 * one week apart whose score falls with the date (the first game has the best score).
 */
export async function makeTeam(
  db: Database,
  options: { memberCount?: number; gameCount?: number; plan?: 'free' | 'unlimited' } = {},
): Promise<TeamFixture> {
  const owner = await makeUser(db, 'owner');
  const admin = await makeUser(db, 'admin');
  const members: Caller[] = [];
  for (let i = 0; i < (options.memberCount ?? 2); i++) members.push(await makeUser(db, `m${i}`));
  const outsider = await makeUser(db, 'outsider');
  const guest = await makeUser(db, 'guest', true);
  const [team] = await db
    .insert(teams)
    .values({
      name: 'Sunday Crew',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      season: '2025',
      ownerId: owner.id,
      plan: options.plan ?? 'free',
    })
    .returning({ id: teams.id });
  const joined = [owner, admin, ...members];
  const base = Date.UTC(2025, 8, 7, 17);
  await db.insert(teamMembers).values(
    joined.map((c, i) => ({
      teamId: team!.id,
      userId: c.id,
      role: i === 0 ? ('owner' as const) : i === 1 ? ('admin' as const) : ('member' as const),
      joinedAt: new Date(base + i * 1000),
    })),
  );
  const gameCount = options.gameCount ?? 8;
  const rows = await db
    .insert(games)
    .values(
      Array.from({ length: gameCount }, (_, i) => ({
        teamId: team!.id,
        opponent: `Opponent ${i + 1}`,
        gameDate: new Date(base + i * 7 * 86_400_000),
        isHome: true,
        tiixRank: 90 - i,
        tiixStars: 3,
      })),
    )
    .returning({ id: games.id, gameDate: games.gameDate });
  rows.sort((a, b) => a.gameDate.getTime() - b.gameDate.getTime());
  return { id: team!.id, owner, admin, members, outsider, guest, games: rows.map((r) => r.id) };
}

export async function rank(db: Database, user: Caller, gameIds: string[]) {
  await db.delete(gameRankings).where(eq(gameRankings.userId, user.id));
  if (gameIds.length === 0) return;
  await db
    .insert(gameRankings)
    .values(gameIds.map((gameId, i) => ({ gameId, userId: user.id, rank: i + 1 })));
}

export interface DraftTestApp {
  app: Hono;
  deps: AppDeps;
  mailer: RecordingMailer;
  gql<T = Loose>(caller: Caller | null, query: string, variables?: object): Promise<GqlResult<T>>;
  rest(
    method: 'GET' | 'POST',
    path: string,
    caller: Caller | null,
    body?: unknown,
  ): Promise<{ status: number; body: Loose }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per query; assertions check them
export type Loose = any;

export interface GqlResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

export function draftTestApp(db: Database, env: Record<string, string> = {}): DraftTestApp {
  const config = testConfig(env);
  const mailer = new RecordingMailer();
  const deps: AppDeps = { config, db, logger: createLogger(config.logLevel), mailer };
  const app = createApp(deps);
  const auth = (caller: Caller | null): Record<string, string> =>
    caller ? { authorization: `Bearer ${caller.token}` } : {};
  return {
    app,
    deps,
    mailer,
    async gql(caller, query, variables) {
      const res = await app.request('/v1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(caller) },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GqlResult<Loose>;
    },
    async rest(method, path, caller, body) {
      const res = await app.request(path, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...auth(caller),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/** The first error's code and reason, for compact assertions. */
export const errorOf = (res: GqlResult<unknown>) => ({
  code: res.errors?.[0]?.extensions?.code,
  reason: res.errors?.[0]?.extensions?.reason,
  message: res.errors?.[0]?.message,
});

/**
 * The team's draft through the REST calls the draft room's owner makes: ensured for the team's
 * first game, setup locked, started. Returns its id.
 */
export async function startedDraftViaRest(t: DraftTestApp, team: TeamFixture): Promise<string> {
  const ensured = await t.rest('POST', '/v1/functions/drafts-ensure', team.owner, {
    teamId: team.id,
    gameId: team.games[0],
  });
  if (ensured.status !== 200) throw new Error(`drafts-ensure: ${JSON.stringify(ensured.body)}`);
  const id = ensured.body.draftId as string;
  await t.rest('POST', '/api/drafts/state', team.owner, { id, action: 'lock_setup' });
  const started = await t.rest('POST', '/api/drafts/state', team.owner, { id, action: 'start' });
  if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started.body)}`);
  return id;
}
