import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePgliteStatement, withPreparedStatements } from './pglite-prepared.js';

let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  client = withPreparedStatements(raw);
  await raw.exec(`create table notes (id serial primary key, body text not null, tags text[],
    at timestamptz, done boolean not null default false, n bigint)`);
});

afterAll(async () => {
  await raw.close();
});

const prepared = async () =>
  (await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows;

describe('PGlite with prepared statements', () => {
  it('answers a prepared text as the plain query does, quotes and nulls included', async () => {
    const insert = 'insert into notes (body, at, done, n) values ($1, $2, $3, $4) returning *';
    preparePgliteStatement(client, insert);
    const values = ["it's a 'quote' \\ and a backslash", '2026-11-25T18:00:00.000Z', true, 42];
    const viaPrepared = await client.query<Record<string, unknown>>(insert, values);
    const viaPlain = await raw.query<Record<string, unknown>>(insert, values);
    expect(viaPrepared.rows[0]).toEqual({ ...viaPlain.rows[0], id: 1 });
    expect(viaPrepared.fields).toEqual(viaPlain.fields);
    expect(viaPrepared.affectedRows).toBe(1);
    expect(await prepared()).toHaveLength(1);

    const select = 'select body, at, done, n from notes where id = $1 or body = $2 order by id';
    preparePgliteStatement(client, select);
    for (const args of [
      [1, null],
      [2, values[0]],
      [99, 'none'],
    ] as const) {
      const options = { rowMode: 'array' as const };
      expect(await client.query(select, [...args], options)).toEqual(
        await raw.query(select, [...args], options),
      );
    }
    expect(await prepared()).toHaveLength(2);
  });

  it('runs as before what it cannot prepare: unmarked texts, array values, refused texts', async () => {
    const before = (await prepared()).length;
    expect((await client.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);

    const tagged = 'select count(*)::int as n from notes where tags && $1';
    preparePgliteStatement(client, tagged);
    expect((await client.query(tagged, [['a']])).rows).toEqual([{ n: 0 }]);

    // PREPARE takes queries only: other statements run as plain queries, every time.
    const ddl = 'create temporary table if not exists scratch (x int)';
    preparePgliteStatement(client, ddl);
    await client.query(ddl);
    await client.query(ddl);
    expect((await client.query('select count(*)::int as n from scratch')).rows).toEqual([{ n: 0 }]);
    expect(await prepared()).toHaveLength(before);
  });

  it('prepares a text once when first calls overlap', async () => {
    const text = 'select count(*)::int as n from notes where done = $1';
    preparePgliteStatement(client, text);
    const answers = await Promise.all([true, false, true].map((v) => client.query(text, [v])));
    const expected = await Promise.all([true, false, true].map((v) => raw.query(text, [v])));
    expect(answers.map((a) => a.rows)).toEqual(expected.map((a) => a.rows));
    expect((await prepared()).filter((p) => p.name.startsWith('tiix_prepared_'))).toHaveLength(3);
  });

  it('leaves everything else to the instance (transactions, exec, listen)', async () => {
    const rows = await client.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['in a transaction']);
      return (await tx.query<{ n: number }>('select count(*)::int as n from notes')).rows;
    });
    expect(rows).toEqual([{ n: 3 }]);
    expect(await client.exec('select 1')).toHaveLength(1);
  });
});
