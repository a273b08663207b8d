import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { getSigningKeys, JWT_ALG } from './keys.js';
/** The claims namespace Hasura (and the client SDKs) read. */
export const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';
/** Signs an access token with the auth API's claims (docs/reference/auth-api-contract.md). */
export async function signAccessToken(config, subject) {
    const keys = await getSigningKeys(config);
    const claims = {
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
    expired;
    name = 'InvalidAccessTokenError';
    constructor(message, expired = false) {
        super(message);
        this.expired = expired;
    }
}
// Verified tokens, per configuration (its keys and issuer), most recently used last. Checking an
// RSA signature is the largest CPU cost of an API read, and a client sends the same token with
// every request until it expires: a token seen before is answered from here, its expiry checked
// again each time. Tokens are stateless (nothing revokes one before its expiry), so the answer
// is the one verification would give. Refused tokens are not kept.
const VERIFIED_MAX = 1000;
const verifiedTokens = new WeakMap();
/** Verifies signature, algorithm, issuer and expiry; throws InvalidAccessTokenError. */
export async function verifyAccessToken(config, token) {
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
    if (verified.size >= VERIFIED_MAX)
        verified.delete(verified.keys().next().value);
    verified.set(token, claims);
    return claims;
}
async function verifySignedToken(config, token) {
    const keys = await getSigningKeys(config);
    let payload;
    try {
        ({ payload } = await jwtVerify(token, keys.publicKey, {
            algorithms: [JWT_ALG],
            issuer: config.auth.jwtIssuer,
            requiredClaims: ['sub', 'iat', 'exp'],
        }));
    }
    catch (err) {
        if (err instanceof joseErrors.JWTExpired)
            throw new InvalidAccessTokenError('Token expired', true);
        throw new InvalidAccessTokenError('Invalid token');
    }
    const claims = payload[CLAIMS_NAMESPACE];
    if (!claims ||
        typeof claims['x-hasura-user-id'] !== 'string' ||
        claims['x-hasura-user-id'] !== payload.sub ||
        typeof claims['x-hasura-default-role'] !== 'string' ||
        !Array.isArray(claims['x-hasura-allowed-roles'])) {
        throw new InvalidAccessTokenError('Invalid token claims');
    }
    return payload;
}
//# sourceMappingURL=jwt.js.map