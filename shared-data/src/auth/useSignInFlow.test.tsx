import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, MOCK_USER, mockAuthBackend } from '../mocks/auth';
import type { AuthClient } from './AuthClient';
import { makeClient, memoryStorage } from './testing/helpers';
import { useSignInFlow, type SignInFlowOptions } from './useSignInFlow';
import { setupMswServer } from '../testing/msw';

const server = setupMswServer(...authHandlers);
let client: AuthClient;

beforeEach(async () => {
  mockAuthBackend.reset();
  ({ client } = makeClient(memoryStorage(), { crossTab: false }));
  await client.start();
});
afterEach(() => {
  client.dispose();
});

function flowWith(options: Partial<SignInFlowOptions> = {}) {
  const onSignedIn = vi.fn();
  const hook = renderHook(() => useSignInFlow({ client, onSignedIn, ...options }));
  return { onSignedIn, hook, flow: () => hook.result.current };
}

const TICKET = 'mfaTotp:6a1c3c0e-4c8f-4d0c-9f57-2f7a0f9e2b11';

describe('useSignInFlow', () => {
  it('signs in with a password and reports how', async () => {
    const { flow, onSignedIn } = flowWith();
    act(() => {
      flow().setEmail(MOCK_USER.email);
      flow().setPassword(MOCK_USER.password);
    });
    await act(() => flow().signIn());
    expect(onSignedIn).toHaveBeenCalledWith('password', 'Logged in!');
    expect(flow().error).toBeNull();
  });

  it('shows the service message for a wrong password and keeps what was typed', async () => {
    const { flow, onSignedIn } = flowWith();
    act(() => {
      flow().setEmail(MOCK_USER.email);
      flow().setPassword('wrong-password');
    });
    await act(() => flow().signIn());
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(flow().error).toBe('Incorrect email or password');
    expect(flow().email).toBe(MOCK_USER.email);
    expect(flow().password).toBe('wrong-password');
  });

  it('never skips the second factor: a ticket leads to the code step, the code to a session', async () => {
    server.use(
      http.post('*/v1/auth/signin/email-password', () =>
        HttpResponse.json({ session: null, mfa: { ticket: TICKET } }),
      ),
      http.post('*/v1/auth/signin/mfa/totp', async ({ request }) => {
        const { otp } = (await request.json()) as { otp: string };
        if (otp !== '123456') {
          return HttpResponse.json(
            { status: 401, error: 'invalid-totp', message: 'Invalid or expired verification code' },
            { status: 401 },
          );
        }
        return HttpResponse.json({
          session: mockAuthBackend.createSession(
            mockAuthBackend.accounts.get(MOCK_USER.email)!.user,
          ),
          mfa: null,
        });
      }),
    );
    const { flow, onSignedIn } = flowWith();
    act(() => {
      flow().setEmail(MOCK_USER.email);
      flow().setPassword(MOCK_USER.password);
    });
    await act(() => flow().signIn());
    expect(flow().step).toBe('totp');
    expect(onSignedIn).not.toHaveBeenCalled();

    act(() => flow().setCode('000 000'));
    await act(() => flow().verifyCode());
    expect(flow().error).toBe('Invalid or expired verification code');

    act(() => flow().setCode('123 456'));
    await act(() => flow().verifyCode());
    expect(onSignedIn).toHaveBeenCalledWith('totp', 'Logged in!');
  });

  it('going back from the code step clears the password', async () => {
    server.use(
      http.post('*/v1/auth/signin/email-password', () =>
        HttpResponse.json({ session: null, mfa: { ticket: TICKET } }),
      ),
    );
    const { flow } = flowWith();
    act(() => {
      flow().setEmail(MOCK_USER.email);
      flow().setPassword(MOCK_USER.password);
    });
    await act(() => flow().signIn());
    act(() => flow().backToForm());
    expect(flow().step).toBe('form');
    expect(flow().password).toBe('');
    expect(flow().email).toBe(MOCK_USER.email);
  });

  it('after a sign-up that needs verification, waits on the e-mail', async () => {
    const { flow, onSignedIn } = flowWith({ redirectTo: 'http://tiix.test/accept-invite/t' });
    act(() => {
      flow().setEmail('new@tiix.dev');
      flow().setPassword('a-long-password');
    });
    await act(() => flow().signUp());
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(flow().step).toBe('check-email');
    expect(flow().notice).toBe('Account created. Check your email to verify.');
  });

  it('sends a magic link, or proceeds at once when a session exists', async () => {
    const first = flowWith();
    act(() => first.flow().setEmail(MOCK_USER.email));
    await act(() => first.flow().sendMagicLink());
    expect(first.flow().step).toBe('check-email');
    expect(first.onSignedIn).not.toHaveBeenCalled();

    await client.signInEmailPassword(MOCK_USER.email, MOCK_USER.password);
    const second = flowWith();
    act(() => second.flow().setEmail(MOCK_USER.email));
    await act(() => second.flow().sendMagicLink());
    expect(second.onSignedIn).toHaveBeenCalledWith('already-signed-in', 'Already signed in!');
  });

  it("uses the screen's own text for a magic link lost to the network", async () => {
    server.use(http.post('*/v1/auth/signin/passwordless/email', () => HttpResponse.error()));
    const { flow } = flowWith({ magicLinkNetworkError: 'Network trouble' });
    act(() => flow().setEmail(MOCK_USER.email));
    await act(() => flow().sendMagicLink());
    expect(flow().error).toBe('Network trouble');
  });

  it('sends a reset link', async () => {
    const { flow } = flowWith();
    act(() => flow().setEmail(MOCK_USER.email));
    await act(() => flow().sendReset());
    expect(flow().step).toBe('reset-sent');
    expect(flow().notice).toBe('Password reset email sent! Check your inbox.');
  });

  it('sends one request at a time', async () => {
    const { flow } = flowWith();
    act(() => {
      flow().setEmail(MOCK_USER.email);
      flow().setPassword(MOCK_USER.password);
    });
    await act(async () => {
      await Promise.all([flow().signIn(), flow().signIn()]);
    });
    await waitFor(() => expect(flow().busy).toBe(false));
    expect(mockAuthBackend.calls.get('/signin/email-password')).toBe(1);
  });
});
