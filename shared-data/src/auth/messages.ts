/**
 * The texts that auth outcomes carry, word for word. Screens show
 * `result.message`, and use these constants when they need to recognise an outcome.
 */
export const AUTH_MESSAGES = {
  loggedIn: 'Logged in!',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  accountCreated: 'Account created. Check your email to verify.',
  alreadySignedIn: 'Already signed in!',
  magicLinkSent: 'Check your email for the magic link!',
  magicLinkSentLong: 'Magic link sent! Check your email and click the link to sign in.',
  magicLinkFailed:
    'Unable to send magic link. Please try again in a few moments or contact support if the problem persists.',
  magicLinkSlow:
    'Request is taking longer than expected. Please check your internet connection and try again.',
  magicLinkNetwork:
    'Network error. Try using email & password instead, or check your connection. You can also try refreshing the page.',
  unexpected: 'An unexpected error occurred. Please try again.',
  passwordResetSent: 'Password reset email sent! Check your inbox.',
  passwordUpdated: 'Password updated successfully! Redirecting to login...',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  webauthnUnsupported: 'WebAuthn is not supported in this browser',
  somethingWentWrong: 'Something went wrong!',
} as const;

/** Messages of the auth service's error codes. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'invalid-email': 'Email is incorrectly formatted',
  'invalid-password': 'Password is incorrectly formatted',
  'invalid-phone-number': 'Phone number is incorrectly formatted',
  'invalid-mfa-ticket': 'MFA ticket is invalid',
  'no-mfa-ticket': 'No MFA ticket has been provided',
  'no-refresh-token': 'No refresh token has been provided',
  'refresher-already-running': 'The token refresher is already running',
  'already-signed-in': 'User is already signed in',
  'unauthenticated-user': 'User is not authenticated',
  'unverified-user': 'Email needs verification',
  'invalid-refresh-token': 'Invalid or expired refresh token',
  'invalid-sign-in-method': 'Invalid sign-in method',
  network: 'Network Error',
};

/** Pseudo-statuses of client-side errors: 0 network, 1 internal, 10 client, 20 conflict. */
export const CLIENT_STATUS = { network: 0, internal: 1, client: 10, conflict: 20 } as const;

/** A client-side error body with the catalogue's message. */
export function clientError(
  error: string,
  status: number = CLIENT_STATUS.client,
  message = AUTH_ERROR_MESSAGES[error] ?? AUTH_MESSAGES.somethingWentWrong,
) {
  return { status, error, message };
}

/** The body every network failure is reported with (`network: Network Error`). */
export const NETWORK_ERROR = {
  status: CLIENT_STATUS.network,
  error: 'network',
  message: 'Network Error',
} as const;
