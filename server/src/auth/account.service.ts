import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { AppDeps } from '../context.js';
import { sendTicketMail } from './auth-mail.js';
import type { UserAuth } from './caller.js';
import { checkElevated, checkRecentSignIn } from './elevation.js';
import { hashPassword, newSecret, sha256, verifyPassword } from './crypto.js';
import { AuthError, fail } from './errors.js';
import { assertEmailAllowed, isEmailAllowed } from './options.js';
import { resolveRedirectTo, withQuery } from './redirects.js';
import {
  deleteOtherRefreshTokens,
  deleteUserRefreshToken,
  insertRefreshToken,
  listUserRefreshTokens,
} from './refresh-tokens.repository.js';
import { proveEmailOwnership } from './ownership.js';
import {
  createSession,
  revokeRefreshTokens,
  type Session,
  type SessionOptions,
} from './session.service.js';
import { sendVerifyEmail, isValidTotp } from './signin.service.js';
import {
  consumeTicket,
  issueTicket,
  ticketKind,
  TICKET_KINDS,
  type TicketKind,
} from './tickets.js';
import { deleteUnusedCodes } from './tickets.repository.js';
import {
  countOwnedTeams,
  countSecurityKeys,
  deleteUser,
  findUserByEmail,
  findUserById,
  toUserPayload,
  updateUser,
  type UserPayload,
  type UserRow,
} from './users.repository.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'logger' | 'mailer'>;

async function currentUser(deps: Deps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  // The token outlived its account (deleted meanwhile).
  if (!user) throw fail('unauthenticated-user');
  return user;
}

/** GET /user: the caller, with the real activeMfaType. */
export async function getUser(deps: Deps, userId: string): Promise<UserPayload> {
  return toUserPayload(await currentUser(deps, userId), { withMfa: true });
}

/**
 * GET /verify: spends an e-mailed ticket, applies it and answers with a redirect:
 * `redirectTo?refreshToken=…&type=<link type>` on success, `?error=…&errorDescription=…`
 * otherwise. The link type (emailVerify, signinPasswordless, passwordReset, emailConfirmChange)
 * is echoed, as the legacy server did: it is the vocabulary the link itself carries.
 */
export async function verifyTicketLink(
  deps: Deps,
  query: { ticket?: string | undefined; redirectTo?: string | undefined },
  options: SessionOptions,
): Promise<string> {
  const { config } = deps;
  let redirectTo: string;
  try {
    redirectTo = resolveRedirectTo(config.auth, query.redirectTo);
  } catch (err) {
    if (err instanceof AuthError) return errorRedirect(config.auth.clientUrl, err);
    throw err;
  }
  try {
    const ticket = query.ticket ?? '';
    const kind = ticketKind(ticket);
    if (!kind || kind === 'mfaTotp') throw fail('invalid-ticket');
    const spent = await consumeTicket(deps, ticket, kind);
    let user = await findUserById(deps.db, spent.userId);
    if (!user) throw fail('invalid-ticket');
    if (user.disabled) throw fail('disabled-user');
    user = await applyTicket(deps, kind, user);
    // A new address ends every session that was signed in under the old one.
    if (kind === 'emailConfirmChange') await revokeRefreshTokens(deps, user.id);
    const session = await createSession(deps, user, options);
    return withQuery(redirectTo, {
      refreshToken: session.refreshToken,
      type: TICKET_KINDS[kind].linkType!,
    });
  } catch (err) {
    if (err instanceof AuthError) return errorRedirect(redirectTo, err);
    throw err;
  }
}

async function applyTicket(deps: Deps, kind: TicketKind, user: UserRow): Promise<UserRow> {
  switch (kind) {
    case 'emailConfirmChange': {
      if (!user.newEmail) throw fail('invalid-ticket');
      const updated = await updateUser(deps.db, user.id, {
        email: user.newEmail,
        newEmail: null,
        emailVerified: true,
      });
      return updated ?? user;
    }
    // The sign-up's own verification link confirms the account as it was set up.
    case 'verifyEmail':
      return user.emailVerified
        ? user
        : ((await updateUser(deps.db, user.id, { emailVerified: true })) ?? user);
    // A magic link or reset link proves the mailbox, not the password someone set before:
    // on a never-verified account that password and its sessions go (src/auth/ownership.ts).
    default:
      return proveEmailOwnership(deps, user);
  }
}

function errorRedirect(target: string, err: AuthError): string {
  return withQuery(target, { error: err.code, errorDescription: err.message });
}

/**
 * POST /user/password: with a `passwordReset:` ticket (no Bearer needed), or as the signed-in
 * caller (elevated-claim policy applies).
 */
