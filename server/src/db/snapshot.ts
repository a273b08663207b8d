import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The migrated empty database the server build ships (scripts/pglite-snapshot.mjs), in dist/. */
export const PGLITE_SNAPSHOT_FILE = 'pglite-snapshot.tar.gz';

/**
 * The shipped snapshot to start a new embedded database from, when `dataDir` holds no database
 * yet and the build has one: restoring it is about four times faster than creating a database and
 * applying every migration. Migrations still run after it, so a snapshot older than the code only
 * costs the migrations it lacks. Undefined otherwise (an existing database, or run from source).
 */
export function pgliteSnapshotFor(dataDir: string): Blob | undefined {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  // `..` from dist/db reaches dist/; from src/db, src/, where no snapshot is ever written.
  const file = fileURLToPath(new URL(`../${PGLITE_SNAPSHOT_FILE}`, import.meta.url));
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
