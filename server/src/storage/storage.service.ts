import { z } from 'zod';
import type { RequestAuth } from '../auth/caller.js';
import type { RateLimitStore } from '../auth/rate-limit.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { BlobStore } from './blob-store.js';
import { MESSAGES, StorageError, storageError } from './errors.js';
import {
  deleteFileRow,
  deleteFileRows,
  findBucket,
  findFile,
  listFileSummaries,
  markUploaded,
  type BucketRow,
  type FileRow,
  type FileSummaryRow,
} from './files.repository.js';
import { resolveMimeType } from './mime.js';
import type { ReceivedFile, ReceivedForm } from './multipart.js';
import { canReadFile, canWriteFile, uploadRefusal, type FileRules } from './permissions.js';
import { presignQuery, verifyPresignedQuery } from './presign.js';
import { insertPendingWithinQuota, withReplacementRoom } from './quota.js';

/** What the storage service works with: one per app. */
export interface StorageContext {
  config: Config;
  db: Database;
  logger: Logger;
  store: BlobStore;
  /** Counters of the per-user upload rate. */
  rateLimits: RateLimitStore;
  /** The buckets' read and freeze rules other modules set (the app's, from the root). */
  fileRules: FileRules;
}

/** A file as the storage API returns it. */
export interface FileMetadata {
  id: string;
  name: string;
  size: number;
  bucketId: string;
  etag: string;
  createdAt: string;
  updatedAt: string;
  isUploaded: boolean;
  mimeType: string;
  uploadedByUserId?: string;
  metadata?: Record<string, unknown>;
}

