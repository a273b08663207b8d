import { graphql, http, HttpResponse } from 'msw';
import type { AuthSession, AuthUser } from '../auth/types';
import type {
  EnsureMyProfileMutation,
  MyProfileQuery,
  ProfileFields,
  UpdateMyProfileMutation,
  UpdateMyProfileVariables,
} from '../auth/profileOperations';
import { MOCK_USER_ID } from './teams';

/**
 * The account every mock backend starts with (standalone remotes, Storybook, tests): the owner
 * of the sample team (`MOCK_USER_ID` in the teams mock), so its teams, ranks and activity are
 * this user's.
 */
export const MOCK_USER = {
  email: 'demo@tiix.dev',
  password: 'password',
  displayName: 'Demo Fan',
} as const;

/** A six-digit code the mock accepts for e-mail one-time codes. */
export const MOCK_EMAIL_OTP = '123456';

interface MockAccount {
  user: AuthUser;
  password: string | null;
}

interface MockDevice {
  id: string;
  userId: string;
  refreshToken: string;
  createdAt: string;
  type: 'regular' | 'pat';
  expiresAt?: string;
  metadata?: Record<string, unknown>;
}

const ACCESS_TOKEN_SECONDS = 900;

let counter = 0;
const uuid = () =>
  globalThis.crypto?.randomUUID?.() ??
  `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

function newUser(
  email: string | undefined,
  displayName: string,
  isAnonymous = false,
  id: string = uuid(),
): AuthUser {
  return {
    id,
    ...(email ? { email } : {}),
    displayName,
    avatarUrl: '',
    emailVerified: !isAnonymous,
    isAnonymous,
    defaultRole: isAnonymous ? 'anonymous' : 'user',
    roles: isAnonymous ? ['anonymous'] : ['user', 'me'],
    metadata: {},
    createdAt: new Date().toISOString(),
    activeMfaType: null,
  };
}

/**
 * An in-memory auth service behind the MSW handlers: accounts, refresh-token rotation,
 * access tokens (opaque `mock.<userId>.<n>` strings) and profiles. `reset()` between tests.
 */
export const mockAuthBackend = {
  accounts: new Map<string, MockAccount>(),
  devices: new Map<string, MockDevice>(),
  accessTokens: new Map<string, { userId: string; expiresAt: number }>(),
  profiles: new Map<string, ProfileFields>(),
  /** Calls per path, for tests. */
  calls: new Map<string, number>(),

  reset() {
    this.accounts.clear();
    this.devices.clear();
    this.accessTokens.clear();
    this.profiles.clear();
    this.calls.clear();
    this.addAccount(MOCK_USER.email, MOCK_USER.password, MOCK_USER.displayName, MOCK_USER_ID);
  },

  addAccount(email: string, password: string | null, displayName = email, id?: string): AuthUser {
    const user = newUser(email, displayName, false, id);
    this.accounts.set(email.toLowerCase(), { user, password });
    return user;
  },

  userById(id: string): AuthUser | null {
    for (const account of this.accounts.values()) if (account.user.id === id) return account.user;
    return null;
  },

  /** A new device session for the user, as every sign-in makes. */
  createSession(user: AuthUser, expiresIn = ACCESS_TOKEN_SECONDS): AuthSession {
    const device: MockDevice = {
      id: uuid(),
      userId: user.id,
      refreshToken: uuid(),
      createdAt: new Date().toISOString(),
      type: 'regular',
    };
    this.devices.set(device.id, device);
    return this.issue(device, user, expiresIn);
  },

  issue(device: MockDevice, user: AuthUser, expiresIn = ACCESS_TOKEN_SECONDS): AuthSession {
    const accessToken = `mock.${user.id}.${uuid()}`;
    this.accessTokens.set(accessToken, {
      userId: user.id,
      expiresAt: Date.now() + expiresIn * 1000,
    });
    return {
      accessToken,
      accessTokenExpiresIn: expiresIn,
      refreshToken: device.refreshToken,
      refreshTokenId: device.id,
      user: { ...user, activeMfaType: null },
    };
  },

  /** Rotation: the old refresh token stops working at once. */
  rotate(refreshToken: string): AuthSession | null {
    for (const device of this.devices.values()) {
      if (device.refreshToken !== refreshToken || device.type !== 'regular') continue;
      const user = this.userById(device.userId);
      if (!user) return null;
      device.refreshToken = uuid();
      return this.issue(device, user);
    }
    return null;
  },

  userOf(request: Request): AuthUser | null {
    const header = request.headers.get('authorization') ?? '';
    const token = header.replace(/^Bearer\s+/i, '');
    const entry = this.accessTokens.get(token);
    if (!entry || entry.expiresAt <= Date.now()) return null;
    return this.userById(entry.userId);
  },
};
mockAuthBackend.reset();

const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status, error: code, message }, { status });
const unauthenticated = () => error(401, 'unauthenticated-user', 'User is not authenticated');
const OK = () => HttpResponse.json('OK');

function count(path: string) {
  mockAuthBackend.calls.set(path, (mockAuthBackend.calls.get(path) ?? 0) + 1);
}

async function body<T>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    return {} as T;
  }
}

const AUTH = '*/v1/auth';

/** MSW handlers that speak the auth contract (the subset the app uses). */
export const authHandlers = [
  http.post(`${AUTH}/signin/email-password`, async ({ request }) => {
    count('/signin/email-password');
    const { email = '', password = '' } = await body<{ email?: string; password?: string }>(
      request,
    );
    const account = mockAuthBackend.accounts.get(email.toLowerCase());
    if (!account || account.password !== password) {
      return error(401, 'invalid-email-password', 'Incorrect email or password');
    }
    if (!account.user.emailVerified) return error(401, 'unverified-user', 'Email is not verified');
    return HttpResponse.json({ session: mockAuthBackend.createSession(account.user), mfa: null });
  }),

  http.post(`${AUTH}/signup/email-password`, async ({ request }) => {
    count('/signup/email-password');
    const {
      email = '',
      password = '',
      options,
    } = await body<{
      email?: string;
      password?: string;
      options?: { displayName?: string };
    }>(request);
    if (mockAuthBackend.accounts.has(email.toLowerCase())) {
      return error(409, 'email-already-in-use', 'Email already in use');
    }
    const user = mockAuthBackend.addAccount(email, password, options?.displayName ?? email);
    // As the real service by default: the address must be verified before a session exists.
    user.emailVerified = false;
    return HttpResponse.json({ session: null });
  }),

  http.post(`${AUTH}/signin/passwordless/email`, () => {
    count('/signin/passwordless/email');
    return OK();
  }),
  http.post(`${AUTH}/signin/otp/email`, () => {
    count('/signin/otp/email');
    return OK();
  }),
  http.post(`${AUTH}/signin/otp/email/verify`, async ({ request }) => {
    count('/signin/otp/email/verify');
    const { email = '', otp } = await body<{ email?: string; otp?: string }>(request);
    if (otp !== MOCK_EMAIL_OTP) return error(401, 'invalid-ticket', 'Invalid or expired code');
    const account =
      mockAuthBackend.accounts.get(email.toLowerCase()) ??
      (mockAuthBackend.addAccount(email, null), mockAuthBackend.accounts.get(email.toLowerCase())!);
    account.user.emailVerified = true;
    return HttpResponse.json({ session: mockAuthBackend.createSession(account.user) });
  }),
  http.post(`${AUTH}/signin/anonymous`, () => {
    count('/signin/anonymous');
    const user = newUser(undefined, 'Anonymous User', true);
    mockAuthBackend.accounts.set(`anonymous:${user.id}`, { user, password: null });
    return HttpResponse.json({ session: mockAuthBackend.createSession(user) });
  }),

  http.post(`${AUTH}/token`, async ({ request }) => {
    count('/token');
    const { refreshToken = '' } = await body<{ refreshToken?: string }>(request);
    const session = mockAuthBackend.rotate(refreshToken);
    return session
      ? HttpResponse.json(session)
      : error(401, 'invalid-refresh-token', 'Invalid or expired refresh token');
  }),

  http.post(`${AUTH}/signout`, async ({ request }) => {
    count('/signout');
    const { refreshToken, all } = await body<{ refreshToken?: string; all?: boolean }>(request);
    const user = mockAuthBackend.userOf(request);
    for (const [id, device] of mockAuthBackend.devices) {
      if (device.refreshToken === refreshToken || (all && user && device.userId === user.id)) {
        mockAuthBackend.devices.delete(id);
      }
    }
    return OK();
  }),

  http.get(`${AUTH}/user`, ({ request }) => {
    const user = mockAuthBackend.userOf(request);
    return user ? HttpResponse.json(user) : unauthenticated();
  }),
  http.delete(`${AUTH}/user`, ({ request }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return unauthenticated();
    for (const [key, account] of mockAuthBackend.accounts) {
      if (account.user.id === user.id) mockAuthBackend.accounts.delete(key);
    }
    for (const [id, device] of mockAuthBackend.devices) {
      if (device.userId === user.id) mockAuthBackend.devices.delete(id);
    }
    mockAuthBackend.profiles.delete(user.id);
    return OK();
  }),

  http.post(`${AUTH}/user/password/reset`, OK),
  http.post(`${AUTH}/user/email/send-verification-email`, OK),
  http.post(`${AUTH}/user/password`, async ({ request }) => {
    const { ticket } = await body<{ ticket?: string }>(request);
    if (!ticket && !mockAuthBackend.userOf(request)) return unauthenticated();
    return OK();
  }),
  http.post(`${AUTH}/user/email/change`, ({ request }) =>
    mockAuthBackend.userOf(request) ? OK() : unauthenticated(),
  ),
  http.get(`${AUTH}/mfa/totp/generate`, ({ request }) =>
    mockAuthBackend.userOf(request)
      ? HttpResponse.json({ imageUrl: 'data:image/png;base64,', totpSecret: 'JBSWY3DPEHPK3PXP' })
      : unauthenticated(),
  ),
  http.post(`${AUTH}/user/mfa`, ({ request }) =>
    mockAuthBackend.userOf(request) ? OK() : unauthenticated(),
  ),

  http.get(`${AUTH}/user/sessions`, ({ request }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return unauthenticated();
    return HttpResponse.json(
      [...mockAuthBackend.devices.values()]
        .filter((d) => d.userId === user.id && d.type === 'regular')
        .map((d) => ({ id: d.id, createdAt: d.createdAt, lastUsedAt: null, userAgent: null })),
    );
  }),
  http.delete(`${AUTH}/user/sessions/:id`, ({ request, params }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return unauthenticated();
    const device = mockAuthBackend.devices.get(String(params.id));
    if (device?.userId === user.id) mockAuthBackend.devices.delete(device.id);
    return OK();
  }),

  http.post(`${AUTH}/pat`, async ({ request }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return unauthenticated();
    const { expiresAt, metadata } = await body<{
      expiresAt?: string;
      metadata?: Record<string, unknown>;
    }>(request);
    const device: MockDevice = {
      id: uuid(),
      userId: user.id,
      refreshToken: uuid(),
      createdAt: new Date().toISOString(),
      type: 'pat',
      expiresAt: expiresAt ?? new Date().toISOString(),
      metadata: metadata ?? {},
    };
    mockAuthBackend.devices.set(device.id, device);
    return HttpResponse.json({ id: device.id, personalAccessToken: device.refreshToken });
  }),
  http.get(`${AUTH}/pat`, ({ request }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return unauthenticated();
    return HttpResponse.json(
      [...mockAuthBackend.devices.values()]
        .filter((d) => d.userId === user.id && d.type === 'pat')
        .map((d) => ({
          id: d.id,
          createdAt: d.createdAt,
          expiresAt: d.expiresAt,
          metadata: d.metadata ?? {},
        })),
    );
  }),
  http.delete(`${AUTH}/pat/:id`, ({ request, params }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return unauthenticated();
    const device = mockAuthBackend.devices.get(String(params.id));
    if (device?.userId === user.id && device.type === 'pat')
      mockAuthBackend.devices.delete(device.id);
    return OK();
  }),

  http.get(`${AUTH}/user/webauthn`, ({ request }) =>
    mockAuthBackend.userOf(request) ? HttpResponse.json([]) : unauthenticated(),
  ),
  http.delete(`${AUTH}/user/webauthn/:id`, ({ request }) =>
    mockAuthBackend.userOf(request) ? OK() : unauthenticated(),
  ),
];

const UNAUTHENTICATED_ERRORS = [
  { message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } },
];

function ensureProfile(user: AuthUser): ProfileFields {
  const existing = mockAuthBackend.profiles.get(user.id);
  if (existing) return existing;
  const now = new Date().toISOString();
  const created: ProfileFields = {
    __typename: 'Profile',
    id: user.id,
    userId: user.id,
    email: user.email ?? null,
    // As the server: a display name that is only the e-mail (the sign-up default) is no name.
    name:
      user.displayName.trim() && user.displayName.trim() !== user.email
        ? user.displayName.trim()
        : null,
    lastLogin: now,
    createdAt: now,
    updatedAt: now,
  };
  mockAuthBackend.profiles.set(user.id, created);
  return created;
}

/** The profile operations of the GraphQL API, on the mock backend's users. */
export const profileHandlers = [
  graphql.query('MyProfile', ({ request }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return HttpResponse.json({ data: null, errors: UNAUTHENTICATED_ERRORS });
    const profile = user.isAnonymous ? null : (mockAuthBackend.profiles.get(user.id) ?? null);
    return HttpResponse.json({ data: { myProfile: profile } satisfies MyProfileQuery });
  }),
  graphql.mutation('EnsureMyProfile', ({ request }) => {
    const user = mockAuthBackend.userOf(request);
    if (!user) return HttpResponse.json({ data: null, errors: UNAUTHENTICATED_ERRORS });
    const data: EnsureMyProfileMutation = {
      ensureMyProfile: user.isAnonymous ? null : ensureProfile(user),
    };
    return HttpResponse.json({ data });
  }),
  graphql.mutation<Record<string, unknown>, UpdateMyProfileVariables>(
    'UpdateMyProfile',
    ({ request, variables }) => {
      const user = mockAuthBackend.userOf(request);
      if (!user || user.isAnonymous)
        return HttpResponse.json({ data: null, errors: UNAUTHENTICATED_ERRORS });
      const profile = { ...ensureProfile(user) };
      if (variables.name !== undefined) profile.name = variables.name?.trim() || null;
      if (variables.lastLogin !== undefined) profile.lastLogin = variables.lastLogin;
      profile.updatedAt = new Date().toISOString();
      mockAuthBackend.profiles.set(user.id, profile);
      return HttpResponse.json({
        data: { updateMyProfile: profile } satisfies UpdateMyProfileMutation,
      });
    },
  ),
];
