import { AccountEndpoints } from './endpoints/account';
import type { MfaEndpoints } from './endpoints/mfa';
import { PasswordEndpoints } from './endpoints/password';
import { PasswordlessEndpoints } from './endpoints/passwordless';
import type { WebAuthnEndpoints } from './endpoints/webauthn';
import { SessionCore } from './SessionCore';
import type {
  AuthClientOptions,
  AuthSession,
  AuthSnapshot,
  AuthStateListener,
  AuthUser,
} from './types';

export type { AuthClientOptions, AuthSnapshot };

type Password = PasswordEndpoints;
type Passwordless = PasswordlessEndpoints;
type Mfa = MfaEndpoints;
type WebAuthn = WebAuthnEndpoints;
type Account = AccountEndpoints;

/**
 * The browser side of the auth service (contract at /v1/auth): sign-in methods, the session and
 * its automatic refresh, shared across the tabs of the browser. One instance per app.
 *
 * A facade: the session lives in `SessionCore`, the endpoints in the groups of `./endpoints`;
 * the apps call every method on the client itself.
 */
export class AuthClient {
  readonly baseUrl: string;
  readonly clientUrl: string;
  private readonly core: SessionCore;
  private readonly password: PasswordEndpoints;
  private readonly passwordless: PasswordlessEndpoints;
  private readonly account: AccountEndpoints;
  // Loaded on first use, in chunks of their own: the app's first page needs neither the TOTP
  // steps nor passkeys (the browser's WebAuthn helpers).
  private mfaGroup?: Promise<MfaEndpoints>;
  private webauthnGroup?: Promise<WebAuthnEndpoints>;

  constructor(options: AuthClientOptions = {}) {
    this.core = new SessionCore(options);
    this.baseUrl = this.core.baseUrl;
    this.clientUrl = this.core.clientUrl;
    this.password = new PasswordEndpoints(this.core);
    this.passwordless = new PasswordlessEndpoints(this.core);
    this.account = new AccountEndpoints(this.core);
  }

  private mfa(): Promise<MfaEndpoints> {
    return (this.mfaGroup ??= import('./endpoints/mfa').then(
      ({ MfaEndpoints }) => new MfaEndpoints(this.core),
    ));
  }

  private webauthn(): Promise<WebAuthnEndpoints> {
    return (this.webauthnGroup ??= import('./endpoints/webauthn').then(
      ({ WebAuthnEndpoints }) => new WebAuthnEndpoints(this.core),
    ));
  }

  // ---------------------------------------------------------------- lifecycle and state

  /**
   * Imports the refresh token from the address (after an e-mail link or provider redirect) or
   * from storage, and resolves once signed-in or signed-out is known, or after 15 s.
   */
  start(): Promise<void> {
    return this.core.start();
  }

  isReady(): boolean {
    return this.core.isReady();
  }

  getSession(): AuthSession | null {
    return this.core.getSession();
  }

  /**
   * Whether this page is the sign-in callback with a token in its address: `start()` signs in
   * with it and removes it (and the link's `type`) from the address.
   */
  hasAddressToken(): boolean {
    return this.core.hasAddressToken();
  }

  getUser(): AuthUser | null {
    return this.core.getSession()?.user ?? null;
  }

  getAccessToken(): string | null {
    return this.core.getSession()?.accessToken ?? null;
  }

  /** Calls `cb` on every sign-in, token change and sign-out; returns the unsubscribe. */
  onAuthStateChange(cb: AuthStateListener): () => void {
    return this.core.onAuthStateChange(cb);
  }

  /** For React bindings: notified on any change of `getSnapshot()` (session or readiness). */
  subscribe(cb: () => void): () => void {
    return this.core.subscribe(cb);
  }

  /** For React bindings: the session and readiness, stable between changes. */
  getSnapshot(): AuthSnapshot {
    return this.core.getSnapshot();
  }

  /** Stops timers and the cross-tab channel (tests, hot reload). */
  dispose(): void {
    this.core.dispose();
  }