export async function changePassword(
  deps: Deps,
  auth: UserAuth | null,
  input: { newPassword: string; ticket?: string | undefined },
): Promise<void> {
  let userId: string;
  if (input.ticket !== undefined) {
    userId = (await consumeTicket(deps, input.ticket, 'passwordReset')).userId;
  } else if (auth) {
    if (auth.isAnonymous) throw fail('forbidden-anonymous');
    await checkElevated(deps, auth);
    checkRecentSignIn(deps, auth);
    userId = auth.userId;
  } else {
    throw fail('invalid-request', 'A Bearer token or a passwordReset ticket is required');
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail('invalid-ticket');
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  // Whoever knew the old password (or held a token minted with it) is out: every other
  // session and personal access token ends; the caller's own device stays signed in.
  if (auth?.sessionId) await deleteOtherRefreshTokens(deps.db, user.id, auth.sessionId);
  else await revokeRefreshTokens(deps, user.id);
}

/**
 * POST /elevate/password (Tiix extension): the caller proves it is them with their password
 * (and a TOTP code when 2FA is on). Answers a new session of this device whose access token
 * carries the elevated claim; the caller's previous session row is replaced, not duplicated.
 */
export async function elevateWithPassword(
  deps: Deps,
  auth: UserAuth,
  input: { password: string; otp?: string | undefined },
  options: SessionOptions,
): Promise<{ session: Session }> {
  const user = await currentUser(deps, auth.userId);
  if (user.isAnonymous) throw fail('forbidden-anonymous');
  if (!user.passwordHash) {
    throw fail('invalid-request', 'This account has no password: sign in again instead');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw fail('invalid-email-password', 'Incorrect password');
  }
  if (deps.config.auth.mfaEnabled && user.activeMfaType === 'totp') {
    if (!user.totpSecret || !(await isValidTotp(user.totpSecret, input.otp ?? ''))) {
      throw fail('invalid-totp');
    }
  }
  const session = await createSession(deps, user, { ...options, elevated: true });
  if (auth.sessionId) await deleteUserRefreshToken(deps.db, user.id, auth.sessionId, 'regular');
  return { session };
}

/**
 * POST /user/password/reset: mails a reset link when the address belongs to an active account.
 * The answer is the same either way, so it does not reveal which addresses have accounts.
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; redirectTo: string },
): Promise<void> {
  if (!isEmailAllowed(deps.config.auth, input.email)) return;
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.email || user.disabled || user.isAnonymous) return;
  const ticket = await issueTicket(deps, 'passwordReset', user.id, user.email);
  await sendTicketMail(deps, 'passwordReset', user, ticket, input.redirectTo, user.email);
}

/** POST /user/email/send-verification-email. */
export async function resendVerificationEmail(
  deps: Deps,
  input: { email: string; redirectTo: string },
): Promise<void> {
  // "OK" whether or not the address has an account waiting for verification, so the answer
  // does not tell who has signed up; only an unverified, active account gets a mail.
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.email || user.emailVerified || user.disabled) return;
  await sendVerifyEmail(deps, user, input.redirectTo);
}

/** POST /user/email/change: the new address gets a confirmation link; /verify switches it. */
export async function requestEmailChange(
  deps: Deps,
  auth: UserAuth,
  input: { newEmail: string; redirectTo: string },
): Promise<void> {
  const user = await currentUser(deps, auth.userId);
  if (user.isAnonymous) throw fail('forbidden-anonymous');
  assertEmailAllowed(deps.config.auth, input.newEmail);
  const holder = await findUserByEmail(deps.db, input.newEmail);
  if (holder) throw fail('email-already-in-use');
  const updated = await updateUser(deps.db, user.id, { newEmail: input.newEmail });
  // Only the latest request may complete: older links would switch to an address no longer wanted.
  await deleteUnusedCodes(deps.db, user.id, 'email_change');
  const ticket = await issueTicket(deps, 'emailConfirmChange', user.id, input.newEmail);
  await sendTicketMail(
    deps,
    'emailConfirmChange',
    updated ?? user,
    ticket,
    input.redirectTo,
    input.newEmail,
  );
}

/** GET /mfa/totp/generate: a fresh secret (stored, not yet active) and its QR code. */
export async function generateTotp(
  deps: Deps,
  userId: string,
): Promise<{ imageUrl: string; totpSecret: string }> {
  if (!deps.config.auth.mfaEnabled) throw fail('disabled-endpoint');
  const user = await currentUser(deps, userId);
  if (user.isAnonymous) throw fail('forbidden-anonymous');
  // Replacing the secret of an active factor would lock the user out of their authenticator.
  if (user.activeMfaType === 'totp') throw fail('totp-already-active');
  const totpSecret = generateSecret();
  await updateUser(deps.db, user.id, { totpSecret });
  const uri = generateURI({
    issuer: deps.config.auth.mfaTotpIssuer,
    label: user.email ?? user.displayName,
    secret: totpSecret,
  });
  return { imageUrl: await QRCode.toDataURL(uri), totpSecret };
}

