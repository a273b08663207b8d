import { absoluteUrl, refreshTokenInAddress, takeRefreshTokenFromAddress } from './callbackAddress';
import {
  fail,
  ok,
  request,
  sleep,
  type CallResult,
  type HttpMethod,
  type SignInResponse,
} from './authHttp';
import { AUTH_TIMING, retryDelayMs } from './constants';
import { AUTH_MESSAGES, CLIENT_STATUS, clientError } from './messages';
import { createRefreshLock, type RefreshLock } from './refreshLock';
import { isRefreshDue, refreshWindowMs } from './refreshSchedule';
import { openSessionChannel, type ChannelMessage, type SessionChannel } from './sessionChannel';
import { defaultStorage, TokenStorage } from './tokenStorage';
import type {
  AuthClientOptions,
  AuthEvent,
  AuthResult,
  AuthSession,
  AuthSnapshot,
  AuthStateListener,
  AuthUser,
} from './types';

type RefreshOutcome = 'refreshed' | 'adopted' | 'unauthorized' | 'failed' | 'no-token';

function origin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/**
 * The session of the auth client: the tokens and their storage, the automatic refresh under
 * the cross-tab lock, the tabs' channel and the listeners. The endpoint groups reach the
 * service through `call()` and hand the sessions they get to `setSession()`.
 */
export class SessionCore {
  readonly baseUrl: string;
  readonly clientUrl: string;
  private readonly callbackPath: string;

  private session: AuthSession | null = null;
  /** Epoch ms at which the current access token expires. */
  private expiresAt = 0;
  private ready = false;
  private snapshot: AuthSnapshot = { session: null, ready: false };
  private startPromise: Promise<void> | null = null;
  private readonly listeners = new Set<AuthStateListener>();
  private readonly stateListeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private refreshing: Promise<RefreshOutcome> | null = null;
  /** Failed automatic refreshes in a row; the next try waits for nextRetryAt. */
  private failures = 0;
  private nextRetryAt = 0;
  private channel: SessionChannel | null = null;
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

  start(): Promise<void> {
    if (this.startPromise) return this.startPromise;
    if (this.crossTab && !this.channel) this.channel = openSessionChannel((m) => this.receive(m));
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

  /**
   * Whether this page is the sign-in callback with a token in its address: `start()` signs in
   * with it and removes it (and the link's `type`) from the address.
   */
  hasAddressToken(): boolean {
    return refreshTokenInAddress(this.callbackPath) !== null;
  }

  isReady(): boolean {
    return this.ready;
  }

  getSession(): AuthSession | null {
    return this.session;
  }

  onAuthStateChange(cb: AuthStateListener): () => void {
    this.listeners.add(cb);
    return () => {
      this.listeners.delete(cb);
    };
  }

  subscribe(cb: () => void): () => void {
    this.stateListeners.add(cb);
    return () => {
      this.stateListeners.delete(cb);
    };
  }

  getSnapshot(): AuthSnapshot {
    return this.snapshot;
  }

  dispose(): void {
    this.disposed = true;
    this.stopTimer();
    this.channel?.close();
    this.channel = null;
  }

  // ---------------------------------------------------------------- refresh

  async refreshSession(): Promise<AuthSession | null> {
    const outcome = await this.refresh(true);
    // exchange() has already forgotten the refused token (and kept any newer one).
    if (outcome === 'unauthorized') this.endSession({ clearStorage: false, broadcast: true });
    return this.session;
  }

  private async importSession(): Promise<void> {
    const fromAddress = takeRefreshTokenFromAddress(this.callbackPath);
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
    if (isRefreshDue(this.expiresAt, now, this.windowMs(), this.random)) void this.autoRefresh();
  }

  private windowMs(): number {
    return refreshWindowMs(this.session?.accessTokenExpiresIn);
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

  /** Adopts a session from the service (or, with `remote`, from another tab). */
  setSession(
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
      this.channel?.post({ type: 'session', session, expiresAt: this.expiresAt });
    }
    this.startTimer();
    this.changed(event);
  }

  /** Signs this tab out; `broadcast` signs the other tabs out too. */
  endSession(how: { clearStorage: boolean; broadcast: boolean }): void {
    const had = this.session !== null;
    this.session = null;
    this.expiresAt = 0;
    this.failures = 0;
    this.stopTimer();
    if (how.clearStorage) this.tokens.clear();
    if (how.broadcast) this.channel?.post({ type: 'signed-out' });
    if (had) this.changed('SIGNED_OUT');
  }

  /** Takes the service's newer view of the signed-in user into the session (no event). */
  mergeUser(user: AuthUser): void {
    if (!this.session || this.session.user.id !== user.id) return;
    this.session = { ...this.session, user: { ...this.session.user, ...user } };
    this.changed(null);
  }

  /** The refresh token of this session, or the stored one when signed out. */
  refreshToken(): string | undefined {
    return this.session?.refreshToken ?? this.tokens.read()?.refreshToken;
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

  // ---------------------------------------------------------------- for the endpoint groups

  /** `path` under the app's own address (where e-mail links come back to). */
  absolute(path: string): string {
    return absoluteUrl(this.clientUrl, path);
  }

  /** A non-anonymous user is signed in. */
  hasRealUser(): boolean {
    return !!this.session && !this.session.user.isAnonymous;
  }

  /** Calls the service; `auth` sends the access token, refreshing an expired one first. */
  async call<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: { auth?: boolean; signal?: AbortSignal } = {},
  ): Promise<CallResult<T>> {
    let bearer: string | undefined;
    if (options.auth) {
      if (this.session && this.expiresAt <= Date.now()) await this.refreshSession();
      if (!this.session) {
        return { ok: false, error: clientError('unauthenticated-user', CLIENT_STATUS.conflict) };
      }
      bearer = this.session.accessToken;
    }
    return request<T>(method, `${this.baseUrl}${path}`, body, { bearer, signal: options.signal });
  }

  /** Signs in with the session a sign-in endpoint answered. */
  completeSignIn<T>(res: CallResult<SignInResponse>, fallback: string): AuthResult<T> {
    if (!res.ok) return fail<T>(res.error, fallback);
    if (res.data?.session) {
      this.setSession(res.data.session, 'SIGNED_IN');
      return ok<T>(AUTH_MESSAGES.loggedIn);
    }
    return fail<T>(clientError('invalid-request', CLIENT_STATUS.internal, fallback), fallback);
  }
}
