import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../context.js';
import type { RateLimitRule } from './auth-config.js';
import { authErrorResponse } from '../http/errors.js';
import { fail } from './errors.js';
import {
  createRateLimitStore,
  firstRefusal,
  type LimitResult,
  type RateLimitStore,
} from './rate-limit-store.js';

// The store and the check are transport-free (./rate-limit-store.ts); re-exported for the routes
// and tests that import them from here.
export {
  checkLimit,
  createRateLimitStore,
  isOverLimit,
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type LimitResult,
  type RateLimitStore,
} from './rate-limit-store.js';

/** The socket's peer address; undefined for in-process requests (tests), which have no socket. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client address. With `trustedHops` = 0 it is the socket's peer. Behind N trusted proxies
 * (each appending the address it saw to X-Forwarded-For) it is the N-th entry from the right:
 * entries further left were written by the client and are never trusted, so a client cannot
 * pick its own rate-limit bucket. A header shorter than N hops means a proxy was bypassed or
 * misconfigured: the left-most entry (still written by a trusted proxy) is the best guess.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const peer = socketAddress(c) ?? 'unknown';
  if (trustedHops <= 0) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return peer;
  return chain[Math.max(0, chain.length - trustedHops)]!;
}

type Bucket = 'global' | 'email' | 'sms' | 'bruteForce' | 'signups';

/** Buckets a request counts against (besides the global one). */
export function bucketsFor(
  method: string,
  path: string,
  emailVerificationRequired: boolean,
): Bucket[] {
  const buckets: Bucket[] = [];
  if (
    path.startsWith('/signin') ||
    path.startsWith('/elevate') ||
    path.endsWith('/verify') ||
    path.endsWith('/otp')
  ) {
    buckets.push('bruteForce');
  }
  if (path.startsWith('/signup')) buckets.push('signups');
  if (method === 'POST') {
    const sendsEmail =
      path === '/signin/passwordless/email' ||
      path === '/signin/otp/email' ||
      path === '/user/email/change' ||
      path === '/user/password/reset' ||
      (emailVerificationRequired &&
        (path === '/user/email/send-verification-email' ||
          path === '/signup/email-password' ||
          path === '/user/deanonymize'));
    if (sendsEmail) buckets.push('email');
    if (path === '/signin/passwordless/sms') buckets.push('sms');
  }
  return buckets;
}

/** The e-mail address a JSON request body is about, lower-cased (for per-address limits). */
async function bodyEmail(c: Context): Promise<string | undefined> {
  if (c.req.method !== 'POST') return undefined;
  try {
    const body = JSON.parse(await c.req.text()) as { email?: unknown; newEmail?: unknown };
    const email = typeof body.email === 'string' ? body.email : body.newEmail;
    return typeof email === 'string' && email.includes('@')
      ? email.trim().toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rate limits of the auth API (on by default here): every request per client IP in
 * the global bucket; sign-in, sign-up, verification and mail-sending endpoints also per IP and per
 * e-mail address in their own buckets. Over the limit: 429 `too-many-requests` in the envelope.
 * The per-IP checks run before the body is read, so a refused client never gets its body parsed.
 */
export function rateLimit(
  deps: Pick<AppDeps, 'config' | 'logger'>,
  store: RateLimitStore = createRateLimitStore(deps),
  basePath = '/v1/auth',
): MiddlewareHandler {
  const { rateLimit: rules, trustProxyHops, emailVerificationRequired } = deps.config.auth;
  const refuse = (c: Context, result: LimitResult) => {
    c.header('Retry-After', String(result.retryAfter));
    return authErrorResponse(c, fail('too-many-requests'));
  };
  return async (c, next) => {
    if (!rules.enabled || c.req.method === 'OPTIONS') return next();
    const path = c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) : c.req.path;
    const ip = clientIp(c, trustProxyHops);
    const buckets = bucketsFor(c.req.method, path, emailVerificationRequired);

    const byIp: [string, string, RateLimitRule][] = [['global', `ip:${ip}`, rules.global]];
    for (const bucket of buckets) byIp.push([bucket, `ip:${ip}`, rules[bucket]]);
    const ipRefusal = await firstRefusal(deps, store, byIp);
    if (ipRefusal) return refuse(c, ipRefusal);

    const email = buckets.length > 0 ? await bodyEmail(c) : undefined;
    if (email) {
      const byEmail = buckets.map((bucket): [string, string, RateLimitRule] => [
        bucket,
        `email:${email}`,
        rules[bucket],
      ]);
      const emailRefusal = await firstRefusal(deps, store, byEmail);
      if (emailRefusal) return refuse(c, emailRefusal);
    }
    return next();
  };
}
