// `pnpm bench:draft`: draft throughput and live-update latency of the built server on PostgreSQL.
//
// Builds nothing: run `pnpm --filter @tiix/server build` first. Creates a fresh database
// (`tiix_bench` by default) on the PostgreSQL server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432), starts `server/dist/main.js` on it, creates N teams of
// 10 members with home games, and runs their drafts in parallel: every member of every draft
// holds the draft's GraphQL subscription open over SSE, and the member on the clock picks over
// REST as soon as it is their turn. Measured:
//   - picks committed per second across all drafts (pick phase wall time);
//   - for each pick, the time from sending the pick request to each OTHER member receiving the
//     pick_made event on their stream (p50/p95/p99/max over all of them).
// The bench client runs on the same machine as the server and the database.
//
// Usage: pnpm bench:draft [--drafts 40] [--rounds 4] [--games 40] [--port 3391]
import { generateKeyPairSync } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'server');
const require = createRequire(join(serverDir, 'package.json'));
const pg = require('pg');

const { values: args } = parseArgs({
  // pnpm passes a literal '--' through to the script.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    drafts: { type: 'string', default: '40' },
    members: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '4' },
    games: { type: 'string', default: '40' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3391' },
    database: { type: 'string', default: 'tiix_bench' },
  },
});
const DRAFTS = Number(args.drafts);
const MEMBERS = Number(args.members);
const ROUNDS = Number(args.rounds);
const GAMES = Number(args.games);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = (name) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: dbUrl('postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// ---------------------------------------------------------------------------------------------
// Server

console.log(`Fresh database ${args.database}...`);
await adminQuery(`drop database if exists "${args.database}" with (force)`);
await adminQuery(`create database "${args.database}"`);

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl(args.database),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tiix-bench-draft-')),
  JWT_PRIVATE_KEY: pem,
  // Every simulated member calls from this one machine: the per-client GraphQL budget (meant
  // for one person) would refuse the bench's own streams.
  GRAPHQL_RATE_LIMIT_BURST: '1000000',
};
// BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, join(serverDir, 'dist', 'main.js')], {
  cwd: serverDir,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/readyz`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 120) throw new Error('The server did not become ready');
  await sleep(500);
}

// Tokens are signed by the server's own code with the key the server was given.
const { loadConfig } = await import(pathToFileURL(join(serverDir, 'dist', 'config.js')).href);
const { signAccessToken } = await import(
  pathToFileURL(join(serverDir, 'dist', 'auth', 'jwt.js')).href
);
const config = loadConfig(env);

// ---------------------------------------------------------------------------------------------
// Data: users, teams, members, games straight into the database (setup is not measured)

console.log(`Creating ${DRAFTS} teams of ${MEMBERS} members with ${GAMES} games...`);
const db = new pg.Client({ connectionString: dbUrl(args.database) });
await db.connect();
const teams = [];
const season = Date.UTC(2026, 8, 13, 17);
for (let d = 0; d < DRAFTS; d++) {
  const members = [];
  for (let m = 0; m < MEMBERS; m++) {
    const { rows } = await db.query(
      `insert into users (email, display_name, email_verified) values ($1, $2, true) returning id`,
      [`bench-${d}-${m}@example.com`, `Member ${m + 1}`],
    );
    const id = rows[0].id;
    const token = await signAccessToken(config, {
      userId: id,
      defaultRole: 'user',
      allowedRoles: ['user', 'me'],
      isAnonymous: false,
    });
    members.push({ id, token });
  }
  const { rows } = await db.query(
    `insert into teams (name, league, team_name, season, owner_id, plan) values ($1, 'NFL', 'Dallas Cowboys', '2026', $2, 'unlimited') returning id`,
    [`Bench ${d + 1}`, members[0].id],
  );
  const teamId = rows[0].id;
  for (const [m, member] of members.entries()) {
    await db.query(
      `insert into team_members (team_id, user_id, role, joined_at) values ($1, $2, $3, $4)`,
      [teamId, member.id, m === 0 ? 'owner' : 'member', new Date(season - 86_400_000 + m * 1000)],
    );
  }
  const gameIds = [];
  for (let g = 0; g < GAMES; g++) {
    const { rows: game } = await db.query(
      `insert into games (team_id, opponent, game_date, is_home, tiix_rank) values ($1, $2, $3, true, $4) returning id`,
      [teamId, `Opponent ${g + 1}`, new Date(season + g * 7 * 86_400_000), 90 - (g % 90)],
    );
    gameIds.push(game[0].id);
  }
  teams.push({ teamId, members, gameIds });
}
await db.end();

// ---------------------------------------------------------------------------------------------
// Calls

async function call(method, path, token, body) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok || json?.errors) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return json;
}

const gql = (token, query, variables) =>
  call('POST', '/v1/graphql', token, { query, variables }).then((r) => r.data);

const SUBSCRIPTION = `subscription($id: ID!) { draftEvents(draftId: $id) {
  type currentOverall pick { overall userId } } }`;

/** Opens one member's SSE stream; calls onEvent(event, receivedAt) for each event. */
async function openStream(token, draftId, onEvent) {
  const controller = new AbortController();
  const res = await fetch(`${BASE}/v1/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { id: draftId } }),
    signal: controller.signal,
  });
  if (!res.ok) throw new Error(`subscribe: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstEvent;
  const first = new Promise((resolve) => (firstEvent = resolve));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('');
          if (!data) continue;
          const event = JSON.parse(data).data?.draftEvents;
          if (event) {
            firstEvent();
            onEvent(event, at);
          }
        }
      }
    } catch (err) {
      if (err.name !== 'AbortError') console.error('stream failed', err);
    }
  })();
  await first;
  return () => controller.abort();
}

// ---------------------------------------------------------------------------------------------
// Drafts: set up, open every member's stream, start

console.log('Setting up the drafts and opening every member stream...');
const sentAt = new Map(); // `${draftId}:${overall}` -> performance.now() when the pick was sent
const pickerOf = new Map(); // same key -> user id of the picker
const latencies = [];
let pickEvents = 0;
const closers = [];

for (const team of teams) {
  const owner = team.members[0];
  const { draftId } = await call('POST', '/v1/functions/drafts-ensure', owner.token, {
    teamId: team.teamId,
    gameId: team.gameIds[0],
  });
  team.draftId = draftId;
  await gql(
    owner.token,
    `mutation($id: ID!) {
      updateDraftSetup(draftId: $id, input: { rounds: ${ROUNDS}, pickClockSec: 600 }) { id }
      setDraftMode(draftId: $id, mode: turn) { id }
    }`,
    { id: draftId },
  );
  for (const member of team.members) {
    closers.push(
      await openStream(member.token, draftId, (event, at) => {
        if (event.type !== 'pick_made') return;
        const key = `${draftId}:${event.pick.overall}`;
        const t0 = sentAt.get(key);
        pickEvents++;
        if (t0 !== undefined && pickerOf.get(key) !== member.id) latencies.push(at - t0);
      }),
    );
  }
  await call('POST', '/api/drafts/state', owner.token, { id: draftId, action: 'lock_setup' });
  const order = (await call('GET', `/api/drafts/teams?draftId=${draftId}`, owner.token)).teams;
  team.order = order.map((p) => p.id);
}

// The snake order of the participants, by participant id (positions from /api/drafts/teams).
function onClockIndex(overall, n) {
  const round = Math.floor(overall / n);
  const i = overall % n;
  return round % 2 === 0 ? i : n - 1 - i;
}

const totalPicks = teams.length * Math.min(GAMES, ROUNDS * MEMBERS);
console.log(`Running ${teams.length} drafts in parallel: ${totalPicks} picks...`);
const requestTimes = [];
const t0 = performance.now();
await Promise.all(
  teams.map(async (team) => {
    const owner = team.members[0];
    await call('POST', '/api/drafts/state', owner.token, { id: team.draftId, action: 'start' });
    const byParticipant = new Map(team.order.map((pid, i) => [i, pid]));
    const userOfParticipant = new Map();
    const participants = (
      await call('GET', `/api/drafts/teams?draftId=${team.draftId}`, owner.token)
    ).teams;
    // /api/drafts/teams lists participants in order; the fixture joined members in order too.
    participants.forEach((p, i) => userOfParticipant.set(p.id, team.members[i]));
    const remaining = [...team.gameIds];
    const picks = Math.min(GAMES, ROUNDS * MEMBERS);
    for (let overall = 0; overall < picks; overall++) {
      const pid = byParticipant.get(onClockIndex(overall, team.order.length));
      const member = userOfParticipant.get(pid);
      const gameId = remaining.shift();
      const key = `${team.draftId}:${overall}`;
      pickerOf.set(key, member.id);
      const sent = performance.now();
      sentAt.set(key, sent);
      await call('POST', '/api/drafts/pick', member.token, {
        draftId: team.draftId,
        draftTeamId: pid,
        gameId,
      });
      requestTimes.push(performance.now() - sent);
    }
  }),
);
const pickPhaseMs = performance.now() - t0;

// Let the last events arrive.
const expectedSamples = totalPicks * (MEMBERS - 1);
for (let i = 0; i < 100 && latencies.length < expectedSamples; i++) await sleep(50);
for (const close of closers) close();

latencies.sort((a, b) => a - b);
requestTimes.sort((a, b) => a - b);
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const rows = [
  ['Date', new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC'],
  [
    'Machine',
    `${cpus().length} cores (${cpus()[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}`,
  ],
  ['Drafts in parallel', String(teams.length)],
  ['Members per draft (SSE streams)', `${MEMBERS} (${teams.length * MEMBERS} streams)`],
  ['Picks committed', String(totalPicks)],
  ['Pick phase', `${(pickPhaseMs / 1000).toFixed(2)} s`],
  ['Picks committed per second', (totalPicks / (pickPhaseMs / 1000)).toFixed(0)],
  [
    'Pick request p50 / p95',
    `${fmt(percentile(requestTimes, 50))} / ${fmt(percentile(requestTimes, 95))}`,
  ],
  [
    'Pick -> other members event p50 / p95 / p99 / max',
    `${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 95))} / ${fmt(percentile(latencies, 99))} / ${fmt(latencies.at(-1) ?? NaN)}`,
  ],
  [
    'Event samples (expected)',
    `${latencies.length} (${expectedSamples}); pick events seen ${pickEvents}`,
  ],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log('\n| Measure | Result |\n|---|---|');
for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);

stopServer();
await new Promise((r) => server.once('exit', r));
process.exit(0);
