import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../context.js';
import { safeEqual } from './crypto.js';
import { fail } from './errors.js';
import { CLAIMS_NAMESPACE, InvalidAccessTokenError, verifyAccessToken } from './jwt.js';
import { ADMIN_ROLE, PUBLIC_AUTH, PUBLIC_ROLE, type RequestAuth, type UserAuth } from './caller.js';
import { checkElevated, checkRecentSignIn } from './elevation.js';

// The caller is a transport-free value (./caller.ts); these re-exports keep the auth routes'
// imports in one place.
export { ADMIN_ROLE, PUBLIC_ROLE, type RequestAuth, type UserAuth } from './caller.js';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by requireAuth / optionalAuth. */
    auth: RequestAuth;
  }
}

export interface ResolveOptions {
  /**
   * The auth API itself acts only on the Bearer token (it ignores `x-hasura-role`
   * and the admin secret).
   */
  bearerOnly?: boolean;
}

/** The Bearer token of a request, or undefined. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Works out who is calling. Throws AuthError: 401 `invalid-admin-secret` (wrong or unconfigured
 * secret), 401 `unauthenticated-user` (bad or expired token), 403 `role-forbidden` (role header
 * outside the allowed roles). No credentials: role `public`.
 */
export async function resolveRequestAuth(
  deps: Pick<AppDeps, 'config'>,
  request: Request,
  options: ResolveOptions = {},
): Promise<RequestAuth> {
  const headers = request.headers;
  const requestedRole = options.bearerOnly ? null : headers.get('x-hasura-role')?.trim() || null;

  if (!options.bearerOnly && headers.has('x-hasura-admin-secret')) {
    const secret = deps.config.auth.adminSecret;
    if (!secret || !safeEqual(headers.get('x-hasura-admin-secret') ?? '', secret)) {
      throw fail('invalid-admin-secret');
    }
    // Hasura's impersonation: the admin may act as any role and user.
    const role = requestedRole ?? ADMIN_ROLE;
    return {
      userId: headers.get('x-hasura-user-id')?.trim() || null,
      role,
      allowedRoles: [role],
      isAnonymous: false,
      isAdmin: true,
      elevated: false,
    };
  }

  const token = bearerToken(request);
  if (!token) {
    if (headers.has('authorization'))
      throw fail('unauthenticated-user', 'Invalid authorization header');
    if (requestedRole && requestedRole !== PUBLIC_ROLE) throw fail('role-forbidden');
    return { ...PUBLIC_AUTH };
  }

  let claims;
  try {
    claims = await verifyAccessToken(deps.config, token);
  } catch (err) {
    if (err instanceof InvalidAccessTokenError) {
      throw fail(
        'unauthenticated-user',
        err.expired ? 'Access token has expired' : 'Invalid access token',
      );
    }
    throw err;
  }
  const hasura = claims[CLAIMS_NAMESPACE];
  const allowed = hasura['x-hasura-allowed-roles'];
  const role = requestedRole ?? hasura['x-hasura-default-role'];
  if (!allowed.includes(role) && role !== hasura['x-hasura-default-role']) {
    throw fail('role-forbidden');
  }
  return {
    userId: claims.sub,
    role,
    allowedRoles: allowed,
    isAnonymous: hasura['x-hasura-user-is-anonymous'] === 'true',
    isAdmin: false,
    elevated: hasura['x-hasura-auth-elevated'] === claims.sub,
    authTime: typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : undefined,
    sessionId: typeof claims.sid === 'string' ? claims.sid : undefined,
  };
}

/** Reads what requireAuth set; throws if the route forgot the middleware. */
export function getAuth(c: Context): UserAuth {
  const auth = c.get('auth');
  if (!auth?.userId) throw fail('unauthenticated-user');
  return auth as UserAuth;
}

/**
 * Hono middleware for auth routes: a valid Bearer token is required (401 `unauthenticated-user`),
 * then `c.get('auth')` holds the caller. With `elevated`, the elevated-claim policy
 * applies (403 `elevated-claim-required`).
 */
export function requireAuth(
  deps: Pick<AppDeps, 'config' | 'db'>,
  options: { elevated?: boolean; exemptWithoutKeys?: boolean; recent?: boolean } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const auth = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
    if (!auth.userId) throw fail('unauthenticated-user');
    if (options.elevated) {
      await checkElevated(deps, auth as UserAuth, {
        exemptWithoutKeys: options.exemptWithoutKeys ?? false,
      });
    }
    if (options.recent) checkRecentSignIn(deps, auth as UserAuth);
    c.set('auth', auth);
    await next();
  };
}

/** Like requireAuth, for routes where the Bearer token is optional (B?): public when absent. */
export function optionalAuth(deps: Pick<AppDeps, 'config'>): MiddlewareHandler {
  return async (c, next) => {
    c.set('auth', await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true }));
    await next();
  };
}
