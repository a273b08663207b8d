import { randomUUID } from 'node:crypto';
// The cross-app lint pattern for the `server` package also matches this package's name.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppDeps } from '../../context.js';
import { fail } from '../errors.js';
import { assertEmailAllowed, type SignUpOptions } from '../options.js';
import { assertCanSignIn, createSession, type Session } from '../session.service.js';
import { newEmailUser, sendVerifyEmail } from '../signin.service.js';
import { findUserByEmail, findUserById, type UserRow } from '../users.repository.js';
import {
  deleteSecurityKey,
  findSecurityKeyByCredentialId,
  insertSecurityKey,
  insertUserWithSecurityKey,
  listSecurityKeys,
  purgeChallenges,
  saveChallenge,
  takeChallenge,
  updateSecurityKeyCounter,
  type SecurityKeyRow,
} from './webauthn.repository.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'logger' | 'mailer'>;

/** Which step a challenge was issued for: a response is only accepted by the matching verify. */
type Ceremony = 'signup' | 'signin' | 'add' | 'elevate';

interface SignupPayload {
  ceremony: 'signup';
  userId: string;
  options: SignUpOptions;
}

export interface RequestInfo {
  userAgent?: string | undefined;
}

/** A security key as the settings page lists it (Tiix extension). */
export interface SecurityKeySummary {
  id: string;
  nickname: string | null;
  createdAt: string;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const b64urlToText = (value: string) => Buffer.from(value, 'base64url').toString('utf8');

function assertEnabled(deps: Deps) {
  if (!deps.config.webauthn.enabled) throw fail('disabled-endpoint');
}

// Spent and expired challenges are deleted now and then rather than on every request.
let lastPurge = 0;
async function purgeNowAndThen(deps: Deps) {
  if (Date.now() - lastPurge < 10 * 60_000) return;
  lastPurge = Date.now();
  await purgeChallenges(deps.db).catch((err: unknown) =>
    deps.logger.warn({ err }, 'Could not purge old WebAuthn challenges'),
  );
}

async function remember(
  deps: Deps,
  challenge: string,
  ceremony: Ceremony,
  owner: { userId?: string | null; email?: string | null },
  payload: Record<string, unknown> = {},
) {
  await purgeNowAndThen(deps);
  await saveChallenge(deps.db, {
    challenge,
    userId: owner.userId ?? null,
    email: owner.email ?? null,
    payload: { ...payload, ceremony },
    expiresAt: new Date(Date.now() + deps.config.webauthn.timeoutMs),
  });
}

/**
 * The challenge the browser signed, read from the response's clientDataJSON, and what was stored
 * with it. Unknown, expired, used or issued for another step: 400 invalid-request.
 */
async function redeemChallenge(
  deps: Deps,
  credential: { response?: { clientDataJSON?: unknown } },
  ceremony: Ceremony,
) {
  let challenge: unknown;
  try {
    const clientData = JSON.parse(b64urlToText(String(credential.response?.clientDataJSON ?? '')));
    challenge = (clientData as { challenge?: unknown }).challenge;
  } catch {
    throw fail('invalid-request', 'The credential is malformed');
  }
  if (typeof challenge !== 'string' || challenge === '') {
    throw fail('invalid-request', 'The credential carries no challenge');
  }
  const record = await takeChallenge(deps.db, challenge);
  if (!record || record.payload.ceremony !== ceremony) {
    throw fail('invalid-request', 'Unknown or expired challenge');
  }
  return { challenge, ...record };
}

function creationOptions(
  deps: Deps,
  user: { id: string; name: string; displayName: string },
  exclude: SecurityKeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpId, rpName, timeoutMs } = deps.config.webauthn;
  return generateRegistrationOptions({
    rpID: rpId,
    rpName,
    // The user handle is the user's id, so every passkey of one account shares it.
    userID: utf8(user.id),
    userName: user.name,
    userDisplayName: user.displayName,
    timeout: timeoutMs,
    attestationType: 'none',
    excludeCredentials: exclude.map((key) => ({
      id: key.credentialId,
      transports: transportsOf(key),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  }).then((options) => ({
    ...options,
    // The auth API asks for "indirect"; the library only offers none/direct/enterprise. Any
    // format is accepted when verifying, and no attestation statement is trusted either way.
    attestation: 'indirect',
  }));
}

function requestOptions(
  deps: Deps,
  keys: SecurityKeyRow[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpId, timeoutMs } = deps.config.webauthn;
  return generateAuthenticationOptions({
    rpID: rpId,
    timeout: timeoutMs,
    userVerification: 'preferred',
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: transportsOf(key) })),
  });
}

function transportsOf(key: SecurityKeyRow): string[] {
  return key.transports ? key.transports.split(',').filter(Boolean) : [];
}

