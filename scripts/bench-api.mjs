// `pnpm bench:api`: every page read the apps send, on the built server against PostGraphile 4 on
// the same PostgreSQL database, for a free team and an Unlimited team; and the team page on the
// embedded database (PGlite).
//
// Builds nothing: run `pnpm --filter @tiix/server build` first. Creates a fresh database
// (`tiix_bench_api`) on the PostgreSQL server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432), migrates it with the server's own migrations, and seeds two
// NFL teams of the same shape, one on the free plan and one on Unlimited, each with its own owner:
// 10 members, 17 home games with their scores, 2 pending invites, a draft under way (8 picks),
// 40 chat messages and a payment request to every member. Then:
//   1. The page queries, read from the apps' sources (the API contract package prints them as
//      the browser sends them): the team page (mf-teams' `Team`, in a full selection: the page's
//      own plus the games page's score fields; and a light one: the chat page's `ChatTeam`, the
//      team's own fields only), the dashboard, the games page, the team list, the draft room, the
//      payments page's requests and the chat page's messages.
//   2. SQL statements per request: the server runs once through a counting proxy in front of
//      PostgreSQL, and each query is sent sequentially; the proxy counts the statements the
//      server executes (simple queries and extended-protocol executes).
//   3. Load: `server/dist/main.js` and PostGraphile (bench/api, a development dependency of the
//      benchmark only) on the same database, each warmed up (`--warmup` seconds per query), then
//      loaded with autocannon in turns (ours then PostGraphile, query by query, both plans in
//      turn, `--rounds` times), so that the
//      machine's load hits both alike. Ours runs every query as the team's owner with a bearer
//      token (authentication, membership check, plan and role rules included); PostGraphile runs
//      the equivalent query (written below against its generated schema) with no authentication.
//   4. The full team read on the embedded database (the server started without DATABASE_URL).
// The load generator, the servers and the database share this machine.
//
// Usage: pnpm bench:api [--duration 5] [--connections 20] [--rounds 2] [--warmup 1] [--dist dist]
//   [--only team,dashboard] [--no-pglite | --pglite-only] [--write];
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles our server.
//   --write puts the table into docs/performance.md (between the bench-api markers).
import { generateKeyPairSync } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadAverages, machine, utcMinute, writeMeasured } from './bench-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'server');
const serverRequire = createRequire(join(serverDir, 'package.json'));
const pg = serverRequire('pg');
const { Kind, parse, print, visit } = serverRequire('graphql');
const benchRequire = createRequire(join(root, 'bench', 'api', 'package.json'));
const autocannon = benchRequire('autocannon');
const postgraphileCli = benchRequire.resolve('postgraphile/cli.js');

