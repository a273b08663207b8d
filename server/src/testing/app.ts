import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { createApp } from '../app.js';
import { composeApp } from '../composition.js';
import { loadConfig, type Config } from '../config.js';
import type { AppDeps } from '../context.js';
import type { Database } from '../db/client.js';
import { createLogger } from '../logger.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { gql, rest, type GqlResult, type Loose } from './http.js';
import { RecordingMailer } from './mailer.js';
import type { Caller } from './users.js';

// One data folder per test file (worker module instance): the dev mailbox and the generated
// signing key never land in server/.data, and parallel files do not read each other's mail.
let testDataDir: string | undefined;
const dataDir = () => (testDataDir ??= mkdtempSync(join(tmpdir(), 'tiix-test-data-')));

/** Config as main.ts would parse it from this environment; quiet, and no real static files. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // A folder that does not exist: no built apps unless a test brings its own.
    STATIC_ROOT: join(tmpdir(), 'tiix-test-no-static-root'),
    DATA_DIR: dataDir(),
    // Card payments and the plan through the offline sandbox (never a default).
    PAYMENTS_PROVIDER: 'sandbox',
    ...env,
  });
}

export interface TestAppOptions {
  /** Replaces the configured mailer, e.g. with one that records messages for the test to read. */
  mailer?: Mailer;
}

export function createTestApp(
  db: Database,
  env: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Hono {
  const config = testConfig(env);
  const logger = createLogger(config.logLevel);
  return createApp(
    composeApp({ config, db, logger, mailer: options.mailer ?? createMailer(config, logger) }),
  );
}

/** POSTs a GraphQL operation the way the client does and returns the parsed body. */
export async function graphql(app: Hono, query: string, variables?: Record<string, unknown>) {
  const res = await app.request('/v1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

export interface TestApp {
  app: Hono;
  /** What the app was built from (realtime hub, clock and mailer are reached through it). */
  deps: AppDeps;
  mailer: RecordingMailer;
  /** A GraphQL operation as `caller` (or signed out). */
  gql<T = Loose>(caller: Caller | null, query: string, variables?: object): Promise<GqlResult<T>>;
  /** A REST call as `caller` (or signed out). */
  rest(
    method: 'GET' | 'POST',
    path: string,
    caller: Caller | null,
    body?: unknown,
  ): Promise<{ status: number; body: Loose }>;
}

/** The app with a recording mailer, and calls to it as a signed-in user. */
export function testApp(db: Database, env: Record<string, string | undefined> = {}): TestApp {
  const config = testConfig(env);
  const mailer = new RecordingMailer();
  const deps = composeApp({ config, db, logger: createLogger(config.logLevel), mailer });
  const app = createApp(deps);
  return {
    app,
    deps,
    mailer,
    gql: (caller, query, variables) => gql(app, caller, query, variables),
    rest: (method, path, caller, body) => rest(app, method, path, caller, body),
  };
}

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
  const app = createApp(composeApp({ config, db, logger, mailer }));
  return { app, mailer, config, logger, logs: lines };
}
