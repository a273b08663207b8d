import { join } from 'node:path';
import { z } from 'zod';
// config.ts imports this file too; ConfigError is only used when building, after both loaded.
import { ConfigError } from '../config.js';
// `FOO=` in a shell or .env file means "not set", as in src/config.ts.
const blankAsUnset = (value) => typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = (schema) => z.preprocess(blankAsUnset, schema);
/**
 * Environment variables of the storage API (documented in server/README.md). The upload body
 * limit, STORAGE_MAX_UPLOAD_BYTES, is read by src/config.ts with the other body limits.
 */
export const storageEnvSchema = {
    STORAGE_S3_BUCKET: env(z.string().optional()),
    STORAGE_S3_ENDPOINT: env(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    STORAGE_S3_REGION: env(z.string().default('us-west-2')),
    STORAGE_S3_ACCESS_KEY_ID: env(z.string().optional()),
    STORAGE_S3_SECRET_ACCESS_KEY: env(z.string().optional()),
    // Key prefix inside the S3 bucket, so one bucket can hold several deployments.
    STORAGE_S3_PREFIX: env(z.string().default('')),
    STORAGE_S3_FORCE_PATH_STYLE: env(z
        .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes'))),
};
/** Builds the storage settings; throws ConfigError when only one of the S3 keys is set. */
export function buildStorageConfig(e, dataDir) {
    if (Boolean(e.STORAGE_S3_ACCESS_KEY_ID) !== Boolean(e.STORAGE_S3_SECRET_ACCESS_KEY)) {
        throw new ConfigError('Invalid environment configuration:\n  STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY: must be set together');
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
    };
}
//# sourceMappingURL=config.js.map