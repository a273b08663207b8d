import type { Hono } from 'hono';
import { signAccessToken } from '../../auth/jwt.js';
import { RecordingMailer } from '../../auth/test-helpers.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { games } from '../../db/schema/games.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { createTestApp, testConfig } from '../../testing/app.js';

// Test helpers of the payments and billing tests: people, a team, GraphQL and REST calls.

export interface Caller {
  id: string;
  email: string;
  token: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per query; assertions check them
export type Loose = any;

export interface Gql {
  data?: Record<string, Loose> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let counter = 0;

export async function makeUser(db: Database, name: string): Promise<Caller> {
  const email = `${name}.${++counter}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      displayName: name,
      emailVerified: true,
      defaultRole: 'user',
      roles: ['user', 'me'],
    })
    .returning({ id: users.id });
  const token = await signAccessToken(testConfig(), {
    userId: row!.id,
    defaultRole: 'user',
    allowedRoles: ['user', 'me'],
    isAnonymous: false,
  });
  return { id: row!.id, email, token };
}

export interface TeamSetup {
  teamId: string;
  owner: Caller;
  members: Caller[];
  outsider: Caller;
}

/** A team with an owner, `memberCount` joined members and one outsider; optional plan. */
export async function makeTeam(
  db: Database,
  options: { memberCount?: number; plan?: 'free' | 'unlimited'; planExpiresAt?: Date | null } = {},
): Promise<TeamSetup> {
  const owner = await makeUser(db, 'Olivia');
  const [team] = await db
    .insert(teams)
    .values({
      name: 'Sunday Crew',
      league: 'NFL',
      teamName: 'Dallas Cowboys',
      ownerId: owner.id,
      plan: options.plan ?? 'free',
      planExpiresAt: options.planExpiresAt ?? null,
    })
    .returning({ id: teams.id });
  const teamId = team!.id;
  const base = Date.now() - 3600_000;
  await db
    .insert(teamMembers)
    .values({ teamId, userId: owner.id, role: 'owner', joinedAt: new Date(base) });
  const members: Caller[] = [];
  const names = ['Mia', 'Noah', 'Ava', 'Liam'];
  for (let i = 0; i < (options.memberCount ?? 2); i++) {
    const member = await makeUser(db, names[i % names.length]!);
    await db.insert(teamMembers).values({
      teamId,
      userId: member.id,
      role: 'member',
      joinedAt: new Date(base + (i + 1) * 1000),
    });
    members.push(member);
  }
  const outsider = await makeUser(db, 'Otto');
  return { teamId, owner, members, outsider };
}

/** Drafted games: one game per (member, score) pair, assigned to that member. */
export async function draftGames(
  db: Database,
  teamId: string,
  picks: { userId: string; score: number }[],
): Promise<void> {
  await db.insert(games).values(
    picks.map((p, i) => ({
      teamId,
      opponent: `Opponent ${i}`,
      gameDate: new Date(Date.now() + (i + 1) * 86_400_000),
      assignedTo: p.userId,
      tiixRank: p.score,
    })),
  );
}

export function testApp(db: Database, env: Record<string, string | undefined> = {}) {
  const mailer = new RecordingMailer();
  const app = createTestApp(db, env, { mailer });
  return { app, mailer };
}

export async function gql(
  app: Hono,
  caller: Caller | null,
  query: string,
  variables?: object,
): Promise<Gql> {
  const res = await app.request('/v1/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Gql;
}

export async function rest(
  app: Hono,
  method: 'GET' | 'POST',
  path: string,
  caller: Caller | null,
  body?: object,
): Promise<{ status: number; body: Loose }> {
  const res = await app.request(path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: Loose = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML pages stay text.
  }
  return { status: res.status, body: parsed };
}

export const errorCode = (res: Gql) => res.errors?.[0]?.extensions?.code;

export const REQUEST_FIELDS = `
  id teamId teamName ownerUserId payerUserId amountCents currency status note description
  payerName ownerName payLink cardAvailable cardFeeCents paidAt paidVia canManage isMine
  lastRemindedAt evidenceFileId evidenceUrl
  ledger { id at actorUserId actorName kind fromStatus toStatus amountCents note }
`;
