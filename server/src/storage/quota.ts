import type { RequestAuth } from '../auth/caller.js';
import { isOverLimit } from '../auth/rate-limit.js';
import { MESSAGES, storageError, type StorageError } from './errors.js';
import {
  deleteFileRow,
  insertPendingFile,
  insertPendingFileWithinQuota,
  reserveReplacementWithinQuota,
  usageOf,
  type FileRow,
  type NewFileRow,
  type Usage,
} from './files.repository.js';
import { quotaHolder, uploadRefusal } from './permissions.js';
import type { StorageContext } from './storage.service.js';

// What one user may upload: no guest sessions, a rate of upload requests, a quota of bytes and
// files over everything they store (STORAGE_USER_QUOTA_*, STORAGE_UPLOAD_RATE_LIMIT_*).

const KiB = 1024;
const MiB = 1024 * KiB;

const readableSize = (bytes: number) =>
  bytes >= MiB
    ? `${Number((bytes / MiB).toFixed(1))} MB`
    : bytes >= KiB
      ? `${Number((bytes / KiB).toFixed(1))} KB`
      : `${bytes} bytes`;

function quotaFull(ctx: StorageContext, used: Usage, filename?: string): StorageError {
  const quota = ctx.config.storage.quota;
  return storageError(
    413,
    `Your storage quota is full: you can keep up to ${readableSize(quota.bytes)} in ${quota.files} files. ` +
      'Delete files you no longer need, then try again.',
    {
      ...(filename !== undefined ? { filename } : {}),
      quotaBytes: quota.bytes,
      usedBytes: used.bytes,
      quotaFiles: quota.files,
      usedFiles: used.files,
    },
  );
}

/**
 * Runs before an upload's body is read, so a refused caller never gets it written to disk: 403
 * for the signed-out and guests, 429 past the user's upload rate, 413 when new files
 * (`addsFiles`) could not fit at all. The quota is checked again, exactly, per file.
 */
export async function admitUpload(
  ctx: StorageContext,
  auth: RequestAuth,
  addsFiles: boolean,
): Promise<void> {
  const refusal = uploadRefusal(auth);
  if (refusal) throw storageError(403, refusal);
  const userId = quotaHolder(auth);
  if (!userId) return;
  if (ctx.config.auth.rateLimit.enabled) {
    const limited = await isOverLimit(
      ctx,
      ctx.rateLimits,
      'storageUploads',
      `user:${userId}`,
      ctx.config.storage.uploadRate,
    );
    if (limited) {
      throw storageError(
        429,
        MESSAGES.tooManyUploads,
        { retryAfter: limited.retryAfter },
        { 'Retry-After': String(limited.retryAfter) },
      );
    }
  }
  if (addsFiles) {
    const used = await usageOf(ctx.db, userId);
    const quota = ctx.config.storage.quota;
    if (used.files >= quota.files || used.bytes >= quota.bytes) throw quotaFull(ctx, used);
  }
}

/**
 * Inserts the pending row of a new file of `size` bytes, counted against the uploader's quota
 * in the same transaction (413 when it does not fit).
 */
export async function insertPendingWithinQuota(
  ctx: StorageContext,
  auth: RequestAuth,
  values: NewFileRow,
  size: number,
): Promise<FileRow> {
  const userId = quotaHolder(auth);
  if (!userId) return insertPendingFile(ctx.db, values);
  const outcome = await insertPendingFileWithinQuota(
    ctx.db,
    { ...values, uploadedBy: userId, size },
    ctx.config.storage.quota,
  );
  if ('full' in outcome) throw quotaFull(ctx, outcome.full, values.name);
  return outcome.ok;
}

/**
 * Holds the room replacing `file` with `size` bytes needs in the uploader's quota (413 when it
 * does not fit) while `work` stores them; the room is given back afterwards, success or not.
 */
export async function withReplacementRoom<T>(
  ctx: StorageContext,
  auth: RequestAuth,
  file: FileRow,
  size: number,
  filename: string,
  work: () => Promise<T>,
): Promise<T> {
  const userId = quotaHolder(auth);
  if (!userId) return work();
  const outcome = await reserveReplacementWithinQuota(
    ctx.db,
    userId,
    file,
    size,
    ctx.config.storage.quota,
  );
  if ('full' in outcome) throw quotaFull(ctx, outcome.full, filename);
  try {
    return await work();
  } finally {
    if (outcome.ok) await deleteFileRow(ctx.db, outcome.ok);
  }
}
