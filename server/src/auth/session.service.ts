import type { AppDeps } from '../context.js';
import { newSecret, sha256 } from './crypto.js';
import { fail } from './errors.js';
import { signAccessToken } from './jwt.js';
import {
  deleteExpiredRefreshTokens,
  deleteRefreshTokenByHash,
  deleteRefreshTokenById,
  deleteUserRefreshTokens,
  findByPreviousHash,
  findLiveRefreshToken,
  insertRefreshToken,
  rotateRefreshToken,
} from './refresh-tokens.repository.js';
import {
  allowedRoles,
  findUserById,
  toUserPayload,
  touchLastSeen,
  type UserPayload,
  type UserRow,
} from './users.repository.js';

/** A session as the auth API returns it: access token, refresh token and user. */
export interface Session {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshTokenId: string;
  user: UserPayload;
}

export interface SessionOptions {
  /** Adds `x-hasura-auth-elevated` (step-up check passed, e.g. a passkey). Lost on refresh. */
  elevated?: boolean;
  /** Shown in the user's list of signed-in devices. */
  userAgent?: string | undefined;
}

type Deps = Pick<AppDeps, 'config' | 'db' | 'logger'>;

/** The access token of a user, with the auth API's claims; anonymous users get role `anonymous`. */
export function accessTokenFor(
  deps: Deps,
  user: UserRow,
  elevated = false,
  device: { authTime?: Date; sessionId?: string } = {},
): Promise<string> {
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
export function assertCanSignIn(deps: Deps, user: UserRow): void {
  if (user.disabled) throw fail('disabled-user');
  if (
    deps.config.auth.emailVerificationRequired &&
    !user.isAnonymous &&
    user.email != null &&
    !user.emailVerified
  ) {
    throw fail('unverified-user');
  }
}

function sessionPayload(
  deps: Deps,
  user: UserRow,
  accessToken: string,
  refreshToken: string,
  id: string,
): Session {
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
export async function createSession(
  deps: Deps,
  userOrId: string | UserRow,
  opts: SessionOptions = {},
): Promise<Session> {
  const user = typeof userOrId === 'string' ? await findUserById(deps.db, userOrId) : userOrId;
  if (!user) throw fail('invalid-request', 'User not found');
  if (user.disabled) throw fail('disabled-user');
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
 * stops working, the refreshTokenId stays). Presenting an already rotated token past the reuse
 * grace (REFRESH_REUSE_GRACE_MS) means it was copied: that device session is revoked, so neither
 * copy works any more.
 */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<Session> {
  const hash = sha256(refreshToken);
  let row = await findLiveRefreshToken(deps.db, hash, 'regular');
  // The replaced token of a session rotated moments ago (REFRESH_REUSE_GRACE_MS).
  let replayed = false;
  if (!row) {
    const reused = await findByPreviousHash(deps.db, hash);
    if (!reused) throw fail('invalid-refresh-token');
    if (!withinReuseGrace(reused)) {
      deps.logger.warn(
        { userId: reused.userId, refreshTokenId: reused.id },
        'Rotated refresh token presented again; revoking that session',
      );
      await deleteRefreshTokenById(deps.db, reused.id);
      throw fail('invalid-refresh-token');
    }
    row = reused;
    replayed = true;
  }
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw fail('invalid-refresh-token');
  assertCanSignIn(deps, user);

  const next = newSecret();
  const expiresAt = new Date(Date.now() + deps.config.auth.refreshTokenExpiresIn * 1000);
  const presented = { hash, replaced: replayed };
  const rotated = await rotateRefreshToken(deps.db, row.id, presented, sha256(next), expiresAt);
  // Lost a race with a concurrent refresh of the same token.
  if (!rotated) throw fail('invalid-refresh-token');
  await touchLastSeen(deps.db, user.id);
  // The device signed in when its session row was created; refreshing is not signing in.
  const accessToken = await accessTokenFor(deps, user, false, {
    authTime: row.createdAt,
    sessionId: row.id,
  });
  return sessionPayload(deps, user, accessToken, next, row.id);
}

/**
 * How long after a rotation the replaced token still refreshes the session, once more each time,
 * instead of counting as a stolen copy. A page that is left or reloaded while its refresh is on
 * the way never stores the answer's token, and the next page presents the replaced one: without
 * this, reloading at that moment would end the session. Only the newest token of the session
 * works afterwards, and a replay after the grace revokes the session as before.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;

function withinReuseGrace(row: { rotatedAt: Date | null; expiresAt: Date }): boolean {
  return (
    row.rotatedAt !== null &&
    Date.now() - row.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS &&
    row.expiresAt.getTime() > Date.now()
  );
}

/** Ends the device session of this refresh token (no error if unknown). */
export async function revokeRefreshToken(deps: Deps, refreshToken: string): Promise<void> {
  await deleteRefreshTokenByHash(deps.db, sha256(refreshToken));
}

/** Ends every session of the user, personal access tokens included. */
export async function revokeRefreshTokens(deps: Deps, userId: string): Promise<void> {
  await deleteUserRefreshTokens(deps.db, userId);
}
