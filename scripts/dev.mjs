// `pnpm dev`: the server (watch mode) plus the shell and every remote on Rsbuild dev servers
// with hot reload. The server's remotes map points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './run.mjs';

ensureInstalled();
const ports = {
  'mf-landing': 3011,
  'mf-wizard': 3012,
  'mf-teams': 3013,
  'mf-draft': 3014,
  'mf-payments': 3015,
};
const remotes = Object.fromEntries(
  Object.entries(ports).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
);
console.log('Tiix dev: open http://localhost:3010 (API on http://localhost:3000)');
const child = spawn(
  'pnpm',
  [
    '-r',
    '--parallel',
    '--filter',
    './shell',
    '--filter',
    './mf-*',
    '--filter',
    './server',
    'run',
    'dev',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      // Card payments through the offline sandbox unless a Stripe key is set.
      ...(process.env.STRIPE_SECRET_KEY ? {} : { PAYMENTS_PROVIDER: 'sandbox' }),
      ...process.env,
      REMOTES: JSON.stringify(remotes),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
