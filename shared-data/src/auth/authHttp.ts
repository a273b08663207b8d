import { AUTH_MESSAGES, NETWORK_ERROR } from './messages';
import type { AuthErrorBody, AuthResult, AuthSession } from './types';

/** One call to the auth service: its JSON body, or the error envelope. */
export type CallResult<T> = { ok: true; data: T } | { ok: false; error: AuthErrorBody };

/** What the sign-in endpoints answer: a session, or a ticket for the second factor. */
export interface SignInResponse {
  session?: AuthSession | null;
  mfa?: { ticket: string } | null;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const ok = <T>(message: string, data?: T): AuthResult<T> =>
  data === undefined ? { success: true, message } : { success: true, message, data };

export const fail = <T = void>(error: AuthErrorBody, fallback: string): AuthResult<T> => ({
  success: false,
  message: error.message || fallback,
  error,
});

/** Lists come back as a bare array or wrapped in an object; accept both. */
export function listFrom<T>(body: unknown, ...keys: string[]): T[] {
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
 * Sends one request and reads the answer; never throws. A network failure, and an error whose
 * body is not a JSON object, come back as `NETWORK_ERROR`.
 */
export async function request<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: { bearer?: string; signal?: AbortSignal } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
  let response: Response;
  try {
    response = await fetch(url, {
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
