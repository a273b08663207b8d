/**
 * The shape the apps check an e-mail address against before sending it (sign-in, sign-up,
 * invites): something@domain.tld, no spaces. The server validates addresses itself as well.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An invite's address, as typed (surrounding spaces ignored). */
export function isValidInviteEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
