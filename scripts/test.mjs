// `pnpm test`: every test. Unit, component and server tests (PGlite, or PostgreSQL when
// DATABASE_URL is set), the security suite, the production build and the Playwright specs in
// Chromium.
//
// Independent stages run side by side (two at a time on a 2-core machine; TEST_CONCURRENCY
// overrides it), longest first, so the build and the front-end suites fill the core the server
// suite leaves idle. Each stage's output is kept whole and printed when it ends; the first failure
// stops the others and prints its output last. A table of every stage's wall time ends the run.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, root } from './run.mjs';

/** The workspace's packages with a `test` script, but the server and e2e (stages of their own);
 *  the folders in `first` lead, in that order. */
function packageSuites(first) {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const folders = [...workspace.split(/^\S.*:$/m)[1].matchAll(/^\s+-\s+['"]?([^'"\s]+)/gm)]
    .map((m) => m[1])
    .filter((dir) => dir !== 'server' && dir !== 'e2e');
  const rank = (dir) => (first.includes(dir) ? first.indexOf(dir) : first.length);
  return folders
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => pkg.scripts?.test)
    .sort((a, b) => rank(a.dir) - rank(b.dir))
    .map(({ dir, pkg }) => ({ name: dir, cmd: ['pnpm', '--filter', pkg.name, 'run', 'test'] }));
}

/**
 * Every stage, in the order they are started when a slot is free (longest first). `needs`: stages
 * that must have passed first. `resource`: stages sharing one run one at a time (each server
 * suite opens two ~700 MiB PGlites). `alone`: runs with nothing beside it (the Playwright specs
 * time whole flows against one server; sharing the cores with a test suite makes them flaky).
 */
const STAGES = [
  { name: 'server', cmd: ['pnpm', '--filter', '@tiix/server', 'run', 'test'], resource: 'db' },
  { name: 'build', cmd: ['pnpm', 'build'] },
  // One test per hardening finding and a property-based pass over every REST body and GraphQL
  // argument (server/src/security, docs/security.md).
  { name: 'security', cmd: ['pnpm', 'run', 'test:security'], resource: 'db' },
  // Every other package's own suite (pnpm-workspace.yaml), the larger ones first.
  ...packageSuites(['shell', 'api-contract', 'mf-teams', 'shared-ui']),
  { name: 'lint-boundaries', cmd: ['node', '--test', 'scripts/lint-boundaries.test.mjs'] },
  { name: 'e2e', cmd: ['pnpm', 'run', 'test:e2e'], needs: ['build'], alone: true },
];

const concurrency = Number(process.env.TEST_CONCURRENCY) || Math.max(2, availableParallelism() / 2);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

ensureInstalled();
const start = Date.now();
/** name -> { status: 'running' | 'passed' | 'failed' | 'stopped', ms, child, output } */
const state = new Map();
let failed;

function startStage(stage) {
  const begun = Date.now();
  const output = [];
  const child = spawn(stage.cmd[0], stage.cmd.slice(1), {
    cwd: root,
    // Its own process group, so a stop reaches vitest's and Playwright's workers too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Piped, the tools would drop their colours; keep them when the run is watched.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
  const entry = { status: 'running', begun, ms: 0, child, output };
  state.set(stage.name, entry);
  console.log(`▶ ${stage.name}: ${stage.cmd.join(' ')}`);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      entry.ms = Date.now() - begun;
      if (entry.status === 'stopped') return resolve();
      entry.status = code === 0 ? 'passed' : 'failed';
      const text = Buffer.concat(output).toString();
      if (entry.status === 'passed') {
        console.log(`\n──── ${stage.name} (${seconds(entry.ms)}) ────\n${text.trimEnd()}`);
        console.log(`✔ ${stage.name} passed in ${seconds(entry.ms)}`);
      } else {
        failed ??= { stage, text, code: code ?? signal };
      }
      resolve();
    });
  });
}

function stopAll() {
  for (const entry of state.values()) {
    if (entry.status !== 'running') continue;
    entry.status = 'stopped';
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const running = () => [...state.values()].filter((e) => e.status === 'running').length;
const busy = (resource) =>
  STAGES.some((s) => s.resource === resource && state.get(s.name)?.status === 'running');

/** The next stage that may start now, or undefined. */
function nextStage() {
  if (STAGES.some((s) => s.alone && state.get(s.name)?.status === 'running')) return undefined;
  return STAGES.find(
    (s) =>
      !state.has(s.name) &&
      (s.needs ?? []).every((n) => state.get(n)?.status === 'passed') &&
      (!s.resource || !busy(s.resource)) &&
      (!s.alone || running() === 0),
  );
}

/** Each stage's wall time, and the run's. */
function printTable() {
  const total = Date.now() - start;
  console.log('\nSuite                 Wall time   Result');
  for (const stage of STAGES) {
    const entry = state.get(stage.name);
    const result = entry?.status ?? 'not run';
    const time = entry ? clock(entry.ms || Date.now() - entry.begun) : '-';
    console.log(`${stage.name.padEnd(22)}${time.padStart(9)}   ${result}`);
  }
  const summed = [...state.values()].reduce((sum, e) => sum + e.ms, 0);
  console.log(
    `${'total (wall)'.padEnd(22)}${clock(total).padStart(9)}   (stages add up to ${clock(summed)})`,
  );
}

// The stages have process groups of their own, so Ctrl-C must reach them from here.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    printTable();
    process.exit(130);
  });

// A line a minute, so a long quiet stretch (output is printed per stage) does not look like a hang.
const heartbeat = setInterval(() => {
  const names = [...state].filter(([, e]) => e.status === 'running').map(([n]) => n);
  console.log(`… ${clock(Date.now() - start)} running: ${names.join(', ')}`);
}, 60_000);
heartbeat.unref();

await new Promise((done) => {
  const pending = new Set();
  const fill = () => {
    if (failed) {
      stopAll();
      if (pending.size === 0) done();
      return;
    }
    for (let stage = nextStage(); stage && running() < concurrency; stage = nextStage()) {
      const p = startStage(stage).then(() => {
        pending.delete(p);
        fill();
      });
      pending.add(p);
    }
    if (pending.size === 0) done();
  };
  fill();
});
clearInterval(heartbeat);

printTable();

if (failed) {
  console.error(`\n──── ${failed.stage.name} (failed) ────\n${failed.text.trimEnd()}`);
  console.error(
    `\n✖ ${failed.stage.name} failed (exit ${failed.code}): ${failed.stage.cmd.join(' ')}`,
  );
  process.exit(1);
}
console.log('\nAll test suites passed.');
