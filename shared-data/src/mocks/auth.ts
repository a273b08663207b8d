import { http, HttpResponse } from 'msw';
import type { AuthSession, AuthUser } from '../auth/types';
import type { ProfileFields } from '../auth/profileOperations';
import { iso, MOCK_EMAIL_OTP, MOCK_USER, MOCK_USER_ID, sampleUser } from '../fixtures/sample';
import { addResolvers, graphqlHandler, refusal, type Args, type Context } from './schema';

export { MOCK_EMAIL_OTP, MOCK_USER };

/** A signed-in device (a refresh token, `regular`), or a personal access token (`pat`). */
type MockDevice = Args & { id: string; userId: string; refreshToken: string; type: DeviceType };
type DeviceType = 'regular' | 'pat';
type Call = { body: Args; user: AuthUser; params: Args };

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
  /** By e-mail; `name` is the profile name the account starts with (none unless given). */
  accounts: new Map<string, { user: AuthUser; password: string | null; name?: string }>(),
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

  addAccount(email: string, password: string | null, name?: string, id = uuid()): AuthUser {
    const user = sampleUser(id, email, name ?? email);
    this.accounts.set(email.toLowerCase(), { user, password, name });
    return user;
  },

  account(id: string) {
    return [...this.accounts.values()].find((a) => a.user.id === id);
  },

  userById(id: string): AuthUser | null {
    return this.account(id)?.user ?? null;
  },

  /** A new device of the user (`regular`: a session, as every sign-in makes). */
  addDevice(userId: string, type: DeviceType, fields: Args = {}): MockDevice {
    const device = { id: uuid(), userId, refreshToken: uuid(), createdAt: iso(), type, ...fields };
    this.devices.set(device.id, device);
    return device;
  },

  createSession(user: AuthUser, expiresIn = ACCESS_TOKEN_SECONDS): AuthSession {
    return this.issue(this.addDevice(user.id, 'regular'), user, expiresIn);
  },

  issue(device: MockDevice, user: AuthUser, expiresIn = ACCESS_TOKEN_SECONDS): AuthSession {
    const accessToken = `mock.${user.id}.${uuid()}`;
    const expiresAt = Date.now() + expiresIn * 1000;
    this.accessTokens.set(accessToken, { userId: user.id, expiresAt });
    const { refreshToken, id: refreshTokenId } = device;
    const session = { accessToken, accessTokenExpiresIn: expiresIn, refreshToken, refreshTokenId };
    return { ...session, user: { ...user, activeMfaType: null } };
  },

  /** Rotation: the old refresh token stops working at once. */
  rotate(refreshToken: string): AuthSession | null {
    const device = this.devicesOf(null, 'regular').find((d) => d.refreshToken === refreshToken);
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

  /** The devices of `type`, of the user (or everyone's). */
  devicesOf(user: AuthUser | null, type: DeviceType) {
    const devices = [...this.devices.values()];
    return devices.filter((d) => d.type === type && (!user || d.userId === user.id));
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

/** An auth endpoint (`route`: method and path): counts its calls, reads the body and, unless `open`, the signed-in user. */
function on(route: string, answer: (call: Call) => unknown, open = false) {
  const [method, path] = route.split(' ') as ['get' | 'post' | 'delete', string];
  return http[method](`*/v1/auth${path}`, async ({ request, params }) => {
    mockAuthBackend.calls.set(path, (mockAuthBackend.calls.get(path) ?? 0) + 1);
    const body = ((await request.json().catch(() => null)) ?? {}) as Args;
    const user = mockAuthBackend.userOf(request);
    if (!user && !open) return error(401, 'unauthenticated-user', 'User is not authenticated');
    const out = answer({ body, user: user!, params });
    return out instanceof Response ? out : HttpResponse.json(out as object);
  });
}
const open = (route: string, answer: (call: Call) => unknown) => on(route, answer, true);
const session = (user: AuthUser) => ({ session: mockAuthBackend.createSession(user) });
const byEmail = (email = '') => mockAuthBackend.accounts.get(email.toLowerCase());
/** Drops the caller's device of `type` named in the path. */
const dropOwn = (type: DeviceType) => (call: Call) => {
  const { user, params } = call;
  mockAuthBackend.dropDevices((d) => d.id === params.id && d.userId === user.id && d.type === type);
  return OK;
};

/** MSW handlers that speak the auth contract (what the apps and their tests call). */
export const authHandlers = [
  open('post /signin/email-password', ({ body }) => {
    const account = byEmail(body.email);
    if (!account || account.password !== (body.password ?? ''))
      return error(401, 'invalid-email-password', 'Incorrect email or password');
    if (!account.user.emailVerified) return error(401, 'unverified-user', 'Email is not verified');
    return { ...session(account.user), mfa: null };
  }),
  open('post /signup/email-password', ({ body }) => {
    if (byEmail(body.email)) return error(409, 'email-already-in-use', 'Email already in use');
    const name = body.options?.displayName;
    // As the real service by default: the address must be verified before a session exists.
    mockAuthBackend.addAccount(body.email, body.password, name).emailVerified = false;
    return { session: null };
  }),
  ...[
    '/signin/passwordless/email',
    '/signin/otp/email',
    '/user/password/reset',
    '/user/email/send-verification-email',
  ].map((path) => open(`post ${path}`, () => OK)),
  open('post /signin/otp/email/verify', ({ body }) => {
    if (body.otp !== MOCK_EMAIL_OTP) return error(401, 'invalid-ticket', 'Invalid or expired code');
    if (!byEmail(body.email)) mockAuthBackend.addAccount(body.email, null);
    const account = byEmail(body.email)!;
    account.user.emailVerified = true;
    return session(account.user);
  }),
  open('post /signin/anonymous', () => {
    const user = sampleUser(uuid(), undefined, 'Anonymous User', true);
    mockAuthBackend.accounts.set(`anonymous:${user.id}`, { user, password: null });
    return session(user);
  }),
  open(
    'post /token',
    ({ body }) =>
      mockAuthBackend.rotate(body.refreshToken ?? '') ??
      error(401, 'invalid-refresh-token', 'Invalid or expired refresh token'),
  ),
  open('post /signout', ({ body, user }) => {
    mockAuthBackend.dropDevices(
      (d) => d.refreshToken === body.refreshToken || (!!body.all && d.userId === user?.id),
    );
    return OK;
  }),
  on('get /user', ({ user }) => user),
  on('delete /user', ({ user }) => {
    for (const [key, account] of mockAuthBackend.accounts)
      if (account.user.id === user.id) mockAuthBackend.accounts.delete(key);
    mockAuthBackend.dropDevices((d) => d.userId === user.id);
    mockAuthBackend.profiles.delete(user.id);
    return OK;
  }),
  open('post /user/password', ({ body, user }) =>
    body.ticket || user ? OK : error(401, 'unauthenticated-user', 'User is not authenticated'),
  ),
  on('get /user/sessions', ({ user }) =>
    mockAuthBackend
      .devicesOf(user, 'regular')
      .map((d) => ({ id: d.id, createdAt: d.createdAt, lastUsedAt: null, userAgent: null })),
  ),
  on('delete /user/sessions/:id', dropOwn('regular')),
  on('post /pat', ({ body, user }) => {
    const { expiresAt = iso(), metadata = {} } = body;
    const device = mockAuthBackend.addDevice(user.id, 'pat', { expiresAt, metadata });
    return { id: device.id, personalAccessToken: device.refreshToken };
  }),
  on('get /pat', ({ user }) =>
    mockAuthBackend
      .devicesOf(user, 'pat')
      .map(({ id, createdAt, expiresAt, metadata }) => ({ id, createdAt, expiresAt, metadata })),
  ),
  on('delete /pat/:id', dropOwn('pat')),
];

/** The caller's account, or the server's refusal of an anonymous call. */
function caller(context: Context, anonymousToo = true): AuthUser {
  const user = mockAuthBackend.userOf(context.request);
  if (!user || (!anonymousToo && user.isAnonymous))
    throw refusal('User is not authenticated', 'UNAUTHENTICATED');
  return user;
}

function ensureProfile(user: AuthUser): ProfileFields {
  const name = mockAuthBackend.account(user.id)?.name ?? null;
  const times = { lastLogin: iso(), createdAt: iso(), updatedAt: iso() };
  const profile = { id: user.id, userId: user.id, email: user.email ?? null, name, ...times };
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