async function verifyRegistration(
  deps: Deps,
  credential: RegistrationResponseJSON,
  challenge: string,
) {
  const { rpId, origins } = deps.config.webauthn;
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      // "preferred" user verification: a key without a PIN or biometric is still accepted.
      requireUserVerification: false,
    });
  } catch (err) {
    deps.logger.info({ err: (err as Error).message }, 'WebAuthn registration refused');
    throw fail('invalid-request', 'The security key could not be verified');
  }
  if (!result.verified) throw fail('invalid-request', 'The security key could not be verified');
  const { credential: registered } = result.registrationInfo;
  if (await findSecurityKeyByCredentialId(deps.db, registered.id)) {
    throw fail('invalid-request', 'This security key is already registered');
  }
  return {
    credentialId: registered.id,
    credentialPublicKey: Buffer.from(registered.publicKey).toString('base64url'),
    counter: registered.counter,
    transports: registered.transports ?? credential.response.transports ?? [],
  };
}

/** Checks an assertion against the stored key and moves its signature counter forward. */
async function verifyAssertion(
  deps: Deps,
  credential: AuthenticationResponseJSON,
  challenge: string,
): Promise<SecurityKeyRow> {
  const key = await findSecurityKeyByCredentialId(deps.db, String(credential.id ?? ''));
  if (!key) throw fail('invalid-request', 'Unknown security key');
  const handle = credential.response?.userHandle;
  if (handle && b64urlToText(handle) !== key.userId) {
    throw fail('invalid-request', 'The security key belongs to another user');
  }
  const { rpId, origins } = deps.config.webauthn;
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: false,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.credentialPublicKey, 'base64url')),
        counter: key.counter,
        transports: transportsOf(key),
      },
    });
  } catch (err) {
    // Includes a signature counter that went backwards: a sign of a cloned authenticator.
    deps.logger.info({ err: (err as Error).message }, 'WebAuthn assertion refused');
    throw fail('invalid-request', 'The security key could not be verified');
  }
  if (!result.verified) throw fail('invalid-request', 'The security key could not be verified');
  await updateSecurityKeyCounter(deps.db, key.id, result.authenticationInfo.newCounter);
  return key;
}

function userName(user: UserRow): string {
  return user.email ?? user.phoneNumber ?? user.displayName ?? user.id;
}

async function requireUser(deps: Deps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail('unauthenticated-user');
  return user;
}

// --- sign up -------------------------------------------------------------------------------

/** POST /signup/webauthn: creation options for a new account with this e-mail. */
export async function startSignUp(
  deps: Deps,
  input: { email: string; options: SignUpOptions },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  assertEnabled(deps);
  const { config } = deps;
  if (config.auth.disableSignup) throw fail('signup-disabled');
  assertEmailAllowed(config.auth, input.email);
  if (await findUserByEmail(deps.db, input.email)) throw fail('email-already-in-use');
  const userId = randomUUID();
  const options = await creationOptions(
    deps,
    { id: userId, name: input.email, displayName: input.options.displayName ?? input.email },
    [],
  );
  const payload: Omit<SignupPayload, 'ceremony'> = { userId, options: input.options };
  await remember(deps, options.challenge, 'signup', { email: input.email }, { ...payload });
  return options;
}

/**
 * POST /signup/webauthn/verify: creates the account and its first key. As upstream, the options
 * given at /signup/webauthn win over any sent here. With e-mail verification required the answer
 * has no session and a verification e-mail goes out.
 */
export async function finishSignUp(
  deps: Deps,
  input: { credential: RegistrationResponseJSON; nickname?: string | undefined },
  info: RequestInfo,
): Promise<{ session: Session | null }> {
  assertEnabled(deps);
  const record = await redeemChallenge(deps, input.credential, 'signup');
  const payload = record.payload as unknown as SignupPayload;
  const email = record.email!;
  const key = await verifyRegistration(deps, input.credential, record.challenge);
  const { options } = payload;
  const { config } = deps;
  const user = await insertUserWithSecurityKey(
    deps.db,
    { id: payload.userId, ...newEmailUser(deps, email, options) },
    { ...key, nickname: input.nickname?.trim() || null },
  );
  if (user.disabled) throw fail('disabled-user');
  if (config.auth.emailVerificationRequired) {
    await sendVerifyEmail(deps, user, options.redirectTo);
    return { session: null };
  }
  return { session: await createSession(deps, user, info) };
}

// --- sign in -------------------------------------------------------------------------------

/**
 * POST /signin/webauthn: request options. With an e-mail, limited to that user's keys (user
 * checks as for a password sign-in); without, a discoverable (passkey) challenge.
 */
