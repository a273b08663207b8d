// Builds only the packages whose inputs changed since their last successful build, so a second
// `pnpm start` with nothing changed skips the build entirely. A package's inputs are its own
// files (tracked or not, minus git-ignored ones), the lockfile, the shared root configs, and the
// inputs of the workspace packages it depends on. Without git (e.g. an unpacked archive) every
// package is built. `--dry-run` only lists what would be built (`pnpm bench:start` times it).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

// In build order: each package after the workspace packages it depends on.
const PACKAGES = [
  { dir: 'domain', output: 'dist' },
  { dir: 'shared-ui', output: null },
  { dir: 'shared-data', output: null },
  { dir: 'mf-landing', output: 'dist' },
  { dir: 'mf-wizard', output: 'dist' },
  { dir: 'mf-teams', output: 'dist' },
  { dir: 'mf-draft', output: 'dist' },
  { dir: 'mf-payments', output: 'dist' },
  { dir: 'shell', output: 'dist' },
  { dir: 'server', output: 'dist' },
];
const ROOT_INPUTS = [
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'scripts/federation.ts',
  // The parts of shared packages the apps provide (read by scripts/federation.ts).
  'scripts/shared/react-router.js',
  'scripts/shared/reduxjs-toolkit.js',
  'scripts/source-condition.ts',
];
const STAMPS = join(root, 'node_modules', '.cache', 'tiix-build');

function listFiles(dir) {
  const result = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '--', dir], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) return null;
  return result.stdout.split('\n').filter(Boolean).sort();
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path)) continue; // deleted but still in the index
    hash.update(file).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

function workspaceDeps(dir) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  return PACKAGES.filter((p) => {
    const other = JSON.parse(readFileSync(join(root, p.dir, 'package.json'), 'utf8'));
    return p.dir !== dir && names.includes(other.name);
  }).map((p) => p.dir);
}

const dryRun = process.argv.includes('--dry-run');
const rootFiles = ROOT_INPUTS.filter((f) => existsSync(join(root, f)));
const own = new Map();
for (const { dir } of PACKAGES) {
  const files = listFiles(dir);
  if (!files) {
    console.log(`git is not available: ${dryRun ? 'would build' : 'building'} everything`);
    if (!dryRun) run('pnpm', ['build']);
    process.exit(0);
  }
  own.set(dir, hashFiles(files));
}
const rootHash = hashFiles(rootFiles);

mkdirSync(STAMPS, { recursive: true });
let built = 0;
for (const { dir, output } of PACKAGES) {
  const inputs = createHash('sha256').update(rootHash).update(own.get(dir));
  for (const dep of workspaceDeps(dir)) inputs.update(own.get(dep));
  const digest = inputs.digest('hex');
  const stampFile = join(STAMPS, `${dir}.sha256`);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  const outputPresent = output === null || existsSync(join(root, dir, output));
  if (stamp === digest && outputPresent) continue;
  built += 1;
  if (dryRun) {
    console.log(`would build ${dir}`);
    continue;
  }
  run('pnpm', ['--filter', `./${dir}`, 'run', 'build']);
  writeFileSync(stampFile, `${digest}\n`);
}
console.log(
  built === 0
    ? 'Everything is up to date: nothing to build.'
    : `${dryRun ? 'Would build' : 'Built'} ${built} package(s).`,
);
