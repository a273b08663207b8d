import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.js';
import { getSigningKeys, JWT_ALG } from '../keys.js';
import type { SignUpOptions } from '../options.js';
import type { OAuthProviderId } from './config.js';

// The redirect flow's state: a JWT signed with the auth key that carries the
// sign-in options through the provider. Its own audience keeps it from passing for an access
// token, and an access token from passing for it.
const STATE_AUDIENCE = 'tiix:oauth-state';

export interface OAuthState {
  provider: OAuthProviderId;
  options: SignUpOptions;
  /** Linking: the user who asked (from the `connect` access token, checked at the start). */
  connectUserId: string | undefined;
  /** Sent to the provider and expected back inside the id token. */
  nonce: string;
  /** Names the browser-binding cookie of this flow. */
  flowId: string;
  /** SHA-256 of the binding cookie's value. */
  bindingHash: string;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const random = () => randomBytes(24).toString('base64url');

/** A new state, and the secret that goes into the browser-binding cookie. */
export async function issueState(
  config: Config,
  input: Pick<OAuthState, 'provider' | 'options' | 'connectUserId'>,
): Promise<{ state: string; flowId: string; binding: string; nonce: string }> {
  const keys = await getSigningKeys(config);
  const flowId = random();
  const binding = random();
  const nonce = random();
  const claims: Omit<OAuthState, 'flowId'> = { ...input, nonce, bindingHash: hash(binding) };
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
export async function readState(config: Config, state: string): Promise<OAuthState | undefined> {
  const keys = await getSigningKeys(config);
  try {
    const { payload } = await jwtVerify(state, keys.publicKey, {
      algorithms: [JWT_ALG],
      issuer: config.auth.jwtIssuer,
      audience: STATE_AUDIENCE,
      requiredClaims: ['jti', 'exp'],
    });
    const { provider, options, connectUserId, nonce, bindingHash } = payload as Record<
      string,
      unknown
    >;
    if (typeof provider !== 'string' || typeof nonce !== 'string') return undefined;
    if (typeof bindingHash !== 'string' || typeof options !== 'object' || !options)
      return undefined;
    return {
      provider: provider as OAuthProviderId,
      options: options as SignUpOptions,
      connectUserId: typeof connectUserId === 'string' ? connectUserId : undefined,
      nonce,
      flowId: payload.jti!,
      bindingHash,
    };
  } catch {
    return undefined;
  }
}

/** Whether the cookie value is the one this state was issued with. */
export function bindingMatches(state: OAuthState, cookieValue: string | undefined): boolean {
  return cookieValue !== undefined && hash(cookieValue) === state.bindingHash;
}

/**
 * The PKCE code verifier of a flow, derived from its browser-binding secret: that secret lives
 * only in this browser's cookie (the state carries its hash), so the verifier never travels
 * through the provider and needs no storage of its own.
 */
export function pkceVerifier(binding: string): string {
  return createHash('sha256').update(`pkce:${binding}`).digest('base64url');
}
