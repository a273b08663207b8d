import type { PGlite } from '@electric-sql/pglite';

const PREPARE = Symbol('prepare statement text');

type QueryArgs = Parameters<PGlite['query']>;

/**
 * A value written as an SQL literal exactly as its text form would be bound; else undefined.
 * Doubling single quotes is the whole of the quoting with `standard_conforming_strings` on
 * (PostgreSQL's default, which the server never changes): backslashes are then ordinary.
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'boolean' || typeof value === 'bigint') return `'${String(value)}'`;
  if (typeof value === 'number' && Number.isFinite(value)) return `'${String(value)}'`;
  return undefined;
}

/**
 * The embedded database's client, with server-side prepared statements for the texts named by
 * `preparePgliteStatement` (the read paths `preparedPerDatabase` and `preparedSql` build), where
 * PGlite runs in the caller's thread (tests, scripts). The server runs it in a worker thread
 * instead and reaches it through node-postgres, which prepares named statements itself.
 *
 * PGlite runs each query as an unnamed statement: PostgreSQL parses and plans its text again on
 * every call, in the server's own thread. For the team page's statement that was about half of
 * the database's work per read. A named text is instead prepared once (`PREPARE`) and then run
 * as `EXECUTE name('value', ...)`: each value goes in as a quoted literal of unknown type, which
 * PostgreSQL coerces to the parameter's type with the same input function a bound text value
 * goes through, so the answer (rows, fields, affected rows) is the same. A value that is not a
 * string, number, boolean or null (arrays, bytes, dates), and a text PostgreSQL cannot prepare,
 * run as before.
 *
 * Only `query` changes; everything else is the PGlite instance's own (transactions run their
 * statements on the transaction, as before).
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const wanted = new Set<string>();
  // Statement name per text once prepared (or being prepared); null: PostgreSQL refused it.
  const names = new Map<string, Promise<string | null>>();
  let next = 0;

  const prepared = (text: string): Promise<string | null> => {
    let name = names.get(text);
    if (!name) {
      const candidate = `tiix_prepared_${next++}`;
      name = client.exec(`prepare ${candidate} as ${text}`).then(
        () => candidate,
        () => null,
      );
      names.set(text, name);
    }
    return name;
  };

  const query = async (...[text, params, options]: QueryArgs) => {
    if (!wanted.has(text)) return client.query(text, params, options);
    const literals = (params ?? []).map(literal);
    if (literals.some((l) => l === undefined)) return client.query(text, params, options);
    const name = await prepared(text);
    if (!name) return client.query(text, params, options);
    const call = literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`;
    return client.query(call, [], options);
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === PREPARE) return (text: string) => wanted.add(text);
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Marks a statement text to be prepared on the embedded database behind `client` (the
 * `$client` of a Drizzle database); nothing for any other client.
 */
export function preparePgliteStatement(client: unknown, text: string): void {
  const prepare = (client as { [PREPARE]?: (text: string) => void } | null | undefined)?.[PREPARE];
  prepare?.(text);
}
