import { verify as verifyTotp } from 'otplib';
import type { AppDeps } from '../context.js';
import { sendOtpMail, sendTicketMail } from './auth-mail.js';
import { burnPasswordCheck, hashPassword, sha256, verifyPassword } from './crypto.js';
import { fail } from './errors.js';
import { assertEmailAllowed, newUserFromOptions, type SignUpOptions } from './options.js';
import { proveEmailOwnership } from './ownership.js';
import { findLiveRefreshToken } from './refresh-tokens.repository.js';
import {
  assertCanSignIn,
  createSession,
  revokeRefreshTokens,
  type Session,
} from './session.service.js';
import {
  consumeEmailOtp,
  consumeTicket,
  issueEmailOtp,
  issueTicket,
  peekTicket,
  recordTicketFailure,
} from './tickets.js';
import {
  createUser,
  findUserByEmail,
  findUserById,
  gravatarUrl,
  updateUser,
  type UserRow,
} from './users.repository.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'logger' | 'mailer'>;

export interface RequestInfo {
  userAgent?: string | undefined;
}

/** `{session}` or `{mfa}`; the other key is an explicit null (clients test for it). */
export interface SignInResponse {
  session: Session | null;
  mfa: { ticket: string } | null;
}

/** The columns a new e-mail user gets from their SignUpOptions. */
export function newEmailUser(deps: Pick<AppDeps, 'config'>, email: string, options: SignUpOptions) {
  return {
    email,
    ...newUserFromOptions(deps.config.auth, email, options),
    avatarUrl: deps.config.auth.gravatarEnabled ? gravatarUrl(email) : '',
  };
}

/** POST /signup/email-password. */
export async function signUpEmailPassword(
  deps: Deps,
  input: { email: string; password: string; options: SignUpOptions },
  info: RequestInfo,
): Promise<{ session: Session | null }> {
  const { config } = deps;
  if (config.auth.disableSignup) throw fail('signup-disabled');
  assertEmailAllowed(config.auth, input.email);
  if (await findUserByEmail(deps.db, input.email)) {
    // With verification required a new sign-up answers "check your mail" without a session;
    // a taken address gets that same answer, so sign-up does not tell who has an account.
    if (config.auth.emailVerificationRequired) return { session: null };
    throw fail('email-already-in-use');
  }
  const user = await createUser(deps.db, {
    ...newEmailUser(deps, input.email, input.options),
    passwordHash: await hashPassword(input.password),
  });
  if (user.disabled) throw fail('disabled-user');
  if (config.auth.emailVerificationRequired) {
    await sendVerifyEmail(deps, user, input.options.redirectTo);
    return { session: null };
  }
  return { session: await createSession(deps, user, info) };
}

export async function sendVerifyEmail(deps: Deps, user: UserRow, redirectTo: string) {
  const ticket = await issueTicket(deps, 'verifyEmail', user.id, user.email);
  await sendTicketMail(deps, 'verifyEmail', user, ticket, redirectTo, user.email!);
}

