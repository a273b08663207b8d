import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../config.js';
import { StorageError } from './errors.js';
import { receiveMultipart } from './multipart.js';

const tmpDir = () => mkdtempSync(join(tmpdir(), 'tiix-multipart-'));

/** A multipart body streamed in small chunks with no length, as a chunked upload arrives. */
function streamedRequest(
  parts: { name: string; filename?: string; type?: string; body: Buffer }[],
) {
  const boundary = 'xBOUNDARYx';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const all = Buffer.concat(chunks);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= all.length) return controller.close();
      controller.enqueue(all.subarray(sent, sent + 512));
      sent += 512;
    },
  });
  const request = new Request('http://localhost/v1/storage/files', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request };
}

describe('receiveMultipart', () => {
  it('streams file parts to temporary files with their size and SHA-256', async () => {
    const dir = tmpDir();
    const { request } = streamedRequest([
      { name: 'bucket-id', body: Buffer.from('receipts') },
      { name: 'file[]', filename: 'a.bin', type: 'image/png', body: Buffer.alloc(3000, 7) },
      { name: 'metadata[]', body: Buffer.from('{"name":"x"}') },
    ]);
    const form = await receiveMultipart(request, {
      tmpDir: dir,
      maxFileBytes: 10_000,
      fileFields: ['file[]'],
    });
    expect(form.fields.get('bucket-id')).toEqual(['receipts']);
    expect(form.fields.get('metadata[]')).toEqual(['{"name":"x"}']);
    expect(form.files).toHaveLength(1);
    const [file] = form.files;
    expect(file).toMatchObject({
      field: 'file[]',
      filename: 'a.bin',
      mimeType: 'image/png',
      size: 3000,
      truncated: false,
      sha256: createHash('sha256').update(Buffer.alloc(3000, 7)).digest('hex'),
    });
    expect((await readFile(file!.path)).equals(Buffer.alloc(3000, 7))).toBe(true);
    await form.cleanup();
    expect(existsSync(file!.path)).toBe(false);
  });

  it('keeps no more than the limit of a longer part and flags it', async () => {
    const dir = tmpDir();
    const { request } = streamedRequest([
      { name: 'file[]', filename: 'big.bin', body: Buffer.alloc(20_000, 1) },
      { name: 'bucket-id', body: Buffer.from('default') },
    ]);
    const form = await receiveMultipart(request, {
      tmpDir: dir,
      maxFileBytes: 1000,
      fileFields: ['file[]'],
    });
    const [file] = form.files;
    expect(file!.truncated).toBe(true);
    expect(file!.size).toBe(1000);
    expect((await stat(file!.path)).size).toBe(1000);
    // The parser read on past the cut part: the field after it still arrived.
    expect(form.fields.get('bucket-id')).toEqual(['default']);
    await form.cleanup();
  });

  it('refuses a form with more files than a batch may have', async () => {
    const parts = Array.from({ length: 101 }, (_, i) => ({
      name: 'file[]',
      filename: `${i}.txt`,
      body: Buffer.from('x'),
    }));
    await expect(
      receiveMultipart(streamedRequest(parts).request, {
        tmpDir: tmpDir(),
        maxFileBytes: 10,
        fileFields: ['file[]'],
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'a form may have at most 100 files and 300 parts',
    });
  });

  it('refuses bodies that are not multipart, or are cut short', async () => {
    const dir = tmpDir();
    const json = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await expect(
      receiveMultipart(json, { tmpDir: dir, maxFileBytes: 10, fileFields: [] }),
    ).rejects.toBeInstanceOf(StorageError);

    const cut = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="file[]"; filename="a"\r\n\r\nabc',
    });
    await expect(
      receiveMultipart(cut, { tmpDir: dir, maxFileBytes: 10, fileFields: ['file[]'] }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('storage configuration', () => {
  it('keeps bytes under DATA_DIR/storage unless an S3 bucket is configured', () => {
    const disk = loadConfig({ DATA_DIR: '/srv/tiix' });
    expect(disk.storage).toEqual({
      dir: '/srv/tiix/storage',
      s3: undefined,
      quota: { bytes: 100 * 1024 * 1024, files: 500 },
      uploadRate: { limit: 30, windowSeconds: 600 },
    });

    const s3 = loadConfig({
      DATA_DIR: '/srv/tiix',
      STORAGE_S3_BUCKET: 'receipts-prod',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'id',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.storage.s3).toEqual({
      bucket: 'receipts-prod',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-west-2',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: '',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_REGION: 'eu-west-1' }).storage.s3,
    ).toMatchObject({ endpoint: undefined, forcePathStyle: false, region: 'eu-west-1' });
  });

  it('reads the per-user quota and upload rate', () => {
    const config = loadConfig({
      STORAGE_USER_QUOTA_BYTES: '1000',
      STORAGE_USER_QUOTA_FILES: '0',
      STORAGE_UPLOAD_RATE_LIMIT_BURST: '5',
      STORAGE_UPLOAD_RATE_LIMIT_INTERVAL: '60',
    });
    expect(config.storage.quota).toEqual({ bytes: 1000, files: 0 });
    expect(config.storage.uploadRate).toEqual({ limit: 5, windowSeconds: 60 });
    expect(() => loadConfig({ STORAGE_USER_QUOTA_BYTES: '-1' })).toThrow(
      /STORAGE_USER_QUOTA_BYTES/,
    );
    expect(() => loadConfig({ STORAGE_UPLOAD_RATE_LIMIT_BURST: '0' })).toThrow(
      /STORAGE_UPLOAD_RATE_LIMIT_BURST/,
    );
  });

  it('refuses half-set S3 keys and a bad endpoint', () => {
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ STORAGE_S3_ENDPOINT: 'ftp://x' })).toThrow(/STORAGE_S3_ENDPOINT/);
  });
});
