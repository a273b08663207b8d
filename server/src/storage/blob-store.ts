import type { Logger } from '../logger.js';
import type { StorageConfig } from './config.js';
import { DiskBlobStore } from './disk-store.js';
import { S3BlobStore } from './s3-store.js';

/** An inclusive byte range, as HTTP Range counts. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file bytes live, by key (the file id). Metadata, permissions and HTTP are not its
 * business: the storage service keeps those in the database.
 */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores the complete file at `sourcePath` under `key`, replacing earlier bytes at once (a
   * reader never sees half a file). May move the source file away; the caller removes it if not.
   */
  put(key: string, sourcePath: string, size: number, contentType: string): Promise<void>;
  /** The bytes of `key`, or a slice of them; null when nothing is stored under it. */
  get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes `key`; nothing happens when it is absent. */
  delete(key: string): Promise<void>;
  /** Every stored key. */
  list(): Promise<string[]>;
}

/** The S3 store when STORAGE_S3_BUCKET is set, else files under `${DATA_DIR}/storage`. */
export function createBlobStore(config: StorageConfig, logger: Logger): BlobStore {
  if (config.s3) {
    logger.info({ bucket: config.s3.bucket, endpoint: config.s3.endpoint }, 'Storage: S3 bucket');
    return new S3BlobStore(config.s3);
  }
  return new DiskBlobStore(config.dir);
}
