// `pnpm bench:api`: the GraphQL read path of the built server against PostGraphile 4 on the same
// PostgreSQL database, and the same read on the embedded database (PGlite).
//
// Builds nothing: run `pnpm --filter @tiix/server build` first. Creates a fresh database
// (`tiix_bench_api`) on the PostgreSQL server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432), migrates it with the server's own migrations, and seeds one
// Unlimited NFL team: 10 members, 17 home games with their scores, 2 pending invites. Then:
//   1. SQL statements per request: the server runs once through a counting proxy in front of
//      PostgreSQL, and each query is sent sequentially; the proxy counts the statements the
//      server executes (simple queries and extended-protocol executes).
//   2. Load: `server/dist/main.js` and PostGraphile (bench/api, a development dependency of the
//      benchmark only) on the same database, each loaded with autocannon (20 connections, 10 s)
//      in turns, ours then PostGraphile, twice, so that machine load hits both alike. Ours runs
//      the team page's query as the owner with a bearer token (authentication, membership check
//      and the owner/admin rules included); PostGraphile runs the equivalent query with no
//      authentication at all. Then the dashboard and the games page queries on ours alone.
//   3. The same team read on the embedded database (the server started without DATABASE_URL).
// The load generator, the servers and the database share this machine.
//
// Usage: pnpm bench:api [--duration 10] [--connections 20] [--rounds 2] [--dist dist]
//   [--no-pglite | --pglite-only]; BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles our server.
import { generateKeyPairSync } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'server');
const pg = createRequire(join(serverDir, 'package.json'))('pg');
const benchRequire = createRequire(join(root, 'bench', 'api', 'package.json'));
const autocannon = benchRequire('autocannon');
const postgraphileCli = benchRequire.resolve('postgraphile/cli.js');

