/** How test workers get their database; prepared once by global-setup.ts. */
export type TestDbSource =
  /** A migrated PGlite data dir, dumped to this file. Each test file restores its own copy. */
  | { kind: 'pglite'; snapshotFile: string }
  /** A migrated template database on this server. Each test file gets a copy of it. */
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDbSource: TestDbSource;
  }
}

/** The same connection URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
