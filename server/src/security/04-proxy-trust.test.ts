// Finding 4: with TRUST_PROXY=true the first X-Forwarded-For entry keyed the rate limits, so a
// client picked a new bucket per request; and the 2FA ticket survived any number of wrong codes.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { securityApp, send } from './helpers.js';
import { authTestApp, postSignIn, signUpVerified } from '../testing/index.js';

const testDb = setupTestDatabase();

const hit = (app: ReturnType<typeof securityApp>['app'], from: string, forwarded?: string) =>
  send(app, 'GET', '/v1/auth/version', {
    from,
    ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
  });

describe('client addresses behind proxies', () => {
  it('take the right-most untrusted entry, so a client cannot change its bucket', async () => {
    const { app } = securityApp(testDb.db, {
      TRUST_PROXY_HOPS: '1',
      AUTH_RATE_LIMIT_GLOBAL_BURST: '2',
    });
    // The proxy (10.0.0.1) appends the address it saw; the client writes whatever it likes before it.
    expect((await hit(app, '10.0.0.1', '1.1.1.1, 198.51.100.7')).status).toBe(200);
    expect((await hit(app, '10.0.0.1', '2.2.2.2, 198.51.100.7')).status).toBe(200);
    expect((await hit(app, '10.0.0.1', '3.3.3.3, 198.51.100.7')).status).toBe(429);
    // Another real client behind the same proxy has its own bucket.
    expect((await hit(app, '10.0.0.1', '198.51.100.8')).status).toBe(200);
  });

  it('keeps TRUST_PROXY=true as one hop', async () => {
    const { app } = securityApp(testDb.db, {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_GLOBAL_BURST: '1',
    });
    expect((await hit(app, '10.0.0.1', '9.9.9.9, 198.51.100.9')).status).toBe(200);
    expect((await hit(app, '10.0.0.1', '8.8.8.8, 198.51.100.9')).status).toBe(429);
  });

  it('ignore X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const { app } = securityApp(testDb.db, { AUTH_RATE_LIMIT_GLOBAL_BURST: '1' });
    expect((await hit(app, '203.0.113.20', '1.1.1.1')).status).toBe(200);
    expect((await hit(app, '203.0.113.20', '2.2.2.2')).status).toBe(429);
    expect((await hit(app, '203.0.113.21')).status).toBe(200);
  });
});

describe('the 2FA ticket', () => {
  it('dies after a few wrong codes', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    const session = await signUpVerified(t, 'totp@example.com', 'a fine passphrase');
    const setup = await t.call<{ totpSecret: string }>('GET', '/mfa/totp/generate', {
      token: session.accessToken,
    });
    const secret = setup.body.totpSecret;
    await t.post(
      '/user/mfa',
      { code: await generate({ secret }), activeMfaType: 'totp' },
      session.accessToken,
    );
    const signIn = await postSignIn<{ mfa: { ticket: string } }>(
      t,
      'totp@example.com',
      'a fine passphrase',
    );
    const ticket = signIn.body.mfa.ticket;
    const good = await generate({ secret });
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await t.post('/signin/mfa/totp', { ticket, otp: wrong })).body).toMatchObject({
        error: 'invalid-totp',
      });
    }
    const late = await t.post('/signin/mfa/totp', { ticket, otp: good });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ error: 'invalid-ticket' });
  });
});
