// The one stand-in for the auth client and its hooks in the apps' tests. Every client method is a
// vi.fn() resolving like the real client (never rejecting); tests override single methods with
// mockResolvedValueOnce/mockImplementation. Two ways in: a test file mocks `useAuth` (and
// `useProfile`) of @tiix/shared-data with the drop-ins below, or hands `fakeAuth.client` to the
// real `AuthProvider`, which reads it through `subscribe`/`getSnapshot` as it reads the real one.
// Type imports only: a test's `vi.mock('@tiix/shared-data')` factory imports this module.
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type {
  AuthClient,
  AuthResult,
  AuthSession,
  AuthSnapshot,
  AuthUser,
  Profile,
} from '../index';

export function fakeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'fan@example.com',
    displayName: 'fan@example.com',
    avatarUrl: '',
    emailVerified: true,
    isAnonymous: false,
    defaultRole: 'user',
    roles: ['user', 'me'],
    metadata: {},
    createdAt: '2026-01-05T10:00:00.000Z',
    activeMfaType: null,
    ...overrides,
  };
}

export function fakeSession(user: Partial<AuthUser> = {}): AuthSession {
  return {
    accessToken: 'access-token',
    accessTokenExpiresIn: 900,
    refreshToken: 'refresh-token',
    refreshTokenId: 'refresh-token-id',
    user: fakeUser(user),
  };
}

export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'user-1',
    email: 'fan@example.com',
    name: 'Jordan',
    lastLogin: '2026-11-22T15:05:00',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-11-22T15:05:00.000Z',
    ...overrides,
  };
}

const ok = <T>(data?: T): AuthResult<T> => ({ success: true, message: '', data });

interface State {
  session: AuthSession | null;
  isLoading: boolean;
  profile: { profile: Profile | null; loading: boolean; error: string | null };
}

let state: State = initialState();
let snapshot: AuthSnapshot = toSnapshot(state);
const listeners = new Set<() => void>();

/** What the real client's `getSnapshot()` gives: the same object until something changes. */
function toSnapshot(current: State): AuthSnapshot {
  return { session: current.session, ready: !current.isLoading };
}

function initialState(): State {
  return {
    session: null,
    isLoading: false,
    profile: { profile: null, loading: false, error: null },
  };
}

