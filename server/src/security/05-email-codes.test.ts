// Finding 5: asking for a new e-mailed code left the older ones valid for an hour, and wrong
// guesses were not capped.
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { authTestApp, followLink } from '../testing/index.js';

const testDb = setupTestDatabase();
const noLimits = { AUTH_RATE_LIMIT_ENABLE: 'false' };

describe('e-mailed codes', () => {
  it('one live code per address: a new code voids the older one', async () => {
    const t = authTestApp(testDb.db, noLimits);
    const email = 'otp1@example.com';
    await t.post('/signin/otp/email', { email });
    const first = t.mailer.last(email, 'signin-otp').data.ticket!;
    await t.post('/signin/otp/email', { email });
    const second = t.mailer.last(email, 'signin-otp').data.ticket!;
    if (first !== second) {
      const old = await t.post('/signin/otp/email/verify', { email, otp: first });
      expect(old.status).toBe(401);
    }
    const fresh = await t.post<{ session: unknown }>('/signin/otp/email/verify', {
      email,
      otp: second,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.session).toBeTruthy();
  });

  it('after five wrong guesses the code is spent, even the right one then fails', async () => {
    const t = authTestApp(testDb.db, noLimits);
    const email = 'otp2@example.com';
    await t.post('/signin/otp/email', { email });
    const code = t.mailer.last(email, 'signin-otp').data.ticket!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await t.post('/signin/otp/email/verify', { email, otp: wrong })).status).toBe(401);
    }
    const right = await t.post('/signin/otp/email/verify', { email, otp: code });
    expect(right.status).toBe(401);
    expect(right.body).toMatchObject({ error: 'invalid-ticket' });
  });

  it('one live link per purpose: a new magic link voids the older one', async () => {
    const t = authTestApp(testDb.db, noLimits);
    const email = 'link@example.com';
    await t.post('/signin/passwordless/email', { email });
    const first = t.mailer.linkPath(email, 'signin-passwordless');
    await t.post('/signin/passwordless/email', { email });
    const second = t.mailer.linkPath(email, 'signin-passwordless');
    expect((await followLink(t, first)).searchParams.get('error')).toBe('invalid-ticket');
    expect((await followLink(t, second)).searchParams.get('refreshToken')).toBeTruthy();
  });
});
