import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from '../logger.js';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.js';
import * as activity from './schema/activity.js';
import * as auth from './schema/auth.js';
import * as chat from './schema/chat.js';
import * as drafts from './schema/drafts.js';
import * as games from './schema/games.js';
import * as payments from './schema/payments.js';
import * as profiles from './schema/profiles.js';
import * as storage from './schema/storage.js';
import * as teams from './schema/teams.js';

export const schema = {
  ...auth,
  ...profiles,
  ...teams,
  ...games,
  ...drafts,
  ...payments,
  ...activity,
  ...storage,
  ...chat,
};
export type Schema = typeof schema;

/** What `db.execute()` returns on both drivers: node-postgres and PGlite results both carry rows. */
export interface RowsQueryResult<TRow> {
  rows: TRow[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsQueryResult<this['row']>;
}

/** One type for both drivers: repositories never need to know which database they talk to. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

/** drizzle-kit's output; `../..` from src/db and from dist/db both reach server/drizzle. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every server instance.
const MIGRATION_LOCK_ID = 7_316_207;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * The embedded instance, when PGlite runs in this thread (tests snapshot it with dumpDataDir,
   * the benchmark seeds through it); undefined in a worker thread and on PostgreSQL.
   */
  pglite: PGlite | undefined;
  /** Applies pending migrations from drizzle/. Safe to run on every start. */
  migrate(): Promise<void>;
  /** Idempotent. An open PGlite keeps the process alive, so this must run on shutdown. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Use this PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means in memory. */
  pgliteDataDir?: string | undefined;
  /** PGlite: start from a `dumpDataDir()` snapshot (tests restore a migrated one). In process only. */
  pgliteSnapshot?: Blob | undefined;
  /**
   * PGlite: run it in a worker thread, reached over PostgreSQL's protocol like a PostgreSQL
   * server (what the server does). Otherwise it runs in this thread (tests, scripts).
   */
  pgliteWorker?: boolean | undefined;
  /**
   * Called when the embedded database's worker thread ends without `close()`: nothing can be
   * read or written any more, so the server exits and its supervisor starts it again.
   */
  onLost?: (() => void) | undefined;
  /** PostgreSQL: most connections open at once (default 10). */
  poolMax?: number | undefined;
  logger?: Logger | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolMax ?? 10, options.logger);
  }
  return options.pgliteWorker ? openPgliteWorker(options) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.pgliteDataDir) mkdirSync(options.pgliteDataDir, { recursive: true });
  // Loaded here only: a server whose database runs in a worker never loads PGlite in this thread.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    ...(options.pgliteDataDir ? { dataDir: options.pgliteDataDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

const SOCKET_DIR_PREFIX = 'tiix-pglite-';

/**
 * A server killed outright (a test runner's end, the OOM killer) cannot remove its socket's
 * folder; the next start removes the folders of processes that no longer run.
 */
function removeStaleSocketDirs() {
  for (const name of readdirSync(tmpdir())) {
    const pid = name.startsWith(SOCKET_DIR_PREFIX)
      ? Number(name.slice(SOCKET_DIR_PREFIX.length).split('-')[0])
      : 0;
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') {
        rmSync(join(tmpdir(), name), { recursive: true, force: true });
      }
    }
  }
}

/** The socket's port number: node-postgres names the socket file `.s.PGSQL.<port>` after it. */
const WORKER_SOCKET_PORT = 5432;

/**
 * PGlite in a worker thread (`pglite-worker.ts`), serving PostgreSQL's protocol on a Unix socket
 * in a new folder that only this process's user can enter; this thread talks to it through the
 * node-postgres driver that PostgreSQL uses, so its WebAssembly (planning, running, writing the
 * answers) runs on another core while this one serves requests.
 */
async function openPgliteWorker(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.pgliteSnapshot) throw new Error('pgliteSnapshot opens PGlite in process only');
  if (options.pgliteDataDir) mkdirSync(options.pgliteDataDir, { recursive: true });
  removeStaleSocketDirs();
  const socketDir = mkdtempSync(join(tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  let worker: Worker;
  try {
    worker = await startPgliteWorker({
      dataDir: options.pgliteDataDir,
      socketPath: join(socketDir, `.s.PGSQL.${WORKER_SOCKET_PORT}`),
    });
  } catch (err) {
    removeSocketDir();
    throw err;
  }
  let closed = false;
  worker.on('error', (err) => options.logger?.error({ err }, 'Embedded database failed'));
  worker.on('exit', (code) => {
    if (closed) return;
    options.logger?.fatal({ code }, 'Embedded database thread ended');
    options.onLost?.();
  });

  const pool = new pg.Pool({
    host: socketDir,
    port: WORKER_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    // PGlite is one session: one connection, the others' queries wait in the pool (as they
    // waited for PGlite's own lock in process). Kept open while idle.
    max: 1,
    idleTimeoutMillis: 0,
    // Every connection shares that one session, so what a connection the pool dropped (after a
    // failed query) left must not outlive it: above all its prepared statements, which
    // node-postgres, on the new connection, prepares again under the same names.
    onConnect: (client) => client.query('discard all'),
  });
  pool.on('error', (err) => options.logger?.error({ err }, 'Embedded database pool error'));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pglite',
    pglite: undefined,
    // Only this process opens this database: no lock between instances is needed.
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      const exited = once(worker, 'exit');
      worker.postMessage('close' satisfies PgliteWorkerMessage);
      await exited;
      removeSocketDir();
    },
  };
}

function pgliteWorkerThread(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  }
  // Run from source (tests, `pnpm dev`) there is only the TypeScript file, and Node 20's worker
  // threads do not take tsx's loader hooks (`--import tsx`): the thread loads it through tsx's API.
  // (tsx, a development dependency, resolves from the server's folder, where tests and `pnpm dev` run.)
  const file = new URL('./pglite-worker.ts', import.meta.url).href;
  const load = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(file)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true, workerData });
}

/** Starts the thread and waits until its socket accepts connections (or the thread failed). */
async function startPgliteWorker(data: PgliteWorkerData): Promise<Worker> {
  const worker = pgliteWorkerThread(data);
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: PgliteWorkerMessage) =>
        message === 'ready' ? resolve() : reject(new Error(`Embedded database said ${message}`)),
      );
      // PGlite could not open the data folder, the socket could not listen, ...
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`Embedded database thread ended (code ${code}) before it was ready`)),
      );
    });
    return worker;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
}

async function openPostgres(
  connectionString: string,
  max: number,
  logger?: Logger,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection emits here; unhandled it would crash the process.
  pool.on('error', (err) => logger?.error({ err }, 'PostgreSQL pool error'));
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    driver: 'postgres',
    pglite: undefined,
    async migrate() {
      // Several instances may start at once against one database: let one migrate at a time.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
