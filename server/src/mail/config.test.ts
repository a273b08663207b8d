import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('mail configuration', () => {
  it('defaults to the dev mailbox and the Tiix sender', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Tiix <no-reply@tiix.app>');
  });

  it('accepts smtp:// and smtps:// URLs and treats a blank SMTP_URL as unset', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587' }).smtpUrl).toBe(
      'smtp://u:p@mail.example.com:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).smtpUrl).toBe(
      'smtps://mail.example.com',
    );
    expect(loadConfig({ SMTP_URL: ' ' }).smtpUrl).toBeUndefined();
  });

  it('rejects other URLs and senders without an address', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Tiix' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM: 'Tiix' })).toThrow(/MAIL_FROM: must be an address/);
    expect(loadConfig({ MAIL_FROM: 'hello@tiix.app' }).mailFrom).toBe('hello@tiix.app');
  });
});
