// `pnpm bench:start`: how long the built server takes from process start to ready (/readyz
// answers 200) on the embedded database, on an empty data directory and on an existing one, and
// how long a second `pnpm start` with nothing changed spends deciding there is nothing to build.
// Runs against what is built (`pnpm build` first); builds nothing. Options: --runs N (default 3,
// the median is printed), --port, --dist (the built server to run, relative to server/; default
// dist). Besides wall-clock time it prints the CPU time the server used until ready (Linux), a
// figure that busy neighbours on the machine disturb far less.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './run.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const runs = arg('--runs', 3);
const port = arg('--port', 3392);
const distIndex = process.argv.indexOf('--dist');
const dist = distIndex === -1 ? 'dist' : process.argv[distIndex + 1];

// User + system CPU seconds of a running process, from /proc (Linux); undefined elsewhere.
function cpuSeconds(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startToReady(dataDir) {
  // Another server on the port would answer for ours.
  const busy = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is in use: pass --port`);
  const started = performance.now();
  const server = spawn(process.execPath, [join(root, 'server', dist, 'main.js')], {
    cwd: join(root, 'server'),
    // The embedded database: DATABASE_URL would pick PostgreSQL instead.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
      if (performance.now() - started > 120_000) throw new Error('not ready after 120 s');
    }
    return { ms: performance.now() - started, cpu: cpuSeconds(server.pid) };
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const empty = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tiix-start-'));
  try {
    empty.push(await startToReady(dataDir));
    existing.push(await startToReady(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// What a second `pnpm start` runs before the server: the up-to-date check of every package
// (hashing their inputs). Timed as a dry run, so it never builds, whatever is out of date.
const check = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'build-changed.mjs'), '--dry-run'],
    { cwd: root, encoding: 'utf8' },
  );
  check.push(performance.now() - started);
  if (result.status !== 0) throw new Error(`build-changed.mjs failed: ${result.stderr}`);
}

const wall = (list) => seconds(median(list.map((r) => r.ms)));
const cpu = (list) =>
  list.some((r) => r.cpu === undefined) ? 'n/a' : `${median(list.map((r) => r.cpu)).toFixed(2)} s`;
const table = [
  `| start | to ready (median of ${runs}) | server CPU time to ready |`,
  '| ----- | ------------------ | ------------------------ |',
  `| server, empty data directory (restores the migrated database the build ships) | ${wall(empty)} | ${cpu(empty)} |`,
  `| server, existing data directory | ${wall(existing)} | ${cpu(existing)} |`,
  `| \`pnpm start\` up-to-date check, nothing changed | ${seconds(median(check))} | |`,
  `| second \`pnpm start\`, nothing changed (check + server on existing data) | **${seconds(median(check) + median(existing.map((r) => r.ms)))}** | |`,
].join('\n');
console.log(`\n${table}\n`);
const each = (list) =>
  list.map((r) => seconds(r.ms) + (r.cpu === undefined ? '' : ` (CPU ${r.cpu.toFixed(2)} s)`));
console.log(
  `runs: empty ${each(empty).join(', ')}; existing ${each(existing).join(', ')}; check ${check.map(seconds).join(', ')}`,
);
