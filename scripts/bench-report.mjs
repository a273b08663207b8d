// What the benchmarks of scripts/ share when they report: the machine they ran on and the
// replacement of their marked block in docs/performance.md (`--write`).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `2026-11-26 15:40 UTC`. */
export const utcMinute = (date = new Date()) =>
  `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The machine in one line: cores, processor, memory and Node. */
export const machine = () =>
  `${cpus().length} cores (${cpus()[0]?.model?.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** The 1-, 5- and 15-minute load averages. */
export const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/**
 * Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in
 * docs/performance.md with `body`, then formats the file as the repository does (so the format
 * check stays green).
 */
export function writeMeasured(name, body) {
  const file = join(root, 'docs', 'performance.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const doc = readFileSync(file, 'utf8');
  if (!doc.includes(start) || !doc.includes(end)) {
    throw new Error(`docs/performance.md has no ${start} ... ${end} block`);
  }
  const next = doc.replace(
    new RegExp(`${start}[\\s\\S]*${end}`),
    () => `${start}\n\n${body.trim()}\n\n${end}`,
  );
  writeFileSync(file, next);
  spawnSync('pnpm', ['exec', 'prettier', '--write', file], { cwd: root, stdio: 'ignore' });
  console.log(`docs/performance.md updated (${name})`);
}
