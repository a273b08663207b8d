import type { KeyValueStorage } from './tokenStorage';

/** The signed-in user as the auth service describes it. */
export interface AuthUser {
  id: string;
  /** Absent for anonymous users. */
  email?: string;
  displayName: string;
  avatarUrl: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  defaultRole: string;
  roles: string[];
  metadata: Record<string, unknown>;
  createdAt: string;
  /** Always null inside sessions; `fetchUser()` returns the real value. */
  activeMfaType?: 'totp' | null;
}

/** A session from the auth service. */
export interface AuthSession {
  accessToken: string;
  /** Seconds the access token lives. */
  accessTokenExpiresIn: number;
  refreshToken: string;
  /** The device session's id; it stays the same across refreshes. */
  refreshTokenId: string;
  user: AuthUser;
}

/** The auth error envelope `{status, error, message}`; status 0 is a network failure. */
export interface AuthErrorBody {
  status: number;
  error: string;
  message: string;
}

/** Every action resolves (never rejects) with this. `message` is the user-facing text for the outcome. */
export interface AuthResult<T = void> {
  success: boolean;
  message: string;
  error?: AuthErrorBody;
  data?: T;
}

/** What `onAuthStateChange` listeners hear. */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_CHANGED';

/** One signed-in device (a refresh token) of the user. */
export interface AuthDeviceSession {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  userAgent: string | null;
  /** This browser's own session. */
  current: boolean;
}

/** A personal access token, without its secret. */
export interface PersonalAccessTokenInfo {
  id: string;
  createdAt: string;
  expiresAt: string;
  metadata: Record<string, unknown>;
}

/** A registered passkey / security key. */
export interface SecurityKeyInfo {
  id: string;
  nickname: string | null;
  createdAt: string;
}

/** Options of `new AuthClient()`. */
export interface AuthClientOptions {
  /** The auth service; default `${origin}/v1/auth`. */
  baseUrl?: string;
  /** Where e-mail links and provider redirects come back to; default `location.origin`. */
  clientUrl?: string;
  /** Where the refresh token is kept; default localStorage (null keeps nothing). */
  storage?: KeyValueStorage | null;
  /** Share sign-in, refreshes and sign-out with other tabs; default true. */
  crossTab?: boolean;
  /** Use the Web Locks API when the browser has one; default true. */
  webLocks?: boolean;
  /** Source of randomness for spreading refreshes over the window (tests fix it). */
  random?: () => number;
  /**
   * The one page path where a `?refreshToken=` in the address is signed in with; default
   * `/auth/callback`. Anywhere else it is ignored (a link planting a session on any page, or a
   * token left in an address that other pages log or leak, does nothing).
   */
  callbackPath?: string;
}

/** The state React bindings render from; a new object on every change. */
export interface AuthSnapshot {
  session: AuthSession | null;
  ready: boolean;
}

/** What `onAuthStateChange` calls on every sign-in, token change and sign-out. */
export type AuthStateListener = (event: AuthEvent, session: AuthSession | null) => void;
