import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSnapshotFor } from './snapshot.js';

const root = mkdtempSync(join(tmpdir(), 'tiix-snapshot-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pgliteSnapshotFor', () => {
  it('never replaces a database that exists', () => {
    const dataDir = join(root, 'existing');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    expect(pgliteSnapshotFor(dataDir)).toBeUndefined();
  });

  it('has nothing to restore when run from source (only the build writes a snapshot)', () => {
    expect(pgliteSnapshotFor(join(root, 'new'))).toBeUndefined();
  });
});
