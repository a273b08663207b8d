// `pnpm bench:draft`: draft throughput and live-update latency of the built server on PostgreSQL.
//
// Builds nothing: run `pnpm --filter @tiix/server build` first. Creates a fresh database
// (`tiix_bench` by default) on the PostgreSQL server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432), starts `server/dist/main.js` on it, creates N teams of
// 10 members with home games, and runs their drafts in parallel: every member of every draft
// holds the draft's event stream open (`GET /api/drafts/{id}/events`, server-sent events), and
// the member on the clock picks over REST as soon as it is their turn. A few drafts run first,
// untimed (`--warmup`, default 10), so that the timed ones meet compiled code on both sides, as
// a server that has been up for a while does. Measured:
//   - picks committed per second across all drafts (pick phase wall time);
//   - for each pick, the time from sending the pick request to each OTHER member receiving the
//     pick_made event on their stream (p50/p95/p99/max over all of them);
//   - CPU time per pick of the server, the bench database's PostgreSQL backends, this client and
//     the rest of the machine (Linux /proc), and PostgreSQL transactions per pick;
//   - the server's memory per open stream: its resident memory (Linux /proc) with every timed
//     member's stream open, minus before they were opened, divided by the streams.
// The bench client runs on the same machine as the server and the database.
//
// Usage: pnpm bench:draft [--drafts 40] [--warmup 10] [--rounds 4] [--games 40] [--port 3391]
//        [--dist dist] [--stream sse|graphql] [--curve 40,100,200 [--write]]
// --curve runs the bench once per size (a fresh database and server each) and prints one table;
// --write puts that table into docs/performance.md (between the bench-draft markers).
import { generateKeyPairSync } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadAverages, machine, utcMinute, writeMeasured } from './bench-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'server');
const require = createRequire(join(serverDir, 'package.json'));
const pg = require('pg');

const { values: args } = parseArgs({
  // pnpm passes a literal '--' through to the script.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    drafts: { type: 'string', default: '40' },
    // Drafts run to the end before the timed phase (their figures are not counted), so that the
    // server and this client run compiled code, as a long-running server does.
    warmup: { type: 'string', default: '10' },
    members: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '4' },
    games: { type: 'string', default: '40' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3391' },
    database: { type: 'string', default: 'tiix_bench' },
    // The built server to run, relative to server/ (a sibling of dist/, so its paths still resolve).
    // A copy imports @tiix/domain from domain/dist (the workspace's current build), not a copy.
    dist: { type: 'string', default: 'dist' },
    // 'sse' (GET /api/drafts/{id}/events) or 'graphql' (the draftEvents subscription).
    stream: { type: 'string', default: 'sse' },
    // Sizes (drafts in parallel, comma-separated): one run per size, one table.
    curve: { type: 'string' },
    write: { type: 'boolean', default: false },
    // Also print the figures as one JSON line (what --curve reads from each run).
    json: { type: 'boolean', default: false },
  },
});
const DRAFTS = Number(args.drafts);
const WARMUP = Number(args.warmup);
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

