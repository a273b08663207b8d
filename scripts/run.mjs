// Tiny helpers for the root scripts: run a command, inherit output, fail loudly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, env = {}) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when a fresh clone has none yet. */
export function ensureInstalled() {
  if (!existsSync(join(root, 'node_modules', '.modules.yaml'))) {
    run('pnpm', ['install', '--frozen-lockfile'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
  }
}
