import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../db/schema/auth.js';
import { setupTestDatabase } from '../testing/db.js';
import type { Session } from './session.service.js';
import {
  authTestApp,
  decodeJwt,
  followLink,
  postSignIn,
  signInAnonymously,
  signUpVerified,
} from '../testing/index.js';

const testDb = setupTestDatabase();

const claimsOf = (session: Session) =>
  decodeJwt(session.accessToken)['https://hasura.io/jwt/claims'] as Record<string, unknown>;

describe('POST /signin/anonymous', () => {
  it('creates a guest with role anonymous only and no e-mail', async () => {
    const t = authTestApp(testDb.db);
    const res = await t.post<{ session: Session }>('/signin/anonymous');
    expect(res.status).toBe(200);
    const { user } = res.body.session;
    expect(user).toMatchObject({
      displayName: 'Anonymous User',
      isAnonymous: true,
      defaultRole: 'anonymous',
      roles: ['anonymous'],
      locale: 'en',
    });
    expect(user).not.toHaveProperty('email');
    expect(claimsOf(res.body.session)).toEqual({
      'x-hasura-allowed-roles': ['anonymous'],
      'x-hasura-default-role': 'anonymous',
      'x-hasura-user-id': user.id,
      'x-hasura-user-is-anonymous': 'true',
    });
  });

  it('accepts displayName, locale and metadata', async () => {
    const t = authTestApp(testDb.db);
    const res = await t.post<{ session: Session }>('/signin/anonymous', {
      displayName: 'Guest Fan',
      locale: 'en',
      metadata: { wizard: true },
    });
    expect(res.body.session.user).toMatchObject({
      displayName: 'Guest Fan',
      metadata: { wizard: true },
    });
  });

  it('answers 409 disabled-endpoint when guests are off, 403 signup-disabled when sign-up is', async () => {
    expect(
      await authTestApp(testDb.db, { AUTH_ANONYMOUS_USERS_ENABLED: 'false' }).post(
        '/signin/anonymous',
      ),
    ).toMatchObject({ status: 409, body: { error: 'disabled-endpoint' } });
    expect(
      await authTestApp(testDb.db, { AUTH_DISABLE_SIGNUP: 'true' }).post('/signin/anonymous'),
    ).toMatchObject({ status: 403, body: { error: 'signup-disabled' } });
  });
});

describe('POST /user/deanonymize', () => {
  it('email-password with verification required: verify mail, guest sessions end, then sign in', async () => {
    const t = authTestApp(testDb.db);
    const guest = await signInAnonymously(t);
    const res = await t.post(
      '/user/deanonymize',
      {
        signInMethod: 'email-password',
        email: 'upgraded@example.com',
        password: 'secret passphrase',
        options: { displayName: 'Upgraded', redirectTo: '/auth/callback' },
      },
      guest.accessToken,
    );
    expect(res).toMatchObject({ status: 200, body: 'OK' });
    expect(await testDb.db.select().from(refreshTokens)).toEqual([]);
    const [row] = await testDb.db.select().from(users);
    expect(row).toMatchObject({
      id: guest.user.id,
      email: 'upgraded@example.com',
      isAnonymous: false,
      displayName: 'Upgraded',
      defaultRole: 'user',
    });

    const target = await followLink(t, t.mailer.linkPath('upgraded@example.com', 'email-verify'));
    const session = await t.post<Session>('/token', {
      refreshToken: target.searchParams.get('refreshToken'),
    });
    expect(session.body.user).toMatchObject({ id: guest.user.id, isAnonymous: false });
    expect(claimsOf(session.body)).toMatchObject({
      'x-hasura-default-role': 'user',
      'x-hasura-user-is-anonymous': 'false',
    });
    expect((await postSignIn(t, 'upgraded@example.com', 'secret passphrase')).status).toBe(200);
  });

  it('email-password without verification keeps the session; a refresh gets user claims', async () => {
    const t = authTestApp(testDb.db, { AUTH_EMAIL_VERIFICATION_REQUIRED: 'false' });
    const guest = await signInAnonymously(t);
    await t.post(
      '/user/deanonymize',
      { signInMethod: 'email-password', email: 'kept@example.com', password: 'secret passphrase' },
      guest.accessToken,
    );
    const refreshed = await t.post<Session>('/token', { refreshToken: guest.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body)['x-hasura-default-role']).toBe('user');
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('passwordless: a magic link is sent and the guest sessions end', async () => {
    const t = authTestApp(testDb.db);
    const guest = await signInAnonymously(t);
    expect(
      (
        await t.post(
          '/user/deanonymize',
          { signInMethod: 'passwordless', email: 'magic@example.com' },
          guest.accessToken,
        )
      ).status,
    ).toBe(200);
    expect((await t.post('/token', { refreshToken: guest.refreshToken })).status).toBe(401);
    const target = await followLink(
      t,
      t.mailer.linkPath('magic@example.com', 'signin-passwordless'),
    );
    const session = await t.post<Session>('/token', {
      refreshToken: target.searchParams.get('refreshToken'),
    });
    expect(session.body.user).toMatchObject({ id: guest.user.id, email: 'magic@example.com' });
  });

  it('answers user-not-anonymous, email-already-in-use, invalid-request and unauthenticated-user', async () => {
    const t = authTestApp(testDb.db);
    const member = await signUpVerified(t, 'member@example.com');
    expect(
      await t.post(
        '/user/deanonymize',
        { signInMethod: 'passwordless', email: 'x@example.com' },
        member.accessToken,
      ),
    ).toMatchObject({
      status: 400,
      body: { error: 'user-not-anonymous', message: 'Logged in user is not anonymous' },
    });

    const guest = await signInAnonymously(t);
    expect(
      await t.post(
        '/user/deanonymize',
        {
          signInMethod: 'email-password',
          email: 'MEMBER@example.com',
          password: 'secret passphrase',
        },
        guest.accessToken,
      ),
    ).toMatchObject({ status: 409, body: { error: 'email-already-in-use' } });
    expect(
      await t.post(
        '/user/deanonymize',
        { signInMethod: 'email-password', email: 'x@example.com' },
        guest.accessToken,
      ),
    ).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    expect(
      await t.post('/user/deanonymize', { signInMethod: 'passwordless', email: 'x@example.com' }),
    ).toMatchObject({ status: 401, body: { error: 'unauthenticated-user' } });
  });
});