const { values: args } = parseArgs({
  // pnpm passes a literal '--' through to the script.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3392' },
    database: { type: 'string', default: 'tiix_bench_api' },
    // The built server to run, relative to server/ (a sibling of dist/, so its paths still resolve).
    // A copy imports @tiix/domain from domain/dist (the workspace's current build), not a copy.
    dist: { type: 'string', default: 'dist' },
    'no-pglite': { type: 'boolean', default: false },
    // Only the embedded database (e.g. to profile it).
    'pglite-only': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const PORT = Number(args.port);
const PG_PORT = PORT + 1;
const PROXY_PORT = PORT + 2;
const distDir = join(serverDir, args.dist);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = (name, port) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  if (port) {
    u.hostname = '127.0.0.1';
    u.port = String(port);
  }
  return u.toString();
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const distImport = (path) => import(pathToFileURL(join(distDir, path)).href);
if (!existsSync(join(distDir, 'main.js'))) {
  console.error(`No built server in ${distDir}: run \`pnpm --filter @tiix/server build\` first.`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// The queries. TEAM_QUERY is the team page's operation (TeamDocument in
// shared-data/src/operations/teams.ts) with the games' score fields of the games page added.

const GAME_FIELDS = `id teamId opponent opponentAbbr venue gameDate kickoffEpochMs kickoffLocal
  kickoffTz tzAbbr isPrimeTime isHome isPreseason week status homeScore awayScore finalScore
  externalGameId assignedTo`;
const SCORE_FIELDS = 'tiixRank tiixStars tiixRationale tiixReasonTags';
const TEAM_SUMMARY = `id name league teamName season status ownerId draftId plan myRole
  memberCount gameCount createdAt updatedAt`;
const INVITE_FIELDS = 'id teamId email status invitedBy invitedAt acceptedAt';
const TEAM_QUERY = `query Team($id: ID!, $upcomingLimit: Int = 3) {
  team(id: $id) {
    ${TEAM_SUMMARY}
    totalCost paymentsMode planExpiresAt venmoUsername cashappCashtag paypalMe zelleNote
    members { id teamId userId role paymentStatus displayName email avatarUrl joinedAt }
    games { ${GAME_FIELDS} ${SCORE_FIELDS} }
    invites { ${INVITE_FIELDS} }
    upcomingGames(limit: $upcomingLimit) { ${GAME_FIELDS} }
  }
}`;
const DASHBOARD_QUERY =
  'query Dashboard { dashboard { teams upcomingGames teamMembers pendingPayments } }';
const GAMES_PAGE_QUERY = `query TeamGames($teamId: ID!) { teamGames(teamId: $teamId) { ${GAME_FIELDS} ${SCORE_FIELDS} } }`;
const MY_TEAMS_QUERY = `query MyTeams { myTeams { ${TEAM_SUMMARY} } }`;

// The same read through PostGraphile's generated schema: the team row, its members with their
// user's name, e-mail and avatar, its games with scores, pending invites, both counts and the
// next three home games.
const PG_GAME = `id teamId opponent opponentAbbr venue gameDate kickoffEpochMs kickoffLocal
  kickoffTz tzAbbr tvPrimeTime isHome isPreseason week status homeScore awayScore finalScore
  externalGameId assignedTo`;
const POSTGRAPHILE_QUERY = `query Team($id: UUID!) {
  teamById(id: $id) {
    id name league teamName season status ownerId draftId plan createdAt updatedAt
    totalCost paymentsMode planExpiresAt venmoUsername cashappCashtag paypalMe zelleNote
    teamMembersByTeamId(orderBy: JOINED_AT_ASC) {
      totalCount
      nodes { id teamId userId role paymentStatus displayName joinedAt
        userByUserId { email displayName avatarUrl } }
    }
    gamesByTeamId(orderBy: GAME_DATE_ASC) {
      totalCount
      nodes { ${PG_GAME} ${SCORE_FIELDS} }
    }
    teamInvitesByTeamId(condition: { status: "pending" }) { nodes { ${INVITE_FIELDS} } }
    upcoming: gamesByTeamId(condition: { isHome: true }, orderBy: GAME_DATE_ASC, first: 3) {
      nodes { ${PG_GAME} }
    }
  }
}`;

// ---------------------------------------------------------------------------------------------
// Data

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const JWT_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' });
const MEMBERS = 10;
const GAMES = 17;

/** Seeds one team through `query(text, params)`; returns the owner and the team. */
async function seed(query) {
  const season = Date.UTC(2026, 8, 13, 17);
  const users = [];
  for (let m = 0; m < MEMBERS; m++) {
    const { rows } = await query(
      `insert into users (email, display_name, email_verified) values ($1, $2, true) returning id`,
      [`api-bench-${m}@example.com`, `Member ${m + 1}`],
    );
    users.push(rows[0].id);
  }
  const { rows } = await query(
    `insert into teams (name, league, team_name, season, owner_id, plan, status, total_cost)
     values ('Bench', 'NFL', 'Dallas Cowboys', '2026', $1, 'unlimited', 'active', 1200000)
     returning id`,
    [users[0]],
  );
  const teamId = rows[0].id;
  for (const [m, userId] of users.entries()) {
    await query(
      `insert into team_members (team_id, user_id, role, joined_at) values ($1, $2, $3, $4)`,
      [teamId, userId, m === 0 ? 'owner' : 'member', new Date(season - 86_400_000 + m * 1000)],
    );
  }
  for (let g = 0; g < GAMES; g++) {
    await query(
      `insert into games (team_id, opponent, opponent_abbr, venue, game_date, is_home, week,
         tiix_rank, tiix_stars, tiix_rationale, tiix_reason_tags)
       values ($1, $2, 'OPP', 'AT&T Stadium', $3, true, $4, $5, $6, $7, $8)`,
      [
        teamId,
        `Opponent ${g + 1}`,
        new Date(season + g * 7 * 86_400_000),
        String(g + 1),
        90 - g * 3,
        1 + (g % 5),
        'Division rival in prime time',
        ['rivalry', 'prime_time'],
      ],
    );
  }
  for (const email of ['friend-a@example.com', 'friend-b@example.com']) {
    await query(`insert into team_invites (team_id, email, invited_by) values ($1, $2, $3)`, [
      teamId,
      email,
      users[0],
    ]);
  }
  return { ownerId: users[0], teamId };
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: dbUrl('postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Processes

const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

function serverEnv(extra) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    JWT_PRIVATE_KEY,
    // Every request of the bench comes from one address: the per-client GraphQL budget (meant
    // for one person) would refuse it.
    GRAPHQL_RATE_LIMIT_BURST: '100000000',
    ...extra,
  };
}

async function waitFor(url) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    if (i > 240) throw new Error(`${url} did not come up`);
    await sleep(250);
  }
}

async function start(command, commandArgs, env, readyUrl) {
  // Our server's request log goes nowhere: writing it is part of the cost, reading it is not.
  const child = spawn(command, commandArgs, {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitFor(readyUrl);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    children.delete(child);
  };
  stop.pid = child.pid;
  return stop;
}

/**
 * CPU time a process has used (user + system), ms, from /proc (Linux). Per request it compares
 * the servers' own work whatever else the machine runs; null where /proc is not there.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const startOurs = (env) =>
  start(
    process.execPath,
    [...nodeArgs, join(distDir, 'main.js')],
    serverEnv(env),
    `http://127.0.0.1:${PORT}/readyz`,
  );

/**
 * A TCP proxy in front of PostgreSQL that counts the statements clients run: simple-protocol
 * Query messages and extended-protocol Execute messages.
 */
function countingProxy(target) {
  const counter = { statements: 0 };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          // The startup packet has no type byte: a 4-byte length, then the body.
          if (buffer.length < 4) break;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) break;
          buffer = buffer.subarray(len);
          started = true;
          continue;
        }
        if (buffer.length < 5) break;
        const len = buffer.readInt32BE(1);
        if (buffer.length < len + 1) break;
        const type = String.fromCharCode(buffer[0]);
        if (type === 'Q' || type === 'E') counter.statements++;
        buffer = buffer.subarray(len + 1);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return new Promise((resolve) =>
    server.listen(PROXY_PORT, '127.0.0.1', () =>
      resolve({ counter, close: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

async function post(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || json.errors) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function load(url, body, token, pid) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  // A refused or failed answer means the bench measures the wrong thing; a request that took
  // longer than autocannon's 10 s timeout is counted and shown instead.
  if (result.non2xx || result.errors > result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    total: result.requests.total,
    timeouts: result.timeouts,
    cpuPerRequest:
      cpuBefore === null ? null : (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total),
    load: loadavg()[0],
  };
}

const OURS = `http://127.0.0.1:${PORT}/v1/graphql`;
const POSTGRAPHILE = `http://127.0.0.1:${PG_PORT}/graphql`;

const { openDatabase } = await distImport('db/client.js');
const { loadConfig } = await distImport('config.js');
const { signAccessToken } = await distImport('auth/jwt.js');
const config = loadConfig(serverEnv({}));
const tokenFor = (userId) =>
  signAccessToken(config, {
    userId,
    defaultRole: 'user',
    allowedRoles: ['user', 'me'],
    isAnonymous: false,
  });
const operationsFor = (teamId) => ({
  team: { query: TEAM_QUERY, variables: { id: teamId, upcomingLimit: 3 } },
  dashboard: { query: DASHBOARD_QUERY },
  gamesPage: { query: GAMES_PAGE_QUERY, variables: { teamId } },
  myTeams: { query: MY_TEAMS_QUERY },
});

// ---------------------------------------------------------------------------------------------
// PostgreSQL: fresh database, migrated by the server's code, seeded; statements counted; ours
// and PostGraphile loaded in turns.

async function benchPostgres() {
  console.log(`Fresh database ${args.database}...`);
  await adminQuery(`drop database if exists "${args.database}" with (force)`);
  await adminQuery(`create database "${args.database}"`);
  {
    const handle = await openDatabase({ databaseUrl: dbUrl(args.database) });
    await handle.migrate();
    await handle.close();
  }
  const seedClient = new pg.Client({ connectionString: dbUrl(args.database) });
  await seedClient.connect();
  const { ownerId, teamId } = await seed((text, params) => seedClient.query(text, params));
  await seedClient.end();
  const token = await tokenFor(ownerId);
  const operations = operationsFor(teamId);

  console.log('Counting SQL statements per request...');
  const proxy = await countingProxy(new URL(serverUrl));
  const statements = {};
  {
    const stop = await startOurs({
      DATABASE_URL: dbUrl(args.database, PROXY_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tiix-bench-api-')),
    });
    const data = await post(OURS, operations.team, token);
    if (data.team?.games.length !== GAMES || data.team.members.length !== MEMBERS) {
      throw new Error(`The team read answered ${JSON.stringify(data).slice(0, 300)}`);
    }
    if (data.team.games[0].tiixRank === null) throw new Error('Score fields are not served');
    for (const [name, body] of Object.entries(operations)) {
      await post(OURS, body, token); // warm: first use of a statement
      const before = proxy.counter.statements;
      const n = 20;
      for (let i = 0; i < n; i++) await post(OURS, body, token);
      statements[name] = (proxy.counter.statements - before) / n;
    }
    await stop();
  }
  await proxy.close();

  console.log('Starting our server and PostGraphile on the same database...');
  const stopOurs = await startOurs({
    DATABASE_URL: dbUrl(args.database),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tiix-bench-api-')),
  });
  const stopPostgraphile = await start(
    process.execPath,
    [
      postgraphileCli,
      '--connection',
      dbUrl(args.database),
      '--schema',
      'public',
      '--host',
      '127.0.0.1',
      '--port',
      String(PG_PORT),
      '--disable-default-mutations',
      '--disable-query-log',
    ],
    { ...process.env, NODE_ENV: 'production' },
    `http://127.0.0.1:${PG_PORT}/graphql`,
  );
  const pgBody = { query: POSTGRAPHILE_QUERY, variables: { id: teamId } };
  const pgData = await post(POSTGRAPHILE, pgBody);
  if (pgData.teamById?.gamesByTeamId.nodes.length !== GAMES) {
    throw new Error(`PostGraphile answered ${JSON.stringify(pgData).slice(0, 300)}`);
  }

  const runs = { ours: [], postgraphile: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`Round ${round}/${ROUNDS}: ours...`);
    runs.ours.push(await load(OURS, operations.team, token, stopOurs.pid));
    console.log(`Round ${round}/${ROUNDS}: PostGraphile...`);
    runs.postgraphile.push(await load(POSTGRAPHILE, pgBody, undefined, stopPostgraphile.pid));
  }
  await stopPostgraphile();
  console.log('Dashboard, games page and team list on ours...');
  const others = {};
  for (const name of ['dashboard', 'gamesPage', 'myTeams']) {
    others[name] = await load(OURS, operations[name], token, stopOurs.pid);
  }
  await stopOurs();
  return { statements, runs, others };
}

// ---------------------------------------------------------------------------------------------
// The embedded database: migrated and seeded in this process, then served by the server.

async function benchPglite() {
  console.log('The same team read on the embedded database...');
  const dataDir = mkdtempSync(join(tmpdir(), 'tiix-bench-api-pglite-'));
  const handle = await openDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
  await handle.migrate();
  const { ownerId, teamId } = await seed((text, params) => handle.pglite.query(text, params));
  await handle.close();
  const token = await tokenFor(ownerId);
  const stop = await startOurs({ DATABASE_URL: '', DATA_DIR: dataDir });
  const body = operationsFor(teamId).team;
  await post(OURS, body, token);
  const result = await load(OURS, body, token, stop.pid);
  await stop();
  return result;
}

const postgres = args['pglite-only'] ? null : await benchPostgres();
const pglite = args['no-pglite'] ? null : await benchPglite();

// ---------------------------------------------------------------------------------------------
// Report

const f0 = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${n} ms`;
const row = (cells) => `| ${cells.join(' | ')} |`;
const line = (label, query, run, r) =>
  console.log(
    row([
      label,
      query,
      run,
      f0(r.rps),
      ms(r.p50),
      ms(r.p97_5),
      ms(r.p99),
      r.cpuPerRequest === null ? '-' : `${r.cpuPerRequest.toFixed(2)} ms`,
      String(r.timeouts),
      r.load.toFixed(1),
    ]),
  );
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpus().length} cores (${cpus()[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s per run\n`,
);
console.log(
  row([
    'server',
    'query',
    'run',
    'requests/s',
    'p50',
    'p97.5',
    'p99',
    'server CPU per request',
    'timeouts',
    'load avg',
  ]),
);
console.log(row(Array(10).fill('---')));
if (postgres) {
  for (let round = 0; round < ROUNDS; round++) {
    line(
      'Tiix (PostgreSQL, bearer token)',
      'team page',
      String(round + 1),
      postgres.runs.ours[round],
    );
    line(
      'PostGraphile 4 (no auth)',
      'team page',
      String(round + 1),
      postgres.runs.postgraphile[round],
    );
  }
  for (const [name, r] of Object.entries(postgres.others)) line('Tiix (PostgreSQL)', name, '1', r);
}
if (pglite) line('Tiix (PGlite)', 'team page', '1', pglite);
if (postgres) {
  const sum = (list) => list.reduce((a, r) => a + r.rps, 0);
  const { runs, statements } = postgres;
  console.log(
    `\nTeam page, ours / PostGraphile requests/s: ${(sum(runs.ours) / sum(runs.postgraphile)).toFixed(2)}x`,
  );
  const cpu = (list) => list.reduce((a, r) => a + (r.cpuPerRequest ?? NaN), 0) / list.length;
  console.log(
    `Team page, server CPU per request, ours / PostGraphile: ${(cpu(runs.ours) / cpu(runs.postgraphile)).toFixed(2)}x`,
  );
  console.log(
    `SQL statements per request (ours): ${Object.entries(statements)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}
process.exit(0);
