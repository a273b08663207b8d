import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tiix/domain';
import { z } from 'zod';

// `FOO=` in a shell or .env file means "not set", as in src/config.ts.
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const env = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

const bool = (fallback: boolean) =>
  env(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
const seconds = (fallback: number) => env(z.coerce.number().int().min(1).default(fallback));
const count = (fallback: number) => env(z.coerce.number().int().min(1).default(fallback));
const list = (fallback = '') =>
  env(
    z
      .string()
      .default(fallback)
      .transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  );
const httpUrl = () =>
  env(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional());

/** Environment variables of the auth service (documented in src/auth/README.md). */
export const authEnvSchema = {
  JWT_PRIVATE_KEY: env(
    z
      .string()
      .refine((pem) => pem.includes('PRIVATE KEY'), 'must be a PEM-encoded private key (PKCS#8)')
      .optional(),
  ),
  JWT_KEY_ID: env(z.string().optional()),
  JWT_ISSUER: env(z.string().default('hasura-auth')),
  ADMIN_SECRET: env(z.string().min(8, 'must be at least 8 characters').optional()),
  AUTH_SERVER_URL: httpUrl(),
  AUTH_CLIENT_URL: httpUrl(),
  AUTH_ALLOWED_REDIRECT_URLS: list(),
  AUTH_ACCESS_TOKEN_EXPIRES_IN: seconds(900),
  AUTH_REFRESH_TOKEN_EXPIRES_IN: seconds(2_592_000),
  AUTH_EMAIL_VERIFY_EXPIRES_IN: seconds(2_592_000),
  // The product's UI promises 15 minutes for magic links.
  AUTH_PASSWORDLESS_EMAIL_EXPIRES_IN: seconds(900),
  AUTH_PASSWORD_RESET_EXPIRES_IN: seconds(3600),
  AUTH_EMAIL_CHANGE_EXPIRES_IN: seconds(3600),
  AUTH_OTP_EMAIL_EXPIRES_IN: seconds(3600),
  AUTH_MFA_TICKET_EXPIRES_IN: seconds(300),
  AUTH_DISABLE_SIGNUP: bool(false),
  AUTH_DISABLE_NEW_USERS: bool(false),
  AUTH_EMAIL_VERIFICATION_REQUIRED: bool(true),
  // On by default in Tiix (guests, magic links, codes and 2FA are product features), unlike upstream.
  AUTH_ANONYMOUS_USERS_ENABLED: bool(true),
  AUTH_PASSWORDLESS_EMAIL_ENABLED: bool(true),
  AUTH_OTP_EMAIL_ENABLED: bool(true),
  AUTH_MFA_ENABLED: bool(true),
  AUTH_MFA_TOTP_ISSUER: env(z.string().default('Tiix')),
  AUTH_GRAVATAR_ENABLED: bool(true),
  AUTH_CONCEAL_ERRORS: bool(false),
  AUTH_REQUIRE_ELEVATED_CLAIM: env(
    z.enum(['disabled', 'recommended', 'required']).default('disabled'),
  ),
  // Safer than the upstream auth API's minimum of 3: eight characters, and the most common
  // passwords are refused.
  AUTH_PASSWORD_MIN_LENGTH: env(
    z.coerce.number().int().min(1).max(PASSWORD_MAX_LENGTH).default(PASSWORD_MIN_LENGTH),
  ),
  // How long after a sign-in the token counts as "recent" for password, e-mail and token changes.
  AUTH_ELEVATION_MAX_AGE: seconds(600),
  // Wrong guesses allowed on one e-mailed code or 2FA ticket before it is spent.
  AUTH_CODE_MAX_ATTEMPTS: count(5),
  AUTH_USER_DEFAULT_ROLE: env(z.string().min(1).default('user')),
  AUTH_USER_DEFAULT_ALLOWED_ROLES: list('me'),
  AUTH_LOCALE_DEFAULT: env(z.string().length(2).default('en')),
  AUTH_LOCALE_ALLOWED: list('en'),
  AUTH_ACCESS_CONTROL_ALLOWED_EMAILS: list(),
  AUTH_ACCESS_CONTROL_ALLOWED_EMAIL_DOMAINS: list(),
  AUTH_ACCESS_CONTROL_BLOCKED_EMAILS: list(),
  AUTH_ACCESS_CONTROL_BLOCKED_EMAIL_DOMAINS: list(),
  AUTH_RATE_LIMIT_ENABLE: bool(true),
  AUTH_RATE_LIMIT_GLOBAL_BURST: count(100),
  AUTH_RATE_LIMIT_GLOBAL_INTERVAL: seconds(60),
  AUTH_RATE_LIMIT_EMAIL_BURST: count(10),
  AUTH_RATE_LIMIT_EMAIL_INTERVAL: seconds(3600),
  AUTH_RATE_LIMIT_SMS_BURST: count(10),
  AUTH_RATE_LIMIT_SMS_INTERVAL: seconds(3600),
  AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: count(10),
  AUTH_RATE_LIMIT_BRUTE_FORCE_INTERVAL: seconds(300),
  AUTH_RATE_LIMIT_SIGNUPS_BURST: count(10),
  AUTH_RATE_LIMIT_SIGNUPS_INTERVAL: seconds(300),
  // Legacy switch: true means one proxy hop (TRUST_PROXY_HOPS=1).
  TRUST_PROXY: bool(false),
  TRUST_PROXY_HOPS: env(z.coerce.number().int().min(0).max(10).optional()),
  // Browser origins allowed to call the APIs with credentials, besides PUBLIC_URL and the client URL.
  CORS_ORIGINS: list(),
};

type AuthEnv = z.infer<z.ZodObject<typeof authEnvSchema>>;

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The auth service's settings. */
export interface AuthConfig {
  /** PEM (PKCS#8) of the RS256 signing key; unset: generated once into `${dataDir}/jwt-private-key.pem`. */
  jwtPrivateKey: string | undefined;
  jwtKeyId: string | undefined;
  jwtIssuer: string;
  /** Unset: the x-hasura-admin-secret header is always refused. */
  adminSecret: string | undefined;
  /** Public base URL of the auth API (links in e-mails point here), no trailing slash. */
  serverUrl: string;
  /** The web app: default redirect target and first entry of the redirect allow-list. */
  clientUrl: string;
  allowedRedirectUrls: string[];
  accessTokenExpiresIn: number;
  refreshTokenExpiresIn: number;
  /** Seconds each kind of ticket stays valid. */
  ticketExpiresIn: {
    emailVerify: number;
    passwordlessEmail: number;
    passwordReset: number;
    emailChange: number;
    otpEmail: number;
    mfaTotp: number;
  };
  disableSignup: boolean;
  disableNewUsers: boolean;
  emailVerificationRequired: boolean;
  anonymousUsersEnabled: boolean;
  passwordlessEmailEnabled: boolean;
  otpEmailEnabled: boolean;
  mfaEnabled: boolean;
  mfaTotpIssuer: string;
  gravatarEnabled: boolean;
  concealErrors: boolean;
  requireElevatedClaim: 'disabled' | 'recommended' | 'required';
  passwordMinLength: number;
  /** Seconds since sign-in during which a token may change password / e-mail or mint a PAT. */
  elevationMaxAge: number;
  /** Wrong guesses allowed on one e-mailed code or 2FA ticket before it is spent. */
  codeMaxAttempts: number;
  /** Always 50 (contract): argon2 would accept more, the SDK's validators do not. */
  passwordMaxLength: number;
  defaultRole: string;
  /** Default allowed roles of new users; always contains defaultRole. */
  defaultAllowedRoles: string[];
  defaultLocale: string;
  allowedLocales: string[];
  /** Lower-cased e-mail access lists. */
  access: {
    allowedEmails: string[];
    allowedEmailDomains: string[];
    blockedEmails: string[];
    blockedEmailDomains: string[];
  };
  /** Per client IP and per e-mail address. */
  rateLimit: {
    enabled: boolean;
    global: RateLimitRule;
    email: RateLimitRule;
    sms: RateLimitRule;
    bruteForce: RateLimitRule;
    signups: RateLimitRule;
  };
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For. 0: the socket's peer
   * is the client. N: the N-th address from the right is the client (the ones left of it are
   * written by the client and never trusted).
   */
  trustProxyHops: number;
  /** Origins (scheme://host[:port]) allowed by CORS with credentials on the APIs. */
  corsOrigins: string[];
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Builds the auth settings from the parsed environment. */
export function buildAuthConfig(
  e: AuthEnv,
  site: { port: number; publicUrl: string | undefined },
): AuthConfig {
  const lower = (items: string[]) => items.map((item) => item.toLowerCase());
  const rule = (limit: number, windowSeconds: number): RateLimitRule => ({ limit, windowSeconds });
  const defaultRole = e.AUTH_USER_DEFAULT_ROLE;
  const publicUrl = site.publicUrl ? trimSlash(site.publicUrl) : undefined;
  return {
    // Env files often carry a PEM on one line with literal "\n".
    jwtPrivateKey: e.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    jwtKeyId: e.JWT_KEY_ID,
    jwtIssuer: e.JWT_ISSUER,
    adminSecret: e.ADMIN_SECRET,
    serverUrl: trimSlash(
      e.AUTH_SERVER_URL ?? `${publicUrl ?? `http://localhost:${site.port}`}/v1/auth`,
    ),
    clientUrl: trimSlash(e.AUTH_CLIENT_URL ?? publicUrl ?? 'http://localhost:3000'),
    allowedRedirectUrls: e.AUTH_ALLOWED_REDIRECT_URLS,
    accessTokenExpiresIn: e.AUTH_ACCESS_TOKEN_EXPIRES_IN,
    refreshTokenExpiresIn: e.AUTH_REFRESH_TOKEN_EXPIRES_IN,
    ticketExpiresIn: {
      emailVerify: e.AUTH_EMAIL_VERIFY_EXPIRES_IN,
      passwordlessEmail: e.AUTH_PASSWORDLESS_EMAIL_EXPIRES_IN,
      passwordReset: e.AUTH_PASSWORD_RESET_EXPIRES_IN,
      emailChange: e.AUTH_EMAIL_CHANGE_EXPIRES_IN,
      otpEmail: e.AUTH_OTP_EMAIL_EXPIRES_IN,
      mfaTotp: e.AUTH_MFA_TICKET_EXPIRES_IN,
    },
    disableSignup: e.AUTH_DISABLE_SIGNUP,
    disableNewUsers: e.AUTH_DISABLE_NEW_USERS,
    emailVerificationRequired: e.AUTH_EMAIL_VERIFICATION_REQUIRED,
    anonymousUsersEnabled: e.AUTH_ANONYMOUS_USERS_ENABLED,
    passwordlessEmailEnabled: e.AUTH_PASSWORDLESS_EMAIL_ENABLED,
    otpEmailEnabled: e.AUTH_OTP_EMAIL_ENABLED,
    mfaEnabled: e.AUTH_MFA_ENABLED,
    mfaTotpIssuer: e.AUTH_MFA_TOTP_ISSUER,
    gravatarEnabled: e.AUTH_GRAVATAR_ENABLED,
    concealErrors: e.AUTH_CONCEAL_ERRORS,
    requireElevatedClaim: e.AUTH_REQUIRE_ELEVATED_CLAIM,
    passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
    elevationMaxAge: e.AUTH_ELEVATION_MAX_AGE,
    codeMaxAttempts: e.AUTH_CODE_MAX_ATTEMPTS,
    passwordMaxLength: PASSWORD_MAX_LENGTH,
    defaultRole,
    defaultAllowedRoles: [...new Set([...e.AUTH_USER_DEFAULT_ALLOWED_ROLES, defaultRole])],
    defaultLocale: e.AUTH_LOCALE_DEFAULT,
    allowedLocales: [...new Set([...e.AUTH_LOCALE_ALLOWED, e.AUTH_LOCALE_DEFAULT])],
    access: {
      allowedEmails: lower(e.AUTH_ACCESS_CONTROL_ALLOWED_EMAILS),
      allowedEmailDomains: lower(e.AUTH_ACCESS_CONTROL_ALLOWED_EMAIL_DOMAINS),
      blockedEmails: lower(e.AUTH_ACCESS_CONTROL_BLOCKED_EMAILS),
      blockedEmailDomains: lower(e.AUTH_ACCESS_CONTROL_BLOCKED_EMAIL_DOMAINS),
    },
    rateLimit: {
      enabled: e.AUTH_RATE_LIMIT_ENABLE,
      global: rule(e.AUTH_RATE_LIMIT_GLOBAL_BURST, e.AUTH_RATE_LIMIT_GLOBAL_INTERVAL),
      email: rule(e.AUTH_RATE_LIMIT_EMAIL_BURST, e.AUTH_RATE_LIMIT_EMAIL_INTERVAL),
      sms: rule(e.AUTH_RATE_LIMIT_SMS_BURST, e.AUTH_RATE_LIMIT_SMS_INTERVAL),
      bruteForce: rule(e.AUTH_RATE_LIMIT_BRUTE_FORCE_BURST, e.AUTH_RATE_LIMIT_BRUTE_FORCE_INTERVAL),
      signups: rule(e.AUTH_RATE_LIMIT_SIGNUPS_BURST, e.AUTH_RATE_LIMIT_SIGNUPS_INTERVAL),
    },
    trustProxyHops: e.TRUST_PROXY_HOPS ?? (e.TRUST_PROXY ? 1 : 0),
    corsOrigins: corsOrigins(
      [publicUrl, e.AUTH_CLIENT_URL ?? publicUrl ?? 'http://localhost:3000', ...e.CORS_ORIGINS],
      site.port,
    ),
  };
}

/** The origins of the given URLs, deduplicated; a development server also allows its own port. */
function corsOrigins(urls: (string | undefined)[], port: number): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // CORS_ORIGINS entries are checked by the schema; a bad one is simply not an origin.
    }
  }
  origins.add(`http://localhost:${port}`);
  return [...origins];
}
