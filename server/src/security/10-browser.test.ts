// Finding 10: no CSP or security headers; CORS reflected any origin with credentials; passwords
// of 3 characters; account existence told by sign-up, verification and passkey sign-in.
// (PKCE on the OAuth flow: src/auth/oauth/oauth.test.ts "puts the state, the nonce…".)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { securityApp, send } from './helpers.js';
import { authTestApp, postSignIn, postSignUp, signUpVerified } from '../testing/index.js';

const testDb = setupTestDatabase();
const root = mkdtempSync(join(tmpdir(), 'tiix-security-static-'));
mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('security headers', () => {
  it('put a Content-Security-Policy and the usual protections on the app', async () => {
    const { app } = securityApp(testDb.db, { STATIC_ROOT: root, PUBLIC_URL: 'https://tiix.app' });
    const res = await send(app, 'GET', '/app/teams', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('put the data protections, and no page headers, on API answers', async () => {
    const { app } = securityApp(testDb.db, { STATIC_ROOT: root, PUBLIC_URL: 'https://tiix.app' });
    for (const path of ['/api/drafts/latest', '/v1/functions/drafts-ensure']) {
      // Refused (no token): error answers carry the same headers as the rest.
      const res = await send(app, 'POST', path, { body: {} });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=/);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('permissions-policy'), path).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('let remotes moved to a CDN load their scripts', async () => {
    const { app } = securityApp(testDb.db, {
      STATIC_ROOT: root,
      REMOTES: '{"mf-teams":"https://cdn.example.com/mf-teams/mf-manifest.json"}',
    });
    const res = await send(app, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/cdn\.example\.com/,
    );
  });
});

describe('CORS', () => {
  const preflight = (app: ReturnType<typeof securityApp>['app'], path: string, origin: string) =>
    app.request(path, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('answers only the configured origins, with credentials', async () => {
    const { app } = securityApp(testDb.db, {
      PUBLIC_URL: 'https://tiix.app',
      CORS_ORIGINS: 'https://admin.tiix.app',
    });
    for (const path of ['/v1/auth/signin/email-password', '/v1/graphql']) {
      for (const origin of ['https://tiix.app', 'https://admin.tiix.app']) {
        const ok = await preflight(app, path, origin);
        expect(ok.headers.get('access-control-allow-origin'), `${path} ${origin}`).toBe(origin);
        expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      }
      const evil = await preflight(app, path, 'https://evil.example');
      expect(evil.headers.get('access-control-allow-origin'), path).toBeNull();
      const simple = await app.request(path, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(simple.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});

describe('passwords', () => {
  it('need 8 characters and must not be one of the most common ones', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    const signUp = (password: string) =>
      t.post('/signup/email-password', { email: 'pw@example.com', password });
    expect((await signUp('abc')).body).toMatchObject({ status: 400, error: 'password-too-short' });
    expect((await signUp('1234567')).body).toMatchObject({ error: 'password-too-short' });
    for (const common of ['password', '12345678', 'Password1', 'iloveyou', 'qwertyuiop']) {
      const res = await signUp(common);
      expect(res.status, common).toBe(400);
      expect(res.body, common).toMatchObject({ error: 'password-in-hibp-database' });
    }
    expect((await signUp('tiix season 2025')).status).toBe(200);
  });
});

describe('neutral answers', () => {
  it('sign-up answers a taken address like a new one (verification required)', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    await signUpVerified(t, 'taken@example.com', 'the owner passphrase');
    const again = await postSignUp(t, 'taken@example.com', 'someone else 123');
    const fresh = await postSignUp(t, 'fresh@example.com', 'someone else 123');
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    // The owner's password is untouched.
    expect((await postSignIn(t, 'taken@example.com', 'the owner passphrase')).status).toBe(200);
  });

  it('send-verification-email answers "OK" for unknown and verified addresses', async () => {
    const t = authTestApp(testDb.db, { AUTH_RATE_LIMIT_ENABLE: 'false' });
    await signUpVerified(t, 'known@example.com', 'the owner passphrase');
    for (const email of ['nobody@example.com', 'known@example.com']) {
      const res = await t.post('/user/email/send-verification-email', { email });
      expect(res.status, email).toBe(200);
      expect(res.body).toBe('OK');
    }
  });

  it('passkey sign-in answers an unknown address like a known one', async () => {
    const t = authTestApp(testDb.db, {
      AUTH_RATE_LIMIT_ENABLE: 'false',
      AUTH_WEBAUTHN_ENABLED: 'true',
    });
    await signUpVerified(t, 'nokeys@example.com', 'the owner passphrase');
    const unknown = await t.post<Record<string, unknown>>('/signin/webauthn', {
      email: 'nobody@example.com',
    });
    const known = await t.post<Record<string, unknown>>('/signin/webauthn', {
      email: 'nokeys@example.com',
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
  });
});
