// Finding 14: a guest session could fill the disk. Anyone could sign in anonymously and upload
// without limit; signed-in users had no quota of bytes or files, and no upload rate.
import { count, eq, sum } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { files } from '../db/schema/storage.js';
import { setupTestDatabase } from '../testing/db.js';
import { makeUser, securityApp, send } from './helpers.js';

const testDb = setupTestDatabase();
const MiB = 1024 * 1024;

interface StorageBody {
  processedFiles?: { id: string; size: number }[];
  error?: { message: string; data?: Record<string, unknown> };
}

/** A multipart upload of `sizes.length` files of those sizes to the default bucket. */
async function upload(app: Hono, token: string, sizes: number[]) {
  const form = new FormData();
  for (const [i, size] of sizes.entries()) {
    form.append('file[]', new Blob([new Uint8Array(size).fill(65 + i)]), `f${i}.bin`);
  }
  const res = await app.request('/v1/storage/files', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as StorageBody };
}

async function replace(app: Hono, token: string, id: string, size: number) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(size).fill(90)]), 'new.bin');
  const res = await app.request(`/v1/storage/files/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as StorageBody };
}

async function stored(userId: string) {
  const [row] = await testDb.db
    .select({ files: count(), bytes: sum(files.size) })
    .from(files)
    .where(eq(files.uploadedBy, userId));
  return { files: row!.files, bytes: Number(row!.bytes ?? 0) };
}

async function guestToken(app: Hono) {
  const res = await send<{ session: { accessToken: string; user: { id: string } } }>(
    app,
    'POST',
    '/v1/auth/signin/anonymous',
    { body: {} },
  );
  expect(res.status).toBe(200);
  return res.body.session;
}

describe('guests', () => {
  it('cannot upload, with a message saying to sign in; nothing is stored', async () => {
    const { app } = securityApp(testDb.db);
    const guest = await guestToken(app);
    for (let i = 0; i < 3; i++) {
      const res = await upload(app, guest.accessToken, [MiB]);
      expect(res.status).toBe(403);
      expect(res.body.error?.message).toBe('Sign in with an account to upload files');
      expect(res.headers.get('x-error')).toBe('Sign in with an account to upload files');
    }
    expect(await stored(guest.user.id)).toEqual({ files: 0, bytes: 0 });
  });
});

describe('signed-in users', () => {
  it('have a quota of bytes: what they already store counts, past it is 413', async () => {
    const { app } = securityApp(testDb.db, { STORAGE_USER_QUOTA_BYTES: String(2.5 * MiB) });
    const user = await makeUser(testDb.db, 'bytes@example.com');
    expect((await upload(app, user.token, [MiB])).status).toBe(201);
    expect((await upload(app, user.token, [MiB])).status).toBe(201);
    const full = await upload(app, user.token, [MiB]);
    expect(full.status).toBe(413);
    expect(full.body.error?.message).toMatch(/storage quota is full/i);
    expect(full.body.error?.data).toMatchObject({ quotaBytes: 2.5 * MiB, usedBytes: 2 * MiB });
    expect(await stored(user.id)).toEqual({ files: 2, bytes: 2 * MiB });

    // A batch stops at the file that does not fit; the ones before it are kept and reported.
    const other = await makeUser(testDb.db, 'batch@example.com');
    const batch = await upload(app, other.token, [MiB, MiB, MiB]);
    expect(batch.status).toBe(413);
    expect(batch.body.processedFiles).toHaveLength(2);
    expect(await stored(other.id)).toEqual({ files: 2, bytes: 2 * MiB });

    // Replacing a file counts the new size instead of the old one.
    const [first] = batch.body.processedFiles!;
    expect((await replace(app, other.token, first!.id, MiB / 2)).status).toBe(200);
    const grown = await replace(app, other.token, first!.id, 2 * MiB);
    expect(grown.status).toBe(413);
    expect(await stored(other.id)).toEqual({ files: 2, bytes: 1.5 * MiB });
  });

  it('have a quota of files', async () => {
    const { app } = securityApp(testDb.db, { STORAGE_USER_QUOTA_FILES: '3' });
    const user = await makeUser(testDb.db, 'count@example.com');
    expect((await upload(app, user.token, [10, 10])).status).toBe(201);
    expect((await upload(app, user.token, [10])).status).toBe(201);
    const full = await upload(app, user.token, [10]);
    expect(full.status).toBe(413);
    expect(full.body.error?.message).toMatch(/storage quota is full/i);
    expect(full.body.error?.data).toMatchObject({ quotaFiles: 3, usedFiles: 3 });
    expect((await stored(user.id)).files).toBe(3);
  });

  it('cannot beat the quota with parallel uploads or replacements', async () => {
    const { app } = securityApp(testDb.db, {
      STORAGE_USER_QUOTA_FILES: '3',
      STORAGE_USER_QUOTA_BYTES: String(3 * MiB),
    });
    const user = await makeUser(testDb.db, 'parallel@example.com');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => upload(app, user.token, [1000])),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 413)).toHaveLength(5);
    expect((await stored(user.id)).files).toBe(3);

    // The three small files each grow to 1.5 MiB, all at once: only one of them fits in 3 MiB.
    const ids = results.flatMap((r) => r.body.processedFiles ?? []).map((f) => f.id);
    const grown = await Promise.all(ids.map((id) => replace(app, user.token, id, 1.5 * MiB)));
    expect(grown.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await stored(user.id)).bytes).toBeLessThanOrEqual(3 * MiB);
  });

  it('have an upload rate: past it is 429 with Retry-After', async () => {
    const { app } = securityApp(testDb.db, { STORAGE_UPLOAD_RATE_LIMIT_BURST: '3' });
    const user = await makeUser(testDb.db, 'rate@example.com');
    for (let i = 0; i < 3; i++) expect((await upload(app, user.token, [10])).status).toBe(201);
    const refused = await upload(app, user.token, [10]);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toMatch(/too many uploads/i);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stored(user.id)).files).toBe(3);
    // Another user has their own count.
    const other = await makeUser(testDb.db, 'rate2@example.com');
    expect((await upload(app, other.token, [10])).status).toBe(201);
  });
});
