import type { Context } from 'hono';
import { resolveRequestAuth } from '../auth/auth-context.js';
import type { RequestAuth } from '../auth/caller.js';
import { AuthError } from '../auth/errors.js';
import type { AppDeps } from '../context.js';
import { DomainError } from '../errors/domain-error.js';

/**
 * A request's JSON body as an object (`{}` for JSON that is not one), or null when the body is
 * missing or not JSON. Each adapter decides what null means: the draft and invite endpoints read
 * it as `{}` and let the fields' own checks answer, the payment endpoints refuse it.
 */
export async function jsonObject(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return null;
  }
}

/**
 * The caller of a product REST endpoint, from the Bearer token only (the admin secret and role
 * headers are GraphQL's). A bad or expired token is refused like no token: 401 in the REST
 * envelope, `unauthenticated`.
 */
export async function bearerCaller(
  deps: Pick<AppDeps, 'config'>,
  c: Context,
): Promise<RequestAuth> {
  try {
    return await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    throw new DomainError('UNAUTHENTICATED', 'Sign in to continue', 'unauthenticated');
  }
}
