import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { resolveSignUpOptions, isEmailAllowed } from './options.js';
import { resolveRedirectTo } from './redirects.js';

describe('auth settings', () => {
  it('default to the product: verification required, guests, magic links, codes and 2FA on', () => {
    const { auth } = loadConfig({});
    expect(auth).toMatchObject({
      jwtPrivateKey: undefined,
      jwtIssuer: 'hasura-auth',
      adminSecret: undefined,
      serverUrl: 'http://localhost:3000/v1/auth',
      clientUrl: 'http://localhost:3000',
      allowedRedirectUrls: [],
      accessTokenExpiresIn: 900,
      refreshTokenExpiresIn: 2_592_000,
      ticketExpiresIn: {
        emailVerify: 2_592_000,
        passwordlessEmail: 900,
        passwordReset: 3600,
        emailChange: 3600,
        otpEmail: 3600,
        mfaTotp: 300,
      },
      emailVerificationRequired: true,
      anonymousUsersEnabled: true,
      passwordlessEmailEnabled: true,
      otpEmailEnabled: true,
      mfaEnabled: true,
      disableSignup: false,
      requireElevatedClaim: 'disabled',
      passwordMinLength: 8,
      elevationMaxAge: 600,
      codeMaxAttempts: 5,
      passwordMaxLength: 50,
      defaultRole: 'user',
      defaultAllowedRoles: ['me', 'user'],
      defaultLocale: 'en',
      allowedLocales: ['en'],
      trustProxyHops: 0,
      corsOrigins: ['http://localhost:3000'],
    });
  });

  it('derives the URLs from PUBLIC_URL, and reads lists and PEMs with escaped newlines', () => {
    const { auth } = loadConfig({
      PUBLIC_URL: 'https://tiix.app/',
      AUTH_ALLOWED_REDIRECT_URLS: ' https://a.example.com , https://*.tiix.app ',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      AUTH_USER_DEFAULT_ALLOWED_ROLES: 'me,editor',
    });
    expect(auth.serverUrl).toBe('https://tiix.app/v1/auth');
    expect(auth.clientUrl).toBe('https://tiix.app');
    expect(auth.allowedRedirectUrls).toEqual(['https://a.example.com', 'https://*.tiix.app']);
    expect(auth.jwtPrivateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
    expect(auth.defaultAllowedRoles).toEqual(['me', 'editor', 'user']);
    expect(loadConfig({ AUTH_CLIENT_URL: 'http://localhost:5173/' }).auth.clientUrl).toBe(
      'http://localhost:5173',
    );
  });

  it('names bad auth variables', () => {
    expect(() =>
      loadConfig({
        AUTH_EMAIL_VERIFICATION_REQUIRED: 'maybe',
        ADMIN_SECRET: 'short',
        JWT_PRIVATE_KEY: 'not a pem',
        AUTH_REQUIRE_ELEVATED_CLAIM: 'always',
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_SECRET: 'short' })).toThrow(/ADMIN_SECRET: must be at least 8/);
  });
});

describe('redirect allow-list', () => {
  const auth = loadConfig({
    AUTH_CLIENT_URL: 'https://tiix.app/app',
    AUTH_ALLOWED_REDIRECT_URLS: 'https://*.preview.tiix.dev,http://localhost:5173',
  }).auth;

  it('allows the client URL and its sub-paths, ignoring query and fragment', () => {
    expect(resolveRedirectTo(auth, undefined)).toBe('https://tiix.app/app');
    expect(resolveRedirectTo(auth, 'https://tiix.app/app/teams?x=1#top')).toBe(
      'https://tiix.app/app/teams?x=1#top',
    );
    expect(resolveRedirectTo(auth, 'https://tiix.app:443/app')).toBe('https://tiix.app/app');
    expect(() => resolveRedirectTo(auth, 'https://tiix.app/apple')).toThrow('not allowed');
    expect(() => resolveRedirectTo(auth, 'http://tiix.app/app')).toThrow('not allowed');
  });

  it('resolves relative values on the client URL', () => {
    expect(resolveRedirectTo(auth, '/app/profile')).toBe('https://tiix.app/app/profile');
    expect(() => resolveRedirectTo(auth, '/login')).toThrow('not allowed');
  });

  it('supports globs and extra entries', () => {
    expect(resolveRedirectTo(auth, 'https://pr-12.preview.tiix.dev/auth/callback')).toBe(
      'https://pr-12.preview.tiix.dev/auth/callback',
    );
    expect(resolveRedirectTo(auth, 'http://localhost:5173/x')).toBe('http://localhost:5173/x');
    expect(() => resolveRedirectTo(auth, 'https://evil.com/?https://x.preview.tiix.dev')).toThrow();
    expect(() => resolveRedirectTo(auth, 'javascript:alert(1)')).toThrow();
  });
});

describe('sign-up options and access lists', () => {
  const auth = loadConfig({
    AUTH_ACCESS_CONTROL_BLOCKED_EMAILS: 'bad@example.com',
    AUTH_ACCESS_CONTROL_ALLOWED_EMAILS: 'boss@other.org',
    AUTH_ACCESS_CONTROL_ALLOWED_EMAIL_DOMAINS: 'example.com',
  }).auth;

  it('checks blocked addresses, then blocked domains, then the allow lists', () => {
    expect(isEmailAllowed(auth, 'fan@example.com')).toBe(true);
    expect(isEmailAllowed(auth, 'BAD@example.com')).toBe(false);
    expect(isEmailAllowed(auth, 'boss@other.org')).toBe(true);
    expect(isEmailAllowed(auth, 'someone@other.org')).toBe(false);
    expect(isEmailAllowed(loadConfig({}).auth, 'anyone@anywhere.io')).toBe(true);
  });

  it('applies the defaults', () => {
    expect(resolveSignUpOptions(auth, undefined)).toEqual({
      redirectTo: 'http://localhost:3000',
      locale: 'en',
      displayName: undefined,
      metadata: undefined,
      defaultRole: 'user',
      allowedRoles: ['me', 'user'],
    });
  });
});
