import { existsSync, mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Hono } from 'hono';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import { S3BlobStore, s3ClientConfig } from './s3-store.js';
import {
  ADMIN_SECRET,
  type Caller,
  signedInUser,
  storageCall,
  testImage,
  uploadOne,
} from '../testing/index.js';

// The S3 store against s3rver, a local server speaking the S3 protocol (a stand-in for AWS S3
// or MinIO, which this machine cannot reach): the real SDK, real HTTP, real signatures.

const testDb = setupTestDatabase();
const BUCKET = 'tiix-storage-test';
let server: S3rver;
let endpoint: string;
let s3Dir: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'tiix-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client(s3ClientConfig({ ...s3Settings(), prefix: '' }));
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();
});

afterAll(async () => {
  await server?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const s3Settings = () => ({
  bucket: BUCKET,
  endpoint,
  region: 'us-west-2',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

const s3Env = (prefix: string) => ({
  ADMIN_SECRET,
  STORAGE_S3_BUCKET: BUCKET,
  STORAGE_S3_ENDPOINT: endpoint,
  STORAGE_S3_REGION: 'us-west-2',
  STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
  STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
  STORAGE_S3_PREFIX: prefix,
});

describe('S3BlobStore', () => {
  it('puts, reads (whole and ranges), lists and deletes objects under its prefix', async () => {
    const store = new S3BlobStore({ ...s3Settings(), prefix: 'unit/' });
    const source = join(s3Dir, 'source.txt');
    await writeFile(source, 'hello world');
    await store.put('k1', source, 11, 'text/plain');
    // The SDK streamed the file as plain bytes (no aws-chunked framing stored with it).
    const read = async (stream: ReadableStream<Uint8Array> | null) =>
      stream ? Buffer.from(await new Response(stream).arrayBuffer()).toString() : null;
    expect(await read(await store.get('k1'))).toBe('hello world');
    expect(await read(await store.get('k1', { start: 6, end: 10 }))).toBe('world');
    expect(await store.get('missing')).toBeNull();
    expect(await store.list()).toEqual(['k1']);

    const head = await store.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'unit/k1' }));
    expect(head.ContentType).toBe('text/plain');
    expect(head.ContentLength).toBe(11);

    await store.delete('k1');
    await store.delete('k1');
    expect(await store.get('k1')).toBeNull();
    expect(await store.list()).toEqual([]);
  });
});

describe('storage API over S3', () => {
  let app: Hono;
  let alice: Caller;
  let prefix: string;
  beforeEach(async () => {
    prefix = `api-${Math.random().toString(36).slice(2)}/`;
    app = createTestApp(testDb.db, s3Env(prefix));
    alice = await signedInUser(testDb.db, { email: 'alice@example.com' });
  });

  it('uploads to the bucket, not to the disk', async () => {
    const png = await testImage(30, 15);
    const file = await uploadOne(app, alice, { bytes: png, type: 'image/png' }, 'receipts');
    const client = new S3Client(s3ClientConfig({ ...s3Settings(), prefix }));
    const head = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}${file.id}` }),
    );
    expect(head.ContentLength).toBe(png.length);
    expect(head.ContentType).toBe('image/png');
    client.destroy();
    const diskPath = join(testConfig(s3Env(prefix)).storage.dir, 'files', file.id);
    expect(existsSync(diskPath)).toBe(false);

    const res = await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(png)).toBe(true);

    const range = await storageCall(app, 'GET', `/files/${file.id}`, {
      caller: alice,
      headers: { range: 'bytes=0-7' },
    });
    expect(range.status).toBe(206);
    expect(range.bytes.equals(png.subarray(0, 8))).toBe(true);

    const small = await storageCall(app, 'GET', `/files/${file.id}?w=10&f=webp`, { caller: alice });
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 10, format: 'webp' });

    const link = await storageCall(app, 'GET', `/files/${file.id}/presignedurl`, { caller: alice });
    const url = new URL(link.body.url);
    const viaLink = await app.request(`${url.pathname}${url.search}`);
    expect(Buffer.from(await viaLink.arrayBuffer()).equals(png)).toBe(true);
  });

  it('replaces and deletes objects, and finds orphans in the bucket', async () => {
    const file = await uploadOne(app, alice, { bytes: 'one' });
    const form = new FormData();
    form.append('file', new Blob(['two, longer'], { type: 'text/plain' }), 'two.txt');
    const put = await storageCall(app, 'PUT', `/files/${file.id}`, { caller: alice, body: form });
    expect(put.status).toBe(200);
    expect(
      (await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice })).bytes.toString(),
    ).toBe('two, longer');

    const orphanStore = new S3BlobStore({ ...s3Settings(), prefix });
    const source = join(s3Dir, 'orphan.txt');
    await writeFile(source, 'orphan');
    await orphanStore.put('9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b', source, 6, 'text/plain');
    const orphans = await storageCall(app, 'POST', '/ops/list-orphans', { caller: 'admin' });
    expect(orphans.body.files).toEqual(['9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b']);

    expect((await storageCall(app, 'DELETE', `/files/${file.id}`, { caller: alice })).status).toBe(
      204,
    );
    expect(await orphanStore.list()).toEqual(['9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b']);
  });
});
