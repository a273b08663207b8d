import { createReadStream } from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException, } from '@aws-sdk/client-s3';
/** The client options for a configured bucket (exported so tests can check what is sent). */
export function s3ClientConfig(config) {
    return {
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.accessKeyId && config.secretAccessKey
            ? {
                credentials: {
                    accessKeyId: config.accessKeyId,
                    secretAccessKey: config.secretAccessKey,
                },
            }
            : {}),
        // The SDK's default adds CRC32 trailers in aws-chunked bodies to every upload; several
        // S3-compatible services store those frames as the object's bytes. Checksums only where
        // an operation requires them keeps every S3 dialect reading back what was written.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
    };
}
const isMissing = (err) => err instanceof NoSuchKey ||
    (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);
/** Objects `<prefix><key>` in one bucket of S3 or an S3-compatible service. */
export class S3BlobStore {
    kind = 's3';
    client;
    bucket;
    prefix;
    constructor(config, client) {
        this.client = client ?? new S3Client(s3ClientConfig(config));
        this.bucket = config.bucket;
        this.prefix = config.prefix;
    }
    async put(key, sourcePath, size, contentType) {
        // Streamed from the received file with its length known: one PutObject, no buffering.
        await this.client.send(new PutObjectCommand({
            Bucket: this.bucket,
            Key: this.prefix + key,
            Body: createReadStream(sourcePath),
            ContentLength: size,
            ContentType: contentType,
        }));
    }
    async get(key, range) {
        try {
            const out = await this.client.send(new GetObjectCommand({
                Bucket: this.bucket,
                Key: this.prefix + key,
                ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
            }));
            if (!out.Body)
                return null;
            return out.Body.transformToWebStream();
        }
        catch (err) {
            if (isMissing(err))
                return null;
            throw err;
        }
    }
    async delete(key) {
        // S3 answers 204 for an absent key too.
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
    }
    async list() {
        const keys = [];
        let token;
        do {
            const page = await this.client.send(new ListObjectsV2Command({
                Bucket: this.bucket,
                Prefix: this.prefix || undefined,
                ContinuationToken: token,
            }));
            for (const object of page.Contents ?? []) {
                if (object.Key)
                    keys.push(object.Key.slice(this.prefix.length));
            }
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys;
    }
}
//# sourceMappingURL=s3-store.js.map