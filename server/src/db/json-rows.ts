import {
  getTableColumns,
  sql,
  type Column,
  type InferSelectModel,
  type SQL,
  type Table,
} from 'drizzle-orm';

// A table's columns as [property, SQL name, column], computed once per table.
const columnLists = new WeakMap<Table, [string, string, Column][]>();

function columnsOf(table: Table): [string, string, Column][] {
  let list = columnLists.get(table);
  if (!list) {
    list = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.name,
      column,
    ]);
    columnLists.set(table, list);
  }
  return list;
}

/**
 * Rows a statement returned as JSON (`json_agg(t)` of a table's rows, so that one statement can
 * read a row and its children) in the shape a Drizzle select of the table gives: property names,
 * and each value decoded by its column as Drizzle does for its own relational queries (instants
 * become Dates, text arrays arrays). A column missing from the JSON reads as null.
 */
export function decodeJsonRows<T extends Table>(
  table: T,
  rows: readonly Record<string, unknown>[] | null | undefined,
): InferSelectModel<T>[] {
  if (!rows) return [];
  const columns = columnsOf(table);
  return rows.map((json) => {
    const record: Record<string, unknown> = {};
    for (const [key, name, column] of columns) {
      const value = json[name];
      record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return record as InferSelectModel<T>;
  });
}

/**
 * An instant as the DateTime scalar serialises a Date (`toISOString()`: UTC, milliseconds, `Z`),
 * so that the scalar can pass the string on as it is.
 */
export const isoInstant = (expr: SQL) =>
  sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A record as a statement reads it in the API's shape (`apiJsonObject`): instants as strings. */
export type ApiRow<T> = {
  [K in keyof T]: Date extends T[K] ? Exclude<T[K], Date> | string : T[K];
};

/**
 * The given columns of the row a statement reads under `alias`, as one JSON object in the API's
 * shape: property names as keys, instants as the DateTime scalar writes them (`isoInstant`), so
 * that a read can answer with it as it comes rather than decode every column into a record and
 * copy it again.
 */
export function apiJsonObject(columns: Record<string, Column>, alias: string): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    const ref = sql.raw(`${alias}."${column.name}"`);
    return sql`${sql.raw(`'${key}'`)}, ${column.columnType === 'PgTimestamp' ? isoInstant(ref) : ref}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
