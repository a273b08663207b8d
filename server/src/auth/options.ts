import type { z } from 'zod';
import type { AuthConfig } from './auth-config.js';
import { fail } from './errors.js';
import { resolveRedirectTo } from './redirects.js';
import type { signUpOptionsSchema } from './validation.js';

export type SignUpOptionsInput = z.infer<typeof signUpOptionsSchema>;

/** SignUpOptions with the server's defaults applied and checked. */
export interface SignUpOptions {
  redirectTo: string;
  locale: string;
  displayName: string | undefined;
  metadata: Record<string, unknown> | undefined;
  defaultRole: string;
  allowedRoles: string[];
}

export function resolveSignUpOptions(config: AuthConfig, input: SignUpOptionsInput): SignUpOptions {
  const allowedRoles = input?.allowedRoles ?? config.defaultAllowedRoles;
  for (const role of allowedRoles) {
    if (!config.defaultAllowedRoles.includes(role)) throw fail('role-not-allowed');
  }
  const defaultRole = input?.defaultRole ?? config.defaultRole;
  if (!allowedRoles.includes(defaultRole)) throw fail('default-role-must-be-in-allowed-roles');
  return {
    redirectTo: resolveRedirectTo(config, input?.redirectTo),
    locale: resolveLocale(config, input?.locale),
    displayName: input?.displayName?.trim() || undefined,
    metadata: input?.metadata,
    defaultRole,
    allowedRoles,
  };
}

/**
 * The columns of a new user that come from their sign-up options, whatever they sign up with;
 * `name` (their e-mail address or phone number) stands in for a missing display name.
 */
export function newUserFromOptions(config: AuthConfig, name: string, options: SignUpOptions) {
  return {
    displayName: options.displayName ?? name,
    locale: options.locale,
    defaultRole: options.defaultRole,
    roles: options.allowedRoles,
    metadata: options.metadata ?? {},
    disabled: config.disableNewUsers,
  };
}

/** A locale outside the allowed list is silently replaced by the default (current upstream). */
export function resolveLocale(config: AuthConfig, locale: string | undefined): string {
  const wanted = locale?.toLowerCase();
  return wanted && wanted.length === 2 && config.allowedLocales.includes(wanted)
    ? wanted
    : config.defaultLocale;
}

/**
 * The e-mail access lists: blocked address, then blocked domain, then allowed
 * address, then allowed domain; a non-empty allow list rejects everything else.
 */
export function isEmailAllowed(config: AuthConfig, email: string): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const { allowedEmails, allowedEmailDomains, blockedEmails, blockedEmailDomains } = config.access;
  if (blockedEmails.includes(address) || blockedEmailDomains.includes(domain)) return false;
  if (allowedEmails.length === 0 && allowedEmailDomains.length === 0) return true;
  return allowedEmails.includes(address) || allowedEmailDomains.includes(domain);
}

/** Refuses an address the access lists reject, with 401 invalid-email-password. */
export function assertEmailAllowed(config: AuthConfig, email: string): void {
  if (!isEmailAllowed(config, email)) throw fail('invalid-email-password');
}