  /**
   * Exchanges the refresh token for a new session now. Resolves with the session, or null when
   * there is none (a 401 signs out).
   */
  refreshSession(): Promise<AuthSession | null> {
    return this.core.refreshSession();
  }

  // ---------------------------------------------------------------- password

  signInEmailPassword(...args: Parameters<Password['signInEmailPassword']>) {
    return this.password.signInEmailPassword(...args);
  }

  signUpEmailPassword(...args: Parameters<Password['signUpEmailPassword']>) {
    return this.password.signUpEmailPassword(...args);
  }

  sendPasswordReset(...args: Parameters<Password['sendPasswordReset']>) {
    return this.password.sendPasswordReset(...args);
  }

  changePassword(...args: Parameters<Password['changePassword']>) {
    return this.password.changePassword(...args);
  }

  elevateWithPassword(...args: Parameters<Password['elevateWithPassword']>) {
    return this.password.elevateWithPassword(...args);
  }

  // ---------------------------------------------------------------- passwordless

  signInMagicLink(...args: Parameters<Passwordless['signInMagicLink']>) {
    return this.passwordless.signInMagicLink(...args);
  }

  signInEmailOtp(...args: Parameters<Passwordless['signInEmailOtp']>) {
    return this.passwordless.signInEmailOtp(...args);
  }

  verifyEmailOtp(...args: Parameters<Passwordless['verifyEmailOtp']>) {
    return this.passwordless.verifyEmailOtp(...args);
  }

  signInAnonymous() {
    return this.passwordless.signInAnonymous();
  }

  signInProvider(...args: Parameters<Passwordless['signInProvider']>) {
    this.passwordless.signInProvider(...args);
  }

  // ---------------------------------------------------------------- MFA (TOTP)

  async signInMfaTotp(...args: Parameters<Mfa['signInMfaTotp']>) {
    return (await this.mfa()).signInMfaTotp(...args);
  }

  async generateTotp() {
    return (await this.mfa()).generateTotp();
  }

  async activateTotp(...args: Parameters<Mfa['activateTotp']>) {
    return (await this.mfa()).activateTotp(...args);
  }

  async disableTotp(...args: Parameters<Mfa['disableTotp']>) {
    return (await this.mfa()).disableTotp(...args);
  }

  // ---------------------------------------------------------------- passkeys (WebAuthn)

  async listSecurityKeys() {
    return (await this.webauthn()).listSecurityKeys();
  }

  async addSecurityKey(...args: Parameters<WebAuthn['addSecurityKey']>) {
    return (await this.webauthn()).addSecurityKey(...args);
  }

  async removeSecurityKey(...args: Parameters<WebAuthn['removeSecurityKey']>) {
    return (await this.webauthn()).removeSecurityKey(...args);
  }

  async signInSecurityKey(...args: Parameters<WebAuthn['signInSecurityKey']>) {
    return (await this.webauthn()).signInSecurityKey(...args);
  }

  async elevate() {
    return (await this.webauthn()).elevate();
  }

  // ---------------------------------------------------------------- account

  changeEmail(...args: Parameters<Account['changeEmail']>) {
    return this.account.changeEmail(...args);
  }

  sendVerificationEmail(...args: Parameters<Account['sendVerificationEmail']>) {
    return this.account.sendVerificationEmail(...args);
  }

  fetchUser() {
    return this.account.fetchUser();
  }

  listSessions() {
    return this.account.listSessions();
  }

  revokeSession(...args: Parameters<Account['revokeSession']>) {
    return this.account.revokeSession(...args);
  }

  createPat(...args: Parameters<Account['createPat']>) {
    return this.account.createPat(...args);
  }

  listPats() {
    return this.account.listPats();
  }

  deletePat(...args: Parameters<Account['deletePat']>) {
    return this.account.deletePat(...args);
  }

  deleteAccount() {
    return this.account.deleteAccount();
  }

  signOut(...args: Parameters<Account['signOut']>) {
    return this.account.signOut(...args);
  }
}
