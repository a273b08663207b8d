import type { Hono } from 'hono';
import sharp from 'sharp';
import { signAccessToken } from '../../auth/jwt.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { testConfig } from '../../testing/app.js';

// Helpers of the storage tests: users with tokens, multipart uploads, small generated images.

export const ADMIN_SECRET = 'storage-admin-secret';

export interface TestUser {
  id: string;
  token: string;
}

export async function makeUser(db: Database, email: string): Promise<TestUser> {
  const [row] = await db
    .insert(users)
    .values({ email, displayName: email.split('@')[0]!, emailVerified: true })
    .returning({ id: users.id });
  const token = await signAccessToken(testConfig(), {
    userId: row!.id,
    defaultRole: 'user',
    allowedRoles: ['user', 'me'],
    isAnonymous: false,
  });
  return { id: row!.id, token };
}

export type Caller = TestUser | 'admin' | null;

export function authHeaders(caller: Caller): Record<string, string> {
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per route; assertions check them
export type Loose = any;

export async function call(
  app: Hono,
  method: string,
  path: string,
  options: { caller?: Caller; body?: BodyInit; headers?: Record<string, string> } = {},
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
  caller: Caller,
  parts: UploadPart[],
  bucketId?: string,
): Promise<StorageResponse> {
  return call(app, 'POST', '/files', { caller, body: uploadForm(parts, bucketId) });
}

/** Uploads one file and returns its metadata; fails the test if the upload is refused. */
export async function uploadOne(
  app: Hono,
  caller: Caller,
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
