// A stand-in for `useAuth` of @tiix/shared-data: tests switch the signed-in state and
// override the client's methods per case. Methods resolve like the real client (never reject).
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { AuthClient, AuthResult } from '@tiix/shared-data';

function createClient() {
  return {
    signInEmailPassword: vi.fn(
      async (_email: string, _password: string): Promise<AuthResult<{ mfaTicket?: string }>> => {
        fakeAuth.setAuthenticated(true);
        return { success: true, message: 'Logged in!' };
      },
    ),
    signUpEmailPassword: vi.fn(
      async (
        _email: string,
        _password: string,
      ): Promise<AuthResult<{ needsEmailVerification: boolean }>> => ({
        success: true,
        message: 'Account created. Check your email to verify.',
      }),
    ),
    signInMagicLink: vi.fn(
      async (
        _email: string,
        _options?: { redirectTo?: string; onSlow?: () => void },
      ): Promise<AuthResult> => ({
        success: true,
        message: 'Check your email for the magic link!',
      }),
    ),
    sendPasswordReset: vi.fn(async (_email: string): Promise<AuthResult> => ({
      success: true,
      message: 'Password reset email sent! Check your inbox.',
    })),
  };
}

const listeners = new Set<() => void>();
let authenticated = false;

export const fakeAuth = {
  client: createClient(),
  setAuthenticated(value: boolean) {
    authenticated = value;
    listeners.forEach((fn) => fn());
  },
  reset() {
    authenticated = false;
    fakeAuth.client = createClient();
  },
};

export function useAuth() {
  const isAuthenticated = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => authenticated,
  );
  return {
    client: fakeAuth.client as unknown as AuthClient,
    session: null,
    user: null,
    isLoading: false,
    isAuthenticated,
  };
}