/** POST /signin/email-password. */
export async function signInEmailPassword(
  deps: Deps,
  input: { email: string; password: string },
  info: RequestInfo,
): Promise<SignInResponse> {
  assertEmailAllowed(deps.config.auth, input.email);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    throw fail('invalid-email-password');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw fail('invalid-email-password');
  }
  if (user.isAnonymous) throw fail('forbidden-anonymous');
  assertCanSignIn(deps, user);
  if (deps.config.auth.mfaEnabled && user.activeMfaType === 'totp') {
    return { session: null, mfa: { ticket: await issueTicket(deps, 'mfaTotp', user.id) } };
  }
  return { session: await createSession(deps, user, info), mfa: null };
}

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, 30 s, one step of clock skew either way. */
export async function isValidTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verifyTotp({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

/** POST /signin/mfa/totp: the second step of a password sign-in with TOTP active. */
export async function signInMfaTotp(
  deps: Deps,
  input: { ticket: string; otp: string },
  info: RequestInfo,
): Promise<SignInResponse> {
  if (!deps.config.auth.mfaEnabled) throw fail('disabled-endpoint');
  const pending = await peekTicket(deps, input.ticket, 'mfaTotp');
  const user = await findUserById(deps.db, pending.userId);
  if (!user) throw fail('invalid-ticket');
  if (user.activeMfaType !== 'totp') throw fail('disabled-mfa-totp');
  if (!user.totpSecret) throw fail('no-totp-secret');
  if (!(await isValidTotp(user.totpSecret, input.otp))) {
    // A few mistypes are forgiven; then the ticket dies and the password step starts over.
    await recordTicketFailure(deps, pending.id);
    throw fail('invalid-totp');
  }
  // Spent only now, so a mistyped code does not send the user back to the password step.
  await consumeTicket(deps, input.ticket, 'mfaTotp');
  assertCanSignIn(deps, user);
  return { session: await createSession(deps, user, info), mfa: null };
}

/** POST /signin/anonymous: a guest account with role `anonymous` and no e-mail. */
export async function signInAnonymous(
  deps: Deps,
  input: {
    displayName?: string | undefined;
    locale: string;
    metadata?: Record<string, unknown> | undefined;
  },
  info: RequestInfo,
): Promise<{ session: Session }> {
  if (!deps.config.auth.anonymousUsersEnabled) throw fail('disabled-endpoint');
  if (deps.config.auth.disableSignup) throw fail('signup-disabled');
  const user = await createUser(deps.db, {
    displayName: input.displayName ?? 'Anonymous User',
    locale: input.locale,
    defaultRole: 'anonymous',
    roles: ['anonymous'],
    metadata: input.metadata ?? {},
    isAnonymous: true,
  });
  return { session: await createSession(deps, user, info) };
}

/**
 * POST /user/deanonymize: turns the caller's anonymous account into an e-mail account. When an
 * e-mail must be confirmed first (magic link, or verification required) the anonymous sessions
 * end; otherwise they stay and the client refreshes to get the new claims.
 */
export async function deanonymize(
  deps: Deps,
  userId: string,
  input: {
    signInMethod: 'email-password' | 'passwordless';
    email: string;
    password?: string | undefined;
    options: SignUpOptions;
  },
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail('unauthenticated-user');
  if (!user.isAnonymous) throw fail('user-not-anonymous');
  if (input.signInMethod === 'email-password' && !input.password) {
    throw fail('invalid-request', 'password is required for signInMethod email-password');
  }
  assertEmailAllowed(deps.config.auth, input.email);
  if (await findUserByEmail(deps.db, input.email)) throw fail('email-already-in-use');

  const fresh = newEmailUser(deps, input.email, input.options);
  const updated = await updateUser(deps.db, user.id, {
    email: input.email,
    emailVerified: false,
    isAnonymous: false,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    displayName: input.options.displayName ?? input.email,
    locale: input.options.locale,
    defaultRole: fresh.defaultRole,
    roles: [...new Set([...fresh.roles, fresh.defaultRole])],
    metadata: input.options.metadata ?? user.metadata,
    avatarUrl: fresh.avatarUrl ?? '',
  });
  if (!updated) throw fail('unauthenticated-user');

  if (input.signInMethod === 'passwordless') {
    await revokeRefreshTokens(deps, user.id);
    await sendMagicLink(deps, updated, input.options.redirectTo);
  } else if (deps.config.auth.emailVerificationRequired) {
    await revokeRefreshTokens(deps, user.id);
    await sendVerifyEmail(deps, updated, input.options.redirectTo);
  }
}

/** POST /signin/pat: a personal access token buys a normal session. */
export async function signInPat(
  deps: Deps,
  personalAccessToken: string,
  info: RequestInfo,
): Promise<{ session: Session }> {
  const row = await findLiveRefreshToken(deps.db, sha256(personalAccessToken), 'pat');
  if (!row) throw fail('invalid-pat');
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw fail('invalid-pat');
  assertCanSignIn(deps, user);
  return { session: await createSession(deps, user, info) };
}

/** The user of a passwordless request, created on first use (unless sign-up is off). */
async function passwordlessUser(
  deps: Deps,
  email: string,
  options: SignUpOptions,
): Promise<UserRow> {
  assertEmailAllowed(deps.config.auth, email);
  let user = await findUserByEmail(deps.db, email);
  if (!user) {
    if (deps.config.auth.disableSignup) throw fail('signup-disabled');
    user = await createUser(deps.db, newEmailUser(deps, email, options));
  }
  if (user.disabled) throw fail('disabled-user');
  return user;
}

async function sendMagicLink(deps: Deps, user: UserRow, redirectTo: string) {
  const ticket = await issueTicket(deps, 'passwordlessEmail', user.id, user.email);
  await sendTicketMail(deps, 'passwordlessEmail', user, ticket, redirectTo, user.email!);
}

/** POST /signin/passwordless/email: e-mails a magic link (valid 15 minutes by default). */
export async function requestMagicLink(
  deps: Deps,
  input: { email: string; options: SignUpOptions },
): Promise<void> {
  if (!deps.config.auth.passwordlessEmailEnabled) throw fail('disabled-endpoint');
  const user = await passwordlessUser(deps, input.email, input.options);
  await sendMagicLink(deps, user, input.options.redirectTo);
}

/** POST /signin/otp/email: e-mails a six-digit sign-in code. */
export async function requestEmailOtp(
  deps: Deps,
  input: { email: string; options: SignUpOptions },
): Promise<void> {
  if (!deps.config.auth.otpEmailEnabled) throw fail('disabled-endpoint');
  const user = await passwordlessUser(deps, input.email, input.options);
  const code = await issueEmailOtp(deps, user.id, user.email!);
  await sendOtpMail(deps, user, user.email!, code, input.options.redirectTo);
}

/** POST /signin/otp/email/verify: the code proves the mailbox, so the address becomes verified. */
export async function verifyEmailOtp(
  deps: Deps,
  input: { email: string; otp: string },
  info: RequestInfo,
): Promise<{ session: Session }> {
  if (!deps.config.auth.otpEmailEnabled) throw fail('disabled-endpoint');
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || !(await consumeEmailOtp(deps, user.id, input.otp.trim()))) {
    throw fail('invalid-ticket');
  }
  if (user.disabled) throw fail('disabled-user');
  const verified = await proveEmailOwnership(deps, user);
  return { session: await createSession(deps, verified, info) };
}
