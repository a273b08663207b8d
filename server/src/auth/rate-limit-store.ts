import { Redis } from 'ioredis';
import type { AppDeps } from '../context.js';
import type { Logger } from '../logger.js';
import type { RateLimitRule } from './auth-config.js';

// The counters and the sliding-window check, with no transport: services (chat, member limits)
// count with them; the HTTP middleware in ./rate-limit.ts answers refusals in the auth envelope.

/**
 * Where rate-limit counters live: this process's memory by default, Redis (REDIS_URL) when
 * several instances must share them. One call per request and bucket.
 */
export interface RateLimitStore {
  /** Adds one to `currentKey` (expiring after `ttlMs`) and reads `previousKey`. */
  hit(
    currentKey: string,
    previousKey: string,
    ttlMs: number,
  ): Promise<{ current: number; previous: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private nextSweep = 0;

  async hit(currentKey: string, previousKey: string, ttlMs: number) {
    const now = Date.now();
    this.sweep(now);
    const entry = this.counters.get(currentKey);
    const current = entry && entry.expiresAt > now ? entry.count + 1 : 1;
    this.counters.set(currentKey, { count: current, expiresAt: entry?.expiresAt ?? now + ttlMs });
    const prev = this.counters.get(previousKey);
    return { current, previous: prev && prev.expiresAt > now ? prev.count : 0 };
  }

  // Expired windows are dropped at most once a minute, so memory stays bounded by live keys.
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async hit(currentKey: string, previousKey: string, ttlMs: number) {
    const results = await this.redis
      .multi()
      .incr(currentKey)
      .pexpire(currentKey, ttlMs, 'NX')
      .get(previousKey)
      .exec();
    if (!results) throw new Error('Redis transaction aborted');
    for (const [err] of results) if (err) throw err;
    return {
      current: Number(results[0]![1]),
      previous: Number(results[2]![1] ?? 0),
    };
  }
}

// One connection per Redis URL and process, shared by every router instance.
const redisClients = new Map<string, Redis>();

function redisClient(url: string, logger: Logger): Redis {
  let client = redisClients.get(url);
  if (!client) {
    const created = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    created.on('error', (err: Error) => logger.warn({ err }, 'Rate-limit Redis connection error'));
    // The connection must not keep a stopping process alive (main.ts only closes the database).
    created.on('connect', () => created.stream?.unref());
    redisClients.set(url, created);
    client = created;
  }
  return client;
}

export function createRateLimitStore(deps: Pick<AppDeps, 'config' | 'logger'>): RateLimitStore {
  return deps.config.redisUrl
    ? new RedisRateLimitStore(redisClient(deps.config.redisUrl, deps.logger))
    : new MemoryRateLimitStore();
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/**
 * Sliding-window counter (as upstream): the previous fixed window's count weighted by how much of
 * it still overlaps the sliding window, plus the current window's count.
 */
export async function checkLimit(
  store: RateLimitStore,
  bucket: string,
  id: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<LimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const index = Math.floor(now / windowMs);
  const elapsed = (now % windowMs) / windowMs;
  const key = (i: number) => `tiix:rl:${bucket}:${id}:${i}`;
  const { current, previous } = await store.hit(key(index), key(index - 1), windowMs * 2);
  return {
    allowed: previous * (1 - elapsed) + current <= rule.limit,
    retryAfter: Math.max(1, Math.ceil(((index + 1) * windowMs - now) / 1000)),
  };
}

/** Runs the checks in order; the first refused one wins. Fails open when the store is down. */
export async function firstRefusal(
  deps: Pick<AppDeps, 'logger'>,
  store: RateLimitStore,
  checks: [string, string, RateLimitRule][],
): Promise<LimitResult | null> {
  try {
    for (const [bucket, id, rule] of checks) {
      const result = await checkLimit(store, bucket, id, rule);
      if (!result.allowed) return result;
    }
  } catch (err) {
    // A broken limiter store must not lock everyone out: fail open and say so.
    deps.logger.warn({ err }, 'Rate limiting skipped: store unavailable');
  }
  return null;
}

/**
 * A sliding-window limit outside the auth API (GraphQL requests, mail-sending mutations). Not
 * async itself: it hands back firstRefusal's promise rather than wrapping it in another (every
 * GraphQL request runs it).
 */
export function isOverLimit(
  deps: Pick<AppDeps, 'logger'>,
  store: RateLimitStore,
  bucket: string,
  id: string,
  rule: RateLimitRule,
): Promise<LimitResult | null> {
  return firstRefusal(deps, store, [[bucket, id, rule]]);
}
