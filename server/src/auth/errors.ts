import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error meant for the caller of the auth API. The router's error handler answers it as the
 * envelope `{status, error, message}` with HTTP status = `status` (http/errors.ts).
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function authError(status: ContentfulStatusCode, code: string, message: string): AuthError {
  return new AuthError(status, code, message);
}

/**
 * The auth API's codes with their statuses and messages (docs/reference/auth-api-contract.md;
 * upstream hasura-auth `errors.go`;
 * `unverified-user` keeps the legacy text the client matches on).
 */
export const AUTH_ERRORS = {
  'invalid-request': [400, 'The request payload is incorrect'],
  'invalid-email': [400, 'Email is incorrectly formatted'],
  'invalid-password': [400, 'Password is incorrectly formatted'],
  'invalid-email-password': [401, 'Incorrect email or password'],
  'unverified-user': [401, 'Email is not verified'],
  'disabled-user': [401, 'User is disabled'],
  'forbidden-anonymous': [403, 'Forbidden, user is anonymous.'],
  'user-not-anonymous': [400, 'Logged in user is not anonymous'],
  'email-already-in-use': [409, 'Email already in use'],
  'email-already-verified': [400, "User's email is already verified"],
  'signup-disabled': [403, 'Sign up is disabled.'],
  'disabled-endpoint': [409, 'This endpoint is disabled'],
  'password-too-short': [400, 'Password is too short'],
  // The auth API's code for a known-breached password; here: one of the most common passwords.
  'password-in-hibp-database': [400, 'This password is too common: choose another one'],
  'redirectTo-not-allowed': [400, 'The value of "options.redirectTo" is not allowed.'],
  'role-not-allowed': [400, 'Role not allowed'],
  'default-role-must-be-in-allowed-roles': [400, 'Default role must be in allowed roles'],
  'invalid-refresh-token': [401, 'Invalid or expired refresh token'],
  'invalid-pat': [401, 'Invalid or expired personal access token'],
  'invalid-ticket': [401, 'Invalid ticket'],
  'disabled-mfa-totp': [401, 'User does not have TOTP MFA enabled'],
  'no-totp-secret': [400, 'User does not have a TOTP secret'],
  'invalid-totp': [401, 'Invalid TOTP code'],
  'mfa-type-not-found': [400, 'MFA type not found'],
  'totp-already-active': [400, 'TOTP MFA is already active'],
  'invalid-expiry-date': [400, 'The expiry date must be in the future'],
  'unauthenticated-user': [401, 'User is not authenticated'],
  'elevated-claim-required': [403, 'Elevated claim required'],
  'invalid-admin-secret': [401, 'Invalid admin secret'],
  'role-forbidden': [403, 'The requested role is not allowed for this user'],
  'user-owns-teams': [409, 'Hand over or delete the teams you own before deleting your account'],
  'not-found': [404, 'Not found'],
  'too-many-requests': [429, 'Too many requests'],
  'internal-server-error': [500, 'Internal server error'],
} as const satisfies Record<string, readonly [ContentfulStatusCode, string]>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** The catalogue error for `code`, optionally with a more precise message. */
export function fail(code: AuthErrorCode, message?: string): AuthError {
  const [status, text] = AUTH_ERRORS[code];
  return new AuthError(status, code, message ?? text);
}

// Codes that reveal whether an account exists or what state it is in (upstream `isSensitive`).
const SENSITIVE = new Set<string>([
  'disabled-user',
  'email-already-in-use',
  'email-already-verified',
  'forbidden-anonymous',
  'invalid-email-password',
  'invalid-pat',
  'role-not-allowed',
  'signup-disabled',
  'unverified-user',
  'invalid-refresh-token',
  'invalid-ticket',
  'disabled-mfa-totp',
  'invalid-totp',
  'invalid-otp',
  'no-totp-secret',
]);

/** Whether conceal mode (AUTH_CONCEAL_ERRORS) answers this code as `invalid-request`. */
export const isConcealed = (code: string): boolean => SENSITIVE.has(code);
