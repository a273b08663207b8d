import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { storageError } from './errors.js';
const FIELD_LIMITS = { fieldSize: 64 * 1024, fields: 200, files: 100, parts: 300 };
/**
 * Streams a multipart/form-data body to temporary files, part by part: memory holds one chunk
 * at a time whatever the upload's size, and every byte past the limit is discarded unread.
 * Throws StorageError 400 for a body that is not well-formed multipart.
 */
export async function receiveMultipart(request, options) {
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
        throw storageError(400, 'the request must be multipart/form-data');
    }
    await mkdir(options.tmpDir, { recursive: true });
    const fields = new Map();
    const received = [];
    const writes = [];
    const paths = [];
    const cleanup = async () => {
        await Promise.all(paths.map((path) => rm(path, { force: true })));
    };
    let parser;
    try {
        parser = new Busboy({
            headers: { 'content-type': contentType },
            limits: { ...FIELD_LIMITS, fileSize: options.maxFileBytes },
            isPartAFile: (field, type, filename) => options.fileFields.includes(field ?? '') ||
                filename !== undefined ||
                type === 'application/octet-stream',
        });
    }
    catch {
        throw storageError(400, 'the request must be multipart/form-data');
    }
    // Past a count limit busboy drops parts silently; a batch must not be cut short unnoticed.
    let overLimit = false;
    const tooMany = () => {
        overLimit = true;
    };
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('field', (name, value) => {
        fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    parser.on('file', (field, stream, filename, _encoding, mimeType) => {
        const path = join(options.tmpDir, randomUUID());
        paths.push(path);
        const entry = {
            field,
            filename: filename || undefined,
            mimeType,
            path,
            size: 0,
            sha256: '',
            truncated: false,
        };
        received.push(entry);
        writes.push(writePart(stream, entry));
    });
    try {
        await pipeline(Readable.fromWeb(request.body), parser);
        await Promise.all(writes);
    }
    catch (err) {
        await Promise.allSettled(writes);
        await cleanup();
        if (err instanceof Error && /multipart|boundary|Unexpected end/i.test(err.message)) {
            throw storageError(400, `bad multipart form: ${err.message}`);
        }
        throw err;
    }
    if (overLimit) {
        await cleanup();
        throw storageError(400, `a form may have at most ${FIELD_LIMITS.files} files and ${FIELD_LIMITS.parts} parts`);
    }
    return { fields, files: received, cleanup };
}
async function writePart(stream, entry) {
    const hash = createHash('sha256');
    const tap = new Transform({
        transform(chunk, _encoding, done) {
            hash.update(chunk);
            entry.size += chunk.length;
            done(null, chunk);
        },
    });
    await pipeline(stream, tap, createWriteStream(entry.path));
    entry.sha256 = hash.digest('hex');
    entry.truncated = stream.truncated;
}
//# sourceMappingURL=multipart.js.map