import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('passkey settings', () => {
  it('take the relying party from the client URL by default', () => {
    const config = loadConfig({ AUTH_CLIENT_URL: 'https://app.tiix.example/welcome' });
    expect(config.webauthn).toEqual({
      enabled: true,
      rpId: 'app.tiix.example',
      rpName: 'app.tiix.example',
      origins: ['https://app.tiix.example'],
      timeoutMs: 60_000,
    });
  });

  it('read the RP settings and add the extra origins to the client URL', () => {
    const config = loadConfig({
      AUTH_CLIENT_URL: 'https://app.tiix.example',
      AUTH_WEBAUTHN_ENABLED: 'false',
      AUTH_WEBAUTHN_RP_ID: 'tiix.example',
      AUTH_WEBAUTHN_RP_NAME: 'Tiix',
      AUTH_WEBAUTHN_RP_ORIGINS: 'https://tiix.example/, https://m.tiix.example',
    });
    expect(config.webauthn).toMatchObject({
      enabled: false,
      rpId: 'tiix.example',
      rpName: 'Tiix',
      origins: ['https://app.tiix.example', 'https://tiix.example', 'https://m.tiix.example'],
    });
    expect(() => loadConfig({ AUTH_WEBAUTHN_RP_ORIGINS: 'not a url' })).toThrow(ConfigError);
  });
});
