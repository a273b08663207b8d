// The limits must not refuse the app's own operations: every GraphQL document the client
// packages send (shared-data and the remotes' api modules) passes them with room to spare.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_DIR } from '../config.js';
import { setupTestDatabase } from '../testing/db.js';
import { securityApp, send } from './helpers.js';

const testDb = setupTestDatabase();

/** Source files of the client packages that may hold GraphQL documents. */
function clientSources(): string[] {
  const roots = [
    'shared-data/src',
    'shell/src',
    ...readdirSync(WORKSPACE_DIR)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => `${name}/src`),
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules' && name !== 'mocks') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const root of roots) walk(join(WORKSPACE_DIR, root));
  return files;
}

/**
 * The operations in a file (`gql` or `gql<Result, Variables>` templates), with `${NAME}` fragments
 * of the same file expanded (the client composes its documents from field-list constants that way).
 */
function operationsIn(source: string): string[] {
  const constants = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = (?:gql(?:<[^`]*?>)?)?`([^`]*)`/g)) {
    constants.set(match[1]!, match[2]!);
  }
  const expand = (text: string, depth = 0): string =>
    depth > 5
      ? text
      : text.replace(/\$\{(\w+)\}/g, (_, name: string) =>
          expand(constants.get(name) ?? '', depth + 1),
        );
  return [...source.matchAll(/gql(?:<[^`]*?>)?`([^`]*)`/g)]
    .map((match) => expand(match[1]!))
    .filter((text) => /^\s*(query|mutation|subscription)\b/.test(text));
}

describe('the app’s own GraphQL operations', () => {
  it('pass the query limits', async () => {
    const { app } = securityApp(testDb.db, { LOG_LEVEL: 'silent' });
    const documents = clientSources().flatMap((file) =>
      operationsIn(readFileSync(file, 'utf8')).map((doc) => [file, doc] as const),
    );
    expect(documents.length).toBeGreaterThan(5);
    for (const [file, document] of documents) {
      // Validation only: armor's limits run before execution; unknown variables fail later.
      const res = await send<{ errors?: { message: string }[] }>(app, 'POST', '/v1/graphql', {
        body: { query: document },
        headers: { accept: 'application/json' },
      });
      const limitErrors = (res.body.errors ?? []).filter((e) =>
        /alias|depth|token|cost|directive/i.test(e.message),
      );
      expect(limitErrors, `${file}\n${document}`).toEqual([]);
    }
  });
});
