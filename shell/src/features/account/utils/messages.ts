// User-visible texts, word for word as the product shows them. Keep them verbatim.
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@tiix/domain';

export const MSG = {
  accountCreated: 'Account created. Check your email to verify.',
  magicSlow:
    'Request is taking longer than expected. Please check your internet connection and try again.',
  magicExpiry: 'The link expires in 15 minutes. The email may take 2-5 minutes to arrive.',
  resetSent: 'Password reset email sent! Check your inbox.',
  passwordsDiffer: 'Passwords do not match.',
  passwordTooShort: PASSWORD_TOO_SHORT,
  resetInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  resetFailed: 'Failed to update password. Please try again.',
  resetUnexpected: 'Something went wrong. Please try again.',
  resetSuccess: 'Password updated successfully! Redirecting to login...',
  profileSaved: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile. Please try again.',
  emailLocked: 'Email cannot be changed. Contact support if you need to update your email.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Password minimum on the reset and change-password screens (the server's default minimum). */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

/** The reset screen's rules, in the order they are checked; null when the pair is acceptable. */
export function newPasswordError(password: string, confirm: string): string | null {
  if (password !== confirm) return MSG.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return MSG.passwordTooShort;
  return null;
}
