import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { EMAIL_PATTERN } from '../domain/teams';
import { AUTH_CHANNEL, AUTH_TIMING, retryDelayMs } from './constants';
import { AUTH_MESSAGES, CLIENT_STATUS, clientError, NETWORK_ERROR } from './messages';
import { createRefreshLock, type RefreshLock } from './refreshLock';
import { defaultStorage, TokenStorage, type KeyValueStorage } from './tokenStorage';
import type {
  AuthDeviceSession,
  AuthErrorBody,
  AuthEvent,
  AuthResult,
  AuthSession,
  AuthUser,
  PersonalAccessTokenInfo,
  SecurityKeyInfo,
} from './types';

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

type Listener = (event: AuthEvent, session: AuthSession | null) => void;

type ChannelMessage =
  { type: 'session'; session: AuthSession; expiresAt: number } | { type: 'signed-out' };

type CallResult<T> = { ok: true; data: T } | { ok: false; error: AuthErrorBody };

type RefreshOutcome = 'refreshed' | 'adopted' | 'unauthorized' | 'failed' | 'no-token';

interface SignInResponse {
  session?: AuthSession | null;
  mfa?: { ticket: string } | null;
}

const MFA_TICKET_PATTERN =
  /^mfaTotp:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MIN_PASSWORD_LENGTH = 3;
// New passwords: the server refuses fewer than 8 characters (and common passwords).
const NEW_PASSWORD_MIN_LENGTH = 8;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ok = <T>(message: string, data?: T): AuthResult<T> =>
  data === undefined ? { success: true, message } : { success: true, message, data };

const fail = <T = void>(error: AuthErrorBody, fallback: string): AuthResult<T> => ({
  success: false,
  message: error.message || fallback,
  error,
});

function origin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/** Lists come back as a bare array or wrapped in an object; accept both. */
function listFrom<T>(body: unknown, ...keys: string[]): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    for (const key of keys) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

/**
 * The browser side of the auth service (contract at /v1/auth): sign-in methods, the session and
 * its automatic refresh, shared across the tabs of the browser. One instance per app.
 */
export class AuthClient {
  readonly baseUrl: string;
  readonly clientUrl: string;
  private readonly callbackPath: string;

  private session: AuthSession | null = null;
  /** Epoch ms at which the current access token expires. */
  private expiresAt = 0;
  private ready = false;
  private snapshot: AuthSnapshot = { session: null, ready: false };
  private startPromise: Promise<void> | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly stateListeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private refreshing: Promise<RefreshOutcome> | null = null;
  /** Failed automatic refreshes in a row; the next try waits for nextRetryAt. */
  private failures = 0;
  private nextRetryAt = 0;
  private channel: BroadcastChannel | null = null;
  private disposed = false;
  private readonly tokens: TokenStorage;
  private readonly lock: RefreshLock;
  private readonly random: () => number;
  private readonly crossTab: boolean;

