// `pnpm test:cluster`: two production instances of the built server on one PostgreSQL database,
// Redis and S3 storage (server/cluster/cluster.test.mjs). Starts the machine's PostgreSQL and
// Redis when they are not running, builds the server only when server/dist is missing, and stops
// by itself: every scenario is bounded, and the whole run is cut after RUN_LIMIT_MS.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { run as runTests } from 'node:test';
import { spec } from 'node:test/reporters';
import { ensureInstalled, root, run } from './run.mjs';

const RUN_LIMIT_MS = 5 * 60 * 1000;
const started = Date.now();

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitListening(port, name) {
  for (let i = 0; i < 100; i++) {
    if (await listening(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} is not listening on 127.0.0.1:${port}`);
}

ensureInstalled();

if (!(await listening(5432))) {
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  console.log(`Starting PostgreSQL ${version}...`);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
}
await waitListening(5432, 'PostgreSQL');

if (!(await listening(6379))) {
  console.log('Starting Redis...');
  const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379'];
  execFileSync('redis-server', [...args, '--save', '', '--appendonly', 'no'], {
    stdio: 'inherit',
  });
}
await waitListening(6379, 'Redis');

if (!existsSync(join(root, 'server', 'dist', 'main.js'))) {
  run('pnpm', ['--filter', '@tiix/server', 'build']);
}

let passed = 0;
let failed = 0;
const stream = runTests({
  files: [join(root, 'server', 'cluster', 'cluster.test.mjs')],
  timeout: RUN_LIMIT_MS,
  concurrency: 1,
});
stream.on('test:pass', (event) => {
  if (event.details.type !== 'suite' && event.nesting === 0) passed++;
});
stream.on('test:fail', (event) => {
  if (event.details.type !== 'suite' && event.nesting === 0) failed++;
});
stream.compose(spec).pipe(process.stdout);
await new Promise((resolve) => stream.once('end', resolve));

const seconds = ((Date.now() - started) / 1000).toFixed(1);
// No test at all means the file did not load: a failure too.
const ok = failed === 0 && passed > 0;
console.log(`\nCluster test: ${passed} passed, ${failed} failed (${seconds} s)`);
process.exit(ok ? 0 : 1);
