import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('Google and Apple settings', () => {
  it('leave both providers disabled by default, with the real issuers', () => {
    const { providers, stateTtlSeconds } = loadConfig({}).oauth;
    expect(providers.google).toMatchObject({
      issuer: 'https://accounts.google.com',
      idTokenAudiences: [],
      credentials: undefined,
    });
    expect(providers.apple).toMatchObject({
      issuer: 'https://appleid.apple.com',
      scope: 'openid name email',
      idTokenAudiences: [],
      credentials: undefined,
    });
    expect(stateTtlSeconds).toBe(600);
  });

  it('enable id tokens with a client id and the redirect flow with full credentials', () => {
    const { providers } = loadConfig({
      AUTH_PROVIDER_GOOGLE_CLIENT_ID: 'web-client',
      AUTH_PROVIDER_GOOGLE_AUDIENCE: 'ios-client, android-client',
      AUTH_PROVIDER_APPLE_CLIENT_ID: 'app.tiix.web',
      AUTH_PROVIDER_APPLE_TEAM_ID: 'TEAM',
      AUTH_PROVIDER_APPLE_KEY_ID: 'KEY',
      AUTH_PROVIDER_APPLE_PRIVATE_KEY:
        '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    }).oauth;
    expect(providers.google.idTokenAudiences).toEqual([
      'web-client',
      'ios-client',
      'android-client',
    ]);
    expect(providers.google.credentials).toBeUndefined();
    expect(providers.apple.credentials).toEqual({
      kind: 'apple-key',
      teamId: 'TEAM',
      keyId: 'KEY',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    });
  });

  it('refuse a plain-HTTP issuer that is not on this machine', () => {
    expect(() => loadConfig({ AUTH_PROVIDER_GOOGLE_ISSUER: 'http://accounts.example' })).toThrow(
      ConfigError,
    );
    expect(
      loadConfig({ AUTH_PROVIDER_GOOGLE_ISSUER: 'http://127.0.0.1:4011' }).oauth.providers.google
        .issuer,
    ).toBe('http://127.0.0.1:4011');
  });
});
