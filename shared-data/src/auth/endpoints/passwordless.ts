import { EMAIL_PATTERN } from '@tiix/domain';
import { fail, ok, sleep, type CallResult, type SignInResponse } from '../authHttp';
import { AUTH_TIMING } from '../constants';
import { AUTH_MESSAGES, CLIENT_STATUS, clientError, NETWORK_ERROR } from '../messages';
import type { SessionCore } from '../SessionCore';
import type { AuthErrorBody, AuthResult } from '../types';

/** Sign-in without a password: magic link, e-mail code, guest, and Google / Apple. */
export class PasswordlessEndpoints {
  constructor(private readonly core: SessionCore) {}

  /**
   * Sends a magic link: up to 3 tries of 10 s each, 1 s x attempt apart, retrying network
   * errors, time-outs and exceptions; `onSlow` fires once the request has run for 15 s.
   */
  async signInMagicLink(
    email: string,
    options: { redirectTo?: string; onSlow?: () => void } = {},
  ): Promise<AuthResult> {
    if (this.core.hasRealUser()) return ok(AUTH_MESSAGES.alreadySignedIn);
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const body = {
      email,
      options: { redirectTo: this.core.absolute(options.redirectTo ?? '/auth/callback') },
    };
    const slow = options.onSlow ? setTimeout(options.onSlow, AUTH_TIMING.magicLinkSlowMs) : null;
    let lastError: AuthErrorBody = { ...NETWORK_ERROR };
    try {
      for (let attempt = 1; attempt <= AUTH_TIMING.magicLinkAttempts; attempt++) {
        const controller = new AbortController();
        const timeout = setTimeout(() => controller.abort(), AUTH_TIMING.magicLinkAttemptTimeoutMs);
        let res: CallResult<unknown>;
        try {
          res = await this.core.call('POST', '/signin/passwordless/email', body, {
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
    const res = await this.core.call('POST', '/signin/otp/email', {
      email,
      options: { redirectTo: this.core.absolute('/auth/callback') },
    });
    return res.ok
      ? ok('Check your email for the sign-in code.')
      : fail(res.error, AUTH_MESSAGES.loginFailed);
  }

  async verifyEmailOtp(email: string, otp: string): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.loginFailed);
    const res = await this.core.call<SignInResponse>('POST', '/signin/otp/email/verify', {
      email,
      otp,
    });
    return this.core.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  async signInAnonymous(): Promise<AuthResult> {
    if (this.core.getSession()) return ok(AUTH_MESSAGES.alreadySignedIn);
    const res = await this.core.call<SignInResponse>('POST', '/signin/anonymous', {});
    return this.core.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  /** Leaves the page for the provider; it comes back to `redirectTo` (default /auth/callback). */
  signInProvider(
    provider: 'google' | 'apple',
    options: { redirectTo?: string; connect?: boolean } = {},
  ): void {
    const url = new URL(`${this.core.baseUrl}/signin/provider/${provider}`);
    url.searchParams.set('redirectTo', this.core.absolute(options.redirectTo ?? '/auth/callback'));
    const session = this.core.getSession();
    if (options.connect && session) url.searchParams.set('connect', session.accessToken);
    globalThis.location.assign(url.toString());
  }
}
