import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { withPreparedStatements } from './pglite-prepared.js';
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
  /** The embedded instance, when driver is 'pglite' (tests snapshot it with dumpDataDir). */
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
  /** PGlite: start from a `dumpDataDir()` snapshot (tests restore a migrated one). */
  pgliteSnapshot?: Blob | undefined;
  /** PostgreSQL: most connections open at once (default 10). */
  poolMax?: number | undefined;
  logger?: Logger | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10, options.logger)
    : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.pgliteDataDir) mkdirSync(options.pgliteDataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDataDir ? { dataDir: options.pgliteDataDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  // Drizzle queries through the client that prepares the read paths' statements; the instance
  // itself stays the handle's (tests snapshot it, the benchmark seeds through it).
  const db = drizzlePglite({ client: withPreparedStatements(client), schema });
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
