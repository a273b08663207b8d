import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { EMAIL_PATTERN } from '@tiix/domain';
import { fail, listFrom, ok, type SignInResponse } from '../authHttp';
import { AUTH_MESSAGES, CLIENT_STATUS, clientError } from '../messages';
import type { SessionCore } from '../SessionCore';
import type { AuthErrorBody, AuthResult, SecurityKeyInfo } from '../types';

/** Passkeys (WebAuthn): the user's keys, signing in with one, and proving presence. */
export class WebAuthnEndpoints {
  constructor(private readonly core: SessionCore) {}

  async listSecurityKeys(): Promise<AuthResult<SecurityKeyInfo[]>> {
    const res = await this.core.call<unknown>('GET', '/user/webauthn', undefined, { auth: true });
    if (!res.ok) return fail(res.error, AUTH_MESSAGES.unexpected);
    const keys = listFrom<Partial<SecurityKeyInfo> & { id: string }>(
      res.data,
      'securityKeys',
      'keys',
    ).map((k) => ({ id: k.id, nickname: k.nickname ?? null, createdAt: k.createdAt ?? '' }));
    return ok('OK', keys);
  }

  async addSecurityKey(nickname?: string): Promise<AuthResult> {
    if (!browserSupportsWebAuthn()) return webauthnUnsupported();
    const options = await this.core.call<PublicKeyCredentialCreationOptionsJSON>(
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
    const res = await this.core.call(
      'POST',
      '/user/webauthn/verify',
      { credential, ...(nickname ? { nickname } : {}) },
      { auth: true },
    );
    return res.ok ? ok('Security key added.') : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  async removeSecurityKey(id: string): Promise<AuthResult> {
    const res = await this.core.call(
      'DELETE',
      `/user/webauthn/${encodeURIComponent(id)}`,
      undefined,
      { auth: true },
    );
    return res.ok ? ok('Security key removed.') : fail(res.error, AUTH_MESSAGES.unexpected);
  }

  /** Signs in with a passkey; without an e-mail the browser offers the discoverable ones. */
  async signInSecurityKey(email?: string): Promise<AuthResult> {
    if (this.core.hasRealUser()) return ok(AUTH_MESSAGES.alreadySignedIn);
    if (!browserSupportsWebAuthn()) return webauthnUnsupported();
    if (email !== undefined && !EMAIL_PATTERN.test(email)) {
      return fail(clientError('invalid-email'), AUTH_MESSAGES.loginFailed);
    }
    const options = await this.core.call<PublicKeyCredentialRequestOptionsJSON>(
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
    const res = await this.core.call<SignInResponse>('POST', '/signin/webauthn/verify', {
      credential,
      ...(email ? { email } : {}),
    });
    return this.core.completeSignIn(res, AUTH_MESSAGES.loginFailed);
  }

  /** Proves presence with a passkey; the new access token carries the elevated claim. */
  async elevate(): Promise<AuthResult> {
    if (!browserSupportsWebAuthn()) return webauthnUnsupported();
    const session = this.core.getSession();
    const email = session?.user.email;
    if (!session)
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
    const options = await this.core.call<PublicKeyCredentialRequestOptionsJSON>(
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
    const res = await this.core.call<SignInResponse>(
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
    this.core.setSession(res.data.session, 'TOKEN_CHANGED');
    return ok('Verified.');
  }
}

function webauthnUnsupported(): AuthResult {
  return fail(
    clientError('webauthn-unsupported', CLIENT_STATUS.client, AUTH_MESSAGES.webauthnUnsupported),
    AUTH_MESSAGES.webauthnUnsupported,
  );
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
