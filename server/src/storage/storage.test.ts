import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../auth/rate-limit.js';
import { buckets, files } from '../db/schema/storage.js';
import { createLogger } from '../logger.js';
import type { AppDeps } from '../context.js';
import { createTestApp, testApp, testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import type { BlobStore } from './blob-store.js';
import { FileRules } from './permissions.js';
import { presignQuery } from './presign.js';
import { uploadFiles } from './storage.service.js';
import {
  ADMIN_SECRET,
  type Caller,
  signedInUser,
  storageCall,
  stripedImage,
  testImage,
  upload,
  uploadOne,
} from '../testing/index.js';

const testDb = setupTestDatabase();
const env = { ADMIN_SECRET };
const storageDir = () => testConfig(env).storage.dir;
let app: Hono;
let deps: AppDeps;
let alice: Caller;
let bob: Caller;

beforeEach(async () => {
  ({ app, deps } = testApp(testDb.db, env));
  alice = await signedInUser(testDb.db, { email: 'alice@example.com' });
  bob = await signedInUser(testDb.db, { email: 'bob@example.com' });
});

const sha = (bytes: Uint8Array | string) => `"${createHash('sha256').update(bytes).digest('hex')}"`;

async function addBucket(values: Partial<typeof buckets.$inferInsert> & { id: string }) {
  await testDb.db.insert(buckets).values(values);
}

describe('POST /files', () => {
  it('stores every file[] with its metadata[] and answers 201 with processedFiles', async () => {
    const chosenId = 'a0d2e6c4-6b1f-4b8e-9a53-0f6c8f7b1a11';
    const res = await upload(app, alice, [
      { bytes: 'hello world', filename: 'a.txt', metadata: { id: chosenId, name: 'Greeting.txt' } },
      { bytes: 'second', filename: 'b.txt', metadata: { metadata: { note: 'x' } } },
    ]);
    expect(res.status).toBe(201);
    const [first, second] = res.body.processedFiles;
    expect(first).toMatchObject({
      id: chosenId,
      name: 'Greeting.txt',
      size: 11,
      bucketId: 'default',
      etag: sha('hello world'),
      isUploaded: true,
      mimeType: 'text/plain',
      uploadedByUserId: alice.id,
    });
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    expect(second).toMatchObject({ name: 'b.txt', size: 6, metadata: { note: 'x' } });

    const download = await storageCall(app, 'GET', `/files/${chosenId}`, { caller: alice });
    expect(download.status).toBe(200);
    expect(download.bytes.toString()).toBe('hello world');
    // On disk under DATA_DIR/storage by default.
    expect(existsSync(join(storageDir(), 'files', chosenId))).toBe(true);
  });

  it('sniffs the type of a part sent without one (application/octet-stream)', async () => {
    const png = await testImage(4, 4);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const res = await upload(app, alice, [
      { bytes: png, type: '', filename: 'photo' },
      { bytes: pdf, type: 'application/octet-stream', filename: 'doc' },
      { bytes: 'plain words', type: '', filename: 'notes' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.processedFiles.map((f: { mimeType: string }) => f.mimeType)).toEqual([
      'image/png',
      'application/pdf',
      'application/octet-stream',
    ]);
  });

  it('keeps the type the part declares in an unrestricted bucket', async () => {
    const file = await uploadOne(app, alice, { bytes: 'a,b\n1,2\n', type: 'text/csv' });
    expect(file.mimeType).toBe('text/csv');
  });

  it('answers each malformed request with 400, the error body and X-Error', async () => {
    const noFiles = new FormData();
    noFiles.append('bucket-id', 'default');
    let res = await storageCall(app, 'POST', '/files', { caller: alice, body: noFiles });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('file[] not found in the form');
    expect(res.headers.get('x-error')).toBe('file[] not found in the form');

    const mismatch = new FormData();
    mismatch.append('file[]', new Blob(['a']), 'a.txt');
    mismatch.append('file[]', new Blob(['b']), 'b.txt');
    mismatch.append('metadata[]', '{}');
    res = await storageCall(app, 'POST', '/files', { caller: alice, body: mismatch });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: 'file[] and metadata[] must have the same number of parts',
      data: { files: 2, metadata: 1 },
    });

    const badJson = new FormData();
    badJson.append('file[]', new Blob(['a']), 'a.txt');
    badJson.append('metadata[]', '{not json');
    res = await storageCall(app, 'POST', '/files', { caller: alice, body: badJson });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('metadata[0] is not valid JSON');

    res = await storageCall(app, 'POST', '/files', {
      caller: alice,
      body: JSON.stringify({ file: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('the request must be multipart/form-data');

    res = await storageCall(app, 'POST', '/files', {
      caller: alice,
      body: '--b\r\nContent-Disposition: form-data; name="file[]"; filename="a"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^bad multipart form/);

    res = await upload(app, alice, [{ bytes: 'x', metadata: { id: 'not-a-uuid' } }]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid file id');

    // Nothing of the refused requests was kept.
    expect(await testDb.db.select().from(files)).toEqual([]);
  });

  it('answers 404 for an unknown bucket and 400 for an id already taken', async () => {
    let res = await upload(app, alice, [{ bytes: 'x' }], 'no-such-bucket');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('bucket not found');

    const file = await uploadOne(app, alice, { bytes: 'x' });
    res = await upload(app, bob, [{ bytes: 'y', metadata: { id: file.id } }]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('a file with this id already exists');
    // Bob's attempt did not touch Alice's file.
    expect(
      (await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice })).bytes.toString(),
    ).toBe('x');
  });

  it('refuses signed-out callers (403) and bad credentials (401)', async () => {
    let res = await upload(app, null, [{ bytes: 'x' }]);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('you are not authorized');
    expect(res.headers.get('x-error')).toBe('you are not authorized');

    res = await storageCall(app, 'POST', '/files', {
      body: new FormData(),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.status).toBe(401);
    res = await storageCall(app, 'POST', '/files', {
      body: new FormData(),
      headers: { 'x-hasura-admin-secret': 'wrong-secret' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid admin secret');
  });

  it('lets the admin secret upload (no uploader) and act as a user', async () => {
    const asAdmin = await uploadOne(app, 'admin', { bytes: 'by admin' });
    expect(asAdmin.uploadedByUserId).toBeUndefined();
    const res = await storageCall(app, 'POST', '/files', {
      body: (() => {
        const form = new FormData();
        form.append('file[]', new Blob(['for alice']), 'a.txt');
        return form;
      })(),
      headers: {
        'x-hasura-admin-secret': ADMIN_SECRET,
        'x-hasura-role': 'user',
        'x-hasura-user-id': alice.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.processedFiles[0].uploadedByUserId).toBe(alice.id);
  });
});

describe('bucket limits', () => {
  it('refuses a file over the bucket maximum with 400 and {filename, size, maxSize}', async () => {
    const big = new Uint8Array(10_000_001);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(
      app,
      alice,
      [{ bytes: big, type: 'image/jpeg', filename: 'big.jpg' }],
      'receipts',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: 'file too big',
      data: { filename: 'big.jpg', size: 10_000_001, maxSize: 10_000_000 },
    });
  });

  it('refuses a file under the bucket minimum with {filename, size, minSize}', async () => {
    const res = await upload(app, alice, [{ bytes: '', filename: 'empty.txt' }]);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: 'file too small',
      data: { filename: 'empty.txt', size: 0, minSize: 1 },
    });
  });

  it('takes receipts only as images or PDF, judged by their bytes', async () => {
    const png = await testImage(8, 8);
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const ok = await upload(
      app,
      alice,
      [
        { bytes: png, type: 'image/png', filename: 'r.png' },
        { bytes: pdf, type: 'application/pdf', filename: 'r.pdf' },
        // A photo labelled with a generic type is stored as what it is.
        { bytes: await testImage(8, 8, 'jpeg'), type: '', filename: 'r' },
      ],
      'receipts',
    );
    expect(ok.status).toBe(201);
    expect(ok.body.processedFiles.map((f: { mimeType: string }) => f.mimeType)).toEqual([
      'image/png',
      'application/pdf',
      'image/jpeg',
    ]);

    let res = await upload(app, alice, [{ bytes: 'just text', type: 'text/plain' }], 'receipts');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('file type text/plain is not allowed in this bucket');

    // HTML dressed up as a PDF is not a PDF.
    res = await upload(
      app,
      alice,
      [
        {
          bytes: '<html><script>alert(1)</script></html>',
          type: 'application/pdf',
          filename: 'x.pdf',
        },
      ],
      'receipts',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('the content of x.pdf is not a valid application/pdf file');
  });

  it('keeps the files stored before a refusal in the same batch and reports them', async () => {
    await addBucket({ id: 'tiny', maxUploadFileSize: 5 });
    const res = await upload(
      app,
      alice,
      [
        { bytes: 'ok', filename: 'first.txt' },
        { bytes: 'far too long', filename: 'second.txt' },
        { bytes: 'ok', filename: 'third.txt' },
      ],
      'tiny',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: 'file too big',
      data: { filename: 'second.txt', size: 12, maxSize: 5 },
    });
    expect(res.body.processedFiles).toHaveLength(1);
    expect(res.body.processedFiles[0].name).toBe('first.txt');
    const rows = await testDb.db.select().from(files);
    expect(rows.map((r) => r.name)).toEqual(['first.txt']);
  });

  it('refuses a part over STORAGE_MAX_UPLOAD_BYTES whatever the bucket allows', async () => {
    const limited = createTestApp(testDb.db, { ...env, STORAGE_MAX_UPLOAD_BYTES: '1000' });
    const res = await upload(limited, alice, [{ bytes: new Uint8Array(5000), filename: 'z.bin' }]);
    // Refused either by the app's body limit (413, when it runs first) or by the storage
    // parser, which keeps at most the limit of a part (multipart.test.ts); nothing is stored.
    expect([400, 413]).toContain(res.status);
    if (res.status === 400) {
      expect(res.body.error.data).toMatchObject({ filename: 'z.bin', maxSize: 1000 });
      expect(res.body.error.data.size).toBeLessThanOrEqual(1000);
    }
    expect(await testDb.db.select().from(files)).toEqual([]);
  });
});

describe('permissions', () => {
  it('shows a file to its uploader and the admin secret only, by default', async () => {
    const file = await uploadOne(app, alice, { bytes: 'private' });
    expect((await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice })).status).toBe(
      200,
    );
    expect((await storageCall(app, 'GET', `/files/${file.id}`, { caller: 'admin' })).status).toBe(
      200,
    );

    for (const caller of [bob, null]) {
      const res = await storageCall(app, 'GET', `/files/${file.id}`, { caller });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('File does not exist');
      expect(
        (await storageCall(app, 'GET', `/files/${file.id}/presignedurl`, { caller })).status,
      ).toBe(404);
      expect((await storageCall(app, 'DELETE', `/files/${file.id}`, { caller })).status).toBe(404);
    }
    // The admin acting as Bob sees what Bob sees.
    const impersonated = await storageCall(app, 'GET', `/files/${file.id}`, {
      headers: {
        'x-hasura-admin-secret': ADMIN_SECRET,
        'x-hasura-role': 'user',
        'x-hasura-user-id': bob.id,
      },
    });
    expect(impersonated.status).toBe(404);
  });

  it('widens reading by a registered bucket rule, never writing', async () => {
    await addBucket({ id: 'shared-test' });
    const unregister = deps.fileRules.allowReading('shared-test', async (_db, auth, file) => {
      return auth.userId !== null && file.metadata?.viewer === auth.userId;
    });
    try {
      const file = await uploadOne(
        app,
        alice,
        { bytes: 'for bob', metadata: { metadata: { viewer: bob.id } } },
        'shared-test',
      );
      const carol = await signedInUser(testDb.db, { email: 'carol@example.com' });
      expect((await storageCall(app, 'GET', `/files/${file.id}`, { caller: bob })).status).toBe(
        200,
      );
      expect((await storageCall(app, 'GET', `/files/${file.id}`, { caller: carol })).status).toBe(
        404,
      );
      expect((await storageCall(app, 'GET', `/files/${file.id}`, { caller: null })).status).toBe(
        404,
      );
      expect(
        (await storageCall(app, 'GET', `/files/${file.id}/presignedurl`, { caller: bob })).status,
      ).toBe(200);

      const del = await storageCall(app, 'DELETE', `/files/${file.id}`, { caller: bob });
      expect(del.status).toBe(403);
      expect(del.body.error.message).toBe('you are not authorized');

      // The same kind of file in a bucket without a rule stays with its uploader.
      const plain = await uploadOne(app, alice, {
        bytes: 'x',
        metadata: { metadata: { viewer: bob.id } },
      });
      expect((await storageCall(app, 'GET', `/files/${plain.id}`, { caller: bob })).status).toBe(
        404,
      );
    } finally {
      unregister();
    }
  });

  it('keeps a file frozen by its bucket rule: no replacing, no deleting, for anyone', async () => {
    await addBucket({ id: 'frozen-test' });
    const unregister = deps.fileRules.freezeWith('frozen-test', async (_db, file) =>
      file.metadata?.locked ? 'This file is locked' : null,
    );
    try {
      const locked = await uploadOne(
        app,
        alice,
        { bytes: 'kept', metadata: { metadata: { locked: true } } },
        'frozen-test',
      );
      for (const caller of [alice, 'admin'] as const) {
        const form = new FormData();
        form.append('file', new Blob(['changed'], { type: 'text/plain' }), 'new.txt');
        const put = await storageCall(app, 'PUT', `/files/${locked.id}`, { caller, body: form });
        expect(put.status).toBe(409);
        expect(put.body.error.message).toBe('This file is locked');
        expect(put.headers.get('x-error')).toBe('This file is locked');
        expect((await storageCall(app, 'DELETE', `/files/${locked.id}`, { caller })).status).toBe(
          409,
        );
      }
      const read = await storageCall(app, 'GET', `/files/${locked.id}`, { caller: alice });
      expect(read.bytes.toString()).toBe('kept');

      const open = await uploadOne(app, alice, { bytes: 'free' }, 'frozen-test');
      expect(
        (await storageCall(app, 'DELETE', `/files/${open.id}`, { caller: alice })).status,
      ).toBe(204);
    } finally {
      unregister();
    }
  });

  it('answers 400 Invalid file id and 404 File does not exist', async () => {
    let res = await storageCall(app, 'GET', '/files/not-a-uuid', { caller: alice });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid file id');
    expect(res.headers.get('x-error')).toBe('Invalid file id');
    res = await storageCall(app, 'GET', '/files/8a1f0c7e-51a4-4b57-9d0e-2c1a55b0e7d2', {
      caller: alice,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('File does not exist');
  });

  it('answers 403 for a file whose bytes never arrived', async () => {
    const [row] = await testDb.db
      .insert(files)
      .values({ name: 'pending', uploadedBy: alice.id, isUploaded: false })
      .returning();
    const res = await storageCall(app, 'GET', `/files/${row!.id}`, { caller: alice });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('file not uploaded');
  });
});

describe('GET and HEAD /files/{id}', () => {
  it('sends the download headers of the file and its bucket', async () => {
    const png = await testImage(6, 6);
    const file = await uploadOne(
      app,
      alice,
      { bytes: png, type: 'image/png', filename: 'my receipt.png' },
      'receipts',
    );
    const res = await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(png)).toBe(true);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      etag: sha(png),
      'last-modified': new Date(file.updatedAt).toUTCString(),
      'cache-control': 'private, max-age=3600',
      'surrogate-control': 'private, max-age=3600',
      'surrogate-key': file.id,
      'content-disposition': 'inline; filename="my+receipt.png"',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });

    const head = await storageCall(app, 'HEAD', `/files/${file.id}`, { caller: alice });
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.get('content-length')).toBe(String(png.length));
    expect(head.headers.get('etag')).toBe(sha(png));
  });

  it('runs uploaded HTML in a sandbox, not as a page of the site', async () => {
    const file = await uploadOne(app, alice, { bytes: '<script>x</script>', type: 'text/html' });
    const res = await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice });
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(
      (await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice })).headers.get(
        'cache-control',
      ),
    ).toBe('max-age=3600');
  });

  it('serves byte ranges', async () => {
    const file = await uploadOne(app, alice, { bytes: 'hello world' });
    const get = (range: string, extra: Record<string, string> = {}) =>
      storageCall(app, 'GET', `/files/${file.id}`, { caller: alice, headers: { range, ...extra } });

    let res = await get('bytes=0-4');
    expect(res.status).toBe(206);
    expect(res.bytes.toString()).toBe('hello');
    expect(res.headers.get('content-range')).toBe('bytes 0-4/11');
    expect(res.headers.get('content-length')).toBe('5');

    res = await get('bytes=-5');
    expect(res.status).toBe(206);
    expect(res.bytes.toString()).toBe('world');

    res = await get('bytes=6-');
    expect(res.bytes.toString()).toBe('world');

    res = await get('bytes=50-60');
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */11');

    // Several ranges, or an If-Range naming another version: the whole file.
    res = await get('bytes=0-1,5-6');
    expect(res.status).toBe(200);
    expect(res.bytes.toString()).toBe('hello world');
    res = await get('bytes=0-4', { 'if-range': '"old"' });
    expect(res.status).toBe(200);
    res = await get('bytes=0-4', { 'if-range': file.etag });
    expect(res.status).toBe(206);
  });

  it('answers conditional requests with 304 and 412', async () => {
    const file = await uploadOne(app, alice, { bytes: 'cache me' });
    const get = (headers: Record<string, string>) =>
      storageCall(app, 'GET', `/files/${file.id}`, { caller: alice, headers });
    const later = new Date(Date.parse(file.updatedAt) + 60_000).toUTCString();
    const earlier = new Date(Date.parse(file.updatedAt) - 60_000).toUTCString();

    let res = await get({ 'if-none-match': file.etag });
    expect(res.status).toBe(304);
    expect(res.bytes.length).toBe(0);
    expect(res.headers.get('etag')).toBe(file.etag);
    expect((await get({ 'if-none-match': '"other", W/' + file.etag })).status).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get({ 'if-modified-since': later })).status).toBe(304);
    expect((await get({ 'if-modified-since': earlier })).status).toBe(200);

    res = await get({ 'if-match': '"other"' });
    expect(res.status).toBe(412);
    expect((await get({ 'if-match': file.etag })).status).toBe(200);
    expect((await get({ 'if-match': '*' })).status).toBe(200);
    expect((await get({ 'if-unmodified-since': earlier })).status).toBe(412);
    expect((await get({ 'if-unmodified-since': later })).status).toBe(200);
  });
});

