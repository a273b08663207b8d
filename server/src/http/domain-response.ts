import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDomainError } from '../errors/domain-error.js';

/** The REST envelope of the product endpoints (`/api/*`, `/v1/functions/*`) on failure. */
export interface RestErrorBody {
  ok: false;
  error: string;
  message: string;
}

/**
 * Answers a thrown DomainError with `{ok: false, error, message}` and its status; anything else
 * is rethrown for the app's error handler (500, logged).
 */
export function domainErrorResponse(c: Context, err: unknown): Response {
  if (!isDomainError(err)) throw err;
  const body: RestErrorBody = {
    ok: false,
    error: err.reason ?? err.code.toLowerCase(),
    message: err.message,
  };
  return c.json(body, err.status as ContentfulStatusCode);
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
