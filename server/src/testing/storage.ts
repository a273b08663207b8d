import type { Hono } from 'hono';
import sharp from 'sharp';
import type { Loose } from './http.js';
import type { Caller } from './users.js';

// The storage routes as a client uses them: multipart uploads, small generated images.

export const ADMIN_SECRET = 'storage-admin-secret';

/** Who calls the storage routes: a user, the admin secret, or nobody. */
export type StorageCaller = Caller | 'admin' | null;

export function authHeaders(caller: StorageCaller): Record<string, string> {
  if (caller === 'admin') return { 'x-hasura-admin-secret': ADMIN_SECRET };
  return caller ? { authorization: `Bearer ${caller.token}` } : {};
}

export interface UploadPart {
  bytes: Uint8Array | string;
  /** The part's Content-Type; '' sends application/octet-stream (a Blob without a type). */
  type?: string;
  filename?: string;
  metadata?: Record<string, unknown>;
}

export function uploadForm(parts: UploadPart[], bucketId?: string): FormData {
  const form = new FormData();
  for (const part of parts) {
    const bytes =
      typeof part.bytes === 'string' ? new TextEncoder().encode(part.bytes) : part.bytes;
    form.append(
      'file[]',
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: part.type ?? 'text/plain' }),
      part.filename ?? 'file.txt',
    );
  }
  if (parts.some((part) => part.metadata)) {
    for (const part of parts) form.append('metadata[]', JSON.stringify(part.metadata ?? {}));
  }
  if (bucketId) form.append('bucket-id', bucketId);
  return form;
}

export interface StorageResponse<T = Loose> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
}

export async function storageCall(
  app: Hono,
  method: string,
  path: string,
  options: { caller?: StorageCaller; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<StorageResponse> {
  const res = await app.request(`/v1/storage${path}`, {
    method,
    headers: { ...authHeaders(options.caller ?? null), ...options.headers },
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown;
  if (res.headers.get('content-type')?.includes('application/json')) {
    body = JSON.parse(bytes.toString('utf8'));
  }
  return { status: res.status, headers: res.headers, body, bytes };
}

export async function upload(
  app: Hono,
  caller: StorageCaller,
  parts: UploadPart[],
  bucketId?: string,
): Promise<StorageResponse> {
  return storageCall(app, 'POST', '/files', { caller, body: uploadForm(parts, bucketId) });
}

/** Uploads one file and returns its metadata; fails the test if the upload is refused. */
export async function uploadOne(
  app: Hono,
  caller: StorageCaller,
  part: UploadPart,
  bucketId?: string,
): Promise<Loose> {
  const res = await upload(app, caller, [part], bucketId);
  if (res.status !== 201)
    throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.processedFiles[0];
}

/** A small solid-colour image. */
export function testImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A two-colour image (a blur changes its pixels, unlike a solid one). */
export function stripedImage(width: number, height: number): Promise<Buffer> {
  const half = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const light = Math.floor((i % width) / 4) % 2 === 0;
    half.fill(light ? 255 : 0, i * 3, i * 3 + 3);
  }
  return sharp(half, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