describe('image transformations', () => {
  let image: { id: string; etag: string };
  let original: Buffer;
  beforeEach(async () => {
    original = await testImage(40, 20);
    image = await uploadOne(app, alice, {
      bytes: original,
      type: 'image/png',
      filename: 'pic.png',
    });
  });
  const get = (params: string, headers: Record<string, string> = {}) =>
    storageCall(app, 'GET', `/files/${image.id}?${params}`, { caller: alice, headers });
  const meta = (bytes: Buffer) => sharp(bytes).metadata();

  it('fits the image in the w/h box, keeping its aspect, never enlarging', async () => {
    let res = await get('w=10');
    expect(res.status).toBe(200);
    expect(await meta(res.bytes)).toMatchObject({ width: 10, height: 5, format: 'png' });
    expect(res.headers.get('content-length')).toBe(String(res.bytes.length));
    res = await get('h=4');
    expect(await meta(res.bytes)).toMatchObject({ width: 8, height: 4 });
    res = await get('w=10&h=10');
    expect(await meta(res.bytes)).toMatchObject({ width: 10, height: 5 });
    res = await get('w=400');
    expect(await meta(res.bytes)).toMatchObject({ width: 40, height: 20 });
  });

  it('converts to the asked format and names the file after it', async () => {
    for (const [f, format, mime] of [
      ['webp', 'webp', 'image/webp'],
      ['jpeg', 'jpeg', 'image/jpeg'],
      ['avif', 'heif', 'image/avif'],
    ] as const) {
      const res = await get(`f=${f}&q=60`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(mime);
      expect((await meta(res.bytes)).format).toBe(format);
      expect(res.headers.get('content-disposition')).toBe(
        `inline; filename="pic.png.${f === 'jpeg' ? 'jpg' : f}"`,
      );
    }
    const same = await get('f=same&w=20');
    expect(same.headers.get('content-type')).toBe('image/png');
    expect(same.headers.get('content-disposition')).toBe('inline; filename="pic.png"');
  });

  it('picks the format from Accept with f=auto: avif, then webp, jpeg, png', async () => {
    const pick = async (accept: string) =>
      (await get('f=auto', { accept })).headers.get('content-type');
    expect(await pick('image/avif,image/webp,*/*')).toBe('image/avif');
    expect(await pick('image/webp,image/png')).toBe('image/webp');
    expect(await pick('image/jpeg;q=0.9')).toBe('image/jpeg');
    expect(await pick('*/*')).toBe('image/png');
  });

  it('blurs with b and lowers quality with q', async () => {
    const stripes = await uploadOne(app, alice, {
      bytes: await stripedImage(32, 8),
      type: 'image/png',
    });
    const raw = async (params: string) => {
      const res = await storageCall(app, 'GET', `/files/${stripes.id}?${params}`, {
        caller: alice,
      });
      return sharp(res.bytes).raw().toBuffer();
    };
    expect((await raw('b=3')).equals(await raw('f=png'))).toBe(false);

    const photo = await uploadOne(app, alice, {
      bytes: await stripedImage(64, 64),
      type: 'image/png',
    });
    const size = async (q: number) =>
      (await storageCall(app, 'GET', `/files/${photo.id}?f=jpeg&q=${q}`, { caller: alice })).bytes
        .length;
    expect(await size(5)).toBeLessThan(await size(95));
  });

  it('gives a transformed image its own ETag, honoured by If-None-Match', async () => {
    const res = await get('w=10');
    const etag = res.headers.get('etag')!;
    expect(etag).not.toBe(image.etag);
    expect(etag.startsWith(image.etag.slice(0, -1))).toBe(true);
    expect((await get('w=10', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('w=11', { 'if-none-match': etag })).status).toBe(200);
  });

  it('ignores Range when transforming', async () => {
    const res = await get('w=10', { range: 'bytes=0-3' });
    expect(res.status).toBe(200);
    expect((await meta(res.bytes)).width).toBe(10);
  });

  it('refuses bad parameters and files that are not such images with 400', async () => {
    let res = await get('f=gif');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'format must be one of: same, webp, png, jpeg, avif, auto. Got: gif',
    );
    for (const bad of ['w=0', 'h=-1', 'w=abc', 'q=0', 'q=101', 'b=-1']) {
      expect((await get(bad)).status).toBe(400);
    }
    const text = await uploadOne(app, alice, { bytes: 'not an image' });
    res = await storageCall(app, 'GET', `/files/${text.id}?w=10`, { caller: alice });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "image manipulation features are not supported for 'text/plain'",
    );
  });
});

