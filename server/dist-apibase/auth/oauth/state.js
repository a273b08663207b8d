import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { getSigningKeys, JWT_ALG } from '../keys.js';
// The redirect flow's state (contract 2.5): a JWT signed with the auth key that carries the
// sign-in options through the provider. Its own audience keeps it from passing for an access
// token, and an access token from passing for it.
const STATE_AUDIENCE = 'tiix:oauth-state';
const hash = (value) => createHash('sha256').update(value).digest('base64url');
const random = () => randomBytes(24).toString('base64url');
/** A new state, and the secret that goes into the browser-binding cookie. */
export async function issueState(config, input) {
    const keys = await getSigningKeys(config);
    const flowId = random();
    const binding = random();
    const nonce = random();
    const claims = { ...input, nonce, bindingHash: hash(binding) };
    const state = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: JWT_ALG, kid: keys.kid })
        .setIssuer(config.auth.jwtIssuer)
        .setAudience(STATE_AUDIENCE)
        .setJti(flowId)
        .setIssuedAt()
        .setExpirationTime(`${config.oauth.stateTtlSeconds}s`)
        .sign(keys.privateKey);
    return { state, flowId, binding, nonce };
}
/** The state's content, or undefined when it is forged, expired or malformed. */
export async function readState(config, state) {
    const keys = await getSigningKeys(config);
    try {
        const { payload } = await jwtVerify(state, keys.publicKey, {
            algorithms: [JWT_ALG],
            issuer: config.auth.jwtIssuer,
            audience: STATE_AUDIENCE,
            requiredClaims: ['jti', 'exp'],
        });
        const { provider, options, connectUserId, nonce, bindingHash } = payload;
        if (typeof provider !== 'string' || typeof nonce !== 'string')
            return undefined;
        if (typeof bindingHash !== 'string' || typeof options !== 'object' || !options)
            return undefined;
        return {
            provider: provider,
            options: options,
            connectUserId: typeof connectUserId === 'string' ? connectUserId : undefined,
            nonce,
            flowId: payload.jti,
            bindingHash,
        };
    }
    catch {
        return undefined;
    }
}
/** Whether the cookie value is the one this state was issued with. */
export function bindingMatches(state, cookieValue) {
    return cookieValue !== undefined && hash(cookieValue) === state.bindingHash;
}
/**
 * The PKCE code verifier of a flow, derived from its browser-binding secret: that secret lives
 * only in this browser's cookie (the state carries its hash), so the verifier never travels
 * through the provider and needs no storage of its own.
 */
export function pkceVerifier(binding) {
    return createHash('sha256').update(`pkce:${binding}`).digest('base64url');
}
//# sourceMappingURL=state.js.map