import { getConnInfo } from '@hono/node-server/conninfo';
import { Redis } from 'ioredis';
import { fail, respondWithError } from './errors.js';
export class MemoryRateLimitStore {
    counters = new Map();
    nextSweep = 0;
    async hit(currentKey, previousKey, ttlMs) {
        const now = Date.now();
        this.sweep(now);
        const entry = this.counters.get(currentKey);
        const current = entry && entry.expiresAt > now ? entry.count + 1 : 1;
        this.counters.set(currentKey, { count: current, expiresAt: entry?.expiresAt ?? now + ttlMs });
        const prev = this.counters.get(previousKey);
        return { current, previous: prev && prev.expiresAt > now ? prev.count : 0 };
    }
    // Expired windows are dropped at most once a minute, so memory stays bounded by live keys.
    sweep(now) {
        if (now < this.nextSweep)
            return;
        this.nextSweep = now + 60_000;
        for (const [key, entry] of this.counters)
            if (entry.expiresAt <= now)
                this.counters.delete(key);
    }
}
export class RedisRateLimitStore {
    redis;
    constructor(redis) {
        this.redis = redis;
    }
    async hit(currentKey, previousKey, ttlMs) {
        const results = await this.redis
            .multi()
            .incr(currentKey)
            .pexpire(currentKey, ttlMs, 'NX')
            .get(previousKey)
            .exec();
        if (!results)
            throw new Error('Redis transaction aborted');
        for (const [err] of results)
            if (err)
                throw err;
        return {
            current: Number(results[0][1]),
            previous: Number(results[2][1] ?? 0),
        };
    }
}
// One connection per Redis URL and process, shared by every router instance.
const redisClients = new Map();
function redisClient(url, logger) {
    let client = redisClients.get(url);
    if (!client) {
        const created = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
        created.on('error', (err) => logger.warn({ err }, 'Rate-limit Redis connection error'));
        // The connection must not keep a stopping process alive (main.ts only closes the database).
        created.on('connect', () => created.stream?.unref());
        redisClients.set(url, created);
        client = created;
    }
    return client;
}
export function createRateLimitStore(deps) {
    return deps.config.redisUrl
        ? new RedisRateLimitStore(redisClient(deps.config.redisUrl, deps.logger))
        : new MemoryRateLimitStore();
}
/**
 * Sliding-window counter (as upstream): the previous fixed window's count weighted by how much of
 * it still overlaps the sliding window, plus the current window's count.
 */
export async function checkLimit(store, bucket, id, rule, now = Date.now()) {
    const windowMs = rule.windowSeconds * 1000;
    const index = Math.floor(now / windowMs);
    const elapsed = (now % windowMs) / windowMs;
    const key = (i) => `tiix:rl:${bucket}:${id}:${i}`;
    const { current, previous } = await store.hit(key(index), key(index - 1), windowMs * 2);
    return {
        allowed: previous * (1 - elapsed) + current <= rule.limit,
        retryAfter: Math.max(1, Math.ceil(((index + 1) * windowMs - now) / 1000)),
    };
}
/** The socket's peer address; undefined for in-process requests (tests), which have no socket. */
export function socketAddress(c) {
    try {
        return getConnInfo(c).remote.address ?? undefined;
    }
    catch {
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
export function clientIp(c, trustedHops) {
    const peer = socketAddress(c) ?? 'unknown';
    if (trustedHops <= 0)
        return peer;
    const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    if (chain.length === 0)
        return peer;
    return chain[Math.max(0, chain.length - trustedHops)];
}
/** A sliding-window limit outside the auth API (GraphQL requests, mail-sending mutations). */
export async function isOverLimit(deps, store, bucket, id, rule) {
    return firstRefusal(deps, store, [[bucket, id, rule]]);
}
/** Buckets of contract section 8 a request counts against (besides the global one). */
export function bucketsFor(method, path, emailVerificationRequired) {
    const buckets = [];
    if (path.startsWith('/signin') ||
        path.startsWith('/elevate') ||
        path.endsWith('/verify') ||
        path.endsWith('/otp')) {
        buckets.push('bruteForce');
    }
    if (path.startsWith('/signup'))
        buckets.push('signups');
    if (method === 'POST') {
        const sendsEmail = path === '/signin/passwordless/email' ||
            path === '/signin/otp/email' ||
            path === '/user/email/change' ||
            path === '/user/password/reset' ||
            (emailVerificationRequired &&
                (path === '/user/email/send-verification-email' ||
                    path === '/signup/email-password' ||
                    path === '/user/deanonymize'));
        if (sendsEmail)
            buckets.push('email');
        if (path === '/signin/passwordless/sms')
            buckets.push('sms');
    }
    return buckets;
}
/** The e-mail address a JSON request body is about, lower-cased (for per-address limits). */
async function bodyEmail(c) {
    if (c.req.method !== 'POST')
        return undefined;
    try {
        const body = JSON.parse(await c.req.text());
        const email = typeof body.email === 'string' ? body.email : body.newEmail;
        return typeof email === 'string' && email.includes('@')
            ? email.trim().toLowerCase()
            : undefined;
    }
    catch {
        return undefined;
    }
}
/** Runs the checks in order; the first refused one wins. Fails open when the store is down. */
async function firstRefusal(deps, store, checks) {
    try {
        for (const [bucket, id, rule] of checks) {
            const result = await checkLimit(store, bucket, id, rule);
            if (!result.allowed)
                return result;
        }
    }
    catch (err) {
        // A broken limiter store must not lock everyone out: fail open and say so.
        deps.logger.warn({ err }, 'Rate limiting skipped: store unavailable');
    }
    return null;
}
/**
 * Rate limits of the auth API (contract 8, on by default here): every request per client IP in
 * the global bucket; sign-in, sign-up, verification and mail-sending endpoints also per IP and per
 * e-mail address in their own buckets. Over the limit: 429 `too-many-requests` in the envelope.
 * The per-IP checks run before the body is read, so a refused client never gets its body parsed.
 */
export function rateLimit(deps, store = createRateLimitStore(deps), basePath = '/v1/auth') {
    const { rateLimit: rules, trustProxyHops, emailVerificationRequired } = deps.config.auth;
    const refuse = (c, result) => {
        c.header('Retry-After', String(result.retryAfter));
        return respondWithError(c, fail('too-many-requests'));
    };
    return async (c, next) => {
        if (!rules.enabled || c.req.method === 'OPTIONS')
            return next();
        const path = c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) : c.req.path;
        const ip = clientIp(c, trustProxyHops);
        const buckets = bucketsFor(c.req.method, path, emailVerificationRequired);
        const byIp = [['global', `ip:${ip}`, rules.global]];
        for (const bucket of buckets)
            byIp.push([bucket, `ip:${ip}`, rules[bucket]]);
        const ipRefusal = await firstRefusal(deps, store, byIp);
        if (ipRefusal)
            return refuse(c, ipRefusal);
        const email = buckets.length > 0 ? await bodyEmail(c) : undefined;
        if (email) {
            const byEmail = buckets.map((bucket) => [
                bucket,
                `email:${email}`,
                rules[bucket],
            ]);
            const emailRefusal = await firstRefusal(deps, store, byEmail);
            if (emailRefusal)
                return refuse(c, emailRefusal);
        }
        return next();
    };
}
//# sourceMappingURL=rate-limit.js.map