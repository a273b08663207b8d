import * as oidc from 'openid-client';
import type { AppDeps } from '../../context.js';
import { proveEmailOwnership } from '../ownership.js';
import { fail } from '../errors.js';
import { assertEmailAllowed, type SignUpOptions } from '../options.js';
import { assertCanSignIn, createSession, type Session } from '../session.service.js';
import { sendVerifyEmail } from '../signin.service.js';
import { findUserByEmail, findUserById, gravatarUrl, type UserRow } from '../users.repository.js';
import type { OAuthProviderId } from './config.js';
import { discover, profileFromClaims, type ProviderProfile } from './providers.js';
import {
  alreadyLinked,
  countCredentials,
  createUserWithProviderLink,
  deleteProviderLink,
  findProviderLink,
  insertProviderLink,
  listProviderLinks,
} from './providers.repository.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'logger' | 'mailer'>;

export interface RequestInfo {
  userAgent?: string | undefined;
}

/** A failure of the redirect flow: the error code and description put on the redirect. */
export class RedirectError extends Error {
  override name = 'RedirectError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const providerName = (id: OAuthProviderId) => (id === 'google' ? 'Google' : 'Apple');

/** The callback URL registered at the provider. */
export function callbackUrl(deps: Pick<AppDeps, 'config'>, provider: OAuthProviderId): string {
  return `${deps.config.auth.serverUrl}/signin/provider/${provider}/callback`;
}

/** The provider's authorize URL for a flow (step 2 of the redirect flow). */
export async function authorizationUrl(
  deps: Deps,
  provider: OAuthProviderId,
  params: { state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const settings = deps.config.oauth.providers[provider];
  const { client } = await discover(settings);
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: callbackUrl(deps, provider),
    scope: settings.scope,
    state: params.state,
    nonce: params.nonce,
    // PKCE (S256): a code intercepted on its way back is useless without the verifier.
    code_challenge: await oidc.calculatePKCECodeChallenge(params.codeVerifier),
    code_challenge_method: 'S256',
    // Apple only returns the name and e-mail scopes through a form POST to the callback.
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  });
  return url.href;
}

/**
 * The code exchange of the callback: the token endpoint is called with the client's credentials
 * and the id token in the answer is checked (issuer, audience, nonce, expiry). `current` is the
 * callback as the provider sent it (a URL for a GET, a Request for Apple's form POST).
 */
export async function exchangeCode(
  deps: Deps,
  provider: OAuthProviderId,
  current: URL | Request,
  checks: { state: string; nonce: string; codeVerifier: string },
  appleUser: string | undefined,
): Promise<ProviderProfile> {
  const { client } = await discover(deps.config.oauth.providers[provider]).catch((err: unknown) => {
    deps.logger.warn({ err, provider }, 'OAuth provider discovery failed');
    throw new RedirectError('oauth-token-echange-failed', 'The provider could not be reached');
  });
  let tokens;
  try {
    tokens = await oidc.authorizationCodeGrant(client, current, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
  } catch (err) {
    deps.logger.warn({ err, provider }, 'OAuth code exchange failed');
    // `(sic)`: the auth API's spelling of this code, which clients match on.
    throw new RedirectError('oauth-token-echange-failed', 'Could not exchange the code for tokens');
  }
  try {
    return profileFromClaims(tokens.claims() ?? {}, { name: appleUserName(appleUser) });
  } catch (err) {
    deps.logger.warn({ err, provider }, 'OAuth profile unreadable');
    throw new RedirectError('oauth-profile-fetch-failed', 'Could not read the profile');
  }
}

/** Apple sends the name once, on the first authorization, as `user` JSON in the form POST. */
function appleUserName(user: string | undefined): string | undefined {
  if (!user) return undefined;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length ? parts.join(' ').trim() : undefined;
  } catch {
    return undefined;
  }
}

/** The display name a new provider user gets: the option, else the provider's name (≤ 32 chars). */
function displayNameFor(profile: ProviderProfile, options: SignUpOptions): string {
  const name = options.displayName ?? profile.name?.slice(0, 32).trim();
  return name || profile.email || profile.providerUserId;
}

/**
 * Signs a provider user in (account matching): an existing link signs in; else a user
 * with the same e-mail gets the link (only when the provider vouches for the address); else a new
 * user is created with the link. A new user whose address the provider has not verified gets no
 * session while verification is required, and a verification e-mail instead.
 */
