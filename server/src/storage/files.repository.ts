import { count, eq, inArray, sql } from 'drizzle-orm';
import { pgError } from '../auth/users.repository.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/auth.js';
import { buckets, files } from '../db/schema/storage.js';
import { storageError } from './errors.js';

// The only storage code that touches Drizzle tables.

export type BucketRow = typeof buckets.$inferSelect;
export type FileRow = typeof files.$inferSelect;

export async function findBucket(db: Database, id: string): Promise<BucketRow | undefined> {
  const [row] = await db.select().from(buckets).where(eq(buckets.id, id));
  return row;
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export interface NewFileRow {
  id?: string;
  bucketId: string;
  name: string;
  mimeType: string;
  uploadedBy: string | null;
  metadata: Record<string, unknown> | null;
  /** Set when known before the bytes are stored, so the row reserves them in the quota. */
  size?: number;
}

/**
 * Inserts the metadata of a file whose bytes are not stored yet (is_uploaded false). A taken id
 * or an uploader who is not a user is the caller's mistake: StorageError 400.
 */
export async function insertPendingFile(db: Database, values: NewFileRow): Promise<FileRow> {
  try {
    const [row] = await db
      .insert(files)
      .values({ ...values, isUploaded: false })
      .returning();
    return row!;
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === '23505') throw storageError(400, 'a file with this id already exists');
    if (pg?.code === '23503') throw storageError(400, 'the uploading user does not exist');
    throw err;
  }
}

/** What a user stores: bytes and files. */
export interface Usage {
  bytes: number;
  files: number;
}

/**
 * What the user stores. Every row they uploaded counts, finished or not: a pending row has its
 * size set before the bytes are stored, so an upload in progress already holds its place. Read
 * alone (without the lock below) it only serves to refuse early, never to admit.
 */
export async function usageOf(db: Database, userId: string): Promise<Usage> {
  const [row] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.uploadedBy, userId));
  return { files: Number(row!.files), bytes: Number(row!.bytes) };
}

/**
 * Runs `work` on the user's usage with their users row locked until it commits, so one user's
 * quota checks take turns: two parallel uploads cannot both pass on the same count. The lock is
 * held for the check and the reservation only, never while bytes are stored.
 */
function withUsageLocked<T>(
  db: Database,
  userId: string,
  work: (tx: Database, used: Usage) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return work(tx, await usageOf(tx, userId));
  });
}

export interface Quota {
  bytes: number;
  files: number;
}

/** The pending row, or what the user stores when one more file of that size would not fit. */
export type QuotaOutcome<T> = { ok: T } | { full: Usage };

/** Inserts the pending row of a new file of `values.size` bytes if it fits `quota`. */
export async function insertPendingFileWithinQuota(
  db: Database,
  values: NewFileRow & { uploadedBy: string; size: number },
  quota: Quota,
): Promise<QuotaOutcome<FileRow>> {
  return withUsageLocked(db, values.uploadedBy, async (tx, used) => {
    if (used.files + 1 > quota.files || used.bytes + values.size > quota.bytes) {
      return { full: used };
    }
    return { ok: await insertPendingFile(tx, values) };
  });
}

/**
 * Reserves what replacing `file` with `size` bytes adds to the uploader's storage, if it fits
 * `quota`: a pending row holding the growth (marked `{replacing: id}`), which the caller deletes
 * once the new bytes are recorded. Null when the file does not grow.
 */
export async function reserveReplacementWithinQuota(
  db: Database,
  userId: string,
  file: FileRow,
  size: number,
  quota: Quota,
): Promise<QuotaOutcome<string | null>> {
  return withUsageLocked(db, userId, async (tx, used) => {
    const [current] = await tx
      .select({ size: files.size })
      .from(files)
      .where(eq(files.id, file.id));
    const growth = size - (current?.size ?? 0);
    if (growth <= 0) return { ok: null };
    if (used.bytes + growth > quota.bytes) return { full: used };
    const reservation = await insertPendingFile(tx, {
      bucketId: file.bucketId,
      name: file.name ?? 'file',
      mimeType: file.mimeType ?? 'application/octet-stream',
      uploadedBy: userId,
      metadata: { replacing: file.id },
      size: growth,
    });
    return { ok: reservation.id };
  });
}

export interface StoredBytes {
  size: number;
  etag: string;
  mimeType: string;
  name?: string;
  metadata?: Record<string, unknown> | null;
}

/** Records that the bytes are stored (after an upload or a replacement). */
export async function markUploaded(db: Database, id: string, bytes: StoredBytes): Promise<FileRow> {
  const [row] = await db
    .update(files)
    .set({ ...bytes, isUploaded: true, updatedAt: new Date() })
    .where(eq(files.id, id))
    .returning();
  return row!;
}

export async function deleteFileRow(db: Database, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export type FileSummaryRow = Pick<FileRow, 'id' | 'name' | 'bucketId' | 'isUploaded'>;

export async function listFileSummaries(db: Database): Promise<FileSummaryRow[]> {
  return db
    .select({
      id: files.id,
      name: files.name,
      bucketId: files.bucketId,
      isUploaded: files.isUploaded,
    })
    .from(files)
    .orderBy(files.createdAt, files.id);
}

export async function deleteFileRows(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(files).where(inArray(files.id, ids));
}
