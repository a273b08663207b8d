// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHandlers, MOCK_EMAIL_OTP, MOCK_USER, mockAuthBackend } from '../mocks/auth';
import type { AuthClient } from './AuthClient';
import { makeClient, memoryStorage } from './testing/helpers';
import { setupMswServer } from '../testing/msw';

const server = setupMswServer(...authHandlers);
let client: AuthClient;
let events: ReturnType<typeof makeClient>['events'];

beforeEach(async () => {
  mockAuthBackend.reset();
  ({ client, events } = makeClient(memoryStorage(), { crossTab: false }));
  await client.start();
});
afterEach(() => {
  client.dispose();
});

const signIn = () => client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);

describe('e-mail and password', () => {
  it('signs in with its success message and emits SIGNED_IN', async () => {
    expect(await signIn()).toEqual({ success: true, message: 'Logged in!' });
    expect(client.getUser()?.email).toBe(MOCK_USER.email);
    expect(events.map((e) => e.event)).toEqual(['SIGNED_IN']);
  });

  it('short-circuits with "Already signed in!" when a user is signed in', async () => {
    await signIn();
    expect(await signIn()).toEqual({ success: true, message: 'Already signed in!' });
    expect(mockAuthBackend.calls.get('/signin/email-password')).toBe(1);
  });

  it('shows the service’s message for a wrong password', async () => {
    const result = await client.signInEmailPassword(MOCK_USER.email, 'wrong-password');
    expect(result).toEqual({
      success: false,
      message: 'Incorrect email or password',
      error: {
        status: 401,
        error: 'invalid-email-password',
        message: 'Incorrect email or password',
      },
    });
    expect(client.getSession()).toBeNull();
  });

  it('falls back to "Login failed" when the service gives no message', async () => {
    server.use(
      http.post('*/v1/auth/signin/email-password', () =>
        HttpResponse.json(
          { status: 401, error: 'invalid-email-password', message: '' },
          { status: 401 },
        ),
      ),
    );
    expect((await signIn()).message).toBe('Login failed');
  });

  it('checks the e-mail and password length before calling the service', async () => {
    expect(await client.signInEmailPassword('not-an-email', 'secret')).toMatchObject({
      success: false,
      message: 'Email is incorrectly formatted',
      error: { status: 10, error: 'invalid-email' },
    });
    expect(await client.signInEmailPassword(MOCK_USER.email, 'ab')).toMatchObject({
      success: false,
      message: 'Password is incorrectly formatted',
    });
    expect(mockAuthBackend.calls.get('/signin/email-password')).toBeUndefined();
  });

  it('reports an unverified e-mail (legacy text) as unverified-user', async () => {
    server.use(
      http.post('*/v1/auth/signin/email-password', () =>
        HttpResponse.json(
          { status: 401, error: 'unauthorized', message: 'Email is not verified' },
          { status: 401 },
        ),
      ),
    );
    expect((await signIn()).error?.error).toBe('unverified-user');
  });

  it('returns the MFA ticket, and the code completes the sign-in', async () => {
    const ticket = 'mfaTotp:2c7f5d0e-7f6b-4f1e-9a57-0d9d6a3f1b2c';
    server.use(
      http.post('*/v1/auth/signin/email-password', () =>
        HttpResponse.json({ session: null, mfa: { ticket } }),
      ),
      http.post('*/v1/auth/signin/mfa/totp', async ({ request }) => {
        const body = (await request.json()) as { ticket: string; otp: string };
        if (body.ticket !== ticket || body.otp !== '654321') {
          return HttpResponse.json(
            { status: 401, error: 'invalid-totp', message: 'Invalid TOTP' },
            { status: 401 },
          );
        }
        const user = mockAuthBackend.accounts.get(MOCK_USER.email)!.user;
        return HttpResponse.json({ session: mockAuthBackend.createSession(user) });
      }),
    );
    const first = await signIn();
    expect(first.success).toBe(false);
    expect(first.data).toEqual({ mfaTicket: ticket });
    expect(client.getSession()).toBeNull();
    expect(await client.signInMfaTotp('not-a-ticket', '654321')).toMatchObject({
      message: 'MFA ticket is invalid',
    });
    expect(await client.signInMfaTotp(ticket, '000000')).toMatchObject({
      success: false,
      message: 'Invalid TOTP',
    });
    expect(await client.signInMfaTotp(ticket, '654321')).toEqual({
      success: true,
      message: 'Logged in!',
    });
  });
});