/** POST /user/mfa: `activeMfaType: "totp"` activates with a current code; empty deactivates. */
export async function setMfa(
  deps: Deps,
  userId: string,
  input: { code: string; activeMfaType?: string | undefined },
): Promise<void> {
  if (!deps.config.auth.mfaEnabled) throw fail('disabled-endpoint');
  const type = input.activeMfaType ?? '';
  if (type !== 'totp' && type !== '') throw fail('mfa-type-not-found');
  const user = await currentUser(deps, userId);
  if (type === 'totp') {
    if (user.activeMfaType === 'totp') throw fail('totp-already-active');
    if (!user.totpSecret) throw fail('no-totp-secret');
    if (!(await isValidTotp(user.totpSecret, input.code))) throw fail('invalid-totp');
    await updateUser(deps.db, user.id, { activeMfaType: 'totp' });
    return;
  }
  if (user.activeMfaType !== 'totp') throw fail('disabled-mfa-totp');
  if (!user.totpSecret) throw fail('no-totp-secret');
  if (!(await isValidTotp(user.totpSecret, input.code))) throw fail('invalid-totp');
  await updateUser(deps.db, user.id, { activeMfaType: null, totpSecret: null });
}

/** POST /pat: a personal access token (stored hashed, like refresh tokens). */
export async function createPat(
  deps: Deps,
  userId: string,
  input: { expiresAt: Date; metadata?: Record<string, unknown> | undefined },
): Promise<{ id: string; personalAccessToken: string }> {
  if (input.expiresAt.getTime() <= Date.now()) throw fail('invalid-expiry-date');
  const personalAccessToken = newSecret();
  const row = await insertRefreshToken(deps.db, {
    userId,
    tokenHash: sha256(personalAccessToken),
    type: 'pat',
    expiresAt: input.expiresAt,
    metadata: input.metadata ?? null,
  });
  return { id: row.id, personalAccessToken };
}

export interface PatSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  metadata: Record<string, unknown> | null;
}

/** GET /pat (Tiix extension): the caller's unexpired personal access tokens, newest first. */
export async function listPats(deps: Deps, userId: string): Promise<PatSummary[]> {
  const rows = await listUserRefreshTokens(deps.db, userId, 'pat');
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    metadata: row.metadata ?? null,
  }));
}

export interface DeviceSession {
  /** The refreshTokenId the client holds for that device. */
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string | null;
}

/** GET /user/sessions (Tiix extension): the caller's signed-in devices, newest first. */
export async function listSessions(deps: Deps, userId: string): Promise<DeviceSession[]> {
  const rows = await listUserRefreshTokens(deps.db, userId, 'regular');
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.rotatedAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: typeof row.metadata?.userAgent === 'string' ? row.metadata.userAgent : null,
  }));
}

/** DELETE /user/sessions/:id and DELETE /pat/:id (Tiix extensions); 404 if not the caller's. */
export async function revokeOwnToken(
  deps: Deps,
  userId: string,
  id: string,
  type: 'regular' | 'pat',
): Promise<void> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(id) || !(await deleteUserRefreshToken(deps.db, userId, id, type))) {
    throw fail(
      'not-found',
      type === 'pat' ? 'Personal access token not found' : 'Session not found',
    );
  }
}

/**
 * DELETE /user (Tiix extension): deletes the caller's account and, through the foreign keys, their
 * personal data (profile, tokens, memberships, rankings; shared history keeps the rows without the
 * user). Re-check: an elevated token, or the password when the account has one; accounts with
 * neither a password nor a security key have nothing to re-check beyond the token.
 */
export async function deleteAccount(
  deps: Deps,
  auth: UserAuth,
  input: { password?: string | undefined },
): Promise<void> {
  const user = await currentUser(deps, auth.userId);
  if (!auth.elevated) {
    if (user.passwordHash) {
      if (!input.password || !(await verifyPassword(user.passwordHash, input.password))) {
        throw fail('invalid-email-password', 'Incorrect password');
      }
    } else if ((await countSecurityKeys(deps.db, user.id)) > 0) {
      throw fail('elevated-claim-required');
    }
  }
  // Teams must not be left without an owner (teams.owner_id is RESTRICT).
  if ((await countOwnedTeams(deps.db, user.id)) > 0) throw fail('user-owns-teams');
  await deleteUser(deps.db, user.id);
  deps.logger.info({ userId: user.id }, 'Account deleted by its owner');
}
