import { safeEqual } from './crypto.js';
import { fail } from './errors.js';
import { CLAIMS_NAMESPACE, InvalidAccessTokenError, verifyAccessToken } from './jwt.js';
import { countSecurityKeys } from './users.repository.js';
export const PUBLIC_ROLE = 'public';
export const ADMIN_ROLE = 'admin';
const PUBLIC_AUTH = Object.freeze({
    userId: null,
    role: PUBLIC_ROLE,
    allowedRoles: [PUBLIC_ROLE],
    isAnonymous: false,
    isAdmin: false,
    elevated: false,
});
/** The Bearer token of a request, or undefined. */
export function bearerToken(request) {
    const header = request.headers.get('authorization');
    const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
    return match?.[1];
}
/**
 * Works out who is calling. Throws AuthError: 401 `invalid-admin-secret` (wrong or unconfigured
 * secret), 401 `unauthenticated-user` (bad or expired token), 403 `role-forbidden` (role header
 * outside the allowed roles). No credentials: role `public`.
 */
export async function resolveRequestAuth(deps, request, options = {}) {
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
        if (requestedRole && requestedRole !== PUBLIC_ROLE)
            throw fail('role-forbidden');
        return { ...PUBLIC_AUTH };
    }
    let claims;
    try {
        claims = await verifyAccessToken(deps.config, token);
    }
    catch (err) {
        if (err instanceof InvalidAccessTokenError) {
            throw fail('unauthenticated-user', err.expired ? 'Access token has expired' : 'Invalid access token');
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
/**
 * Changing the password or e-mail address and minting a personal access token need a recent
 * sign-in: the token's elevated claim (a passkey or password check just now), or a sign-in on
 * this device within AUTH_ELEVATION_MAX_AGE seconds. A stolen access token alone cannot turn
 * into lasting access. Refused: 403 `elevated-claim-required`.
 */
export function checkRecentSignIn(deps, auth) {
    if (auth.elevated)
        return;
    const maxAgeMs = deps.config.auth.elevationMaxAge * 1000;
    if (auth.authTime !== undefined && Date.now() - auth.authTime <= maxAgeMs)
        return;
    throw fail('elevated-claim-required', 'Confirm it is you: sign in again or enter your password, then retry');
}
/** Reads what requireAuth set; throws if the route forgot the middleware. */
export function getAuth(c) {
    const auth = c.get('auth');
    if (!auth?.userId)
        throw fail('unauthenticated-user');
    return auth;
}
/**
 * Enforces the elevated-claim policy (contract 6.4, AUTH_REQUIRE_ELEVATED_CLAIM): `disabled`
 * lets any Bearer through, `recommended` requires the claim from users who own a security key,
 * `required` always (except, with `exemptWithoutKeys`, for adding a first key).
 */
export async function checkElevated(deps, auth, options = {}) {
    if (auth.elevated)
        return;
    const mode = deps.config.auth.requireElevatedClaim;
    if (mode === 'disabled')
        return;
    const keys = await countSecurityKeys(deps.db, auth.userId);
    if (mode === 'recommended' && keys === 0)
        return;
    if (mode === 'required' && keys === 0 && options.exemptWithoutKeys)
        return;
    throw fail('elevated-claim-required');
}
/**
 * Hono middleware for auth routes: a valid Bearer token is required (401 `unauthenticated-user`),
 * then `c.get('auth')` holds the caller. With `elevated`, the contract's elevated-claim policy
 * applies (403 `elevated-claim-required`).
 */
export function requireAuth(deps, options = {}) {
    return async (c, next) => {
        const auth = await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
        if (!auth.userId)
            throw fail('unauthenticated-user');
        if (options.elevated) {
            await checkElevated(deps, auth, {
                exemptWithoutKeys: options.exemptWithoutKeys ?? false,
            });
        }
        if (options.recent)
            checkRecentSignIn(deps, auth);
        c.set('auth', auth);
        await next();
    };
}
/** Like requireAuth, for routes where the Bearer token is optional (B?): public when absent. */
export function optionalAuth(deps) {
    return async (c, next) => {
        c.set('auth', await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true }));
        await next();
    };
}
//# sourceMappingURL=auth-context.js.map