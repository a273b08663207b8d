import { constants, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The migrated empty database the server build ships (scripts/pglite-snapshot.mjs): a closed
 * PGlite data directory in dist/.
 */
export const PGLITE_SNAPSHOT_DIR = 'pglite-snapshot';

/**
 * The shipped snapshot to start a new embedded database from, when `dataDir` holds no database
 * yet and the build has one: copying it takes a fraction of a second, where creating a database
 * and applying every migration takes seconds. Migrations still run after it, so a snapshot older
 * than the code only costs the migrations it lacks. Undefined otherwise (an existing database, or
 * run from source).
 */
export function pgliteSnapshotFor(dataDir: string): string | undefined {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  // `..` from dist/db reaches dist/; from src/db, src/, where no snapshot is ever written.
  const dir = fileURLToPath(new URL(`../${PGLITE_SNAPSHOT_DIR}`, import.meta.url));
  return existsSync(join(dir, 'PG_VERSION')) ? dir : undefined;
}

/**
 * Copies the snapshot to `dataDir`. The copy is made in a sibling folder and renamed into place,
 * so an interrupted restore never leaves a partial database that looks like a real one (a next
 * start restores again). Returns false, changing nothing, when `dataDir` exists and is not empty:
 * whatever is there is never replaced.
 */
export async function restorePgliteSnapshot(
  snapshotDir: string,
  dataDir: string,
): Promise<boolean> {
  // A sibling, so that the rename stays on one file system; a fixed name, so that a restore
  // interrupted by a crash is cleared by the next.
  const staging = `${dataDir}.restoring`;
  mkdirSync(dirname(dataDir), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  try {
    await Promise.all(copyTree(snapshotDir, staging));
    try {
      // Only an empty folder can go: rmdir refuses any other.
      await rmdir(dataDir);
    } catch (err) {
      if (errorCode(err) === 'ENOTEMPTY' || errorCode(err) === 'EEXIST') return false;
      if (errorCode(err) !== 'ENOENT') throw err;
    }
    await rename(staging, dataDir);
    return true;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Makes the folders, then starts every file copy at once: they run side by side on libuv's thread
 * pool. PostgreSQL wants its data directory private to its owner.
 */
function copyTree(from: string, to: string): Promise<void>[] {
  mkdirSync(to, { mode: 0o700 });
  return readdirSync(from, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? copyTree(join(from, entry.name), join(to, entry.name))
      : // A copy-on-write clone where the file system has them, a plain copy elsewhere.
        [copyFile(join(from, entry.name), join(to, entry.name), constants.COPYFILE_FICLONE)],
  );
}

function errorCode(err: unknown): string | undefined {
  return err instanceof Error && 'code' in err ? String(err.code) : undefined;
}
