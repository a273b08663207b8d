import { http, HttpResponse } from 'msw';
import type { AuthSession, AuthUser } from '../auth/types';
import type { ProfileFields } from '../auth/profileOperations';
import { iso, MOCK_EMAIL_OTP, MOCK_USER, MOCK_USER_ID, sampleUser } from '../fixtures/sample';
import { addResolvers, graphqlHandler, refusal, type Args, type Context } from './schema';

export { MOCK_EMAIL_OTP, MOCK_USER };

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

/**
 * An in-memory auth service: accounts, refresh-token rotation, access tokens (opaque
 * `mock.<userId>.<n>` strings) and profiles. `reset()` between tests.
 */
export const mockAuthBackend = {
  accounts: new Map<string, { user: AuthUser; password: string | null }>(),
  devices: new Map<string, MockDevice>(),
  accessTokens: new Map<string, { userId: string; expiresAt: number }>(),
  profiles: new Map<string, ProfileFields>(),
  /** Calls per path, for tests. */
  calls: new Map<string, number>(),

  reset() {
    for (const map of [this.accounts, this.devices, this.accessTokens, this.profiles, this.calls])
      map.clear();
    this.addAccount(MOCK_USER.email, MOCK_USER.password, MOCK_USER.displayName, MOCK_USER_ID);
  },

  addAccount(email: string, password: string | null, displayName = email, id = uuid()): AuthUser {
    const user = sampleUser(id, email, displayName);
    this.accounts.set(email.toLowerCase(), { user, password });
    return user;
  },

  userById(id: string): AuthUser | null {
    return [...this.accounts.values()].find((a) => a.user.id === id)?.user ?? null;
  },

  /** A new device session for the user, as every sign-in makes. */
  createSession(user: AuthUser, expiresIn = ACCESS_TOKEN_SECONDS): AuthSession {
    const device = { id: uuid(), userId: user.id, refreshToken: uuid(), createdAt: iso() };
    this.devices.set(device.id, { ...device, type: 'regular' });
    return this.issue(this.devices.get(device.id)!, user, expiresIn);
  },

  issue(device: MockDevice, user: AuthUser, expiresIn = ACCESS_TOKEN_SECONDS): AuthSession {
    const accessToken = `mock.${user.id}.${uuid()}`;
    this.accessTokens.set(accessToken, {
      userId: user.id,
      expiresAt: Date.now() + expiresIn * 1000,
    });
    const { refreshToken, id: refreshTokenId } = device;
    const session = { accessToken, accessTokenExpiresIn: expiresIn, refreshToken, refreshTokenId };
    return { ...session, user: { ...user, activeMfaType: null } };
  },

  /** Rotation: the old refresh token stops working at once. */
  rotate(refreshToken: string): AuthSession | null {
    const device = [...this.devices.values()].find(
      (d) => d.refreshToken === refreshToken && d.type === 'regular',
    );
    const user = device && this.userById(device.userId);
    if (!device || !user) return null;
    device.refreshToken = uuid();
    return this.issue(device, user);
  },

  userOf(request: Request): AuthUser | null {
    const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const entry = this.accessTokens.get(token);
    return entry && entry.expiresAt > Date.now() ? this.userById(entry.userId) : null;
  },

  /** Drops the devices (and with them the sessions) that `drop` picks. */
  dropDevices(drop: (device: MockDevice) => boolean) {
    for (const [id, device] of this.devices) if (drop(device)) this.devices.delete(id);
  },
};
mockAuthBackend.reset();

const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status, error: code, message }, { status });
const OK = 'OK';

interface Call {
  body: Args;
  user: AuthUser;
  params: Record<string, unknown>;
}

/** An auth endpoint: counts its calls, reads the body and, unless `open`, the signed-in user. */
function on(
  method: 'get' | 'post' | 'delete',
  path: string,
  answer: (call: Call) => unknown,
  open = false,
) {
  return http[method](`*/v1/auth${path}`, async ({ request, params }) => {
    mockAuthBackend.calls.set(path, (mockAuthBackend.calls.get(path) ?? 0) + 1);
    const body = ((await request.json().catch(() => null)) ?? {}) as Args;
    const user = mockAuthBackend.userOf(request);
    if (!user && !open) return error(401, 'unauthenticated-user', 'User is not authenticated');
    const out = answer({ body, user: user!, params });
    return out instanceof Response ? out : HttpResponse.json(out as object);
  });
}

const open = (method: 'get' | 'post', path: string, answer: (call: Call) => unknown) =>
  on(method, path, answer, true);
const session = (user: AuthUser) => ({ session: mockAuthBackend.createSession(user) });
const byEmail = (email = '') => mockAuthBackend.accounts.get(email.toLowerCase());