export async function signInWithProfile(
  deps: Deps,
  provider: OAuthProviderId,
  profile: ProviderProfile,
  options: SignUpOptions,
  info: RequestInfo,
): Promise<{ session: Session | null }> {
  const link = await findProviderLink(deps.db, provider, profile.providerUserId);
  const linked = link ? await findUserById(deps.db, link.userId) : undefined;
  if (linked) return { session: await startSession(deps, linked, profile, info) };

  if (profile.email) {
    const sameEmail = await findUserByEmail(deps.db, profile.email);
    if (sameEmail) {
      // Linking on an unverified address would hand the account to whoever typed it.
      if (!profile.emailVerified) throw fail('email-already-in-use');
      await insertProviderLink(deps.db, {
        userId: sameEmail.id,
        providerId: provider,
        providerUserId: profile.providerUserId,
      });
      return { session: await startSession(deps, sameEmail, profile, info) };
    }
  }

  const { config } = deps;
  if (config.auth.disableSignup) throw fail('signup-disabled');
  if (profile.email) assertEmailAllowed(config.auth, profile.email);
  const user = await createUserWithProviderLink(
    deps.db,
    {
      email: profile.email ?? null,
      emailVerified: profile.emailVerified,
      displayName: displayNameFor(profile, options),
      avatarUrl:
        profile.picture ??
        (profile.email && config.auth.gravatarEnabled ? gravatarUrl(profile.email) : ''),
      locale: options.locale,
      defaultRole: options.defaultRole,
      roles: options.allowedRoles,
      metadata: options.metadata ?? {},
      disabled: config.auth.disableNewUsers,
    },
    { providerId: provider, providerUserId: profile.providerUserId },
  );
  if (user.disabled) throw fail('disabled-user');
  if (config.auth.emailVerificationRequired && user.email && !user.emailVerified) {
    await sendVerifyEmail(deps, user, options.redirectTo);
    return { session: null };
  }
  return { session: await createSession(deps, user, info) };
}

async function startSession(
  deps: Deps,
  user: UserRow,
  profile: ProviderProfile,
  info: RequestInfo,
): Promise<Session> {
  let current = user;
  // The provider has just proved the user controls this address.
  if (
    !user.emailVerified &&
    profile.emailVerified &&
    user.email &&
    profile.email === user.email.toLowerCase()
  ) {
    // Whatever was set up on the address before this proof (a password typed by someone
    // else) does not come along (src/auth/ownership.ts).
    current = await proveEmailOwnership(deps, user);
  }
  if (current.isAnonymous) throw fail('forbidden-anonymous');
  assertCanSignIn(deps, current);
  return createSession(deps, current, info);
}

/** Links a provider account to a signed-in user (`connect`, `/link/idtoken`). */
export async function linkProfile(
  deps: Deps,
  userId: string,
  provider: OAuthProviderId,
  profile: ProviderProfile,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail('unauthenticated-user');
  if (await findProviderLink(deps.db, provider, profile.providerUserId)) {
    throw alreadyLinked(`This ${providerName(provider)} account is already linked to a user`);
  }
  await insertProviderLink(deps.db, {
    userId,
    providerId: provider,
    providerUserId: profile.providerUserId,
  });
}

/** GET /user/providers (Tiix extension): the caller's linked accounts. */
export async function listLinks(deps: Deps, userId: string) {
  const links = await listProviderLinks(deps.db, userId);
  return links.map((link) => ({
    provider: link.providerId,
    providerUserId: link.providerUserId,
    createdAt: link.createdAt.toISOString(),
  }));
}

/**
 * DELETE /user/providers/:provider (Tiix extension). Refused when the link is the only way the
 * user can sign in (no e-mail, phone, password, passkey or other provider).
 */
export async function unlink(deps: Deps, userId: string, provider: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail('unauthenticated-user');
  const links = await listProviderLinks(deps.db, userId);
  if (!links.some((link) => link.providerId === provider)) {
    throw fail('invalid-request', 'This provider is not linked to your account');
  }
  const { securityKeys } = await countCredentials(deps.db, userId);
  const otherWays =
    Boolean(user.email || user.phoneNumber || user.passwordHash) ||
    securityKeys > 0 ||
    links.length > 1;
  if (!otherWays) {
    throw fail('invalid-request', 'This is the only way to sign in to your account');
  }
  await deleteProviderLink(deps.db, userId, provider);
}
