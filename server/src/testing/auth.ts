import type { Hono } from 'hono';
import { createSession, type Session } from '../auth/session.service.js';
import { createUser } from '../auth/users.repository.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createLogger } from '../logger.js';
import { createTestApp } from './app.js';
import { RecordingMailer } from './mailer.js';

// The auth routes as a client uses them: sign-up, e-mailed links, tokens.

export interface AuthTestApp {
  app: Hono;
  mailer: RecordingMailer;
  /** JSON request; returns status, parsed body and headers. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

export function authTestApp(
  db: Database,
  env: Record<string, string | undefined> = {},
): AuthTestApp {
  const mailer = new RecordingMailer();
  const app = createTestApp(db, env, { mailer });
  const call: AuthTestApp['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.request(`/v1/auth${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as never,
      headers: res.headers,
    };
  };
  return {
    app,
    mailer,
    call,
    post: (path, body, token) =>
      call('POST', path, { body: body ?? {}, ...(token ? { token } : {}) }),
  };
}

/** Posts the e-mail and password sign-up form, as the sign-up page does. */
export function postSignUp<T = unknown>(t: AuthTestApp, email: string, password: string) {
  return t.post<T>('/signup/email-password', { email, password });
}

/** Posts the e-mail and password sign-in form, as the sign-in page does. */
export function postSignIn<T = unknown>(t: AuthTestApp, email: string, password: string) {
  return t.post<T>('/signin/email-password', { email, password });
}

/** Follows an e-mailed /verify link; returns the redirect target. */
export async function followLink(t: AuthTestApp, path: string): Promise<URL> {
  const res = await t.app.request(path);
  if (res.status !== 302) throw new Error(`Expected a redirect, got ${res.status}`);
  return new URL(res.headers.get('location')!);
}

/** Signs up with e-mail and password, clicks the verification link, returns the session. */
export async function signUpVerified(
  t: AuthTestApp,
  email: string,
  password = 'correct horse',
): Promise<Session> {
  const signUp = await postSignUp(t, email, password);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const target = await followLink(t, t.mailer.linkPath(email, 'email-verify'));
  const refreshToken = target.searchParams.get('refreshToken');
  if (!refreshToken) throw new Error(`verification failed: ${target.toString()}`);
  const res = await t.post<Session>('/token', { refreshToken });
  return res.body;
}

/** A fresh anonymous (guest) session. */
export async function signInAnonymously(t: AuthTestApp): Promise<Session> {
  const res = await t.post<{ session: Session }>('/signin/anonymous');
  if (res.status !== 200) throw new Error(`anonymous sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.session;
}

/** Decodes a JWT's payload without checking it (tests look at the claims). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/**
 * A password-less e-mail user with a session, created directly in the database (no sign-up,
 * no linked provider or passkey yet).
 */
export async function plainUser(
  db: Database,
  config: Config,
  email: string,
  emailVerified = true,
): Promise<{ user: Awaited<ReturnType<typeof createUser>>; session: Session }> {
  const user = await createUser(db, {
    email,
    emailVerified,
    displayName: email,
    locale: 'en',
    defaultRole: 'user',
    roles: ['user', 'me'],
  });
  const deps = { config, db, logger: createLogger('silent') };
  return { user, session: await createSession(deps, user) };
}
