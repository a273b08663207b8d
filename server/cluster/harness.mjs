// The cluster test's machinery: a fresh PostgreSQL database, an S3 stand-in (s3rver), the
// machine's Redis, and server processes (`node dist/main.js`, production mode) sharing them, plus
// the HTTP and server-sent-event clients the scenarios use. Nothing here is mocked: each instance
// is the built server as an operator runs it.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
// The build to run, relative to server/ (a sibling of dist/, so its paths resolve the same).
const DIST = process.env.CLUSTER_DIST ?? 'dist';
const require = createRequire(join(SERVER_DIR, 'package.json'));
const pg = require('pg');
const S3rver = require('s3rver');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a truthy value; throws `what` after `timeoutMs`. */
export async function until(check, what, timeoutMs = 10_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${what}`);
    await sleep(everyMs);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseUrl = (name) => {
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A server process of the cluster: started, stopped and restarted by name. */
class Instance {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.url = `http://127.0.0.1:${port}`;
    this.proc = null;
    this.log = [];
  }

  /** Starts the process; resolves once /readyz answers 200. */
  async start() {
    const proc = spawn(process.execPath, [join(SERVER_DIR, DIST, 'main.js')], {
      cwd: SERVER_DIR,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    this.exited = new Promise((resolve) =>
      proc.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const keep = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) this.log.push(`[${this.name}] ${line}`);
      }
      if (this.log.length > 400) this.log.splice(0, this.log.length - 400);
    };
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    await until(
      async () => {
        if (proc.exitCode !== null) {
          throw new Error(`${this.name} exited at start:\n${this.log.slice(-30).join('\n')}`);
        }
        const res = await fetch(`${this.url}/readyz`).catch(() => null);
        return res?.ok;
      },
      `${this.name} ready on ${this.url}`,
      60_000,
      100,
    );
  }

  get running() {
    return this.proc !== null && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  /** Sends `signal`; resolves with the exit once the process is gone. */
  async stop(signal = 'SIGTERM') {
    if (!this.running) return { code: this.proc?.exitCode ?? null, signal: null };
    this.proc.kill(signal);
    return this.exited;
  }
}

/**
 * Starts the shared services and `count` instances at once (so their start-up migrations race,
 * as in a deployment). Returns the cluster; `close()` ends every process and removes the data.
 */
