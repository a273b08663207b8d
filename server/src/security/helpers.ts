import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { signAccessToken } from '../auth/jwt.js';
import { RecordingMailer } from '../auth/test-helpers.js';
import { createApp } from '../app.js';
import type { Database } from '../db/client.js';
import { oneTimeCodes, refreshTokens, users } from '../db/schema/auth.js';
import { teamInvites, teamMembers, teams } from '../db/schema/teams.js';
import { createLogger } from '../logger.js';
import { testConfig } from '../testing/app.js';

/**
 * What Hono's node server hands a request as its environment: the socket, whose peer address
 * getConnInfo reads. In-process requests pass it as app.request's third argument.
 */
export const fromAddress = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
});

/** The app with a recording mailer and every log line captured as parsed JSON. */
export function securityApp(db: Database, env: Record<string, string | undefined> = {}) {
  const config = testConfig({ LOG_LEVEL: 'info', ...env });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const mailer = new RecordingMailer();
  const app = createApp({ config, db, logger, mailer });
  return { app, mailer, config, logger, logs: lines };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request to the app (optionally from a socket address); returns status and body. */
export async function send<T = unknown>(
  app: Hono,
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    from?: string;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.request(
    path,
    {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    options.from ? fromAddress(options.from) : undefined,
  );
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (HTML, plain text): the raw text.
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** A verified user inserted directly, with an access token (for GraphQL and REST product APIs). */
export async function makeUser(db: Database, email: string) {
  const [row] = await db
    .insert(users)
    .values({
      email,
      displayName: email.split('@')[0]!,
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

/** Row counts of the tables a refused request must not touch. */
export async function storedCounts(db: Database) {
  const n = async (
    table:
      | typeof users
      | typeof refreshTokens
      | typeof oneTimeCodes
      | typeof teams
      | typeof teamMembers
      | typeof teamInvites,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    refreshTokens: await n(refreshTokens),
    oneTimeCodes: await n(oneTimeCodes),
    teams: await n(teams),
    members: await n(teamMembers),
    invites: await n(teamInvites),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
