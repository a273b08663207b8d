// Finding 1: the dev mailbox (every sign-in link and code while SMTP_URL is unset) answered any
// client, also in production, and the links were logged at info level.
import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';
import { mailStartupWarning } from '../mail/startup-warning.js';
import { securityApp, send } from './helpers.js';

const testDb = setupTestDatabase();

describe('the dev mailbox', () => {
  it('answers only loopback clients; a forwarded-for header does not make a remote one local', async () => {
    const { app } = securityApp(testDb.db);
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await send(app, 'GET', '/dev/mailbox.json', { from: local })).status, local).toBe(
        200,
      );
    }
    const remote = await send(app, 'GET', '/dev/mailbox.json', {
      from: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.status).toBe(403);
    expect((await send(app, 'GET', '/dev/mailbox', { from: '203.0.113.9' })).status).toBe(403);
    expect((await send(app, 'DELETE', '/dev/mailbox', { from: '203.0.113.9' })).status).toBe(403);
    // No socket at all (an unknown peer) is not loopback either.
    expect((await send(app, 'GET', '/dev/mailbox.json')).status).toBe(403);
  });

  it('is off under NODE_ENV=production unless explicitly enabled', async () => {
    const prod = securityApp(testDb.db, { NODE_ENV: 'production' });
    expect((await send(prod.app, 'GET', '/dev/mailbox.json', { from: '127.0.0.1' })).status).toBe(
      404,
    );
    const enabled = securityApp(testDb.db, {
      NODE_ENV: 'production',
      DEV_MAILBOX_ENABLED: 'true',
    });
    expect(
      (await send(enabled.app, 'GET', '/dev/mailbox.json', { from: '127.0.0.1' })).status,
    ).toBe(200);
    expect(
      (await send(enabled.app, 'GET', '/dev/mailbox.json', { from: '198.51.100.4' })).status,
    ).toBe(403);
  });

  it('opens to other machines only with DEV_MAILBOX_PUBLIC=true', async () => {
    const { app } = securityApp(testDb.db, { DEV_MAILBOX_PUBLIC: 'true' });
    expect((await send(app, 'GET', '/dev/mailbox.json', { from: '203.0.113.9' })).status).toBe(200);
  });
});

describe('the start-up warning', () => {
  it('is loud when the server listens beyond loopback without SMTP', () => {
    expect(mailStartupWarning(testConfig({ HOST: '0.0.0.0' }))).toMatch(/SMTP_URL is not set/);
    expect(mailStartupWarning(testConfig({ HOST: '127.0.0.1' }))).toBeNull();
    expect(
      mailStartupWarning(testConfig({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example:25' })),
    ).toBeNull();
    expect(
      mailStartupWarning(testConfig({ HOST: '127.0.0.1', DEV_MAILBOX_PUBLIC: 'true' })),
    ).toMatch(/ANY client/);
  });
});

describe('logs', () => {
  it('never carry sign-in links, tickets, codes or tokens', async () => {
    // The real mailer (dev mailbox), not the recording one: it used to log every link.
    const { createMailer } = await import('../mail/mailer.js');
    const { app, logs, config, logger } = securityApp(testDb.db);
    const mailer = createMailer(config, logger);
    await mailer.send({
      to: 'ana@example.com',
      template: 'signin-passwordless',
      data: {
        link: 'http://localhost:3000/v1/auth/verify?ticket=passwordlessEmail:secret-ticket-1',
        email: 'ana@example.com',
      },
    });
    await mailer.send({
      to: 'ana@example.com',
      template: 'signin-otp',
      data: { ticket: '493817', email: 'ana@example.com' },
    });
    // Through the app too: a sign-up and a magic link request log their requests.
    await send(app, 'POST', '/v1/auth/signup/email-password', {
      body: { email: 'bo@example.com', password: 'a long passphrase 1' },
    });
    // Request lines: no query strings (tickets), no invite tokens in page paths.
    await send(app, 'GET', '/v1/auth/verify?ticket=passwordlessEmail:query-secret-3');
    await send(app, 'GET', '/accept-invite/invite-secret-4', { headers: { accept: 'text/html' } });
    logger.info(
      {
        password: 'hunter2-secret',
        refreshToken: 'rt-secret',
        body: { ticket: 'passwordReset:abc-secret', otp: '123456' },
      },
      'careless call',
    );
    const text = logs.join('\n');
    expect(logs.length).toBeGreaterThan(3);
    for (const secret of [
      'secret-ticket-1',
      'ticket=',
      '493817',
      'hunter2-secret',
      'rt-secret',
      'abc-secret',
      'a long passphrase 1',
      'query-secret-3',
      'invite-secret-4',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
    expect(text).toContain('Dev mailbox');
  });
});