export async function startCluster(count = 2) {
  const database = `tiix_cluster_${process.pid}`;
  await adminQuery(`drop database if exists "${database}" with (force)`);
  await adminQuery(`create database "${database}"`);

  const s3Dir = mkdtempSync(join(tmpdir(), 'tiix-cluster-s3-'));
  const bucket = 'tiix-cluster';
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: bucket }],
  });
  const s3Address = await s3.run();
  const dataDir = mkdtempSync(join(tmpdir(), 'tiix-cluster-data-'));
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());

  // What an operator sets for several instances (docs/deploy.md); the start-up checks refuse
  // SERVER_INSTANCES > 1 without a shared key, Redis, S3 and PostgreSQL.
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
    SERVER_INSTANCES: String(count),
    DATABASE_URL: databaseUrl(database),
    REDIS_URL,
    JWT_PRIVATE_KEY: pem,
    STORAGE_S3_BUCKET: bucket,
    STORAGE_S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
    STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    // One DATA_DIR for all: the dev mailbox keeps its messages there, so a mail sent by any
    // instance can be read from any (the test's stand-in for SMTP).
    DATA_DIR: dataDir,
    DEV_MAILBOX_ENABLED: 'true',
    // Every request of the test comes from 127.0.0.1.
    AUTH_RATE_LIMIT_ENABLE: 'false',
    GRAPHQL_RATE_LIMIT_BURST: '100000',
  };
  const instances = ports.map((port, i) => new Instance(String.fromCharCode(65 + i), port, env));
  const db = new pg.Pool({ connectionString: databaseUrl(database), max: 2 });

  const cluster = {
    database,
    instances,
    db,
    async query(text, params) {
      return (await db.query(text, params)).rows;
    },
    /** The last lines every instance printed, for a failure's message. */
    logs: () => instances.flatMap((instance) => instance.log.slice(-40)).join('\n'),
    async close() {
      await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
      await db.end().catch(() => undefined);
      await s3.close().catch(() => undefined);
      await adminQuery(`drop database if exists "${database}" with (force)`).catch(() => undefined);
      rmSync(s3Dir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // A test runner stopped halfway must not leave servers behind.
  process.once('exit', () => {
    for (const instance of instances) if (instance.running) instance.proc.kill('SIGKILL');
  });
  try {
    await Promise.all(instances.map((instance) => instance.start()));
  } catch (err) {
    await cluster.close();
    throw err;
  }
  return cluster;
}

/** Number of migrations the build ships. */
export function shippedMigrations() {
  const journal = JSON.parse(
    readFileSync(join(SERVER_DIR, 'drizzle', 'meta', '_journal.json'), 'utf8'),
  );
  return journal.entries.length;
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** One JSON call; throws with the status and body on an HTTP error or a GraphQL error. */
export async function call(base, method, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a redirect, a page)
  }
  if (res.status >= 400 || json?.errors) {
    const err = new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    err.status = res.status;
    err.body = json;
    throw err;
  }
  return json;
}

export async function gql(base, token, query, variables = {}) {
  return (await call(base, 'POST', '/v1/graphql', { token, body: { query, variables } })).data;
}

export const PASSWORD = 'cluster-horse-9';

async function waitForMail(base, to, template) {
  return until(
    async () => {
      const messages = await call(base, 'GET', '/dev/mailbox.json');
      return messages.find((m) => m.to.toLowerCase() === to && m.template === template);
    },
    `mail ${template} to ${to}`,
    15_000,
    200,
  );
}

/** A verified account through the auth API and the dev mailbox; returns its session. */
export async function signUp(base, tag) {
  const email = `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const displayName = tag.charAt(0).toUpperCase() + tag.slice(1);
  await call(base, 'POST', '/v1/auth/signup/email-password', {
    body: { email, password: PASSWORD, options: { displayName } },
  });
  const mail = await waitForMail(base, email, 'email-verify');
  const link = mail.links.find((l) => l.includes('/v1/auth/verify'));
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status >= 400) throw new Error(`verify link: ${res.status}`);
  return signIn(base, email);
}

export async function signIn(base, email) {
  const { session } = await call(base, 'POST', '/v1/auth/signin/email-password', {
    body: { email, password: PASSWORD },
  });
  return { email, token: session.accessToken, userId: session.user.id };
}

/** The owner invites `member`, who accepts through the e-mailed token. */
export async function joinTeam(base, owner, teamId, member) {
  const { inviteMember } = await gql(
    base,
    owner.token,
    'mutation($teamId: ID!, $email: String!) { inviteMember(teamId: $teamId, email: $email) { success message } }',
    { teamId, email: member.email },
  );
  if (!inviteMember.success) throw new Error(`invite: ${inviteMember.message}`);
  const mail = await waitForMail(base, member.email, 'team-invite');
  const link = mail.links.find((l) => l.includes('/accept-invite/'));
  const token = link.split('/accept-invite/')[1].split(/[?#]/)[0];
  await call(base, 'POST', '/api/app?path=invites/accept', {
    token: member.token,
    body: { tokenOrId: token, userId: member.userId },
  });
}

// ---------------------------------------------------------------------------------------------
// Server-sent events

/**
 * Opens a server-sent-event stream (GET, or POST with `body` for a GraphQL subscription).
 * Resolves once the response headers arrived with `{ events, ended, close }`: `events` fills
 * with `{ data, at }` (parsed JSON of each `data:` block), `ended` resolves when the stream ends
 * for any reason.
 */
export async function openStream(url, { token, body } = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: controller.signal,
  });
  if (res.status !== 200) {
    controller.abort();
    const err = new Error(`${url}: ${res.status}`);
    err.status = res.status;
    throw err;
  }
  const events = [];
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (!data) continue;
          try {
            events.push({ data: JSON.parse(data), at: Date.now() });
          } catch {
            // a non-JSON data line carries nothing the scenarios read
          }
        }
      }
    } catch {
      // cut by the server or by close()
    }
    return Date.now();
  })();
  return { events, ended, close: () => controller.abort() };
}
