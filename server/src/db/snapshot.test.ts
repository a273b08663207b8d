import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSnapshotFor, restorePgliteSnapshot } from './snapshot.js';

const root = mkdtempSync(join(tmpdir(), 'tiix-snapshot-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for the shipped snapshot: a data directory's shape, with nested folders. */
function fakeSnapshot(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'base', '1'), { recursive: true });
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'base', '1', '1259'), Buffer.alloc(8192, 7));
  return dir;
}

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

describe('restorePgliteSnapshot', () => {
  it('copies every file into a data directory that does not exist yet, private to its owner', async () => {
    const snapshot = fakeSnapshot('snapshot-a');
    const dataDir = join(root, 'data-a', 'pglite');
    expect(await restorePgliteSnapshot(snapshot, dataDir)).toBe(true);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(dataDir, 'base', '1', '1259'))).toEqual(Buffer.alloc(8192, 7));
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(existsSync(`${dataDir}.restoring`)).toBe(false);
  });

  it('fills an empty data directory and clears a copy an earlier start left half done', async () => {
    const snapshot = fakeSnapshot('snapshot-b');
    const dataDir = join(root, 'data-b');
    mkdirSync(dataDir);
    mkdirSync(`${dataDir}.restoring`);
    writeFileSync(join(`${dataDir}.restoring`, 'partial'), 'x');
    expect(await restorePgliteSnapshot(snapshot, dataDir)).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${dataDir}.restoring`)).toBe(false);
  });

  it('leaves a data directory that holds anything untouched', async () => {
    const snapshot = fakeSnapshot('snapshot-c');
    const dataDir = join(root, 'data-c');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    expect(await restorePgliteSnapshot(snapshot, dataDir)).toBe(false);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
    expect(readFileSync(join(dataDir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(`${dataDir}.restoring`)).toBe(false);
  });
});
