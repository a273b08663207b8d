import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Version of the scoring model. Raise it with every change to a factor, a weight or an input:
 * stored games scored with another version are recomputed at start-up (recompute.job.ts).
 */
export const SCORE_MODEL_VERSION = '2026.11-stature-calendar.5';

let dataHash: string | null = null;

/**
 * Hash of the bundled league data (server/data/manifest.json lists every file's hash, so its own
 * hash changes whenever any data file is rebuilt). Stored games with another hash are recomputed.
 */
export function bundledDataHash(): string {
  if (dataHash) return dataHash;
  const manifest = readFileSync(
    fileURLToPath(new URL('../../../data/manifest.json', import.meta.url)),
  );
  dataHash = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
  return dataHash;
}