const { values: args } = parseArgs({
  // pnpm passes a literal '--' through to the script.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    // Seconds of untimed load per query and server before the timed rounds, so that every query
    // meets compiled code (graphql-jit, V8) on both servers, as on a server up for a while.
    warmup: { type: 'string', default: '1' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3392' },
    database: { type: 'string', default: 'tiix_bench_api' },
    // The built server to run, relative to server/ (a sibling of dist/, so its paths still resolve).
    // A copy imports @tiix/domain from domain/dist (the workspace's current build), not a copy.
    dist: { type: 'string', default: 'dist' },
    // Some of the pages only (their keys, comma-separated), e.g. to profile one read.
    only: { type: 'string' },
    'no-pglite': { type: 'boolean', default: false },
    // Only the embedded database (e.g. to profile it).
    'pglite-only': { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
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
// The queries: ours are the apps' own documents; PostGraphile's read the same rows through its
// generated schema (the names a page shows come from the users table, as ours do).

/** The query operations of the apps, as the browser sends them, by `app:OperationName`. */
function appOperations() {
  const contractDir = join(root, 'api-contract');
  const out = execFileSync(
    join(contractDir, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@tiix/source', 'src/print-operations.ts'],
    { cwd: contractDir, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  return new Map(JSON.parse(out).map((op) => [`${op.pkg}:${op.name}`, op.text]));
}

const SCORE_FIELDS = ['tiixRank', 'tiixStars', 'tiixRationale', 'tiixReasonTags'];

/** The team page's document with the games page's score fields added to its games. */
function withGameScores(text) {
  let added = false;
  const document = visit(parse(text), {
    Field(node) {
      if (node.name.value !== 'games' || !node.selectionSet) return undefined;
      added = true;
      const scores = SCORE_FIELDS.map((value) => ({
        kind: Kind.FIELD,
        name: { kind: Kind.NAME, value },
      }));
      return {
        ...node,
        selectionSet: {
          ...node.selectionSet,
          selections: [...node.selectionSet.selections, ...scores],
        },
      };
    },
  });
  if (!added) throw new Error('The team page document selects no games');
  return print(document);
}

const PG_GAME = `id teamId opponent opponentAbbr venue gameDate kickoffEpochMs kickoffLocal
  kickoffTz tzAbbr tvPrimeTime isHome isPreseason week status homeScore awayScore finalScore
  externalGameId assignedTo`;
const PG_SCORES = SCORE_FIELDS.join(' ');
const PG_TEAM_SUMMARY = `id name league teamName season status ownerId draftId plan planExpiresAt
  createdAt updatedAt`;
const PG_INVITE = 'id teamId email status invitedBy invitedAt acceptedAt';
const PG_DRAFT_GAME = `id opponent opponentAbbr gameDate kickoffEpochMs kickoffTz tzAbbr isHome
  tvPrimeTime tiixRank tiixStars`;

/**
 * The pages. `op`: the apps' operation; `variables(seeded)`; `pg`: PostGraphile's query and
 * `pgVariables(seeded)`; `check(data)` refuses an answer that misses what the page shows.
 */
const PAGES = [
  {
    key: 'team',
    label: 'team page (full)',
    op: 'mf-teams:Team',
    document: withGameScores,
    variables: (s) => ({ id: s.teamId, upcomingLimit: 3 }),
    check: (d) => d.team.games.length === GAMES && d.team.members.length === MEMBERS,
    pg: `query Team($id: UUID!) {
      teamById(id: $id) {
        ${PG_TEAM_SUMMARY}
        totalCost paymentsMode venmoUsername cashappCashtag paypalMe zelleNote
        teamMembersByTeamId(orderBy: JOINED_AT_ASC) {
          totalCount
          nodes { id teamId userId role paymentStatus displayName joinedAt
            userByUserId { email displayName avatarUrl } }
        }
        gamesByTeamId(orderBy: GAME_DATE_ASC) { totalCount nodes { ${PG_GAME} ${PG_SCORES} } }
        teamInvitesByTeamId(condition: { status: "pending" }) { nodes { ${PG_INVITE} } }
        upcoming: gamesByTeamId(condition: { isHome: true }, orderBy: GAME_DATE_ASC, first: 3) {
          nodes { ${PG_GAME} }
        }
      }
    }`,
    pgVariables: (s) => ({ id: s.teamId }),
    pgCheck: (d) => d.teamById.gamesByTeamId.nodes.length === GAMES,
  },
  {
    key: 'teamLight',
    label: 'team page (light)',
    op: 'mf-teams:ChatTeam',
    variables: (s) => ({ id: s.teamId }),
    check: (d) => d.team.myRole === 'owner',
    pg: `query ChatTeam($id: UUID!, $userId: UUID!) {
      teamById(id: $id) {
        id name league plan planExpiresAt ownerId
        teamMembersByTeamId(condition: { userId: $userId }) { nodes { role } }
      }
    }`,
    pgVariables: (s) => ({ id: s.teamId, userId: s.ownerId }),
    pgCheck: (d) => d.teamById.teamMembersByTeamId.nodes.length === 1,
  },
  {
    key: 'dashboard',
    label: 'dashboard',
    op: 'shell:Dashboard',
    variables: () => ({}),
    check: (d) => d.dashboard.teams === 1 && d.dashboard.teamMembers === MEMBERS,
    pg: `query Dashboard($userId: UUID!) {
      userById(id: $userId) {
        teamMembersByUserId {
          totalCount
          nodes { teamByTeamId {
            teamMembersByTeamId { totalCount }
            gamesByTeamId(condition: { isHome: true }) { totalCount }
            paymentRequestsByTeamId(condition: { status: "pending" }) { totalCount }
          } }
        }
      }
    }`,
    pgVariables: (s) => ({ userId: s.ownerId }),
    pgCheck: (d) => d.userById.teamMembersByUserId.totalCount === 1,
  },
  {
    key: 'games',
    label: 'games page',
    op: 'mf-teams:TeamGames',
    variables: (s) => ({ teamId: s.teamId }),
    check: (d) => d.teamGames.length === GAMES,
    pg: `query TeamGames($teamId: UUID!) {
      allGames(condition: { teamId: $teamId }, orderBy: GAME_DATE_ASC) {
        nodes { ${PG_GAME} ${PG_SCORES} }
      }
    }`,
    pgVariables: (s) => ({ teamId: s.teamId }),
    pgCheck: (d) => d.allGames.nodes.length === GAMES,
  },
  {
    key: 'teamList',
    label: 'team list',
    op: 'shared-data:MyTeams',
    variables: () => ({}),
    check: (d) => d.myTeams.length === 1 && d.myTeams[0].gameCount === GAMES,
    pg: `query MyTeams($userId: UUID!) {
      userById(id: $userId) {
        teamMembersByUserId(orderBy: JOINED_AT_DESC) {
          nodes { role teamByTeamId {
            ${PG_TEAM_SUMMARY}
            teamMembersByTeamId { totalCount }
            gamesByTeamId { totalCount }
          } }
        }
      }
    }`,
    pgVariables: (s) => ({ userId: s.ownerId }),
    pgCheck: (d) => d.userById.teamMembersByUserId.nodes.length === 1,
  },
  {
    key: 'draftRoom',
    label: 'draft room',
    op: 'mf-draft:DraftRoom',
    variables: (s) => ({ id: s.draftId }),
    check: (d) => d.draft.picks.length === PICKS && d.draft.games.length === GAMES,
    pg: `query DraftRoom($id: UUID!, $userId: UUID!) {
      draftById(id: $id) {
        id teamId state status mode pickOrder rounds picksPerRound currentOverall totalPicks
        pickStartedAt pickClockSec autoDelayMs ownerUserId startedAt completedAt pickDeadline
        pausedRemainingMs
        teamByTeamId {
          name teamName
          gamesByTeamId(orderBy: GAME_DATE_ASC) { nodes {
            ${PG_DRAFT_GAME}
            gameRankingsByGameId(condition: { userId: $userId }) { nodes { rank } }
            draftPicksByGameId { nodes { draftId participantId } }
          } }
        }
        draftParticipantsByDraftId(orderBy: POSITION_ASC) { nodes {
          id draftId userId position shares
          userByUserId { displayName email }
          draftPicksByParticipantId { totalCount }
        } }
        draftPicksByDraftId(orderBy: OVERALL_ASC) { nodes {
          id draftId userId participantId gameId pickNumber overall slot round autopick createdAt
          userByUserId { displayName }
          gameByGameId { ${PG_DRAFT_GAME} }
        } }
      }
    }`,
    pgVariables: (s) => ({ id: s.draftId, userId: s.ownerId }),
    pgCheck: (d) => d.draftById.draftPicksByDraftId.nodes.length === PICKS,
  },
  {
    key: 'payments',
    label: 'payments page',
    op: 'mf-payments:PaymentRequests',
    variables: (s) => ({ teamId: s.teamId }),
    check: (d) => d.paymentRequests.length === MEMBERS - 1,
    pg: `query PaymentRequests($teamId: UUID!) {
      teamById(id: $teamId) {
        ownerId venmoUsername cashappCashtag paypalMe zelleNote paymentsMode
        paymentRequestsByTeamId(orderBy: CREATED_AT_DESC) { nodes {
          id teamId ownerUserId payerUserId amountCents currency status note description
          externalLink evidenceUrl evidenceFileId createdAt paidAt paidVia lastRemindedAt
          userByPayerUserId { displayName email }
          userByOwnerUserId { displayName email }
          paymentRequestsLedgersByRequestId(orderBy: SEQ_ASC) { nodes {
            id createdAt actorUserId kind fromStatus toStatus amountCents note
          } }
        } }
      }
    }`,
    pgVariables: (s) => ({ teamId: s.teamId }),
    pgCheck: (d) => d.teamById.paymentRequestsByTeamId.nodes.length === MEMBERS - 1,
  },
  {
    key: 'chat',
    label: 'chat page',
    op: 'mf-teams:ChatMessages',
    // The chat page's first page (useTeamChat's PAGE_SIZE).
    variables: (s) => ({ teamId: s.teamId, limit: 30 }),
    check: (d) => d.chatMessages.messages.length === 30,
    pg: `query ChatMessages($teamId: UUID!) {
      allChatMessages(condition: { teamId: $teamId }, orderBy: SEQ_DESC, first: 31) { nodes {
        id teamId seq kind authorId body createdAt editedAt deletedAt deletedBy
        userByAuthorId { displayName email }
        gameByGameId { id opponent isHome gameDate kickoffEpochMs kickoffTz tzAbbr venue
          finalScore tiixRank tiixStars }
      } }
    }`,
    pgVariables: (s) => ({ teamId: s.teamId }),
    pgCheck: (d) => d.allChatMessages.nodes.length === 31,
  },
].filter((page) => !args.only || args.only.split(',').includes(page.key));

// ---------------------------------------------------------------------------------------------
// Data

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const JWT_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' });
const MEMBERS = 10;
const GAMES = 17;
const PICKS = 8;
const CHAT_MESSAGES = 40;
const PLANS = ['free', 'unlimited'];

/**
 * Seeds one team on `plan` through `query(text, params)`, with its own owner and members;
 * returns the ids the queries take.
 */
async function seed(query, plan) {
  const season = Date.UTC(2026, 8, 13, 17);
  const users = [];
  for (let m = 0; m < MEMBERS; m++) {
    const { rows } = await query(
      `insert into users (email, display_name, email_verified) values ($1, $2, true) returning id`,
      [`api-bench-${plan}-${m}@example.com`, `Member ${m + 1}`],
    );
    users.push(rows[0].id);
  }
  const ownerId = users[0];
  const { rows } = await query(
    `insert into teams (name, league, team_name, season, owner_id, plan, status, total_cost)
     values ('Bench', 'NFL', 'Dallas Cowboys', '2026', $1, $2, 'active', 1200000)
     returning id`,
    [ownerId, plan],
  );
  const teamId = rows[0].id;
  for (const [m, userId] of users.entries()) {
    await query(
      `insert into team_members (team_id, user_id, role, joined_at) values ($1, $2, $3, $4)`,
      [teamId, userId, m === 0 ? 'owner' : 'member', new Date(season - 86_400_000 + m * 1000)],
    );
  }
  const games = [];
  for (let g = 0; g < GAMES; g++) {
    const { rows: game } = await query(
      `insert into games (team_id, opponent, opponent_abbr, venue, game_date, is_home, week,
         tiix_rank, tiix_stars, tiix_rationale, tiix_reason_tags)
       values ($1, $2, 'OPP', 'AT&T Stadium', $3, true, $4, $5, $6, $7, $8) returning id`,
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
    games.push(game[0].id);
  }
  for (const email of ['friend-a@example.com', 'friend-b@example.com']) {
    await query(`insert into team_invites (team_id, email, invited_by) values ($1, $2, $3)`, [
      teamId,
      email,
      ownerId,
    ]);
  }
  // A snake draft under way: every member in order, the first PICKS picks made.
  const { rows: draft } = await query(
    `insert into drafts (team_id, state, status, mode, rounds, current_overall, pick_started_at,
       pick_clock_sec, pick_deadline, total_picks, owner_user_id, started_at)
     values ($1, 'active', 'active', 'turn', 1, $2, now(), 86400, now() + interval '1 day', $3,
       $4, now())
     returning id`,
    [teamId, PICKS, MEMBERS, ownerId],
  );
  const draftId = draft[0].id;
  const participants = [];
  for (const [m, userId] of users.entries()) {
    const { rows: participant } = await query(
      `insert into draft_participants (draft_id, user_id, position) values ($1, $2, $3)
       returning id`,
      [draftId, userId, m + 1],
    );
    participants.push(participant[0].id);
  }
  for (let p = 0; p < PICKS; p++) {
    await query(
      `insert into draft_picks (draft_id, user_id, game_id, participant_id, pick_number,
         overall, slot, round)
       values ($1, $2, $3, $4, $5, $6, $7, 1)`,
      [draftId, users[p], games[p], participants[p], p + 1, p, p + 1],
    );
  }
  await query(`update teams set draft_id = $1 where id = $2`, [draftId, teamId]);
  for (let c = 0; c < CHAT_MESSAGES; c++) {
    await query(
      `insert into chat_messages (team_id, author_id, kind, body, game_id, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        teamId,
        users[c % MEMBERS],
        c % 10 === 0 ? 'game' : 'user',
        `Message ${c + 1}: who has the Eagles game?`,
        c % 10 === 0 ? games[c % GAMES] : null,
        new Date(season - 3_600_000 + c * 60_000),
      ],
    );
  }
  for (const payerId of users.slice(1)) {
    const { rows: request } = await query(
      `insert into payment_requests (team_id, owner_user_id, payer_user_id, amount_cents,
         description)
       values ($1, $2, $3, 120000, 'Season share') returning id`,
      [teamId, ownerId, payerId],
    );
    await query(
      `insert into payment_requests_ledger (request_id, actor_user_id, kind, to_status,
         amount_cents)
       values ($1, $2, 'created', 'pending', 120000)`,
      [request[0].id, ownerId],
    );
  }
  return { plan, ownerId, teamId, draftId };
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

async function load(url, body, token, pid, duration = DURATION) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
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

console.log("Reading the apps' query documents...");
const operations = appOperations();
for (const page of PAGES) {
  const text = operations.get(page.op);
  if (!text) throw new Error(`No ${page.op} among the apps' query documents`);
  page.query = page.document ? page.document(text) : text;
}
const oursBody = (page, seeded) => ({
  query: page.query,
  variables: page.variables(seeded),
  operationName: page.op.split(':')[1],
});
const pgBody = (page, seeded) => ({ query: page.pg, variables: page.pgVariables(seeded) });

/** Sends the page's query as the team's owner; refuses an answer that misses what it shows. */
async function checkedRead(page, seeded) {
  const data = await post(OURS, oursBody(page, seeded), seeded.token);
  if (!page.check(data)) {
    throw new Error(`${page.key} (${seeded.plan}) answered ${JSON.stringify(data).slice(0, 400)}`);
  }
  if (page.key === 'team') {
    const scored = data.team.games[0].tiixRank !== null;
    if (scored !== (seeded.plan === 'unlimited')) {
      throw new Error(`The ${seeded.plan} team's games came with scores ${scored}`);
    }
  }
}

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
  const teams = [];
  for (const plan of PLANS) {
    const seeded = await seed((text, params) => seedClient.query(text, params), plan);
    teams.push({ ...seeded, token: await tokenFor(seeded.ownerId) });
  }
  await seedClient.end();

  console.log('Counting SQL statements per request...');
  const proxy = await countingProxy(new URL(serverUrl));
  const statements = {};
  {
    const stop = await startOurs({
      DATABASE_URL: dbUrl(args.database, PROXY_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tiix-bench-api-')),
    });
    for (const page of PAGES) {
      for (const seeded of teams) {
        await checkedRead(page, seeded); // also warms: first use of a statement
        const before = proxy.counter.statements;
        const n = 20;
        for (let i = 0; i < n; i++) await post(OURS, oursBody(page, seeded), seeded.token);
        statements[`${page.key}:${seeded.plan}`] = (proxy.counter.statements - before) / n;
      }
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
  for (const page of PAGES) {
    for (const seeded of teams) {
      const data = await post(POSTGRAPHILE, pgBody(page, seeded));
      if (!page.pgCheck(data)) {
        throw new Error(
          `PostGraphile's ${page.key} answered ${JSON.stringify(data).slice(0, 400)}`,
        );
      }
      await checkedRead(page, seeded);
    }
  }

  if (WARMUP > 0) {
    console.log(`Warming up: ${WARMUP} s per query and server...`);
    for (const page of PAGES) {
      for (const seeded of teams) {
        await load(OURS, oursBody(page, seeded), seeded.token, stopOurs.pid, WARMUP);
        await load(POSTGRAPHILE, pgBody(page, seeded), undefined, stopPostgraphile.pid, WARMUP);
      }
    }
  }
  const runs = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGES) {
      // Free first in odd rounds, Unlimited first in even ones: neither plan always follows the
      // other's load.
      for (const seeded of round % 2 ? teams : [...teams].reverse()) {
        const key = `${page.key}:${seeded.plan}`;
        runs[key] ??= { ours: [], postgraphile: [] };
        console.log(`Round ${round}/${ROUNDS}: ${page.label}, ${seeded.plan}...`);
        runs[key].ours.push(await load(OURS, oursBody(page, seeded), seeded.token, stopOurs.pid));
        runs[key].postgraphile.push(
          await load(POSTGRAPHILE, pgBody(page, seeded), undefined, stopPostgraphile.pid),
        );
      }
    }
  }
  await stopPostgraphile();
  await stopOurs();
  return { statements, runs };
}

// ---------------------------------------------------------------------------------------------
// The embedded database: migrated and seeded in this process, then served by the server.

async function benchPglite() {
  console.log('The full team read on the embedded database...');
  const dataDir = mkdtempSync(join(tmpdir(), 'tiix-bench-api-pglite-'));
  const handle = await openDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
  await handle.migrate();
  const teams = [];
  for (const plan of PLANS) {
    const seeded = await seed((text, params) => handle.pglite.query(text, params), plan);
    teams.push({ ...seeded, token: await tokenFor(seeded.ownerId) });
  }
  await handle.close();
  const stop = await startOurs({ DATABASE_URL: '', DATA_DIR: dataDir });
  const page = PAGES.find((p) => p.key === 'team') ?? PAGES[0];
  const results = {};
  for (const seeded of teams) {
    await checkedRead(page, seeded);
    // Warmed up as on PostgreSQL: else the first plan measured pays for compiling.
    if (WARMUP > 0) await load(OURS, oursBody(page, seeded), seeded.token, stop.pid, WARMUP);
  }
  for (const seeded of teams) {
    results[seeded.plan] = await load(OURS, oursBody(page, seeded), seeded.token, stop.pid);
  }
  await stop();
  return { page, results };
}

const loadBefore = loadAverages();
const startedAt = new Date();
const postgres = args['pglite-only'] ? null : await benchPostgres();
const pglite = args['no-pglite'] || PAGES.length === 0 ? null : await benchPglite();

// ---------------------------------------------------------------------------------------------
// Report

const f0 = (n) => Math.round(n).toLocaleString('en-US');
const x2 = (n) => `${n.toFixed(2)}x`;
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const cpu = (list) =>
  list.some((r) => r.cpuPerRequest === null)
    ? '-'
    : `${mean(list.map((r) => r.cpuPerRequest)).toFixed(2)} ms`;
const loads = (list) => {
  const values = list.map((r) => r.load);
  return `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;
};
const row = (cells) => `| ${cells.join(' | ')} |`;

const lines = [];
const shortfalls = [];
if (postgres) {
  lines.push(
    row([
      'page',
      'plan',
      'Tiix requests/s',
      'PostGraphile requests/s',
      'Tiix / PostGraphile',
      'p50 Tiix / PostGraphile',
      'server CPU per request Tiix / PostGraphile',
      'free / Unlimited (Tiix)',
      'SQL statements (Tiix)',
      'load avg',
    ]),
    row(Array(10).fill('---')),
  );
  for (const page of PAGES) {
    for (const plan of PLANS) {
      const { ours, postgraphile } = postgres.runs[`${page.key}:${plan}`];
      const rps = mean(ours.map((r) => r.rps));
      const ratio = rps / mean(postgraphile.map((r) => r.rps));
      const p50 = median(ours.map((r) => r.p50));
      const pgP50 = median(postgraphile.map((r) => r.p50));
      const unlimited = mean(postgres.runs[`${page.key}:unlimited`].ours.map((r) => r.rps));
      const planRatio = plan === 'free' ? rps / unlimited : null;
      lines.push(
        row([
          page.label,
          plan === 'free' ? 'free' : 'Unlimited',
          f0(rps),
          f0(mean(postgraphile.map((r) => r.rps))),
          ratio < 1.5 ? `**${x2(ratio)}**` : x2(ratio),
          `${p50} / ${pgP50} ms`,
          `${cpu(ours)} / ${cpu(postgraphile)}`,
          planRatio === null ? '' : planRatio < 0.9 ? `**${x2(planRatio)}**` : x2(planRatio),
          String(postgres.statements[`${page.key}:${plan}`]),
          loads([...ours, ...postgraphile]),
        ]),
      );
      if (ratio < 1.5) shortfalls.push(`${page.label} (${plan}): ${x2(ratio)} PostGraphile`);
      if (p50 >= pgP50) shortfalls.push(`${page.label} (${plan}): median ${p50} >= ${pgP50} ms`);
      if (planRatio !== null && planRatio < 0.9) {
        shortfalls.push(`${page.label}: free ${x2(planRatio)} Unlimited`);
      }
    }
  }
}
if (pglite) {
  lines.push(
    '',
    `On the embedded database (PGlite), ${pglite.page.label}: ${PLANS.map(
      (plan) =>
        `${plan} ${f0(pglite.results[plan].rps)} requests/s (p50 ${pglite.results[plan].p50} ms, load ${pglite.results[plan].load.toFixed(1)})`,
    ).join('; ')}.`,
  );
}
const heading = `Measured ${utcMinute(startedAt)} with \`pnpm bench:api --duration ${DURATION} --rounds ${ROUNDS}\` (${CONNECTIONS} connections, ${DURATION} s per run, the mean of ${ROUNDS} run(s) per cell), ${machine()}; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAverages()} after.`;
const verdict = postgres
  ? shortfalls.length === 0
    ? 'Every read: at least 1.5x PostGraphile with a lower median, and free at least 0.9x Unlimited.'
    : `Short of the targets: ${shortfalls.join('; ')}.`
  : '';
const report = [heading, '', ...lines, '', verdict].join('\n');
console.log(`\n${report}\n`);
if (args.write) writeMeasured('bench-api', report);
process.exit(0);