export async function startSignIn(
  deps: Deps,
  input: { email?: string | undefined },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  assertEnabled(deps);
  let keys: SecurityKeyRow[] = [];
  let userId: string | null = null;
  if (input.email) {
    assertEmailAllowed(deps.config.auth, input.email);
    const user = await findUserByEmail(deps.db, input.email);
    // Unknown addresses and accounts without keys get the same answer as the discoverable
    // challenge (any passkey may answer it), so the endpoint does not tell who has an account.
    if (user && !user.isAnonymous) {
      assertCanSignIn(deps, user);
      keys = await listSecurityKeys(deps.db, user.id);
      if (keys.length > 0) userId = user.id;
    }
  }
  const options = await requestOptions(deps, keys);
  await remember(deps, options.challenge, 'signin', { userId });
  return options;
}

/** POST /signin/webauthn/verify. */
export async function finishSignIn(
  deps: Deps,
  input: { credential: AuthenticationResponseJSON },
  info: RequestInfo,
): Promise<{ session: Session }> {
  assertEnabled(deps);
  const record = await redeemChallenge(deps, input.credential, 'signin');
  const key = await verifyAssertion(deps, input.credential, record.challenge);
  if (record.userId && record.userId !== key.userId) {
    throw fail('invalid-request', 'The security key belongs to another user');
  }
  const user = await findUserById(deps.db, key.userId);
  if (!user) throw fail('invalid-request', 'Unknown security key');
  assertCanSignIn(deps, user);
  return { session: await createSession(deps, user, info) };
}

// --- keys of a signed-in user ---------------------------------------------------------------

/** POST /user/webauthn/add: creation options for another key of the caller. */
export async function startAddKey(
  deps: Deps,
  userId: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  assertEnabled(deps);
  const user = await requireUser(deps, userId);
  const existing = await listSecurityKeys(deps.db, user.id);
  const options = await creationOptions(
    deps,
    { id: user.id, name: userName(user), displayName: user.displayName || userName(user) },
    existing,
  );
  await remember(deps, options.challenge, 'add', { userId: user.id });
  return options;
}

/** POST /user/webauthn/verify: stores the new key; `{id, nickname}`. */
export async function finishAddKey(
  deps: Deps,
  userId: string,
  input: { credential: RegistrationResponseJSON; nickname?: string | undefined },
): Promise<{ id: string; nickname?: string }> {
  assertEnabled(deps);
  const record = await redeemChallenge(deps, input.credential, 'add');
  if (record.userId !== userId) throw fail('invalid-request', 'Unknown or expired challenge');
  const key = await verifyRegistration(deps, input.credential, record.challenge);
  const row = await insertSecurityKey(deps.db, {
    ...key,
    userId,
    nickname: input.nickname?.trim() || null,
  });
  return { id: row.id, ...(row.nickname ? { nickname: row.nickname } : {}) };
}

/** GET /user/webauthn (Tiix extension): the caller's keys. */
export async function listKeys(deps: Deps, userId: string): Promise<SecurityKeySummary[]> {
  const keys = await listSecurityKeys(deps.db, userId);
  return keys.map((key) => ({
    id: key.id,
    nickname: key.nickname,
    createdAt: key.createdAt.toISOString(),
  }));
}

/** DELETE /user/webauthn/:id (Tiix extension). Unknown id, or another user's key: 400. */
export async function removeKey(deps: Deps, userId: string, keyId: string): Promise<void> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(keyId) || !(await deleteSecurityKey(deps.db, userId, keyId))) {
    throw fail('invalid-request', 'Security key not found');
  }
}

// --- elevation ------------------------------------------------------------------------------

/** POST /elevate/webauthn: request options limited to the caller's keys. */
export async function startElevate(
  deps: Deps,
  userId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  assertEnabled(deps);
  const user = await requireUser(deps, userId);
  const keys = await listSecurityKeys(deps.db, user.id);
  if (keys.length === 0) throw fail('invalid-request', 'This user has no security keys');
  const options = await requestOptions(deps, keys);
  await remember(deps, options.challenge, 'elevate', { userId: user.id });
  return options;
}

/** POST /elevate/webauthn/verify: a new session whose access token carries the elevated claim. */
export async function finishElevate(
  deps: Deps,
  userId: string,
  input: { credential: AuthenticationResponseJSON },
  info: RequestInfo,
): Promise<{ session: Session }> {
  assertEnabled(deps);
  const record = await redeemChallenge(deps, input.credential, 'elevate');
  if (record.userId !== userId) throw fail('invalid-request', 'Unknown or expired challenge');
  const key = await verifyAssertion(deps, input.credential, record.challenge);
  if (key.userId !== userId)
    throw fail('invalid-request', 'The security key belongs to another user');
  const user = await requireUser(deps, userId);
  assertCanSignIn(deps, user);
  return { session: await createSession(deps, user, { ...info, elevated: true }) };
}
