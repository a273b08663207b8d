import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTH_ERRORS, isConcealed, type AuthError } from '../auth/errors.js';
import { isDomainError } from '../errors/domain-error.js';
import type { StorageError } from '../storage/errors.js';

/*
 * Every REST error body the server sends is made here, the one mapping at the HTTP edge (the
 * GraphQL edge has its own in graphql/errors.ts). The APIs keep the shapes their clients read:
 *
 * - `{status, error, message}`: the auth API, the functions and API routers' 404, the app's own
 *   refusals (body too large, metrics token, unhandled errors) and the schedule endpoint;
 * - `{ok: false, error, message}`: the product endpoints (`/api/*`, `/v1/functions/*`), made
 *   from a service's DomainError;
 * - `{error: {message, data?}}` with an `X-Error` header: the storage API (docs/decisions/006-storage.md).
 */

/** The error body of the auth, functions and schedule APIs and of the app's own refusals. */
export interface ApiErrorBody {
  status: number;
  error: string;
  message: string;
}

export function apiError(c: Context, status: ContentfulStatusCode, error: string, message: string) {
  return c.json<ApiErrorBody>({ status, error, message }, status);
}

export const routeNotFound = (c: Context) => apiError(c, 404, 'route-not-found', 'Route not found');

/**
 * The body an AuthError is answered with; in conceal mode (AUTH_CONCEAL_ERRORS) a code that
 * would tell whether an account exists becomes `invalid-request`.
 */
export function authErrorBody(err: AuthError, conceal: boolean): ApiErrorBody {
  if (conceal && isConcealed(err.code)) {
    const [status, message] = AUTH_ERRORS['invalid-request'];
    return { status, error: 'invalid-request', message };
  }
  return { status: err.status, error: err.code, message: err.message };
}

/** Answers an AuthError with the auth API's envelope. */
export function authErrorResponse(c: Context, err: AuthError, conceal = false) {
  const body = authErrorBody(err, conceal);
  return apiError(c, body.status as ContentfulStatusCode, body.error, body.message);
}

/** The envelope of the product endpoints (`/api/*`, `/v1/functions/*`) on failure. */
export interface RestErrorBody {
  ok: false;
  error: string;
  /** Left out by the invite preview, whose client reads the code only. */
  message?: string | undefined;
}

export const restErrorBody = (error: string, message?: string): RestErrorBody => ({
  ok: false,
  error,
  message,
});

export function restError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  message?: string,
): Response {
  return c.json(restErrorBody(error, message), status);
}

/**
 * Answers a thrown DomainError with `{ok: false, error, message}` and its status (the error is
 * its `reason`, else its code in lower case); anything else is rethrown for the app's error
 * handler (500, logged).
 */
export function domainErrorResponse(c: Context, err: unknown): Response {
  if (!isDomainError(err)) throw err;
  return restError(
    c,
    err.status as ContentfulStatusCode,
    err.reason ?? err.code.toLowerCase(),
    err.message,
  );
}

/** Runs a route body and maps a DomainError to the REST envelope. */
export async function withDomainErrors(
  c: Context,
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    return domainErrorResponse(c, err);
  }
}

/** The storage error body; `processedFiles` carries an upload's files on a mid-batch failure. */
export interface StorageErrorBody {
  error: { message: string; data?: Record<string, unknown> };
  processedFiles?: unknown[];
}

// Header values must be printable ASCII; messages can quote a file name.
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export function storageErrorResponse(
  c: Context,
  err: StorageError,
  extra: Pick<StorageErrorBody, 'processedFiles'> = {},
): Response {
  const body: StorageErrorBody = {
    error: { message: err.message, ...(err.data ? { data: err.data } : {}) },
    ...extra,
  };
  return c.json(body, err.status, { ...err.headers, 'X-Error': headerSafe(err.message) });
}
