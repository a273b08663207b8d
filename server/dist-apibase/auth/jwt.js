import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { getSigningKeys, JWT_ALG } from './keys.js';
/** The claims namespace Hasura (and the client SDKs) read. */
export const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';
/** Signs an access token with the claims of contract section 4. */
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
/** Verifies signature, algorithm, issuer and expiry; throws InvalidAccessTokenError. */
export async function verifyAccessToken(config, token) {
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