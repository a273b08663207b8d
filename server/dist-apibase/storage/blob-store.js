import { DiskBlobStore } from './disk-store.js';
import { S3BlobStore } from './s3-store.js';
/** The S3 store when STORAGE_S3_BUCKET is set, else files under `${DATA_DIR}/storage`. */
export function createBlobStore(config, logger) {
    if (config.s3) {
        logger.info({ bucket: config.s3.bucket, endpoint: config.s3.endpoint }, 'Storage: S3 bucket');
        return new S3BlobStore(config.s3);
    }
    return new DiskBlobStore(config.dir);
}
//# sourceMappingURL=blob-store.js.map