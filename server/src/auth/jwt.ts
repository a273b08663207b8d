import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../config.js';
import { getSigningKeys, JWT_ALG } from './keys.js';

/** The claims namespace Hasura (and the client SDKs) read. */
export const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export interface HasuraClaims {
  'x-hasura-allowed-roles': string[];
  'x-hasura-default-role': string;
  'x-hasura-user-id': string;
  'x-hasura-user-is-anonymous': 'true' | 'false';
  /** The user id, only in tokens minted after a step-up (passkey) check. */
  'x-hasura-auth-elevated'?: string;
}

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  iat: number;
  exp: number;
  /** When the user signed in on this device (seconds; OpenID Connect's auth_time). */
  auth_time?: number;
  /** The device session (refreshTokenId) the token was minted for. */
  sid?: string;
  [CLAIMS_NAMESPACE]: HasuraClaims;
}

export interface AccessTokenSubject {
  userId: string;
  defaultRole: string;
  allowedRoles: string[];
  isAnonymous: boolean;
  elevated?: boolean;
  /** Sign-in time of the device session, seconds. Refreshes keep it: "recent" means a sign-in. */
  authTime?: number;
  sessionId?: string;
}

/** Signs an access token with the auth API's claims (docs/reference/auth-api-contract.md). */
export async function signAccessToken(
  config: Config,
  subject: AccessTokenSubject,
): Promise<string> {
  const keys = await getSigningKeys(config);
  const claims: HasuraClaims = {
    'x-hasura-allowed-roles': subject.allowedRoles,
    'x-hasura-default-role': subject.defaultRole,
    'x-hasura-user-id': subject.userId,
    'x-hasura-user-is-anonymous': subject.isAnonymous ? 'true' : 'false',
    ...(subject.elevated ? { 'x-hasura-auth-elevated': subject.userId } : {}),
  };
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    [CLAIMS_NAMESPACE]: claims,
    ...(subject.authTime !== undefined ? { auth_time: subject.authTime } : {}),
    ...(subject.sessionId ? { sid: subject.sessionId } : {}),
  })
    .setProtectedHeader({ alg: JWT_ALG, typ: 'JWT', kid: keys.kid })
    .setSubject(subject.userId)
    .setIssuer(config.auth.jwtIssuer)
    .setIssuedAt(now)
    .setExpirationTime(now + config.auth.accessTokenExpiresIn)
    .sign(keys.privateKey);
}

/** Why a token was refused; `expired` lets callers say so. */
export class InvalidAccessTokenError extends Error {
  override name = 'InvalidAccessTokenError';
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

// Verified tokens, per configuration (its keys and issuer), most recently used last. Checking an
// RSA signature is the largest CPU cost of an API read, and a client sends the same token with
// every request until it expires: a token seen before is answered from here, its expiry checked
// again each time. Tokens are stateless (nothing revokes one before its expiry), so the answer
// is the one verification would give. Refused tokens are not kept.
const VERIFIED_MAX = 1000;
const verifiedTokens = new WeakMap<Config, Map<string, AccessTokenClaims>>();

/** Verifies signature, algorithm, issuer and expiry; throws InvalidAccessTokenError. */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessTokenClaims> {
  let verified = verifiedTokens.get(config);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(config, verified);
  }
  const known = verified.get(token);
  if (known) {
    verified.delete(token);
    // The same instant jose's own expiry check uses: expired once exp <= now (seconds).
    if (known.exp > Math.floor(Date.now() / 1000)) {
      verified.set(token, known);
      return known;
    }
  }
  const claims = await verifySignedToken(config, token);
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, claims);
  return claims;
}

async function verifySignedToken(config: Config, token: string): Promise<AccessTokenClaims> {
  const keys = await getSigningKeys(config);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [JWT_ALG],
      issuer: config.auth.jwtIssuer,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired)
      throw new InvalidAccessTokenError('Token expired', true);
    throw new InvalidAccessTokenError('Invalid token');
  }
  const claims = payload[CLAIMS_NAMESPACE] as Partial<HasuraClaims> | undefined;
  if (
    !claims ||
    typeof claims['x-hasura-user-id'] !== 'string' ||
    claims['x-hasura-user-id'] !== payload.sub ||
    typeof claims['x-hasura-default-role'] !== 'string' ||
    !Array.isArray(claims['x-hasura-allowed-roles'])
  ) {
    throw new InvalidAccessTokenError('Invalid token claims');
  }
  return payload as AccessTokenClaims;
}
