import { createHash } from 'node:crypto';
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { fail } from '../errors.js';
const discovered = new Map();
const isLoopback = (url) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
/** Apple's client secret: a short-lived ES256 JWT signed with the team's key. */
function appleClientAuth(credentials) {
    const key = importPKCS8(credentials.privateKeyPem, 'ES256');
    // openid-client awaits the client authentication, so a fresh secret can be signed per request.
    return async (_as, client, body) => {
        const now = Math.floor(Date.now() / 1000);
        const secret = await new SignJWT({})
            .setProtectedHeader({ alg: 'ES256', kid: credentials.keyId })
            .setIssuer(credentials.teamId)
            .setSubject(client.client_id)
            .setAudience('https://appleid.apple.com')
            .setIssuedAt(now)
            .setExpirationTime(now + 300)
            .sign(await key);
        body.set('client_id', client.client_id);
        body.set('client_secret', secret);
    };
}
function clientAuth(provider) {
    const credentials = provider.credentials;
    if (!credentials)
        return oidc.None();
    return credentials.kind === 'secret'
        ? oidc.ClientSecretBasic(credentials.secret)
        : appleClientAuth(credentials);
}
/** The provider's metadata, client and key set (OpenID Connect discovery). */
export function discover(provider) {
    const cacheKey = JSON.stringify([
        provider.id,
        provider.issuer,
        provider.clientId,
        provider.credentials ?? null,
    ]);
    let entry = discovered.get(cacheKey);
    if (!entry) {
        entry = (async () => {
            const issuer = new URL(provider.issuer);
            // Plain HTTP only for a provider on this machine (the stand-in provider of the tests).
            const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
            const client = await oidc.discovery(issuer, provider.clientId ?? 'unset', undefined, clientAuth(provider), insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 });
            const jwksUri = client.serverMetadata().jwks_uri;
            if (!jwksUri)
                throw new Error(`${provider.id}: the provider publishes no jwks_uri`);
            return { client, jwks: createRemoteJWKSet(new URL(jwksUri)) };
        })();
        // A provider that was down must be asked again next time, not remembered as broken.
        entry.catch(() => discovered.delete(cacheKey));
        discovered.set(cacheKey, entry);
    }
    return entry;
}
/** Reads the profile from id-token claims (Apple sends email_verified as a string). */
export function profileFromClaims(claims, extra = {}) {
    if (typeof claims.sub !== 'string' || claims.sub === '') {
        throw new Error('the id token names no subject');
    }
    const text = (value) => typeof value === 'string' && value.trim() ? value.trim() : undefined;
    return {
        providerUserId: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: text(claims.name) ?? extra.name,
        picture: text(claims.picture),
    };
}
// Google signs id tokens with either spelling of its issuer.
function acceptedIssuers(provider) {
    const issuer = provider.issuer.replace(/\/+$/, '');
    return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}
/**
 * Verifies an id token from a native or one-tap sign-in (`/signin/idtoken`, `/link/idtoken`):
 * signature against the provider's JWKS, issuer, audience = the configured client id(s), expiry,
 * and the nonce (the token carries the SHA-256 hex of the nonce the client sends, as upstream).
 * No audience configured: 409 disabled-endpoint; a token that fails: 400 invalid-request.
 */
export async function verifyIdToken(config, providerId, idToken, nonce) {
    const provider = config.oauth.providers[providerId];
    if (provider.idTokenAudiences.length === 0)
        throw fail('disabled-endpoint');
    const { jwks } = await discover(provider).catch(() => {
        throw fail('invalid-request', 'The provider could not be reached to check the token');
    });
    let payload;
    try {
        ({ payload } = await jwtVerify(idToken, jwks, {
            issuer: acceptedIssuers(provider),
            audience: provider.idTokenAudiences,
            algorithms: ['RS256', 'ES256'],
            requiredClaims: ['sub', 'iat', 'exp'],
        }));
    }
    catch {
        throw fail('invalid-request', 'The id token is invalid');
    }
    if (payload.nonce !== undefined) {
        const expected = nonce ? createHash('sha256').update(nonce).digest('hex') : undefined;
        if (payload.nonce !== expected)
            throw fail('invalid-request', 'The nonce does not match');
    }
    try {
        return profileFromClaims(payload);
    }
    catch {
        throw fail('invalid-request', 'The id token is invalid');
    }
}
//# sourceMappingURL=providers.js.map