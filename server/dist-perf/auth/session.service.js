import { newSecret, sha256 } from './crypto.js';
import { fail } from './errors.js';
import { signAccessToken } from './jwt.js';
import { deleteExpiredRefreshTokens, deleteRefreshTokenByHash, deleteRefreshTokenById, deleteUserRefreshTokens, findByPreviousHash, findLiveRefreshToken, insertRefreshToken, rotateRefreshToken, } from './refresh-tokens.repository.js';
import { allowedRoles, findUserById, toUserPayload, touchLastSeen, } from './users.repository.js';
/** The access token of a user, with the auth API's claims; anonymous users get role `anonymous`. */
export function accessTokenFor(deps, user, elevated = false, device = {}) {
    return signAccessToken(deps.config, {
        userId: user.id,
        defaultRole: user.isAnonymous ? 'anonymous' : user.defaultRole,
        allowedRoles: user.isAnonymous ? ['anonymous'] : allowedRoles(user),
        isAnonymous: user.isAnonymous,
        elevated,
        ...(device.authTime ? { authTime: Math.floor(device.authTime.getTime() / 1000) } : {}),
        ...(device.sessionId ? { sessionId: device.sessionId } : {}),
    });
}
/** Throws when this user may not hold a session (disabled; or e-mail unverified while required). */
export function assertCanSignIn(deps, user) {
    if (user.disabled)
        throw fail('disabled-user');
    if (deps.config.auth.emailVerificationRequired &&
        !user.isAnonymous &&
        user.email != null &&
        !user.emailVerified) {
        throw fail('unverified-user');
    }
}
function sessionPayload(deps, user, accessToken, refreshToken, id) {
    const u = user.isAnonymous
        ? { ...toUserPayload(user), defaultRole: 'anonymous', roles: ['anonymous'] }
        : toUserPayload(user);
    return {
        accessToken,
        accessTokenExpiresIn: deps.config.auth.accessTokenExpiresIn,
        refreshToken,
        refreshTokenId: id,
        user: u,
    };
}
/**
 * Starts a device session for a user: a new refresh-token row (only its SHA-256 is stored) and an
 * access token. Callers have already checked the credentials; a disabled user is still refused.
 */
export async function createSession(deps, userOrId, opts = {}) {
    const user = typeof userOrId === 'string' ? await findUserById(deps.db, userOrId) : userOrId;
    if (!user)
        throw fail('invalid-request', 'User not found');
    if (user.disabled)
        throw fail('disabled-user');
    const refreshToken = newSecret();
    await deleteExpiredRefreshTokens(deps.db, user.id);
    const row = await insertRefreshToken(deps.db, {
        userId: user.id,
        tokenHash: sha256(refreshToken),
        type: 'regular',
        expiresAt: new Date(Date.now() + deps.config.auth.refreshTokenExpiresIn * 1000),
        metadata: opts.userAgent ? { userAgent: opts.userAgent.slice(0, 512) } : null,
    });
    await touchLastSeen(deps.db, user.id);
    const accessToken = await accessTokenFor(deps, user, opts.elevated ?? false, {
        authTime: new Date(),
        sessionId: row.id,
    });
    return sessionPayload(deps, user, accessToken, refreshToken, row.id);
}
/**
 * POST /token: exchanges a refresh token for a new session. The token is rotated (the old one
 * stops working, the refreshTokenId stays). Presenting an already rotated token means it was
 * copied: that device session is revoked, so neither copy works any more.
 */
export async function refreshSession(deps, refreshToken) {
    const hash = sha256(refreshToken);
    const row = await findLiveRefreshToken(deps.db, hash, 'regular');
    if (!row) {
        const reused = await findByPreviousHash(deps.db, hash);
        if (reused) {
            deps.logger.warn({ userId: reused.userId, refreshTokenId: reused.id }, 'Rotated refresh token presented again; revoking that session');
            await deleteRefreshTokenById(deps.db, reused.id);
        }
        throw fail('invalid-refresh-token');
    }
    const user = await findUserById(deps.db, row.userId);
    if (!user)
        throw fail('invalid-refresh-token');
    assertCanSignIn(deps, user);
    const next = newSecret();
    const rotated = await rotateRefreshToken(deps.db, row.id, hash, sha256(next), new Date(Date.now() + deps.config.auth.refreshTokenExpiresIn * 1000));
    // Lost a race with a concurrent refresh of the same token.
    if (!rotated)
        throw fail('invalid-refresh-token');
    await touchLastSeen(deps.db, user.id);
    // The device signed in when its session row was created; refreshing is not signing in.
    const accessToken = await accessTokenFor(deps, user, false, {
        authTime: row.createdAt,
        sessionId: row.id,
    });
    return sessionPayload(deps, user, accessToken, next, row.id);
}
/** Ends the device session of this refresh token (no error if unknown). */
export async function revokeRefreshToken(deps, refreshToken) {
    await deleteRefreshTokenByHash(deps.db, sha256(refreshToken));
}
/** Ends every session of the user, personal access tokens included. */
export async function revokeRefreshTokens(deps, userId) {
    await deleteUserRefreshTokens(deps.db, userId);
}
//# sourceMappingURL=session.service.js.map