// CPU time in ms (user + system) of one process, and of all PostgreSQL backends, from /proc
// (Linux): the bench shares the machine with the server and the database, so it reports who
// used the cores during the pick phase.
const TICK_MS = 10; // USER_HZ is 100 on Linux
function procCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // the process ended
  }
}
// Only the backends serving the bench database count: other work on the same PostgreSQL server
// does not (nor do its shared WAL writer and checkpointer).
function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${args.database} `)) {
        total += procCpuMs(entry);
      }
    } catch {
      // gone
    }
  }
  return total;
}
function machineCpuMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
  return {
    busy: (user + nice + system + irq + softirq + steal) * TICK_MS,
    idle: (idle + iowait) * TICK_MS,
  };
}
function cpuSnapshot() {
  const self = process.cpuUsage();
  return {
    client: (self.user + self.system) / 1000,
    server: procCpuMs(server.pid),
    postgres: postgresCpuMs(),
    machine: machineCpuMs(),
  };
}

/** Resident memory of a process in bytes (Linux /proc), or NaN. */
function rssBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) * 1024;
  } catch {
    return NaN;
  }
}

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

if (args.curve) runCurve();

// ---------------------------------------------------------------------------------------------
// Server

console.log(`Fresh database ${args.database}...`);
await adminQuery(`drop database if exists "${args.database}" with (force)`);
await adminQuery(`create database "${args.database}"`);

// Another server on the port would answer the readiness check in place of ours.
try {
  await fetch(`${BASE}/healthz`);
  throw new Error(`Port ${PORT} is taken: pass a free one with --port`);
} catch (err) {
  if (err.message.startsWith('Port ')) throw err;
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: BASE,
  DATABASE_URL: dbUrl(args.database),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tiix-bench-draft-')),
  JWT_PRIVATE_KEY: pem,
  // Every simulated owner sets up its draft from this one machine: the per-client GraphQL budget
  // (meant for one person) would refuse the bench's own setup calls.
  GRAPHQL_RATE_LIMIT_BURST: '1000000',
};
// BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, join(serverDir, args.dist, 'main.js')], {
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
const { loadConfig } = await import(pathToFileURL(join(serverDir, args.dist, 'config.js')).href);
const { signAccessToken } = await import(
  pathToFileURL(join(serverDir, args.dist, 'auth', 'jwt.js')).href
);
const config = loadConfig(env);

// ---------------------------------------------------------------------------------------------
// Data: users, teams, members, games straight into the database (setup is not measured)

console.log(
  `Creating ${DRAFTS} teams (and ${WARMUP} for the warm-up) of ${MEMBERS} members with ${GAMES} games...`,
);
const db = new pg.Client({ connectionString: dbUrl(args.database) });
await db.connect();
const teams = [];
const season = Date.UTC(2026, 8, 13, 17);
for (let d = 0; d < WARMUP + DRAFTS; d++) {
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

// Plain node:http with keep-alive (not fetch): the client shares the cores with the server, so
// it stays as cheap as it can.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function call(method, path, token, body) {
  return new Promise((resolve, reject) => {
    const payload = body !== undefined ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const json = text ? JSON.parse(text) : null;
          if (res.statusCode >= 400 || json?.errors) {
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
          } else resolve(json);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const gql = (token, query, variables) =>
  call('POST', '/v1/graphql', token, { query, variables }).then((r) => r.data);

// `--stream graphql` reads the `draftEvents` GraphQL subscription instead of the plain stream,
// to compare the two on the same build and machine load.
const SUBSCRIPTION = `subscription($id: ID!) { draftEvents(draftId: $id) {
  type currentOverall pick { overall userId } } }`;

/**
 * Opens one member's draft event stream (its own connection, like a browser tab): the plain
 * `GET /api/drafts/{id}/events`, or the GraphQL subscription over SSE. Calls onEvent(event,
 * receivedAt) for each event; resolves once the first event (the member's own presence) arrived.
 */
function openStream(token, draftId, onEvent) {
  const graphqlStream = args.stream === 'graphql';
  const body = graphqlStream
    ? JSON.stringify({ query: SUBSCRIPTION, variables: { id: draftId } })
    : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: graphqlStream ? 'POST' : 'GET',
        path: graphqlStream ? '/v1/graphql' : `/api/drafts/${draftId}/events`,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // Comment lines (`: keepalive`) carry no data.
            const dataAt = block.indexOf('data:');
            if (dataAt < 0) continue;
            const data = JSON.parse(block.slice(dataAt + 5));
            const event = graphqlStream ? data.data?.draftEvents : data;
            if (!event) continue;
            if (!opened) {
              opened = true;
              resolve(() => req.destroy());
            }
            onEvent(event, at);
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', (err) => {
      if (err.code !== 'ECONNRESET') reject(err);
    });
    req.end(body);
  });
}

// ---------------------------------------------------------------------------------------------
// Drafts: set up, open every member's stream, start

console.log('Setting up the drafts and opening every member stream...');
const sentAt = new Map(); // `${draftId}:${overall}` -> performance.now() when the pick was sent
const pickerOf = new Map(); // same key -> user id of the picker
const latencies = [];
let pickEvents = 0;
const closers = [];
const warmupClosers = [];

/** Opens every member's stream of the team's draft; `into` keeps what closes them. */
async function openMemberStreams(team, into) {
  const { draftId } = team;
  for (const member of team.members) {
    into.push(
      await openStream(member.token, draftId, (event, at) => {
        if (event.type !== 'pick_made') return;
        const key = `${draftId}:${event.pick.overall}`;
        const t0 = sentAt.get(key);
        pickEvents++;
        if (t0 !== undefined && pickerOf.get(key) !== member.id) latencies.push(at - t0);
      }),
    );
  }
}

for (const [index, team] of teams.entries()) {
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
  // The timed drafts' streams open after the warm-up, so that the server's memory for them is
  // measured alone.
  if (index < WARMUP) await openMemberStreams(team, warmupClosers);
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

/** Starts the drafts and has the member on the clock pick as soon as it is their turn. */
function runDrafts(list) {
  return Promise.all(
    list.map(async (team) => {
      const owner = team.members[0];
      await call('POST', '/api/drafts/state', owner.token, { id: team.draftId, action: 'start' });
      const byParticipant = new Map(team.order.map((pid, i) => [i, pid]));
      // /api/drafts/teams (read once the setup was locked: the order is fixed from then on) lists
      // participants in order; the fixture joined members in order too.
      const userOfParticipant = new Map(team.order.map((pid, i) => [pid, team.members[i]]));
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
}

const requestTimes = [];
const picksPerDraft = Math.min(GAMES, ROUNDS * MEMBERS);
if (WARMUP > 0) {
  console.log(`Warming up: ${WARMUP} drafts in parallel, ${WARMUP * picksPerDraft} picks...`);
  await runDrafts(teams.slice(0, WARMUP));
  const warmSamples = WARMUP * picksPerDraft * (MEMBERS - 1);
  for (let i = 0; i < 100 && latencies.length < warmSamples; i++) await sleep(50);
  for (const close of warmupClosers) close();
  latencies.length = 0;
  requestTimes.length = 0;
  pickEvents = 0;
}
const measured = teams.slice(WARMUP);
const totalPicks = measured.length * picksPerDraft;
console.log(`Opening the ${measured.length * MEMBERS} streams of the timed drafts...`);
await sleep(1000);
const rssBefore = rssBytes(server.pid);
for (const team of measured) await openMemberStreams(team, closers);
await sleep(1000);
const rssOpen = rssBytes(server.pid);
const streams = measured.length * MEMBERS;
console.log(`Running ${measured.length} drafts in parallel: ${totalPicks} picks...`);
// Transactions the bench database committed (each statement outside BEGIN/COMMIT is one).
// Connected to another database, so that its own reads are not counted.
const monitor = new pg.Client({ connectionString: dbUrl('postgres') });
await monitor.connect();
const transactions = async () =>
  Number(
    (
      await monitor.query(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
        [args.database],
      )
    ).rows[0].n,
  );
// Backends report their statistics when they go idle, at most once a second (10 s later when the
// statistics lock was busy). Before the pick phase a short pause lets most of the setup's
// statements be reported; a longer wait until the count stops moving left the server idle long
// enough to cost it ~20% more CPU per pick in the phase (measured; the cause was not found), so
// the figure can still include some of the setup's last statements (up to ~0.2 per pick seen).
await sleep(1200);
const xact0 = await transactions();
const load0 = loadavg()[0];
const cpu0 = cpuSnapshot();
const t0 = performance.now();
await runDrafts(measured);
const pickPhaseMs = performance.now() - t0;
const cpu1 = cpuSnapshot();
const load1 = loadavg()[0];

// Let the last events arrive.
const expectedSamples = totalPicks * (MEMBERS - 1);
for (let i = 0; i < 100 && latencies.length < expectedSamples; i++) await sleep(50);

// After the pick phase, a backend reports at exit at the latest: the server is stopped at once
// (SIGKILL: a graceful stop would first close the 400 streams, writing their presence, and the
// last drafts' completion e-mails would still be read), its backends end and report, and the
// count is read then. Only the last events' wait and in-flight after-commit work add to it.
// A profiled server (BENCH_NODE_ARGS with --cpu-prof) stops gracefully, or it writes no profile.
const profiled = nodeArgs.some((arg) => arg.startsWith('--cpu-prof'));
server.kill(profiled ? 'SIGTERM' : 'SIGKILL');
await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
for (let i = 0; i < 100; i++) {
  const { rows } = await monitor.query(
    'select count(*)::int as n from pg_stat_activity where datname = $1',
    [args.database],
  );
  if (rows[0].n === 0) break;
  await sleep(50);
}
const xact1 = await transactions();
await monitor.end();
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
  [
    'Load average (1 min) at the start / end of the pick phase',
    `${load0.toFixed(2)} / ${load1.toFixed(2)}`,
  ],
  ['Drafts in parallel', `${measured.length} (after ${WARMUP} warm-up drafts)`],
  [
    'Members per draft (SSE streams)',
    `${MEMBERS} (${measured.length * MEMBERS} ${args.stream === 'graphql' ? 'GraphQL subscriptions' : 'event streams'})`,
  ],
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
const perPick = (ms) => `${(ms / totalPicks).toFixed(2)} ms`;
const busy = cpu1.machine.busy - cpu0.machine.busy;
const idle = cpu1.machine.idle - cpu0.machine.idle;
const other =
  busy -
  (cpu1.client - cpu0.client) -
  (cpu1.server - cpu0.server) -
  (cpu1.postgres - cpu0.postgres);
rows.push(
  [
    'CPU per pick: server / PostgreSQL / bench client / rest of machine',
    [cpu1.server - cpu0.server, cpu1.postgres - cpu0.postgres, cpu1.client - cpu0.client, other]
      .map(perPick)
      .join(' / '),
  ],
  [
    'PostgreSQL transactions per pick (incl. draft start and completion; approximate)',
    ((xact1 - xact0) / totalPicks).toFixed(2),
  ],
  [
    'Machine busy during the pick phase',
    `${((100 * busy) / (busy + idle)).toFixed(0)}% of ${cpus().length} cores`,
  ],
  [
    'Server memory (RSS): before the timed streams / all open / per open stream',
    `${mib(rssBefore)} / ${mib(rssOpen)} / ${kib((rssOpen - rssBefore) / streams)}`,
  ],
);
const width = Math.max(...rows.map(([k]) => k.length));
console.log('\n| Measure | Result |\n|---|---|');
for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v} |`);
if (args.json) {
  console.log(
    `BENCH_DRAFT_JSON ${JSON.stringify({
      drafts: measured.length,
      streams,
      picks: totalPicks,
      picksPerSecond: totalPicks / (pickPhaseMs / 1000),
      latency: [50, 95, 99].map((p) => percentile(latencies, p)),
      samples: latencies.length,
      expectedSamples,
      cpuPerPick: [cpu1.server - cpu0.server, cpu1.postgres - cpu0.postgres].map(
        (ms) => ms / totalPicks,
      ),
      busy: busy / (busy + idle),
      rssBefore,
      rssOpen,
      bytesPerStream: (rssOpen - rssBefore) / streams,
      load: [load0, load1],
    })}`,
  );
}

