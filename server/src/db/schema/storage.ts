import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { primaryId, timestamps } from './columns.js';

// File metadata for the storage API (docs/decisions/006-storage.md). The bytes live in a
// BlobStore: under DATA_DIR/storage, or in an S3 bucket. The 'default' bucket (uploads without
// a bucket id go there) and the 'receipts' bucket are inserted by migrations.

export const buckets = pgTable(
  'buckets',
  {
    id: text('id').primaryKey(),
    downloadExpiration: integer('download_expiration').notNull().default(30),
    minUploadFileSize: bigint('min_upload_file_size', { mode: 'number' }).notNull().default(1),
    maxUploadFileSize: bigint('max_upload_file_size', { mode: 'number' })
      .notNull()
      .default(50_000_000),
    // Null accepts any type.
    allowedMimeTypes: text('allowed_mime_types').array(),
    cacheControl: text('cache_control').notNull().default('max-age=3600'),
    presignedUrlsEnabled: boolean('presigned_urls_enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check(
      'buckets_upload_size_check',
      sql`${t.minUploadFileSize} >= 0 and ${t.maxUploadFileSize} >= ${t.minUploadFileSize}`,
    ),
    check('buckets_download_expiration_check', sql`${t.downloadExpiration} > 0`),
  ],
);

export const files = pgTable(
  'files',
  {
    id: primaryId(),
    bucketId: text('bucket_id')
      .notNull()
      .default('default')
      .references(() => buckets.id, { onDelete: 'restrict' }),
    name: text('name'),
    mimeType: text('mime_type'),
    size: bigint('size', { mode: 'number' }),
    etag: text('etag'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    // False until the bytes are stored: a row can exist for an upload still in progress.
    isUploaded: boolean('is_uploaded').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    index('files_bucket_id_idx').on(t.bucketId),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);
