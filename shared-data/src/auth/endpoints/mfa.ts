import { fail, ok, type SignInResponse } from '../authHttp';
import { AUTH_MESSAGES, clientError } from '../messages';
import type { SessionCore } from '../SessionCore';
import type { AuthResult } from '../types';

const MFA_TICKET_PATTERN =
  /^mfaTotp:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The second factor (TOTP): finishing a sign-in, and turning it on and off. */
export class MfaEndpoints {
  constructor(private readonly core: SessionCore) {}

  async signInMfaTotp(ticket: string, otp: string): Promise<AuthResult> {
    if (!ticket) return fail(clientError('no-mfa-ticket'), AUTH_MESSAGES.loginFailed);
    if (!MFA_TICKET_PATTERN.test(ticket)) {
      return fail(clientError('invalid-mfa-ticket'), AUTH_MESSAGES.loginFailed);
    }
    const res = await this.core.call<SignInResponse>('POST', '/signin/mfa/totp', { ticket, otp });
    return this.core.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  async generateTotp(): Promise<AuthResult<{ imageUrl: string; totpSecret: string }>> {
    const res = await this.core.call<{ imageUrl: string; totpSecret: string }>(
      'GET',
      '/mfa/totp/generate',
      undefined,
      { auth: true },
    );
    return res.ok ? ok('OK', res.data) : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async activateTotp(code: string): Promise<AuthResult> {
    const res = await this.core.call(
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
    const res = await this.core.call(
      'POST',
      '/user/mfa',
      { code, activeMfaType: '' },
      { auth: true },
    );
    return res.ok
      ? ok('Two-factor authentication is off.')
      : fail(res.error, AUTH_MESSAGES.unexpected);
  }
}
