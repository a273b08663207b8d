import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';

const clientOf = (db: Database): unknown => (db as { $client?: unknown }).$client;

/**
 * A statement built once per database handle and prepared by name: Drizzle keeps its SQL (no
 * query building per call) and PostgreSQL keeps its plan per connection (node-postgres sends the
 * name and the values only), and so does the embedded database in its worker thread (opened in
 * the caller's thread, by tests and scripts, it runs the text unnamed). For the read paths that
 * every page load runs.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * A raw SQL statement (one the query builder cannot express, e.g. data-modifying CTEs) prepared
 * by name, like `preparedPerDatabase` does for built queries: its text is built once, with
 * `sql.placeholder(name)` for every value, and node-postgres sends the name and the values only,
 * so PostgreSQL parses and plans it once per connection (PGlite in the worker thread too).
 * Runs on the database handle, not inside a transaction (a statement of its own).
 */
export function preparedSql<Row>(
  name: string,
  build: () => SQL,
): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= new PgDialect().sqlToQuery(build());
    const params = fillPlaceholders(query.params, values);
    const client = clientOf(db);
    if (client instanceof pg.Pool) {
      const result = await client.query({ name, text: query.sql, values: params });
      return result.rows as Row[];
    }
    if (client && typeof (client as PGlite).query === 'function') {
      return (await (client as PGlite).query<Row>(query.sql, params)).rows;
    }
    throw new Error(`Prepared statement ${name} needs the database handle (not a transaction)`);
  };
}

/**
 * A statement per shape of a read (e.g. the fields a query asks for), built by `build` on first
 * use: `name` for the full shape, `name_1`, `name_2`, ... for the others (each text has its own
 * name, as node-postgres requires). `key` names a shape; the apps send a few shapes, so past `max`
 * of them (documents from elsewhere) every further shape reads as the full one and the statements
 * stay few.
 */
export function statementPerShape<S, T>(
  name: string,
  full: S,
  key: (shape: S) => string,
  build: (shape: S, name: string) => T,
  max: number,
): (shape: S) => T {
  const fullStatement = build(full, name);
  const shapes = new Map<string, T>([[key(full), fullStatement]]);
  return (shape) => {
    const shapeKey = key(shape);
    let statement = shapes.get(shapeKey);
    if (!statement) {
      if (shapes.size >= max) return fullStatement;
      statement = build(shape, `${name}_${shapes.size}`);
      shapes.set(shapeKey, statement);
    }
    return statement;
  };
}