export function toFileMetadata(row: FileRow): FileMetadata {
  return {
    id: row.id,
    name: row.name ?? '',
    size: row.size ?? 0,
    bucketId: row.bucketId,
    etag: row.etag ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isUploaded: row.isUploaded,
    mimeType: row.mimeType ?? '',
    ...(row.uploadedBy ? { uploadedByUserId: row.uploadedBy } : {}),
    ...(row.metadata ? { metadata: row.metadata } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws 400 'Invalid file id' unless `id` is a UUID; returns it lower-cased. */
export function checkFileId(id: string): string {
  if (!UUID.test(id)) throw storageError(400, MESSAGES.invalidFileId);
  return id.toLowerCase();
}

const uploadMetadataSchema = z.object({
  id: z.string().optional(),
  name: z.string().min(1).max(1024).optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

function parseMetadata(field: string, text: string): UploadMetadata {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw storageError(400, `${field} is not valid JSON`);
  }
  const parsed = uploadMetadataSchema.safeParse(json);
  if (!parsed.success) {
    throw storageError(400, `${field} must be an object with optional id, name and metadata`, {
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
  }
  return parsed.data;
}

/**
 * The bucket's size limits, with the data the client shows (`filename`, `size`, the limit). A
 * part cut at the upload limit (STORAGE_MAX_UPLOAD_BYTES) reports the bytes received and the
 * smaller of the two limits.
 */
function checkSize(ctx: StorageContext, bucket: BucketRow, part: ReceivedFile, filename: string) {
  if (part.truncated || part.size > bucket.maxUploadFileSize) {
    throw storageError(400, MESSAGES.tooBig, {
      filename,
      size: part.size,
      maxSize: part.truncated
        ? Math.min(bucket.maxUploadFileSize, ctx.config.storageMaxUploadBytes)
        : bucket.maxUploadFileSize,
    });
  }
  if (part.size < bucket.minUploadFileSize) {
    throw storageError(400, MESSAGES.tooSmall, {
      filename,
      size: part.size,
      minSize: bucket.minUploadFileSize,
    });
  }
}

const etagOf = (part: ReceivedFile) => `"${part.sha256}"`;

async function requireBucket(db: Database, id: string): Promise<BucketRow> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw storageError(404, MESSAGES.bucketNotFound);
  return bucket;
}

export interface UploadResult {
  processedFiles: FileMetadata[];
  /** Set when the batch stopped early; the files before it stay stored. */
  error?: StorageError;
}

/** Refuses callers who may not upload (also checked, with the rate, before the body is read). */
function checkUploader(auth: RequestAuth) {
  const refusal = uploadRefusal(auth);
  if (refusal) throw storageError(403, refusal);
}

/**
 * POST /files: each `file[]` part (with the `metadata[]` of the same position) is checked
 * against the bucket and the uploader's quota, recorded as not yet uploaded, stored, then marked
 * uploaded. A refusal stops the batch; what was stored before it is kept and reported.
 */
export async function uploadFiles(
  ctx: StorageContext,
  auth: RequestAuth,
  form: ReceivedForm,
): Promise<UploadResult> {
  checkUploader(auth);
  const parts = form.files.filter((part) => part.field === 'file[]');
  if (parts.length === 0) throw storageError(400, 'file[] not found in the form');
  const metadataFields = form.fields.get('metadata[]') ?? [];
  if (metadataFields.length > 0 && metadataFields.length !== parts.length) {
    throw storageError(400, 'file[] and metadata[] must have the same number of parts', {
      files: parts.length,
      metadata: metadataFields.length,
    });
  }
  const metadata = metadataFields.map((text, i) => parseMetadata(`metadata[${i}]`, text));
  const bucket = await requireBucket(ctx.db, form.fields.get('bucket-id')?.[0] || 'default');

  const processedFiles: FileMetadata[] = [];
  for (const [i, part] of parts.entries()) {
    try {
      const row = await storeNewFile(ctx, auth, bucket, part, metadata[i] ?? {});
      processedFiles.push(toFileMetadata(row));
    } catch (err) {
      if (err instanceof StorageError) return { processedFiles, error: err };
      throw err;
    }
  }
  return { processedFiles };
}

async function storeNewFile(
  ctx: StorageContext,
  auth: RequestAuth,
  bucket: BucketRow,
  part: ReceivedFile,
  meta: UploadMetadata,
): Promise<FileRow> {
  const name = meta.name ?? part.filename ?? 'file';
  checkSize(ctx, bucket, part, name);
  const mimeType = await resolveMimeType(part.path, part.mimeType, bucket.allowedMimeTypes, name);
  const row = await insertPendingWithinQuota(
    ctx,
    auth,
    {
      ...(meta.id !== undefined ? { id: checkFileId(meta.id) } : {}),
      bucketId: bucket.id,
      name,
      mimeType,
      uploadedBy: auth.userId,
      metadata: meta.metadata ?? null,
    },
    part.size,
  );
  try {
    await ctx.store.put(row.id, part.path, part.size, mimeType);
  } catch (err) {
    // No bytes, no file: the row would only ever answer 403 'file not uploaded'.
    await deleteFileRow(ctx.db, row.id);
    throw err;
  }
  return markUploaded(ctx.db, row.id, { size: part.size, etag: etagOf(part), mimeType });
}

/**
 * The file `id` with its bucket, if the caller may read it. Unknown and hidden files are the
 * same 404, so ids of other people's files cannot be probed. A file whose bytes never arrived
 * is 403.
 */
export async function readableFile(
  ctx: StorageContext,
  auth: RequestAuth,
  id: string,
): Promise<{ file: FileRow; bucket: BucketRow }> {
  const file = await findFile(ctx.db, checkFileId(id));
  if (!file || !(await canReadFile(ctx.fileRules, ctx.db, auth, file))) {
    throw storageError(404, MESSAGES.notFound);
  }
  if (!file.isUploaded) throw storageError(403, MESSAGES.notUploaded);
  return { file, bucket: await requireBucket(ctx.db, file.bucketId) };
}

/**
 * The file a caller may change: readable, theirs (or the admin's), and not frozen by its bucket's
 * rule (409 with the rule's reason).
 */
export async function writableFile(
  ctx: StorageContext,
  auth: RequestAuth,
  id: string,
): Promise<FileRow> {
  const file = await findFile(ctx.db, checkFileId(id));
  if (!file || !(await canReadFile(ctx.fileRules, ctx.db, auth, file))) {
    throw storageError(404, MESSAGES.notFound);
  }
  if (!canWriteFile(auth, file)) throw storageError(403, MESSAGES.notAuthorized);
  const frozen = await ctx.fileRules.frozenReason(ctx.db, file);
  if (frozen) throw storageError(409, frozen);
  return file;
}

/**
 * PUT /files/{id}: new bytes (and optionally name and metadata) under the same id, counting the
 * growth against the uploader's quota.
 */
export async function replaceFile(
  ctx: StorageContext,
  auth: RequestAuth,
  id: string,
  form: ReceivedForm,
): Promise<FileMetadata> {
  checkUploader(auth);
  // Checked again after the body arrived: the file may have been frozen meanwhile.
  const file = await writableFile(ctx, auth, id);
  const part = form.files.find((candidate) => candidate.field === 'file');
  if (!part) throw storageError(400, 'file not found in the form');
  const metadataText = form.fields.get('metadata')?.[0];
  const meta = metadataText ? parseMetadata('metadata', metadataText) : {};
  const bucket = await requireBucket(ctx.db, file.bucketId);
  const name = meta.name ?? part.filename ?? file.name ?? 'file';
  checkSize(ctx, bucket, part, name);
  const mimeType = await resolveMimeType(part.path, part.mimeType, bucket.allowedMimeTypes, name);
  const row = await withReplacementRoom(ctx, auth, file, part.size, name, async () => {
    await ctx.store.put(file.id, part.path, part.size, mimeType);
    return markUploaded(ctx.db, file.id, {
      size: part.size,
      etag: etagOf(part),
      mimeType,
      name,
      ...(meta.metadata !== undefined ? { metadata: meta.metadata } : {}),
    });
  });
  return toFileMetadata(row);
}

/** DELETE /files/{id}: the metadata first (the file is gone for everyone), then the bytes. */
export async function deleteFile(
  ctx: StorageContext,
  auth: RequestAuth,
  id: string,
): Promise<void> {
  const file = await writableFile(ctx, auth, id);
  await deleteFileRow(ctx.db, file.id);
  try {
    await ctx.store.delete(file.id);
  } catch (err) {
    // Left-over bytes are an orphan the ops routes can list and delete.
    ctx.logger.warn({ err, fileId: file.id }, 'Storage: bytes of a deleted file not removed');
  }
}

/** GET /files/{id}/presignedurl: a link anyone holding it may download with until it expires. */
export async function presignedUrl(
  ctx: StorageContext,
  auth: RequestAuth,
  id: string,
  storageBaseUrl: string,
): Promise<{ url: string; expiration: number }> {
  const { file, bucket } = await readableFile(ctx, auth, id);
  if (!bucket.presignedUrlsEnabled) throw storageError(403, MESSAGES.presignedDisabled);
  const query = await presignQuery(ctx.config, file.id, bucket.downloadExpiration);
  return {
    url: `${storageBaseUrl}/files/${file.id}/presignedurl/contents?${query.toString()}`,
    expiration: bucket.downloadExpiration,
  };
}

/** The file a presigned link points at, once its signature and expiry check out. */
export async function presignedFile(
  ctx: StorageContext,
  id: string,
  query: URLSearchParams,
): Promise<{ file: FileRow; bucket: BucketRow }> {
  const fileId = checkFileId(id);
  await verifyPresignedQuery(ctx.config, fileId, query);
  const file = await findFile(ctx.db, fileId);
  if (!file) throw storageError(404, MESSAGES.notFound);
  if (!file.isUploaded) throw storageError(403, MESSAGES.notUploaded);
  const bucket = await requireBucket(ctx.db, file.bucketId);
  // Turning presigned URLs off on a bucket also stops the links already handed out.
  if (!bucket.presignedUrlsEnabled) throw storageError(403, MESSAGES.presignedDisabled);
  return { file, bucket };
}

// --- maintenance (admin secret only; the router checks it) ---

export interface FileSummary {
  id: string;
  name: string;
  bucketId: string;
  isUploaded: boolean;
}
const summary = (row: FileSummaryRow): FileSummary => ({
  id: row.id,
  name: row.name ?? '',
  bucketId: row.bucketId,
  isUploaded: row.isUploaded,
});

/** Stored bytes without a metadata row. */
export async function listOrphans(ctx: StorageContext): Promise<string[]> {
  const known = new Set((await listFileSummaries(ctx.db)).map((row) => row.id));
  return (await ctx.store.list()).filter((key) => !known.has(key));
}

export async function deleteOrphans(ctx: StorageContext): Promise<string[]> {
  const orphans = await listOrphans(ctx);
  for (const key of orphans) await ctx.store.delete(key);
  return orphans;
}

/** Rows marked uploaded whose bytes are missing. */
export async function listBrokenMetadata(ctx: StorageContext): Promise<FileSummary[]> {
  const stored = new Set(await ctx.store.list());
  return (await listFileSummaries(ctx.db))
    .filter((row) => row.isUploaded && !stored.has(row.id))
    .map(summary);
}

export async function deleteBrokenMetadata(ctx: StorageContext): Promise<FileSummary[]> {
  const broken = await listBrokenMetadata(ctx);
  await deleteFileRows(
    ctx.db,
    broken.map((row) => row.id),
  );
  return broken;
}

/** Rows whose upload never finished. */
export async function listNotUploaded(ctx: StorageContext): Promise<FileSummary[]> {
  return (await listFileSummaries(ctx.db)).filter((row) => !row.isUploaded).map(summary);
}