/** MSW handlers that speak the auth contract (the subset the app uses). */
export const authHandlers = [
  open('post', '/signin/email-password', ({ body }) => {
    const account = byEmail(body.email);
    if (!account || account.password !== (body.password ?? ''))
      return error(401, 'invalid-email-password', 'Incorrect email or password');
    if (!account.user.emailVerified) return error(401, 'unverified-user', 'Email is not verified');
    return { ...session(account.user), mfa: null };
  }),
  open('post', '/signup/email-password', ({ body }) => {
    if (byEmail(body.email)) return error(409, 'email-already-in-use', 'Email already in use');
    const user = mockAuthBackend.addAccount(
      body.email,
      body.password,
      body.options?.displayName ?? body.email,
    );
    // As the real service by default: the address must be verified before a session exists.
    user.emailVerified = false;
    return { session: null };
  }),
  open('post', '/signin/passwordless/email', () => OK),
  open('post', '/signin/otp/email', () => OK),
  open('post', '/signin/otp/email/verify', ({ body }) => {
    if (body.otp !== MOCK_EMAIL_OTP) return error(401, 'invalid-ticket', 'Invalid or expired code');
    if (!byEmail(body.email)) mockAuthBackend.addAccount(body.email, null);
    const account = byEmail(body.email)!;
    account.user.emailVerified = true;
    return session(account.user);
  }),
  open('post', '/signin/anonymous', () => {
    const user = sampleUser(uuid(), undefined, 'Anonymous User', true);
    mockAuthBackend.accounts.set(`anonymous:${user.id}`, { user, password: null });
    return session(user);
  }),
  open(
    'post',
    '/token',
    ({ body }) =>
      mockAuthBackend.rotate(body.refreshToken ?? '') ??
      error(401, 'invalid-refresh-token', 'Invalid or expired refresh token'),
  ),
  open('post', '/signout', ({ body, user }) => {
    mockAuthBackend.dropDevices(
      (d) => d.refreshToken === body.refreshToken || (!!body.all && d.userId === user?.id),
    );
    return OK;
  }),
  on('get', '/user', ({ user }) => user),
  on('delete', '/user', ({ user }) => {
    for (const [key, account] of mockAuthBackend.accounts)
      if (account.user.id === user.id) mockAuthBackend.accounts.delete(key);
    mockAuthBackend.dropDevices((d) => d.userId === user.id);
    mockAuthBackend.profiles.delete(user.id);
    return OK;
  }),
  open('post', '/user/password/reset', () => OK),
  open('post', '/user/email/send-verification-email', () => OK),
  open('post', '/user/password', ({ body, user }) =>
    body.ticket || user ? OK : error(401, 'unauthenticated-user', 'User is not authenticated'),
  ),
  on('post', '/user/email/change', () => OK),
  on('get', '/mfa/totp/generate', () => ({
    imageUrl: 'data:image/png;base64,',
    totpSecret: 'JBSWY3DPEHPK3PXP',
  })),
  on('post', '/user/mfa', () => OK),
  on('get', '/user/sessions', ({ user }) =>
    [...mockAuthBackend.devices.values()]
      .filter((d) => d.userId === user.id && d.type === 'regular')
      .map((d) => ({ id: d.id, createdAt: d.createdAt, lastUsedAt: null, userAgent: null })),
  ),
  on('delete', '/user/sessions/:id', ({ user, params }) => {
    mockAuthBackend.dropDevices((d) => d.id === params.id && d.userId === user.id);
    return OK;
  }),
  on('post', '/pat', ({ body, user }) => {
    const { expiresAt = iso(), metadata = {} } = body;
    const ids = { id: uuid(), userId: user.id, refreshToken: uuid(), createdAt: iso() };
    const device: MockDevice = { ...ids, type: 'pat', expiresAt, metadata };
    mockAuthBackend.devices.set(device.id, device);
    return { id: device.id, personalAccessToken: device.refreshToken };
  }),
  on('get', '/pat', ({ user }) =>
    [...mockAuthBackend.devices.values()]
      .filter((d) => d.userId === user.id && d.type === 'pat')
      .map(({ id, createdAt, expiresAt, metadata }) => ({ id, createdAt, expiresAt, metadata })),
  ),
  on('delete', '/pat/:id', ({ user, params }) => {
    mockAuthBackend.dropDevices(
      (d) => d.id === params.id && d.userId === user.id && d.type === 'pat',
    );
    return OK;
  }),
  on('get', '/user/webauthn', () => []),
  on('delete', '/user/webauthn/:id', () => OK),
];

/** The caller's account, or the server's refusal of an anonymous call. */
function caller(context: Context, anonymousToo = true): AuthUser {
  const user = mockAuthBackend.userOf(context.request);
  if (!user || (!anonymousToo && user.isAnonymous))
    throw refusal('User is not authenticated', 'UNAUTHENTICATED');
  return user;
}

function ensureProfile(user: AuthUser): ProfileFields {
  // As the server: a display name that is only the e-mail (the sign-up default) is no name.
  const name = user.displayName.trim() !== user.email ? user.displayName.trim() || null : null;
  const email = user.email ?? null;
  const profile = {
    id: user.id,
    userId: user.id,
    email,
    name,
    lastLogin: iso(),
    createdAt: iso(),
    updatedAt: iso(),
  };
  if (!mockAuthBackend.profiles.has(user.id)) mockAuthBackend.profiles.set(user.id, profile);
  return mockAuthBackend.profiles.get(user.id)!;
}

addResolvers({
  myProfile: (_args, context) => {
    const user = caller(context);
    return user.isAnonymous ? null : (mockAuthBackend.profiles.get(user.id) ?? null);
  },
  ensureMyProfile: (_args, context) => {
    const user = caller(context);
    return user.isAnonymous ? null : ensureProfile(user);
  },
  updateMyProfile: ({ name, lastLogin }, context) => {
    const profile = { ...ensureProfile(caller(context, false)), updatedAt: iso() };
    if (name !== undefined) profile.name = name?.trim() || null;
    if (lastLogin !== undefined) profile.lastLogin = lastLogin;
    mockAuthBackend.profiles.set(profile.userId, profile);
    return profile;
  },
});

/** The profile operations of the GraphQL API, on the mock backend's users. */
export const profileHandlers = [graphqlHandler];
