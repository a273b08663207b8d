import { join } from 'node:path';
import { z } from 'zod';
import type { RateLimitRule } from '../auth/auth-config.js';
// config.ts imports this file too; ConfigError is only used when building, after both loaded.
import { ConfigError } from '../config.js';

// `FOO=` in a shell or .env file means "not set", as in src/config.ts.
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

/**
 * Environment variables of the storage API (documented in server/README.md). The upload body
 * limit, STORAGE_MAX_UPLOAD_BYTES, is read by src/config.ts with the other body limits.
 */
export const storageEnvSchema = {
  STORAGE_S3_BUCKET: env(z.string().optional()),
  STORAGE_S3_ENDPOINT: env(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  STORAGE_S3_REGION: env(z.string().default('us-west-2')),
  STORAGE_S3_ACCESS_KEY_ID: env(z.string().optional()),
  STORAGE_S3_SECRET_ACCESS_KEY: env(z.string().optional()),
  // Key prefix inside the S3 bucket, so one bucket can hold several deployments.
  STORAGE_S3_PREFIX: env(z.string().default('')),
  STORAGE_S3_FORCE_PATH_STYLE: env(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
  ),
  // What one signed-in user may keep stored, over all buckets (receipts and the like).
  STORAGE_USER_QUOTA_BYTES: env(
    z.coerce
      .number()
      .int()
      .min(0)
      .default(100 * 1024 * 1024),
  ),
  STORAGE_USER_QUOTA_FILES: env(z.coerce.number().int().min(0).default(500)),
  // Uploads (POST or PUT /files) one user may start per interval (seconds).
  STORAGE_UPLOAD_RATE_LIMIT_BURST: env(z.coerce.number().int().min(1).default(30)),
  STORAGE_UPLOAD_RATE_LIMIT_INTERVAL: env(z.coerce.number().int().min(1).default(600)),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvSchema>>;

export interface S3StoreConfig {
  bucket: string;
  /** Unset: AWS S3 itself. Set: any S3-compatible service (MinIO, R2, ...). */
  endpoint: string | undefined;
  region: string;
  /** Both unset: the SDK's default credential chain (AWS_* variables, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  prefix: string;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** Where the disk store keeps the bytes (and upload temp files, whichever store is used). */
  dir: string;
  /** Set: the bytes live in this S3-compatible bucket instead of `dir`. */
  s3: S3StoreConfig | undefined;
  /** Per signed-in user, counting every file they uploaded (the admin secret has none). */
  quota: { bytes: number; files: number };
  /** Upload requests per user; off with the other rate limits (AUTH_RATE_LIMIT_ENABLE). */
  uploadRate: RateLimitRule;
}

/** Builds the storage settings; throws ConfigError when only one of the S3 keys is set. */
export function buildStorageConfig(e: StorageEnv, dataDir: string): StorageConfig {
  if (Boolean(e.STORAGE_S3_ACCESS_KEY_ID) !== Boolean(e.STORAGE_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY: must be set together',
    );
  }
  return {
    dir: join(dataDir, 'storage'),
    s3: e.STORAGE_S3_BUCKET
      ? {
          bucket: e.STORAGE_S3_BUCKET,
          endpoint: e.STORAGE_S3_ENDPOINT,
          region: e.STORAGE_S3_REGION,
          accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
          secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
          prefix: e.STORAGE_S3_PREFIX,
          // Self-hosted S3-compatible services rarely have per-bucket DNS names.
          forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE ?? Boolean(e.STORAGE_S3_ENDPOINT),
        }
      : undefined,
    quota: { bytes: e.STORAGE_USER_QUOTA_BYTES, files: e.STORAGE_USER_QUOTA_FILES },
    uploadRate: {
      limit: e.STORAGE_UPLOAD_RATE_LIMIT_BURST,
      windowSeconds: e.STORAGE_UPLOAD_RATE_LIMIT_INTERVAL,
    },
  };
}
