import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { oneTimeCodes, refreshTokens, users } from '../db/schema/auth.js';
import { teamInvites, teamMembers, teams } from '../db/schema/teams.js';
import { withDatabase } from './db-source.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Database;
  /** Empties every table, keeping the rows the migrations seed. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A migrated database of this test file's own: a PGlite restored from the run's snapshot, or a
 *  copy of the run's template database on the PostgreSQL server of DATABASE_URL. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDbSource');
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};

  if (source.kind === 'pglite') {
    const snapshot = await openAsBlob(source.snapshotFile);
    handle = await openDatabase({ pgliteSnapshot: snapshot });
  } else {
    const name = `${source.template}_${randomBytes(3).toString('hex')}`;
    await adminQuery(source.adminUrl, `create database "${name}" template "${source.template}"`);
    handle = await openDatabase({ databaseUrl: withDatabase(source.adminUrl, name) });
    dropDatabase = () =>
      adminQuery(source.adminUrl, `drop database if exists "${name}" with (force)`);
  }

  const order = await deletionOrder(handle.db);
  // The migrations seed the default and receipts buckets; tests expect them.
  const rows = (table: string) =>
    table === 'buckets'
      ? `from "buckets" where id not in ('default', 'receipts')`
      : `from "${table}"`;
  // One round trip names the tables a test wrote to (a handful of the ~50): only those are
  // emptied, in the deletion order.
  const filled = sql.raw(
    order
      .map((table) => `select '${table}' as name where exists (select 1 ${rows(table)})`)
      .join(' union all '),
  );

  return {
    handle,
    db: handle.db,
    async reset() {
      // DELETE rather than TRUNCATE: on a few rows it is ~100 times faster (TRUNCATE replaces
      // every table's files), and tests run it before each case.
      const written = new Set(
        (await handle.db.execute<{ name: string }>(filled)).rows.map((r) => r.name),
      );
      if (written.size === 0) return;
      await handle.db.transaction(async (tx) => {
        for (const table of order)
          if (written.has(table)) await tx.execute(sql.raw(`delete ${rows(table)}`));
      });
    },
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

/**
 * Every table, ordered so that deleting all rows in turn never hits a foreign key that refuses
 * (RESTRICT / NO ACTION): referencing tables come first. Cascading and set-null keys do not
 * constrain the order.
 */
async function deletionOrder(db: Database): Promise<string[]> {
  const tables = (
    await db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    )
  ).rows.map((r) => r.name);
  const blocking = (
    await db.execute<{ child: string; parent: string }>(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c
      where c.contype = 'f' and c.confdeltype in ('r', 'a') and c.conrelid <> c.confrelid
        and c.connamespace = 'public'::regnamespace`)
  ).rows.map((r) => ({ child: r.child.replaceAll('"', ''), parent: r.parent.replaceAll('"', '') }));

  const order: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (order.includes(table)) return;
    if (path.includes(table))
      throw new Error(`Restricting foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    for (const { child } of blocking.filter((edge) => edge.parent === table))
      visit(child, [...path, table]);
    order.push(table);
  };
  for (const table of tables.sort()) visit(table, []);
  return order;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Registers the hooks of a test file that uses the database: open before all tests, empty
 * before each, close after all (an open PGlite would keep the worker alive).
 */
export function setupTestDatabase() {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await openTestDatabase();
  }, 60_000);
  beforeEach(async () => {
    await current?.reset();
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = () => {
    if (!current)
      throw new Error('The test database is opened in beforeAll; use it inside tests or hooks.');
    return current;
  };
  return {
    get db() {
      return get().db;
    },
    get handle() {
      return get().handle;
    },
  };
}

/** Row counts of the tables a refused request must not touch. */
export async function storedCounts(db: Database) {
  const n = async (
    table:
      | typeof users
      | typeof refreshTokens
      | typeof oneTimeCodes
      | typeof teams
      | typeof teamMembers
      | typeof teamInvites,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    refreshTokens: await n(refreshTokens),
    oneTimeCodes: await n(oneTimeCodes),
    teams: await n(teams),
    members: await n(teamMembers),
    invites: await n(teamInvites),
  };
}