describe('sign-up, codes and resets', () => {
  it('creates the account and asks for verification', async () => {
    let sent: unknown;
    server.use(
      http.post('*/v1/auth/signup/email-password', async ({ request }) => {
        sent = await request.clone().json();
        return undefined;
      }),
    );
    const result = await client.signUpEmailPassword('new@example.com', 'long-secret', {
      displayName: 'New Fan',
    });
    expect(result).toEqual({
      success: true,
      message: 'Account created. Check your email to verify.',
      data: { needsEmailVerification: true },
    });
    expect(sent).toEqual({
      email: 'new@example.com',
      password: 'long-secret',
      options: { redirectTo: 'http://tiix.test/auth/callback', displayName: 'New Fan' },
    });
    expect(await client.signUpEmailPassword('new@example.com', 'long-secret')).toMatchObject({
      success: false,
      message: 'Email already in use',
    });
  });

  it('falls back to "Signup failed" on a message-less refusal', async () => {
    server.use(
      http.post('*/v1/auth/signup/email-password', () =>
        HttpResponse.json({ status: 403, error: 'signup-disabled', message: '' }, { status: 403 }),
      ),
    );
    expect((await client.signUpEmailPassword('x@example.com', 'long-secret')).message).toBe(
      'Signup failed',
    );
  });

  it('signs in with an e-mail code', async () => {
    expect((await client.signInEmailOtp('otp@example.com')).success).toBe(true);
    expect((await client.verifyEmailOtp('otp@example.com', '000000')).success).toBe(false);
    expect(await client.verifyEmailOtp('otp@example.com', MOCK_EMAIL_OTP)).toEqual({
      success: true,
      message: 'Logged in!',
    });
  });

  it('sends a password reset to the reset page', async () => {
    let sent: unknown;
    server.use(
      http.post('*/v1/auth/user/password/reset', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json('OK');
      }),
    );
    expect(await client.sendPasswordReset(MOCK_USER.email)).toEqual({
      success: true,
      message: 'Password reset email sent! Check your inbox.',
    });
    expect(sent).toEqual({
      email: MOCK_USER.email,
      options: { redirectTo: 'http://tiix.test/auth/reset-password' },
    });
  });

  it('needs a session (or a ticket) to change the password', async () => {
    expect(await client.changePassword('new-secret')).toMatchObject({
      success: false,
      error: { error: 'unauthenticated-user' },
    });
    expect((await client.changePassword('new-secret', 'passwordReset:abc')).success).toBe(true);
    await signIn();
    expect((await client.changePassword('new-secret')).success).toBe(true);
  });

  it('upgrades an anonymous user instead of creating a second account', async () => {
    let deanonymized: unknown;
    server.use(
      http.post('*/v1/auth/user/deanonymize', async ({ request }) => {
        deanonymized = await request.json();
        // With verification required the service ends the anonymous sessions.
        mockAuthBackend.devices.clear();
        return HttpResponse.json('OK');
      }),
    );
    await client.signInAnonymous();
    expect(client.getUser()?.isAnonymous).toBe(true);
    const result = await client.signUpEmailPassword('guest@example.com', 'long-secret');
    expect(result).toMatchObject({ success: true, data: { needsEmailVerification: true } });
    expect(deanonymized).toMatchObject({
      signInMethod: 'email-password',
      email: 'guest@example.com',
    });
    expect(client.getSession()).toBeNull();
  });
});

describe('account management', () => {
  it('lists devices and marks this one; revoking it signs out here', async () => {
    await signIn();
    // The same user on a second device.
    mockAuthBackend.createSession(mockAuthBackend.accounts.get(MOCK_USER.email)!.user);
    const listed = await client.listSessions();
    expect(listed.data).toHaveLength(2);
    const own = listed.data!.find((s) => s.current)!;
    expect(own.id).toBe(client.getSession()!.refreshTokenId);
    expect(listed.data!.filter((s) => s.current)).toHaveLength(1);

    expect((await client.revokeSession(own.id)).success).toBe(true);
    expect(client.getSession()).toBeNull();
  });

  it('creates, lists and deletes personal access tokens', async () => {
    await signIn();
    const created = await client.createPat(new Date('2027-01-01T00:00:00Z'), { label: 'ci' });
    expect(created.data?.personalAccessToken).toMatch(/-/);
    const listed = await client.listPats();
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: created.data!.id,
        expiresAt: '2027-01-01T00:00:00.000Z',
        metadata: { label: 'ci' },
      }),
    ]);
    expect((await client.deletePat(created.data!.id)).success).toBe(true);
    expect((await client.listPats()).data).toEqual([]);
  });

  it('says WebAuthn is unsupported where the browser has none', async () => {
    await signIn();
    expect(await client.addSecurityKey('laptop')).toMatchObject({
      success: false,
      message: 'WebAuthn is not supported in this browser',
    });
    expect((await client.signInSecurityKey()).message).toBe('Already signed in!');
  });

  it('signs out everywhere with all: true', async () => {
    await signIn();
    mockAuthBackend.createSession(mockAuthBackend.accounts.get(MOCK_USER.email)!.user);
    expect((await client.signOut({ all: true })).success).toBe(true);
    expect(mockAuthBackend.devices.size).toBe(0);
    expect(events.map((e) => e.event)).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
  });

  it('fetches the user with the real MFA state', async () => {
    await signIn();
    const result = await client.fetchUser();
    expect(result.data?.email).toBe(MOCK_USER.email);
    expect(result.data?.activeMfaType).toBeNull();
  });
});