describe('PUT /files/{id}', () => {
  const replaceForm = (bytes: string, metadata?: object, type = 'text/plain') => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), 'new.txt');
    if (metadata) form.append('metadata', JSON.stringify(metadata));
    return form;
  };

  it('replaces the bytes and metadata under the same id', async () => {
    const file = await uploadOne(app, alice, { bytes: 'version one', filename: 'v1.txt' });
    const res = await storageCall(app, 'PUT', `/files/${file.id}`, {
      caller: alice,
      body: replaceForm('version two!', { name: 'v2.txt', metadata: { rev: 2 } }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: file.id,
      name: 'v2.txt',
      size: 12,
      etag: sha('version two!'),
      metadata: { rev: 2 },
      uploadedByUserId: alice.id,
    });
    const after = await storageCall(app, 'GET', `/files/${file.id}`, {
      caller: alice,
      headers: { 'if-none-match': file.etag },
    });
    expect(after.status).toBe(200);
    expect(after.bytes.toString()).toBe('version two!');
  });

  it('lets only the uploader and admin replace, within the bucket limits', async () => {
    const file = await uploadOne(
      app,
      alice,
      { bytes: await testImage(4, 4), type: 'image/png' },
      'receipts',
    );
    expect(
      (await storageCall(app, 'PUT', `/files/${file.id}`, { caller: bob, body: replaceForm('x') }))
        .status,
    ).toBe(404);

    const refused = await storageCall(app, 'PUT', `/files/${file.id}`, {
      caller: alice,
      body: replaceForm('text is no receipt'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('file type text/plain is not allowed in this bucket');
    // The stored receipt is untouched.
    expect(
      (await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice })).headers.get('etag'),
    ).toBe(file.etag);

    const missing = await storageCall(app, 'PUT', `/files/${file.id}`, {
      caller: alice,
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('file not found in the form');

    const byAdmin = await storageCall(app, 'PUT', `/files/${file.id}`, {
      caller: 'admin',
      body: replaceForm('%PDF-1.4\n%%EOF', undefined, 'application/pdf'),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.mimeType).toBe('application/pdf');
  });
});

describe('DELETE /files/{id}', () => {
  it('removes the metadata and the bytes, answering 204', async () => {
    const file = await uploadOne(app, alice, { bytes: 'bye' });
    const path = join(storageDir(), 'files', file.id);
    expect(existsSync(path)).toBe(true);
    const res = await storageCall(app, 'DELETE', `/files/${file.id}`, { caller: alice });
    expect(res.status).toBe(204);
    expect(res.bytes.length).toBe(0);
    expect(existsSync(path)).toBe(false);
    expect((await storageCall(app, 'GET', `/files/${file.id}`, { caller: alice })).status).toBe(
      404,
    );
    expect((await storageCall(app, 'DELETE', `/files/${file.id}`, { caller: alice })).status).toBe(
      404,
    );
  });

  it('lets the admin delete any file', async () => {
    const file = await uploadOne(app, alice, { bytes: 'bye' });
    expect(
      (await storageCall(app, 'DELETE', `/files/${file.id}`, { caller: 'admin' })).status,
    ).toBe(204);
  });
});

describe('presigned URLs', () => {
  it('hands out a link that downloads without credentials until it expires', async () => {
    const png = await testImage(20, 10);
    const file = await uploadOne(app, alice, { bytes: png, type: 'image/png' });
    const res = await storageCall(app, 'GET', `/files/${file.id}/presignedurl`, { caller: alice });
    expect(res.status).toBe(200);
    expect(res.body.expiration).toBe(30);
    const url = new URL(res.body.url);
    expect(url.pathname).toBe(`/v1/storage/files/${file.id}/presignedurl/contents`);
    expect([...url.searchParams.keys()].sort()).toEqual(
      [
        'X-Amz-Algorithm',
        'X-Amz-Checksum-Mode',
        'X-Amz-Credential',
        'X-Amz-Date',
        'X-Amz-Expires',
        'X-Amz-Signature',
        'X-Amz-SignedHeaders',
        'x-id',
      ].sort(),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('30');

    const contents = await app.request(`${url.pathname}${url.search}`);
    expect(contents.status).toBe(200);
    expect(Buffer.from(await contents.arrayBuffer()).equals(png)).toBe(true);

    // Image and range parameters ride along outside the signature.
    const small = await app.request(`${url.pathname}${url.search}&w=10`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(10);
    const part = await app.request(`${url.pathname}${url.search}`, {
      headers: { range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
  });

  it('builds the link on PUBLIC_URL when it is set', async () => {
    const site = createTestApp(testDb.db, { ...env, PUBLIC_URL: 'https://tiix.example' });
    const file = await uploadOne(site, alice, { bytes: 'x' });
    const res = await storageCall(site, 'GET', `/files/${file.id}/presignedurl`, { caller: alice });
    expect(res.body.url).toMatch(
      new RegExp(`^https://tiix\\.example/v1/storage/files/${file.id}/presignedurl/contents\\?`),
    );
  });

  it('uses the bucket download_expiration and refuses expired and tampered links', async () => {
    const file = await uploadOne(
      app,
      alice,
      { bytes: await testImage(4, 4), type: 'image/png' },
      'receipts',
    );
    const other = await uploadOne(app, alice, { bytes: 'other' });
    const res = await storageCall(app, 'GET', `/files/${file.id}/presignedurl`, { caller: alice });
    expect(res.body.expiration).toBe(300);
    const url = new URL(res.body.url);

    const refused = async (path: string, message: string) => {
      const r = await app.request(path);
      expect(r.status).toBe(403);
      expect(((await r.json()) as { error: { message: string } }).error.message).toBe(message);
      expect(r.headers.get('x-error')).toBe(message);
    };
    const tamper = (name: string, value: string) => {
      const params = new URLSearchParams(url.search);
      params.set(name, value);
      return `${url.pathname}?${params.toString()}`;
    };
    const badSignature = 'the signature of this URL is not valid';
    await refused(tamper('X-Amz-Signature', '0'.repeat(64)), badSignature);
    await refused(tamper('X-Amz-Expires', '999999'), badSignature);
    await refused(tamper('X-Amz-Date', '20990101T000000Z'), badSignature);
    await refused(`${url.pathname}`, badSignature);
    // The same signature does not open another file.
    await refused(`/v1/storage/files/${other.id}/presignedurl/contents${url.search}`, badSignature);

    const stale = await presignQuery(testConfig(env), file.id, 300, new Date(Date.now() - 301_000));
    await refused(`${url.pathname}?${stale.toString()}`, 'this URL has expired');
    const fresh = await presignQuery(testConfig(env), file.id, 300, new Date(Date.now() - 290_000));
    expect((await app.request(`${url.pathname}?${fresh.toString()}`)).status).toBe(200);
  });

  it('is refused with 403 when the bucket disables presigned URLs, links included', async () => {
    await addBucket({ id: 'no-links' });
    const file = await uploadOne(app, alice, { bytes: 'x' }, 'no-links');
    const link = await storageCall(app, 'GET', `/files/${file.id}/presignedurl`, { caller: alice });
    expect(link.status).toBe(200);
    await testDb.db
      .update(buckets)
      .set({ presignedUrlsEnabled: false })
      .where(eq(buckets.id, 'no-links'));
    const res = await storageCall(app, 'GET', `/files/${file.id}/presignedurl`, { caller: alice });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'presigned URLs are not enabled on the bucket where this file is located in',
    );
    const url = new URL(link.body.url);
    expect((await app.request(`${url.pathname}${url.search}`)).status).toBe(403);
  });
});

describe('a failing store', () => {
  it('leaves no metadata row behind when the bytes cannot be stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tiix-failing-store-'));
    const path = join(dir, 'part');
    await writeFile(path, 'bytes');
    // The one stand-in here: a store whose disk or bucket refuses the write.
    const store: BlobStore = {
      kind: 'disk',
      put: async () => {
        throw new Error('disk full');
      },
      get: async () => null,
      delete: async () => {},
      list: async () => [],
    };
    const config = testConfig(env);
    const ctx = {
      config,
      db: testDb.db,
      logger: createLogger('silent'),
      store,
      rateLimits: new MemoryRateLimitStore(),
      fileRules: new FileRules(),
    };
    const form = {
      fields: new Map<string, string[]>(),
      files: [
        {
          field: 'file[]',
          filename: 'a.txt',
          mimeType: 'text/plain',
          path,
          size: 5,
          sha256: 'x',
          truncated: false,
        },
      ],
      cleanup: async () => {},
    };
    const auth = {
      userId: alice.id,
      role: 'user',
      allowedRoles: ['user'],
      isAnonymous: false,
      isAdmin: false,
      elevated: false,
    };
    await expect(uploadFiles(ctx, auth, form)).rejects.toThrow('disk full');
    expect(await testDb.db.select().from(files)).toEqual([]);
  });
});

describe('persistence and maintenance', () => {
  afterEach(async () => {
    await rm(join(storageDir(), 'files', '0b5f7a3c-9d8e-4f21-8a6b-3c2d1e0f9a87'), { force: true });
  });

  it('serves files stored by another app instance over the same DATA_DIR', async () => {
    const file = await uploadOne(app, alice, { bytes: 'kept on disk' });
    const second = createTestApp(testDb.db, env);
    const res = await storageCall(second, 'GET', `/files/${file.id}`, { caller: alice });
    expect(res.status).toBe(200);
    expect(res.bytes.toString()).toBe('kept on disk');
  });

  it('lists and deletes orphans, broken metadata and unfinished uploads (admin only)', async () => {
    const orphan = '0b5f7a3c-9d8e-4f21-8a6b-3c2d1e0f9a87';
    const kept = await uploadOne(app, alice, { bytes: 'kept' });
    const broken = await uploadOne(app, alice, { bytes: 'bytes lost' });
    await rm(join(storageDir(), 'files', broken.id));
    await writeFile(join(storageDir(), 'files', orphan), 'no metadata');
    const [pending] = await testDb.db
      .insert(files)
      .values({ name: 'pending.txt', uploadedBy: alice.id })
      .returning();

    const ops = (name: string, caller: 'admin' | Caller | null = 'admin') =>
      storageCall(app, 'POST', `/ops/${name}`, { caller });
    expect((await ops('list-orphans', alice)).status).toBe(403);
    expect((await ops('list-orphans', null)).status).toBe(403);

    expect((await ops('list-orphans')).body.files).toContain(orphan);
    expect((await ops('list-orphans')).body.files).not.toContain(kept.id);
    expect((await ops('list-broken-metadata')).body.metadata).toEqual([
      { id: broken.id, name: broken.name, bucketId: 'default', isUploaded: true },
    ]);
    expect((await ops('list-not-uploaded')).body.metadata).toEqual([
      { id: pending!.id, name: 'pending.txt', bucketId: 'default', isUploaded: false },
    ]);

    expect((await ops('delete-orphans')).body.files).toContain(orphan);
    expect(existsSync(join(storageDir(), 'files', orphan))).toBe(false);
    expect((await ops('delete-broken-metadata')).body.metadata).toHaveLength(1);
    expect((await ops('list-broken-metadata')).body.metadata).toEqual([]);
    expect((await storageCall(app, 'GET', `/files/${kept.id}`, { caller: alice })).status).toBe(
      200,
    );
  });

  it('answers GET /version', async () => {
    const res = await storageCall(app, 'GET', '/version');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ buildVersion: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
