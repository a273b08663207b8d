// Finding 8: a `*` in AUTH_ALLOWED_REDIRECT_URLS matched across `/`, so
// https://evil.example/x.preview.tiix.dev passed https://*.preview.tiix.dev and got the token.
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { authTestApp } from '../testing/index.js';

const testDb = setupTestDatabase();

describe('redirect wildcards', () => {
  const env = {
    AUTH_RATE_LIMIT_ENABLE: 'false',
    AUTH_ALLOWED_REDIRECT_URLS: 'https://*.preview.tiix.dev,https://tiix.dev/teams/*/join',
  };
  const reset = (t: ReturnType<typeof authTestApp>, redirectTo: string) =>
    t.post('/user/password/reset', { email: 'a@example.com', options: { redirectTo } });

  it('match one host label only', async () => {
    const t = authTestApp(testDb.db, env);
    for (const bad of [
      'https://evil.example/x.preview.tiix.dev',
      'https://evil.example/.preview.tiix.dev/x',
      'https://a.b.preview.tiix.dev',
      'https://evil.example?.preview.tiix.dev',
      'https://evil.example#.preview.tiix.dev',
      'https://pr-1.preview.tiix.dev.evil.example',
      'http://pr-1.preview.tiix.dev',
    ]) {
      const res = await reset(t, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ error: 'redirectTo-not-allowed' });
    }
    for (const good of [
      'https://pr-1.preview.tiix.dev',
      'https://pr-1.preview.tiix.dev/auth/callback',
      'https://tiix.dev/teams/abc/join',
    ]) {
      expect((await reset(t, good)).status, good).toBe(200);
    }
    expect((await reset(t, 'https://tiix.dev/teams/a/b/join')).status).toBe(400);
  });
});
