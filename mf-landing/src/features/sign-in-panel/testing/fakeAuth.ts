// A stand-in for the auth client and `useAuth` of @tiix/shared-data, for the panel's tests.
// Methods resolve like the real client (never reject); tests override them per case.
import { vi } from 'vitest';
import type { AuthClient, AuthResult } from '@tiix/shared-data';

function createClient() {
  return {
    signInEmailPassword: vi.fn(
      async (_email: string, _password: string): Promise<AuthResult<{ mfaTicket?: string }>> => ({
        success: true,
        message: 'Logged in!',
      }),
    ),
    signInMfaTotp: vi.fn(async (_ticket: string, _otp: string): Promise<AuthResult> => ({
      success: true,
      message: 'Logged in!',
    })),
    signInMagicLink: vi.fn(
      async (
        _email: string,
        _options?: { redirectTo?: string; onSlow?: () => void },
      ): Promise<AuthResult> => ({
        success: true,
        message: 'Check your email for the magic link!',
      }),
    ),
    sendPasswordReset: vi.fn(
      async (_email: string, _options?: { redirectTo?: string }): Promise<AuthResult> => ({
        success: true,
        message: 'Password reset email sent! Check your inbox.',
      }),
    ),
  };
}

export const fakeAuth = {
  client: createClient(),
  reset() {
    fakeAuth.client = createClient();
  },
};

/** Drop-in for `useAuth`: the panel only needs the client. */
export function useAuth() {
  return {
    client: fakeAuth.client as unknown as AuthClient,
    session: null,
    user: null,
    isLoading: false,
    isAuthenticated: false,
  };
}