  constructor(options: AuthClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? `${origin()}/v1/auth`).replace(/\/+$/, '');
    this.clientUrl = (options.clientUrl ?? origin()).replace(/\/+$/, '');
    this.callbackPath = options.callbackPath ?? '/auth/callback';
    const storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.tokens = new TokenStorage(storage);
    this.lock = createRefreshLock(storage, options.webLocks ?? true);
    this.random = options.random ?? Math.random;
    this.crossTab = options.crossTab ?? true;
  }

  // ---------------------------------------------------------------- lifecycle and state

  /**
   * Imports the refresh token from the address (after an e-mail link or provider redirect) or
   * from storage, and resolves once signed-in or signed-out is known, or after 15 s.
   */
  start(): Promise<void> {
    if (this.startPromise) return this.startPromise;
    this.openChannel();
    this.startPromise = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        this.markReady();
        resolve();
      };
      // Slow retries must not keep the app on a spinner: it renders signed-out meanwhile and
      // switches to signed-in if a later retry succeeds.
      const timeout = setTimeout(done, AUTH_TIMING.readyTimeoutMs);
      void this.importSession().finally(done);
    });
    return this.startPromise;
  }

  isReady(): boolean {
    return this.ready;
  }

  getSession(): AuthSession | null {
    return this.session;
  }

  getUser(): AuthUser | null {
    return this.session?.user ?? null;
  }

  getAccessToken(): string | null {
    return this.session?.accessToken ?? null;
  }

  /** Calls `cb` on every sign-in, token change and sign-out; returns the unsubscribe. */
  onAuthStateChange(cb: Listener): () => void {
    this.listeners.add(cb);
    return () => {
      this.listeners.delete(cb);
    };
  }

  /** For React bindings: notified on any change of `getSnapshot()` (session or readiness). */
  subscribe(cb: () => void): () => void {
    this.stateListeners.add(cb);
    return () => {
      this.stateListeners.delete(cb);
    };
  }

  /** For React bindings: the session and readiness, stable between changes. */
  getSnapshot(): AuthSnapshot {
    return this.snapshot;
  }

  /** Stops timers and the cross-tab channel (tests, hot reload). */
  dispose(): void {
    this.disposed = true;
    this.stopTimer();
    this.channel?.close();
    this.channel = null;
  }

  // ---------------------------------------------------------------- refresh

  /**
   * Exchanges the refresh token for a new session now. Resolves with the session, or null when
   * there is none (a 401 signs out).
   */
  async refreshSession(): Promise<AuthSession | null> {
    const outcome = await this.refresh(true);
    // exchange() has already forgotten the refused token (and kept any newer one).
    if (outcome === 'unauthorized') this.endSession({ clearStorage: false, broadcast: true });
    return this.session;
  }

  private async importSession(): Promise<void> {
    const fromAddress = this.takeRefreshTokenFromAddress();
    // The address wins (a fresh link); a stored token is the fallback if the link was stale.
    const candidates = [fromAddress, this.tokens.read()?.refreshToken].filter(
      (token, index, all): token is string => !!token && all.indexOf(token) === index,
    );
    for (const candidate of candidates) {
      for (let attempt = 0; ; attempt++) {
        if (this.session || this.disposed) return;
        const outcome = await this.lock.run(async () => {
          if (this.session) return 'adopted' as const;
          // While this tab waited for the lock another one may have rotated the stored token.
          const stored = this.tokens.read()?.refreshToken;
          const token = candidate === fromAddress ? candidate : (stored ?? candidate);
          return this.exchange(token, 'SIGNED_IN');
        });
        if (outcome === 'refreshed' || outcome === 'adopted') return;
        if (outcome === 'unauthorized' || outcome === 'no-token') break;
        if (attempt >= AUTH_TIMING.maxRetries) return;
        await sleep(retryDelayMs(attempt + 1));
      }
    }
  }

  /**
   * One refresh under the cross-tab lock. When another tab refreshed while this one waited,
   * the call is skipped: either its broadcast has already replaced our session, or storage
   * holds its newer token and the broadcast is on its way. So a rotated refresh token is never
   * sent twice. `force` (a manual refresh, a token the API refused) skips only the first case.
   */
  private refresh(force = false): Promise<RefreshOutcome> {
    if (this.refreshing) return this.refreshing;
    const startedWith = this.session?.accessToken ?? null;
    this.refreshing = this.lock
      .run(async () => {
        if (this.session && this.session.accessToken !== startedWith) return 'adopted' as const;
        const stored = this.tokens.read();
        const now = Date.now();
        if (
          !force &&
          this.session &&
          this.expiresAt > now &&
          stored &&
          stored.refreshToken !== this.session.refreshToken &&
          stored.expiresAt !== null &&
          stored.expiresAt - now > this.windowMs() / 2
        ) {
          return 'adopted' as const;
        }
        const token = stored?.refreshToken ?? this.session?.refreshToken;
        if (!token) return 'no-token' as const;
        return this.exchange(token, this.session ? 'TOKEN_CHANGED' : 'SIGNED_IN');
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async exchange(refreshToken: string, event: AuthEvent): Promise<RefreshOutcome> {
    const res = await this.call<AuthSession>('POST', '/token', { refreshToken });
    if (res.ok && res.data?.accessToken) {
      const sameUser = this.session?.user.id === res.data.user.id;
      this.setSession(res.data, sameUser ? event : 'SIGNED_IN');
      return 'refreshed';
    }
    if (!res.ok && res.error.status === 401) {
      // Only forget the stored token if nobody replaced it meanwhile.
      if (this.tokens.read()?.refreshToken === refreshToken) this.tokens.clear();
      return 'unauthorized';
    }
    return 'failed';
  }

  private tick(): void {
    if (!this.session || this.refreshing || this.disposed) return;
    const now = Date.now();
    if (this.failures > 0) {
      if (now >= this.nextRetryAt) void this.autoRefresh();
      return;
    }
    if (this.needsRefreshNow(now) || this.wantsEarlyRefresh(now)) void this.autoRefresh();
  }

  /** The window is 60 s, or the token's whole life if shorter. */
  private windowMs(): number {
    const life = (this.session?.accessTokenExpiresIn ?? 0) * 1000;
    return Math.min(AUTH_TIMING.refreshWindowMs, life > 0 ? life : AUTH_TIMING.refreshWindowMs);
  }

  /** Expired, or only half of the window left. */
  private needsRefreshNow(now: number): boolean {
    return this.expiresAt - now <= this.windowMs() / 2;
  }

  /**
   * In the first half of the window each check refreshes with probability 1 / (checks left
   * until the half), which spreads the refreshes of several tabs evenly over it.
   */
  private wantsEarlyRefresh(now: number): boolean {
    const remaining = this.expiresAt - now;
    const window = this.windowMs();
    if (remaining > window) return false;
    const checksLeft = (remaining - window / 2) / AUTH_TIMING.refreshCheckMs;
    return this.random() < 1 / Math.max(1, checksLeft);
  }

  private async autoRefresh(): Promise<void> {
    const outcome = await this.refresh();
    if (outcome === 'refreshed' || outcome === 'adopted') {
      this.failures = 0;
      return;
    }
    if (outcome === 'unauthorized' || outcome === 'no-token') {
      this.endSession({ clearStorage: false, broadcast: true });
      return;
    }
    this.failures += 1;
    if (this.failures > AUTH_TIMING.maxRetries) {
      // Out of retries (offline, or the service is down): sign this tab out but keep the stored
      // token, so a reload once the service is back restores the session.
      this.endSession({ clearStorage: false, broadcast: false });
      return;
    }
    this.nextRetryAt = Date.now() + retryDelayMs(this.failures);
  }

  private startTimer(): void {
    if (this.timer || this.disposed) return;
    this.timer = setInterval(() => this.tick(), AUTH_TIMING.refreshCheckMs);
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  // ---------------------------------------------------------------- session state

  private setSession(
    session: AuthSession,
    event: AuthEvent,
    from: { expiresAt?: number; remote?: boolean } = {},
  ): void {
    this.session = session;
    this.expiresAt = from.expiresAt ?? Date.now() + session.accessTokenExpiresIn * 1000;
    this.failures = 0;
    if (!from.remote) {
      this.tokens.write({
        refreshToken: session.refreshToken,
        refreshTokenId: session.refreshTokenId,
        expiresAt: this.expiresAt,
      });
      this.post({ type: 'session', session, expiresAt: this.expiresAt });
    }
    this.startTimer();
    this.changed(event);
  }

  private endSession(how: { clearStorage: boolean; broadcast: boolean }): void {
    const had = this.session !== null;
    this.session = null;
    this.expiresAt = 0;
    this.failures = 0;
    this.stopTimer();
    if (how.clearStorage) this.tokens.clear();
    if (how.broadcast) this.post({ type: 'signed-out' });
    if (had) this.changed('SIGNED_OUT');
  }

  private markReady(): void {
    if (this.ready) return;
    this.ready = true;
    this.changed(null);
  }

  private changed(event: AuthEvent | null): void {
    this.snapshot = { session: this.session, ready: this.ready };
    if (event) {
      for (const listener of [...this.listeners]) {
        try {
          listener(event, this.session);
        } catch (err) {
          console.error('Auth state listener failed', err);
        }
      }
    }
    for (const listener of [...this.stateListeners]) listener();
  }

  // ---------------------------------------------------------------- other tabs

  private openChannel(): void {
    if (!this.crossTab || this.channel || typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(AUTH_CHANNEL);
    this.channel.onmessage = (event: MessageEvent<ChannelMessage>) => this.receive(event.data);
    // In Node (tests) an open channel would keep the process alive.
    (this.channel as unknown as { unref?: () => void }).unref?.();
  }

  private post(message: ChannelMessage): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      // A closed channel: the other tabs pick the change up from storage on their next refresh.
    }
  }

  private receive(message: ChannelMessage | undefined): void {
    if (!message || this.disposed) return;
    if (message.type === 'signed-out') {
      if (this.session) this.endSession({ clearStorage: false, broadcast: false });
      return;
    }
    if (message.type === 'session') {
      const { session, expiresAt } = message;
      if (this.session?.accessToken === session.accessToken) return;
      // An older session overtaken by a newer broadcast (messages can cross).
      if (this.session?.user.id === session.user.id && expiresAt < this.expiresAt) return;
      const event = this.session?.user.id === session.user.id ? 'TOKEN_CHANGED' : 'SIGNED_IN';
      this.setSession(session, event, { expiresAt, remote: true });
    }
  }

  // ---------------------------------------------------------------- address

  private takeRefreshTokenFromAddress(): string | null {
    const location = globalThis.location;
    if (!location) return null;
    const url = new URL(location.href);
    if (url.pathname.replace(/\/+$/, '') !== this.callbackPath) return null;
    const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
    const token = url.searchParams.get('refreshToken') ?? hash.get('refreshToken');
    if (!token) return null;
    for (const params of [url.searchParams, hash]) {
      params.delete('refreshToken');
      params.delete('type');
    }
    const hashText = hash.toString();
    url.hash = hashText ? `#${hashText}` : '';
    try {
      globalThis.history?.replaceState(globalThis.history.state, '', url.toString());
    } catch {
      // Some embedded browsers refuse replaceState; the token is used once either way.
    }
    return token;
  }

  private absolute(path: string): string {
    return /^[a-z][a-z\d+.-]*:/i.test(path) ? path : new URL(path, `${this.clientUrl}/`).toString();
  }

  // ---------------------------------------------------------------- HTTP

  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    options: { auth?: boolean; signal?: AbortSignal } = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.auth) {
      if (this.session && this.expiresAt <= Date.now()) await this.refreshSession();
      if (!this.session) {
        return { ok: false, error: clientError('unauthenticated-user', CLIENT_STATUS.conflict) };
      }
      headers.authorization = `Bearer ${this.session.accessToken}`;
    }
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch {
      return { ok: false, error: { ...NETWORK_ERROR } };
    }
    let parsed: unknown;
    let isJson = false;
    try {
      const text = await response.text();
      parsed = text ? JSON.parse(text) : null;
      isJson = true;
    } catch {
      parsed = undefined;
    }
    if (response.ok) return { ok: true, data: parsed as T };
    // A body that is not JSON (an empty 429, a proxy's HTML page) reads as a network error.
    if (!isJson || !parsed || typeof parsed !== 'object') {
      return { ok: false, error: { ...NETWORK_ERROR } };
    }
    const raw = parsed as Partial<AuthErrorBody> & { error?: unknown };
    const error: AuthErrorBody = {
      status: typeof raw.status === 'number' ? raw.status : response.status,
      error:
        typeof raw.message === 'string' && typeof raw.error === 'string'
          ? raw.error
          : 'invalid-request',
      message:
        typeof raw.message === 'string'
          ? raw.message
          : typeof raw.error === 'string'
            ? raw.error
            : AUTH_MESSAGES.somethingWentWrong,
    };
    // The older service answered unverified sign-ins with this text only.
    if (response.status === 401 && error.message === 'Email is not verified') {
      error.error = 'unverified-user';
    }
    return { ok: false, error };
  }

  private hasRealUser(): boolean {
    return !!this.session && !this.session.user.isAnonymous;
  }

  private completeSignIn<T>(res: CallResult<SignInResponse>, fallback: string): AuthResult<T> {
    if (!res.ok) return fail<T>(res.error, fallback);
    if (res.data?.session) {
      this.setSession(res.data.session, 'SIGNED_IN');
      return ok<T>(AUTH_MESSAGES.loggedIn);
    }
    return fail<T>(clientError('invalid-request', CLIENT_STATUS.internal, fallback), fallback);
  }

  // ---------------------------------------------------------------- sign-in and sign-up

  async signInEmailPassword(
    email: string,
    password: string,
  ): Promise<AuthResult<{ mfaTicket?: string }>> {
    if (this.hasRealUser()) return ok(AUTH_MESSAGES.alreadySignedIn);
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.loginFailed);
    if (password.length < MIN_PASSWORD_LENGTH) {
      return fail(clientError('invalid-password'), AUTH_MESSAGES.loginFailed);
    }
    const res = await this.call<SignInResponse>('POST', '/signin/email-password', {
      email,
      password,
    });
    if (res.ok && !res.data?.session && res.data?.mfa?.ticket) {
      // The password was right; the second factor (signInMfaTotp) completes the sign-in.
      return {
        success: false,
        message: 'Enter the code from your authenticator app.',
        error: {
          status: CLIENT_STATUS.conflict,
          error: 'mfa-required',
          message: 'Enter the code from your authenticator app.',
        },
        data: { mfaTicket: res.data.mfa.ticket },
      };
    }
    return this.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  async signInMfaTotp(ticket: string, otp: string): Promise<AuthResult> {
    if (!ticket) return fail(clientError('no-mfa-ticket'), AUTH_MESSAGES.loginFailed);
    if (!MFA_TICKET_PATTERN.test(ticket)) {
      return fail(clientError('invalid-mfa-ticket'), AUTH_MESSAGES.loginFailed);
    }
    const res = await this.call<SignInResponse>('POST', '/signin/mfa/totp', { ticket, otp });
    return this.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  async signUpEmailPassword(
    email: string,
    password: string,
    options: { redirectTo?: string; displayName?: string } = {},
  ): Promise<AuthResult<{ needsEmailVerification: boolean }>> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.signupFailed);
    if (password.length < NEW_PASSWORD_MIN_LENGTH) {
      return fail(clientError('invalid-password'), AUTH_MESSAGES.signupFailed);
    }
    const signUpOptions = {
      redirectTo: this.absolute(options.redirectTo ?? '/auth/callback'),
      ...(options.displayName ? { displayName: options.displayName } : {}),
    };
    if (this.session?.user.isAnonymous) return this.deanonymize(email, password, signUpOptions);
    const res = await this.call<SignInResponse>('POST', '/signup/email-password', {
      email,
      password,
      options: signUpOptions,
    });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.signupFailed);
    if (res.data?.session) {
      this.setSession(res.data.session, 'SIGNED_IN');
      return ok(AUTH_MESSAGES.loggedIn, { needsEmailVerification: false });
    }
    return ok(AUTH_MESSAGES.accountCreated, { needsEmailVerification: true });
  }

  /** An anonymous user signing up keeps their account (and what they made as a guest). */
  private async deanonymize(
    email: string,
    password: string,
    options: Record<string, unknown>,
  ): Promise<AuthResult<{ needsEmailVerification: boolean }>> {
    const res = await this.call(
      'POST',
      '/user/deanonymize',
      {
        signInMethod: 'email-password',
        email,
        password,
        options,
      },
      { auth: true },
    );
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.signupFailed);
    // With verification required the service ended the anonymous sessions; otherwise a refresh
    // brings the non-anonymous claims.
    const session = await this.refreshSession();
    if (session && !session.user.isAnonymous) {
      return ok(AUTH_MESSAGES.loggedIn, { needsEmailVerification: false });
    }
    return ok(AUTH_MESSAGES.accountCreated, { needsEmailVerification: true });
  }

  /**
   * Sends a magic link: up to 3 tries of 10 s each, 1 s x attempt apart, retrying network
   * errors, time-outs and exceptions; `onSlow` fires once the request has run for 15 s.
   */
  async signInMagicLink(
    email: string,
    options: { redirectTo?: string; onSlow?: () => void } = {},
  ): Promise<AuthResult> {
    if (this.hasRealUser()) return ok(AUTH_MESSAGES.alreadySignedIn);
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const body = {
      email,
      options: { redirectTo: this.absolute(options.redirectTo ?? '/auth/callback') },
    };
    const slow = options.onSlow ? setTimeout(options.onSlow, AUTH_TIMING.magicLinkSlowMs) : null;
    let lastError: AuthErrorBody = { ...NETWORK_ERROR };
    try {
      for (let attempt = 1; attempt <= AUTH_TIMING.magicLinkAttempts; attempt++) {
        const controller = new AbortController();
        const timeout = setTimeout(() => controller.abort(), AUTH_TIMING.magicLinkAttemptTimeoutMs);
        let res: CallResult<unknown>;
        try {
          res = await this.call('POST', '/signin/passwordless/email', body, {
            signal: controller.signal,
          });
        } catch (err) {
          res = {
            ok: false,
            error: clientError(
              'unexpected',
              CLIENT_STATUS.internal,
              err instanceof Error ? err.message : AUTH_MESSAGES.unexpected,
            ),
          };
        } finally {
          clearTimeout(timeout);
        }
        if (res.ok) return ok(AUTH_MESSAGES.magicLinkSent);
        if (controller.signal.aborted) {
          lastError = clientError('timeout', CLIENT_STATUS.network, 'Request timed out');
        } else if (
          res.error.error === 'network' ||
          res.error.status === CLIENT_STATUS.network ||
          res.error.error === 'unexpected'
        ) {
          lastError = res.error;
        } else {
          // The service answered: its message is shown as returned, and trying again won't help.
          return fail(res.error, AUTH_MESSAGES.unexpected);
        }
        if (attempt < AUTH_TIMING.magicLinkAttempts) {
          await sleep(AUTH_TIMING.magicLinkBackoffMs * attempt);
        }
      }
      return { success: false, message: AUTH_MESSAGES.magicLinkFailed, error: lastError };
    } finally {
      if (slow) clearTimeout(slow);
    }
  }

  /** Sends a 6-digit sign-in code by e-mail (then `verifyEmailOtp`). */
  async signInEmailOtp(email: string): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.loginFailed);
    const res = await this.call('POST', '/signin/otp/email', {
      email,
      options: { redirectTo: this.absolute('/auth/callback') },
    });
    return res.ok
      ? ok('Check your email for the sign-in code.')
      : fail(res.error, AUTH_MESSAGES.loginFailed);
  }

  async verifyEmailOtp(email: string, otp: string): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.loginFailed);
    const res = await this.call<SignInResponse>('POST', '/signin/otp/email/verify', { email, otp });
    return this.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  async signInAnonymous(): Promise<AuthResult> {
    if (this.session) return ok(AUTH_MESSAGES.alreadySignedIn);
    const res = await this.call<SignInResponse>('POST', '/signin/anonymous', {});
    return this.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  /** Leaves the page for the provider; it comes back to `redirectTo` (default /auth/callback). */
  signInProvider(
    provider: 'google' | 'apple',
    options: { redirectTo?: string; connect?: boolean } = {},
  ): void {
    const url = new URL(`${this.baseUrl}/signin/provider/${provider}`);
    url.searchParams.set('redirectTo', this.absolute(options.redirectTo ?? '/auth/callback'));
    if (options.connect && this.session) url.searchParams.set('connect', this.session.accessToken);
    globalThis.location.assign(url.toString());
  }

  // ---------------------------------------------------------------- account

  async sendPasswordReset(
    email: string,
    options: { redirectTo?: string } = {},
  ): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const res = await this.call('POST', '/user/password/reset', {
      email,
      options: { redirectTo: this.absolute(options.redirectTo ?? '/auth/reset-password') },
    });
    return res.ok ? ok(AUTH_MESSAGES.passwordResetSent) : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** With a `passwordReset:` ticket no session is needed; otherwise the signed-in user's. */
  async changePassword(newPassword: string, ticket?: string): Promise<AuthResult> {
    if (newPassword.length < NEW_PASSWORD_MIN_LENGTH) {
      return fail(clientError('invalid-password'), AUTH_MESSAGES.passwordUpdateFailed);
    }
    const res = await this.call(
      'POST',
      '/user/password',
      ticket ? { newPassword, ticket } : { newPassword },
      { auth: !ticket },
    );
    return res.ok
      ? ok('Password updated successfully!')
      : fail(res.error, AUTH_MESSAGES.passwordUpdateFailed);
  }

  async changeEmail(newEmail: string): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(newEmail))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const res = await this.call(
      'POST',
      '/user/email/change',
      { newEmail, options: { redirectTo: this.absolute('/app/settings') } },
      { auth: true },
    );
    return res.ok
      ? ok('Check your new email address to confirm the change.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async sendVerificationEmail(email: string): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const res = await this.call('POST', '/user/email/send-verification-email', {
      email,
      options: { redirectTo: this.absolute('/auth/callback') },
    });
    return res.ok
      ? ok('Verification email sent! Check your inbox.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** The user as the service has it now (with the real `activeMfaType`). */
  async fetchUser(): Promise<AuthResult<AuthUser>> {
    const res = await this.call<AuthUser>('GET', '/user', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    if (this.session && this.session.user.id === res.data.id) {
      this.session = { ...this.session, user: { ...this.session.user, ...res.data } };
      this.changed(null);
    }
    return ok('OK', res.data);
  }

  async generateTotp(): Promise<AuthResult<{ imageUrl: string; totpSecret: string }>> {
    const res = await this.call<{ imageUrl: string; totpSecret: string }>(
      'GET',
      '/mfa/totp/generate',
      undefined,
      { auth: true },
    );
    return res.ok ? ok('OK', res.data) : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async activateTotp(code: string): Promise<AuthResult> {
    const res = await this.call(
      'POST',
      '/user/mfa',
      { code, activeMfaType: 'totp' },
      { auth: true },
    );
    return res.ok
      ? ok('Two-factor authentication is on.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async disableTotp(code: string): Promise<AuthResult> {
    const res = await this.call('POST', '/user/mfa', { code, activeMfaType: '' }, { auth: true });
    return res.ok
      ? ok('Two-factor authentication is off.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** The user's signed-in devices; `current` marks this browser's own. */
  async listSessions(): Promise<AuthResult<AuthDeviceSession[]>> {
    const res = await this.call<unknown>('GET', '/user/sessions', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    const own = this.session?.refreshTokenId;
    const sessions = listFrom<Partial<AuthDeviceSession> & { id: string }>(
      res.data,
      'sessions',
    ).map((s): AuthDeviceSession => ({
      id: s.id,
      createdAt: s.createdAt ?? '',
      lastUsedAt: s.lastUsedAt ?? null,
      userAgent: s.userAgent ?? null,
      current: s.current === true || s.id === own,
    }));
    return ok('OK', sessions);
  }

  /** Signs one device out; revoking this browser's own session signs it out here too. */
  async revokeSession(id: string): Promise<AuthResult> {
    const res = await this.call('DELETE', `/user/sessions/${encodeURIComponent(id)}`, undefined, {
      auth: true,
    });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    if (id === this.session?.refreshTokenId)
      this.endSession({ clearStorage: true, broadcast: true });
    return ok('Session signed out.');
  }

  async createPat(
    expiresAt: Date,
    metadata: Record<string, unknown> = {},
  ): Promise<AuthResult<{ id: string; personalAccessToken: string }>> {
    const res = await this.call<{ id: string; personalAccessToken: string }>(
      'POST',
      '/pat',
      { expiresAt: expiresAt.toISOString(), metadata },
      { auth: true },
    );
    return res.ok
      ? ok('Personal access token created.', res.data)
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async listPats(): Promise<AuthResult<PersonalAccessTokenInfo[]>> {
    const res = await this.call<unknown>('GET', '/pat', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    const pats = listFrom<Partial<PersonalAccessTokenInfo> & { id: string }>(
      res.data,
      'personalAccessTokens',
      'pats',
    ).map((p) => ({
      id: p.id,
      createdAt: p.createdAt ?? '',
      expiresAt: p.expiresAt ?? '',
      metadata: p.metadata ?? {},
    }));
    return ok('OK', pats);
  }

  async deletePat(id: string): Promise<AuthResult> {
    const res = await this.call('DELETE', `/pat/${encodeURIComponent(id)}`, undefined, {
      auth: true,
    });
    return res.ok
      ? ok('Personal access token deleted.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  // ---------------------------------------------------------------- passkeys

  async listSecurityKeys(): Promise<AuthResult<SecurityKeyInfo[]>> {
    const res = await this.call<unknown>('GET', '/user/webauthn', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    const keys = listFrom<Partial<SecurityKeyInfo> & { id: string }>(
      res.data,
      'securityKeys',
      'keys',
    ).map((k) => ({ id: k.id, nickname: k.nickname ?? null, createdAt: k.createdAt ?? '' }));
    return ok('OK', keys);
  }

  async addSecurityKey(nickname?: string): Promise<AuthResult> {
    if (!browserSupportsWebAuthn()) return this.webauthnUnsupported();
    const options = await this.call<PublicKeyCredentialCreationOptionsJSON>(
      'POST',
      '/user/webauthn/add',
      {},
      { auth: true },
    );
    if (!options.ok) return fail(options.error, AUTH_MESSAGES.unexpected);
    let credential: unknown;
    try {
      credential = await startRegistration({ optionsJSON: options.data });
    } catch (err) {
      return fail(webauthnError(err), AUTH_MESSAGES.unexpected);
    }
    const res = await this.call(
      'POST',
      '/user/webauthn/verify',
      { credential, ...(nickname ? { nickname } : {}) },
      { auth: true },
    );
    return res.ok ? ok('Security key added.') : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async removeSecurityKey(id: string): Promise<AuthResult> {
    const res = await this.call('DELETE', `/user/webauthn/${encodeURIComponent(id)}`, undefined, {
      auth: true,
    });
    return res.ok ? ok('Security key removed.') : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** Signs in with a passkey; without an e-mail the browser offers the discoverable ones. */
  async signInSecurityKey(email?: string): Promise<AuthResult> {
    if (this.hasRealUser()) return ok(AUTH_MESSAGES.alreadySignedIn);
    if (!browserSupportsWebAuthn()) return this.webauthnUnsupported();
    if (email !== undefined && !EMAIL_PATTERN.test(email)) {
      return fail(clientError('invalid-email'), AUTH_MESSAGES.loginFailed);
    }
    const options = await this.call<PublicKeyCredentialRequestOptionsJSON>(
      'POST',
      '/signin/webauthn',
      email ? { email } : {},
    );
    if (!options.ok) return fail(options.error, AUTH_MESSAGES.loginFailed);
    let credential: unknown;
    try {
      credential = await startAuthentication({ optionsJSON: options.data });
    } catch (err) {
      return fail(webauthnError(err), AUTH_MESSAGES.loginFailed);
    }
    const res = await this.call<SignInResponse>('POST', '/signin/webauthn/verify', {
      credential,
      ...(email ? { email } : {}),
    });
    return this.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  /** Proves presence with a passkey; the new access token carries the elevated claim. */
  async elevate(): Promise<AuthResult> {
    if (!browserSupportsWebAuthn()) return this.webauthnUnsupported();
    const email = this.session?.user.email;
    if (!this.session)
      return fail(
        clientError('unauthenticated-user', CLIENT_STATUS.conflict),
        AUTH_MESSAGES.unexpected,
      );
    if (!email)
      return fail(
        clientError(
          'invalid-email',
          CLIENT_STATUS.client,
          'A user e-mail is required for elevation',
        ),
        AUTH_MESSAGES.unexpected,
      );
    const options = await this.call<PublicKeyCredentialRequestOptionsJSON>(
      'POST',
      '/elevate/webauthn',
      { email },
      { auth: true },
    );
    if (!options.ok) return fail(options.error, AUTH_MESSAGES.unexpected);
    let credential: unknown;
    try {
      credential = await startAuthentication({ optionsJSON: options.data });
    } catch (err) {
      return fail(webauthnError(err), AUTH_MESSAGES.unexpected);
    }
    const res = await this.call<SignInResponse>(
      'POST',
      '/elevate/webauthn/verify',
      { email, credential },
      { auth: true },
    );
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    if (!res.data?.session)
      return fail(
        clientError('failed-to-elevate', CLIENT_STATUS.conflict, AUTH_MESSAGES.unexpected),
        AUTH_MESSAGES.unexpected,
      );
    this.setSession(res.data.session, 'TOKEN_CHANGED');
    return ok('Verified.');
  }

  /**
   * Confirms the signed-in user with their password (and the 2FA code when TOTP is on); the new
   * access token carries the elevated claim. The server asks for this (403
   * `elevated-claim-required`) before a password change or a new personal access token when the
   * sign-in on this device is not recent.
   */
  async elevateWithPassword(password: string, otp?: string): Promise<AuthResult> {
    if (!this.session)
      return fail(
        clientError('unauthenticated-user', CLIENT_STATUS.conflict),
        AUTH_MESSAGES.unexpected,
      );
    const res = await this.call<SignInResponse>(
      'POST',
      '/elevate/password',
      { password, ...(otp ? { otp } : {}) },
      { auth: true },
    );
    if (!res.ok) return fail(res.error, res.error.message || AUTH_MESSAGES.unexpected);
    if (!res.data?.session)
      return fail(
        clientError('failed-to-elevate', CLIENT_STATUS.conflict, AUTH_MESSAGES.unexpected),
        AUTH_MESSAGES.unexpected,
      );
    this.setSession(res.data.session, 'TOKEN_CHANGED');
    return ok('Verified.');
  }

  private webauthnUnsupported(): AuthResult {
    return fail(
      clientError('webauthn-unsupported', CLIENT_STATUS.client, AUTH_MESSAGES.webauthnUnsupported),
      AUTH_MESSAGES.webauthnUnsupported,
    );
  }

  // ---------------------------------------------------------------- leaving

  /** Deletes the account and everything personal it holds, then signs out everywhere. */
  async deleteAccount(): Promise<AuthResult> {
    const res = await this.call('DELETE', '/user', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    this.endSession({ clearStorage: true, broadcast: true });
    return ok('Your account has been deleted.');
  }

  /**
   * Signs out this browser (all tabs), or every device with `all`. The local sign-out happens
   * even when the service cannot be reached.
   */
  async signOut(options: { all?: boolean } = {}): Promise<AuthResult> {
    const session = this.session;
    const refreshToken = session?.refreshToken ?? this.tokens.read()?.refreshToken;
    let error: AuthErrorBody | undefined;
    if (refreshToken || options.all) {
      const res = await this.call(
        'POST',
        '/signout',
        { refreshToken, all: options.all ?? false },
        { auth: !!options.all && !!session },
      );
      if (!res.ok) error = res.error;
    }
    this.endSession({ clearStorage: true, broadcast: true });
    return error && options.all ? fail(error, AUTH_MESSAGES.unexpected) : ok('Signed out.');
  }
}

function webauthnError(err: unknown): AuthErrorBody {
  const code = (err as { code?: unknown })?.code;
  return {
    status: CLIENT_STATUS.client,
    error:
      typeof code === 'string'
        ? `webauthn-${code.toLowerCase().replace(/_/g, '-')}`
        : 'webauthn-failed',
    message: err instanceof Error && err.message ? err.message : AUTH_MESSAGES.unexpected,
  };
}
