import { PASSWORD_MIN_LENGTH } from '@tiix/domain';
import { EMAIL_PATTERN } from '@tiix/domain';
import { fail, ok, type SignInResponse } from '../authHttp';
import { AUTH_MESSAGES, CLIENT_STATUS, clientError } from '../messages';
import type { SessionCore } from '../SessionCore';
import type { AuthResult } from '../types';

// Sign-in refuses a shorter password without asking the service.
const MIN_PASSWORD_LENGTH = 3;
// New passwords: the server refuses shorter ones (and common passwords) by the same rule.
const NEW_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;

/** E-mail and password: sign-in, sign-up, reset, change, and re-confirming the password. */
export class PasswordEndpoints {
  constructor(private readonly core: SessionCore) {}

  async signInEmailPassword(
    email: string,
    password: string,
  ): Promise<AuthResult<{ mfaTicket?: string }>> {
    if (this.core.hasRealUser()) return ok(AUTH_MESSAGES.alreadySignedIn);
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.loginFailed);
    if (password.length < MIN_PASSWORD_LENGTH) {
      return fail(clientError('invalid-password'), AUTH_MESSAGES.loginFailed);
    }
    const res = await this.core.call<SignInResponse>('POST', '/signin/email-password', {
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
    return this.core.completeSignIn(res, AUTH_MESSAGES.loginFailed);
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
      redirectTo: this.core.absolute(options.redirectTo ?? '/auth/callback'),
      ...(options.displayName ? { displayName: options.displayName } : {}),
    };
    if (this.core.getSession()?.user.isAnonymous) {
      return this.deanonymize(email, password, signUpOptions);
    }
    const res = await this.core.call<SignInResponse>('POST', '/signup/email-password', {
      email,
      password,
      options: signUpOptions,
    });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.signupFailed);
    if (res.data?.session) {
      this.core.setSession(res.data.session, 'SIGNED_IN');
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
    const res = await this.core.call(
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
    const session = await this.core.refreshSession();
    if (session && !session.user.isAnonymous) {
      return ok(AUTH_MESSAGES.loggedIn, { needsEmailVerification: false });
    }
    return ok(AUTH_MESSAGES.accountCreated, { needsEmailVerification: true });
  }

  async sendPasswordReset(
    email: string,
    options: { redirectTo?: string } = {},
  ): Promise<AuthResult> {
    if (!EMAIL_PATTERN.test(email))
      return fail(clientError('invalid-email'), AUTH_MESSAGES.unexpected);
    const res = await this.core.call('POST', '/user/password/reset', {
      email,
      options: { redirectTo: this.core.absolute(options.redirectTo ?? '/auth/reset-password') },
    });
    return res.ok ? ok(AUTH_MESSAGES.passwordResetSent) : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** With a `passwordReset:` ticket no session is needed; otherwise the signed-in user's. */
  async changePassword(newPassword: string, ticket?: string): Promise<AuthResult> {
    if (newPassword.length < NEW_PASSWORD_MIN_LENGTH) {
      return fail(clientError('invalid-password'), AUTH_MESSAGES.passwordUpdateFailed);
    }
    const res = await this.core.call(
      'POST',
      '/user/password',
      ticket ? { newPassword, ticket } : { newPassword },
      { auth: !ticket },
    );
    return res.ok
      ? ok('Password updated successfully!')
      : fail(res.error, AUTH_MESSAGES.passwordUpdateFailed);
  }

  /**
   * Confirms the signed-in user with their password (and the 2FA code when TOTP is on); the new
   * access token carries the elevated claim. The server asks for this (403
   * `elevated-claim-required`) before a password change or a new personal access token when the
   * sign-in on this device is not recent.
   */
  async elevateWithPassword(password: string, otp?: string): Promise<AuthResult> {
    if (!this.core.getSession())
      return fail(
        clientError('unauthenticated-user', CLIENT_STATUS.conflict),
        AUTH_MESSAGES.unexpected,
      );
    const res = await this.core.call<SignInResponse>(
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
    this.core.setSession(res.data.session, 'TOKEN_CHANGED');
    return ok('Verified.');
  }
}