process.exit(0);

// ---------------------------------------------------------------------------------------------
// The curve: one whole run per size, each in its own process (a fresh database and server).

function runCurve() {
  const sizes = args.curve.split(',').map(Number);
  const passOn = process.argv
    .slice(2)
    .filter((a) => a !== '--')
    .filter(
      (a, i, all) =>
        !['--curve', '--write', '--drafts'].includes(a) &&
        !['--curve', '--drafts'].includes(all[i - 1]),
    );
  const results = [];
  const loadBefore = loadAverages();
  const startedAt = new Date();
  for (const size of sizes) {
    console.log(`\n=== ${size} drafts in parallel ===`);
    const run = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), ...passOn, '--drafts', String(size), '--json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 2 ** 20 },
    );
    process.stdout.write(run.stdout.replace(/^BENCH_DRAFT_JSON .*$/m, ''));
    const line = run.stdout.split('\n').find((l) => l.startsWith('BENCH_DRAFT_JSON '));
    if (run.status !== 0 || !line) throw new Error(`The run at ${size} drafts failed`);
    results.push(JSON.parse(line.slice('BENCH_DRAFT_JSON '.length)));
  }
  const ms1 = (n) => n.toFixed(1);
  const table = [
    '| drafts in parallel | open streams | picks/s | pick -> other members p50 / p95 / p99 | p95 under 150 ms | server memory per open stream | server RSS: before / streams open | CPU per pick: server / PostgreSQL | machine busy | load avg (1 min) start / end |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) =>
      [
        '',
        r.drafts,
        r.streams.toLocaleString('en-US'),
        Math.round(r.picksPerSecond).toLocaleString('en-US'),
        `${r.latency.map(ms1).join(' / ')} ms`,
        r.latency[1] < 150 ? 'yes' : '**no**',
        kib(r.bytesPerStream),
        `${mib(r.rssBefore)} / ${mib(r.rssOpen)}`,
        `${r.cpuPerPick.map((n) => n.toFixed(2)).join(' / ')} ms`,
        `${Math.round(r.busy * 100)}%`,
        r.load.map((n) => n.toFixed(1)).join(' / '),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
  const lost = results.filter((r) => r.samples < r.expectedSamples);
  const report = [
    `Measured ${utcMinute(startedAt)} with \`pnpm bench:draft --curve ${args.curve}${passOn.length ? ` ${passOn.join(' ')}` : ''}\` (${args.warmup} warm-up drafts each, ${args.members} members per draft, every member's stream open), ${machine()}; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAverages()} after.`,
    '',
    table,
    '',
    lost.length
      ? `Events missing at ${lost.map((r) => `${r.drafts} drafts (${r.samples} of ${r.expectedSamples})`).join(', ')}.`
      : 'Every run delivered every expected event (9 other members x every pick).',
  ].join('\n');
  console.log(`\n${report}\n`);
  if (args.write) writeMeasured('bench-draft', report);
  process.exit(0);
}