function update(patch: Partial<State>) {
  state = { ...state, ...patch };
  snapshot = toSnapshot(state);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function createClient() {
  return {
    start: vi.fn(async () => {}),
    isReady: vi.fn(() => !state.isLoading),
    getSession: vi.fn(() => state.session),
    getUser: vi.fn(() => state.session?.user ?? null),
    getAccessToken: vi.fn(() => state.session?.accessToken ?? null),
    onAuthStateChange: vi.fn(() => () => {}),
    subscribe: vi.fn(subscribe),
    getSnapshot: vi.fn(() => snapshot),
    refreshSession: vi.fn(async (): Promise<AuthSession | null> => state.session),
    signInEmailPassword: vi.fn(
      async (_email: string, _password: string): Promise<AuthResult<{ mfaTicket?: string }>> => ({
        success: true,
        message: 'Logged in!',
        data: {},
      }),
    ),
    signInMfaTotp: vi.fn(async (_ticket: string, _otp: string): Promise<AuthResult> => ({
      success: true,
      message: 'Logged in!',
    })),
    signUpEmailPassword: vi.fn(
      async (
        _email: string,
        _password: string,
        _options?: { redirectTo?: string; displayName?: string },
      ): Promise<AuthResult<{ needsEmailVerification: boolean }>> => ({
        success: true,
        message: 'Account created. Check your email to verify.',
        data: { needsEmailVerification: true },
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
    signInEmailOtp: vi.fn(async (_email: string): Promise<AuthResult> => ok()),
    verifyEmailOtp: vi.fn(async (_email: string, _otp: string): Promise<AuthResult> => ok()),
    signInAnonymous: vi.fn(async (): Promise<AuthResult> => ok()),
    signInProvider: vi.fn(
      (_provider: 'google' | 'apple', _options?: { redirectTo?: string; connect?: boolean }) => {},
    ),
    sendPasswordReset: vi.fn(
      async (_email: string, _options?: { redirectTo?: string }): Promise<AuthResult> => ({
        success: true,
        message: 'Password reset email sent! Check your inbox.',
      }),
    ),
    changePassword: vi.fn(async (_newPassword: string, _ticket?: string): Promise<AuthResult> =>
      ok(),
    ),
    changeEmail: vi.fn(async (_newEmail: string): Promise<AuthResult> => ok()),
    sendVerificationEmail: vi.fn(async (_email: string): Promise<AuthResult> => ({
      success: true,
      message: 'Verification email sent.',
    })),
    fetchUser: vi.fn(async (): Promise<AuthResult<AuthUser>> =>
      ok(state.session?.user ?? fakeUser()),
    ),
    generateTotp: vi.fn(async (): Promise<AuthResult<{ imageUrl: string; totpSecret: string }>> =>
      ok({ imageUrl: 'data:image/png;base64,QR', totpSecret: 'JBSWY3DPEHPK3PXP' }),
    ),
    activateTotp: vi.fn(async (_code: string): Promise<AuthResult> => ok()),
    disableTotp: vi.fn(async (_code: string): Promise<AuthResult> => ok()),
    listSessions: vi.fn(
      async (): Promise<
        AuthResult<
          {
            id: string;
            createdAt: string;
            lastUsedAt: string | null;
            userAgent: string | null;
            current: boolean;
          }[]
        >
      > => ok([]),
    ),
    revokeSession: vi.fn(async (_id: string): Promise<AuthResult> => ok()),
    createPat: vi.fn(
      async (
        _expiresAt: Date,
        _metadata?: Record<string, unknown>,
      ): Promise<AuthResult<{ id: string; personalAccessToken: string }>> =>
        ok({ id: 'pat-new', personalAccessToken: '6f1c2e9a-0000-4000-8000-000000000001' }),
    ),
    listPats: vi.fn(
      async (): Promise<
        AuthResult<
          { id: string; createdAt: string; expiresAt: string; metadata: Record<string, unknown> }[]
        >
      > => ok([]),
    ),
    deletePat: vi.fn(async (_id: string): Promise<AuthResult> => ok()),
    listSecurityKeys: vi.fn(
      async (): Promise<AuthResult<{ id: string; nickname: string | null; createdAt: string }[]>> =>
        ok([]),
    ),
    addSecurityKey: vi.fn(async (_nickname?: string): Promise<AuthResult> => ok()),
    removeSecurityKey: vi.fn(async (_id: string): Promise<AuthResult> => ok()),
    signInSecurityKey: vi.fn(async (_email?: string): Promise<AuthResult> => ok()),
    elevate: vi.fn(async (): Promise<AuthResult> => ok()),
    elevateWithPassword: vi.fn(async (_password: string, _otp?: string): Promise<AuthResult> =>
      ok(),
    ),
    deleteAccount: vi.fn(async (): Promise<AuthResult> => {
      update({ session: null });
      return ok();
    }),
    signOut: vi.fn(async (_options?: { all?: boolean }): Promise<AuthResult> => {
      update({ session: null });
      return ok();
    }),
  };
}

export type FakeAuthClient = ReturnType<typeof createClient>;

const updateName = vi.fn(async (_name: string): Promise<AuthResult> => ok());

/** The fake's controls; `reset()` in beforeEach gives every test a signed-out, idle client. */
export const fakeAuth = {
  client: createClient(),
  /** The fake as the real client's type, for `<AuthProvider client={...}>`. */
  get authClient(): AuthClient {
    return fakeAuth.client as unknown as AuthClient;
  },
  updateName,
  setSession(session: AuthSession | null) {
    update({ session });
  },
  setLoading(isLoading: boolean) {
    update({ isLoading });
  },
  setProfile(profile: Partial<State['profile']>) {
    update({ profile: { ...state.profile, ...profile } });
  },
  reset() {
    fakeAuth.client = createClient();
    updateName.mockReset();
    updateName.mockImplementation(async () => ok());
    state = initialState();
    snapshot = toSnapshot(state);
    listeners.forEach((listener) => listener());
  },
};

function useFakeState() {
  return useSyncExternalStore(subscribe, () => state);
}

/** Drop-in for `useAuth` of @tiix/shared-data. */
export function useAuth() {
  const current = useFakeState();
  return {
    client: fakeAuth.client as unknown as AuthClient,
    session: current.session,
    user: current.session?.user ?? null,
    isLoading: current.isLoading,
    // As the real hook: anonymous sessions count as guests.
    isAuthenticated: Boolean(current.session && !current.session.user.isAnonymous),
  };
}

/** Drop-in for `useProfile` of @tiix/shared-data. */
export function useProfile() {
  const current = useFakeState();
  return { ...current.profile, updateName };
}
