import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AuthError } from '../auth/errors.js';

/**
 * A refusal of the storage API. Unlike the other APIs, storage answers
 * `{error: {message, data?}}` with the message repeated in an `X-Error` header: that is the shape
 * the storage client reads (docs/decisions/006-storage.md; the body is made in http/errors.ts).
 */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data?: Record<string, unknown>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const storageError = (
  status: ContentfulStatusCode,
  message: string,
  data?: Record<string, unknown>,
  headers?: Record<string, string>,
) => new StorageError(status, message, data, headers);

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
  guestUpload: 'Sign in with an account to upload files',
  tooManyUploads: 'Too many uploads: please wait a few minutes and try again',
} as const;

/**
 * Turns what a route threw into the storage error shape: StorageError as is, a refused
 * credential (bad token, wrong admin secret, forbidden role) with its status and message.
 * Anything else is rethrown for the app's error handler (500, logged).
 */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  if (err instanceof AuthError) return new StorageError(err.status, err.message);
  throw err;
}
