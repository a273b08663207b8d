import { AuthError } from '../auth/errors.js';
/**
 * A refusal of the storage API. Unlike the other APIs, storage answers
 * `{error: {message, data?}}` with the message repeated in an `X-Error` header: that is the shape
 * the storage client reads (docs/decisions/006-storage.md).
 */
export class StorageError extends Error {
    status;
    data;
    name = 'StorageError';
    constructor(status, message, data) {
        super(message);
        this.status = status;
        this.data = data;
    }
}
export const storageError = (status, message, data) => new StorageError(status, message, data);
// The texts the client shows; 'Invalid file id' and 'File does not exist' are the product's own.
export const MESSAGES = {
    invalidFileId: 'Invalid file id',
    notFound: 'File does not exist',
    notAuthorized: 'you are not authorized',
    notUploaded: 'file not uploaded',
    bucketNotFound: 'bucket not found',
    presignedDisabled: 'presigned URLs are not enabled on the bucket where this file is located in',
    badSignature: 'the signature of this URL is not valid',
    expiredSignature: 'this URL has expired',
    tooBig: 'file too big',
    tooSmall: 'file too small',
};
// Header values must be printable ASCII; messages can quote a file name.
const headerSafe = (text) => text.replace(/[^\x20-\x7e]/g, '?');
export function storageErrorResponse(c, err, extra = {}) {
    const body = {
        error: { message: err.message, ...(err.data ? { data: err.data } : {}) },
        ...extra,
    };
    return c.json(body, err.status, { 'X-Error': headerSafe(err.message) });
}
/**
 * Turns what a route threw into the storage error shape: StorageError as is, a refused
 * credential (bad token, wrong admin secret, forbidden role) with its status and message.
 * Anything else is rethrown for the app's error handler (500, logged).
 */
export function toStorageError(err) {
    if (err instanceof StorageError)
        return err;
    if (err instanceof AuthError)
        return new StorageError(err.status, err.message);
    throw err;
}
//# sourceMappingURL=errors.js.map