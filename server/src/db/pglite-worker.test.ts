import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { users } from './schema/auth.js';

// The embedded database as the server runs it: PGlite in a worker thread, reached over
// PostgreSQL's protocol by node-postgres. (The other tests open PGlite in their own thread.)

const root = mkdtempSync(join(tmpdir(), 'tiix-worker-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The PostgreSQL error somewhere in Drizzle's cause chain. */
function pgErrorOf(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ('code' in e && typeof e.code === 'string') return e as { code: string };
  }
  return undefined;
}

const poolOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: pg.Pool }).$client;

// A worker thread's PGlite starts and migrates in seconds, more when the suites run side by side.
describe('PGlite in a worker thread', { timeout: 60_000 }, () => {
  let handle: DatabaseHandle;
  const dataDir = join(root, 'pglite');

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDataDir: dataDir, pgliteWorker: true });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('is the embedded database, reached through node-postgres, migrated', async () => {
    expect(handle.driver).toBe('pglite');
    expect(handle.pglite).toBeUndefined();
    expect(poolOf(handle)).toBeInstanceOf(pg.Pool);
    const { rows } = await handle.db.execute<{ version: string }>(sql`select version()`);
    // PGlite reports itself in PostgreSQL's version string.
    expect(rows[0]!.version).toMatch(/PostgreSQL/);
    await handle.db.insert(users).values({ email: 'worker@example.com', displayName: 'Worker' });
    const found = await handle.db.select().from(users).where(eq(users.email, 'worker@example.com'));
    expect(found.map((u) => u.displayName)).toEqual(['Worker']);
    // Applying the migrations again finds nothing to do.
    await handle.migrate();
  });

  it('rolls a failed transaction back (one that took an advisory lock)', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('worker-test'))`);
        await tx.insert(users).values({ email: 'rolled-back@example.com' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const found = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'rolled-back@example.com'));
    expect(found).toEqual([]);
  });

  it('surfaces a unique violation with its code and constraint, and keeps serving', async () => {
    const pool = poolOf(handle);
    const insert = {
      name: 'worker_test_insert_user',
      text: 'insert into users (email) values ($1) returning email',
    };
    await pool.query({ ...insert, values: ['unique@example.com'] });
    const err = await handle.db
      .insert(users)
      .values({ email: 'UNIQUE@example.com' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgErrorOf(err)).toMatchObject({ code: '23505', constraint: 'users_email_lower_key' });
    // The same through the pool directly: node-postgres drops the connection after a failed
    // query, and its next connection prepares the named statement again on the same session.
    await expect(pool.query({ ...insert, values: ['unique@example.com'] })).rejects.toMatchObject({
      code: '23505',
    });
    const { rows } = await pool.query({ ...insert, values: ['another@example.com'] });
    expect(rows).toEqual([{ email: 'another@example.com' }]);
  });

  it('answers concurrent queries, named ones included, each with its own result, outside any open transaction', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        handle.db.execute<{ n: number }>(sql`select ${i}::int as n`).then((r) => r.rows[0]!.n),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i));
    // Named statements as the prepared read paths run them: every connection would share the
    // one PGlite session, where a second connection could not prepare the same name again.
    const named = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        poolOf(handle)
          .query<{ n: number }>({
            name: 'worker_test_echo',
            text: 'select $1::int as n',
            values: [i],
          })
          .then((r) => r.rows[0]!.n),
      ),
    );
    expect(named).toEqual(Array.from({ length: 10 }, (_, i) => i));

    // An insert made while another request's transaction is open must not run inside it (one
    // PGlite session behind every connection): it survives that transaction's rollback.
    let inTransaction!: () => void;
    const started = new Promise<void>((resolve) => (inTransaction = resolve));
    const rolledBack = handle.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ email: 'inside@example.com' });
        inTransaction();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('abort');
      })
      .catch(() => undefined);
    await started;
    await handle.db.insert(users).values({ email: 'outside@example.com' });
    await rolledBack;
    const emails = (
      await handle.db
        .select({ email: users.email })
        .from(users)
        .where(sql`${users.email} like '%side@example.com'`)
    ).map((u) => u.email);
    expect(emails).toEqual(['outside@example.com']);
  });

  it('keeps its data in the data folder', async () => {
    const other = join(root, 'reopened');
    const first = await openDatabase({ pgliteDataDir: other, pgliteWorker: true });
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await openDatabase({ pgliteDataDir: other, pgliteWorker: true });
    try {
      const { rows } = await second.db.execute<{ v: string }>(sql`select v from kept`);
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      await second.close();
    }
  });
});

describe('closing the worker database', () => {
  it('removes the socket folder a killed server left behind', async () => {
    // No process has this id (Linux's pid_max is at most 4,194,304).
    const stale = join(tmpdir(), 'tiix-pglite-999999999-left');
    mkdirSync(stale, { recursive: true });
    const handle = await openDatabase({ pgliteWorker: true });
    try {
      expect(existsSync(stale)).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('ends the thread: a process that opened and closed it exits on its own', async () => {
    const client = fileURLToPath(new URL('./client.ts', import.meta.url));
    const script = `
      const { openDatabase } = await import(${JSON.stringify(client)});
      const handle = await openDatabase({ pgliteWorker: true });
      const { rows } = await handle.db.$client.query('select 41 + 1 as n');
      await handle.close();
      await handle.close(); // idempotent
      console.log('answer', rows[0].n, process.pid);
    `;
    // A worker left running would keep the process alive past the timeout (which kills it).
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: fileURLToPath(new URL('../..', import.meta.url)), timeout: 30_000 },
    );
    const [answer, n, pid] = stdout.trim().split(' ');
    expect(`${answer} ${n}`).toBe('answer 42');
    // Its socket's folder (named after its process id) went with it. Other processes on the
    // machine (another suite, a server) have folders of their own there.
    const left = readdirSync(tmpdir()).filter((name) => name.startsWith(`tiix-pglite-${pid}-`));
    expect(left).toEqual([]);
  }, 40_000);
});
