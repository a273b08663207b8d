import { EMAIL_PATTERN } from '@tiix/domain';
import { fail, listFrom, ok } from '../authHttp';
import { AUTH_MESSAGES, clientError } from '../messages';
import type { SessionCore } from '../SessionCore';
import type {
  AuthDeviceSession,
  AuthErrorBody,
  AuthResult,
  AuthUser,
  PersonalAccessTokenInfo,
} from '../types';

/** The signed-in account: the user, e-mail, devices, personal access tokens, leaving. */
export class AccountEndpoints {
  constructor(private readonly core: SessionCore) {}

  async changeEmail(newEmail: string): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(newEmail))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const res = await this.core.call(
      'POST',
      '/user/email/change',
      { newEmail, options: { redirectTo: this.core.absolute('/app/settings') } },
      { auth: true },
    );
    return res.ok
      ? ok('Check your new email address to confirm the change.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async sendVerificationEmail(email: string): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const res = await this.core.call('POST', '/user/email/send-verification-email', {
      email,
      options: { redirectTo: this.core.absolute('/auth/callback') },
    });
    return res.ok
      ? ok('Verification email sent! Check your inbox.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** The user as the service has it now (with the real `activeMfaType`). */
  async fetchUser(): Promise<AuthResult<AuthUser>> {
    const res = await this.core.call<AuthUser>('GET', '/user', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    this.core.mergeUser(res.data);
    return ok('OK', res.data);
  }

  /** The user's signed-in devices; `current` marks this browser's own. */
  async listSessions(): Promise<AuthResult<AuthDeviceSession[]>> {
    const res = await this.core.call<unknown>('GET', '/user/sessions', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    const own = this.core.getSession()?.refreshTokenId;
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
    const res = await this.core.call(
      'DELETE',
      `/user/sessions/${encodeURIComponent(id)}`,
      undefined,
      { auth: true },
    );
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    if (id === this.core.getSession()?.refreshTokenId)
      this.core.endSession({ clearStorage: true, broadcast: true });
    return ok('Session signed out.');
  }

  async createPat(
    expiresAt: Date,
    metadata: Record<string, unknown> = {},
  ): Promise<AuthResult<{ id: string; personalAccessToken: string }>> {
    const res = await this.core.call<{ id: string; personalAccessToken: string }>(
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
    const res = await this.core.call<unknown>('GET', '/pat', undefined, { auth: true });
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
    const res = await this.core.call('DELETE', `/pat/${encodeURIComponent(id)}`, undefined, {
      auth: true,
    });
    return res.ok
      ? ok('Personal access token deleted.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** Deletes the account and everything personal it holds, then signs out everywhere. */
  async deleteAccount(): Promise<AuthResult> {
    const res = await this.core.call('DELETE', '/user', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    this.core.endSession({ clearStorage: true, broadcast: true });
    return ok('Your account has been deleted.');
  }

  /**
   * Signs out this browser (all tabs), or every device with `all`. The local sign-out happens
   * even when the service cannot be reached.
   */
  async signOut(options: { all?: boolean } = {}): Promise<AuthResult> {
    const session = this.core.getSession();
    const refreshToken = this.core.refreshToken();
    let error: AuthErrorBody | undefined;
    if (refreshToken || options.all) {
      const res = await this.core.call(
        'POST',
        '/signout',
        { refreshToken, all: options.all ?? false },
        { auth: !!options.all && !!session },
      );
      if (!res.ok) error = res.error;
    }
    this.core.endSession({ clearStorage: true, broadcast: true });
    return error && options.all ? fail(error, AUTH_MESSAGES.unexpected) : ok('Signed out.');
  }
}
