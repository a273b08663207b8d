// After the server build: a fresh embedded database with every migration applied, closed, in
// `dist/pglite-snapshot/`. A server started on an empty data directory copies it (a fraction of a
// second) instead of creating a database and migrating it (several seconds); see
// src/db/snapshot.ts.
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { openDatabase } = await import(join(dist, 'db', 'client.js'));
const { PGLITE_SNAPSHOT_DIR } = await import(join(dist, 'db', 'snapshot.js'));
const dir = join(dist, PGLITE_SNAPSHOT_DIR);
rmSync(dir, { recursive: true, force: true });
const database = await openDatabase({ pgliteDataDir: dir });
try {
  await database.migrate();
} finally {
  await database.close();
}
// A cleanly closed server leaves no lock file; a copy holding one could refuse to start.
if (existsSync(join(dir, 'postmaster.pid'))) throw new Error(`${dir} holds a postmaster.pid`);
console.log(`wrote dist/${PGLITE_SNAPSHOT_DIR}/`);
