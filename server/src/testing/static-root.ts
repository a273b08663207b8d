import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Temporary folders laid out like the apps' build output (`shell/dist/...`) for the static-page
 * tests; each is removed after the test file. Call at the top level or inside a test.
 */
export function staticRootFactory(prefix: string) {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  return () => {
    const root = mkdtempSync(join(tmpdir(), prefix));
    roots.push(root);
    const write = (path: string, content: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    };
    return { root, write };
  };
}
