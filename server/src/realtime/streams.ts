import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DomainError } from '../errors/domain-error.js';
import type { Logger } from '../logger.js';

/** The kinds of live stream, one per route or subscription that holds a connection open. */
export const STREAM_KINDS = [
  'draft-events',
  'draft-subscription',
  'chat',
  'chat-unread',
  'notifications',
] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

/** Streams one user may hold open at once, all kinds and instances together (the default). */
export const DEFAULT_STREAMS_PER_USER = 10;
/**
 * A stream's claim in the shared count is refreshed this often and lapses after the TTL: an
 * instance that dies without releasing its streams frees its users' places within the TTL.
 */
export const STREAM_HEARTBEAT_MS = 15_000;
export const STREAM_LEASE_TTL_MS = 45_000;
/** A shared count that does not answer in this time lets the stream open (and is logged). */
const COUNT_TIMEOUT_MS = 2_000;

export const TOO_MANY_STREAMS =
  'Too many live connections are open for your account. Close the Tiix tabs you are not using and try again.';

/** Why the registry ended a stream; the stream tells its client before closing. */
export interface StreamEnd {
  reason: 'member-left' | 'shutdown';
  /** Whether reconnecting makes sense (to another instance on shutdown; never when removed). */
  reconnect: boolean;
}

/** One open stream's place in the count. */
export interface StreamLease {
  readonly kind: StreamKind;
  /** Aborted (reason: a `StreamEnd`) when the stream must end now. */
  readonly signal: AbortSignal;
  /** Gives the place back. Idempotent; every stream calls it when it ends. */
  release(): void;
}

export interface StreamOwner {
  userId: string;
  kind: StreamKind;
  /** The team whose data the stream carries; null for a user's own streams (notifications). */
  teamId: string | null;
}

/**
 * The live streams of one app on this instance, and each user's count of open streams across
 * every instance: in Redis when REDIS_URL is set (a sorted set of stream ids per user, scored by
 * expiry), else in memory (one instance). A stream past the cap is refused with RATE_LIMITED.
 */
export interface StreamRegistry {
  /** Claims a place for a stream about to open; throws DomainError RATE_LIMITED past the cap. */
  open(owner: StreamOwner): Promise<StreamLease>;
  /** Ends this instance's streams of the user that carry the team's data. */
  endLocal(teamId: string, userId: string): void;
  /** Ends every stream on this instance (shutdown): clients reconnect to another instance. */
  endAll(): void;
  /** Open streams on this instance, by kind. */
  counts(): Record<StreamKind, number>;
  readonly size: number;
  /** Stops the heartbeat and gives back every place still held. */
  close(): Promise<void>;
}

interface Entry extends StreamOwner {
  id: string;
  controller: AbortController;
}

/** Atomically: drop lapsed claims, refuse at the cap, else add this one. Redis time, so instances agree. */
const ACQUIRE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** Pushes the claim's expiry out (only if it is still there). */
const REFRESH_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

const userKey = (userId: string) => `tiix:streams:${userId}`;

type ScriptedRedis = Redis & {
  tiixStreamAcquire(key: string, limit: number, ttl: number, member: string): Promise<number>;
  tiixStreamRefresh(key: string, ttl: number, member: string): Promise<number>;
};

function scripted(redis: Redis): ScriptedRedis {
  const r = redis as ScriptedRedis;
  if (typeof r.tiixStreamAcquire !== 'function') {
    redis.defineCommand('tiixStreamAcquire', { numberOfKeys: 1, lua: ACQUIRE_LUA });
    redis.defineCommand('tiixStreamRefresh', { numberOfKeys: 1, lua: REFRESH_LUA });
  }
  return r;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createStreamRegistry(options: {
  maxPerUser?: number | undefined;
  /** The shared count's store; without it the count is this instance's. */
  redis?: Redis | undefined;
  logger: Logger;
  heartbeatMs?: number;
}): StreamRegistry {
  const max = options.maxPerUser ?? DEFAULT_STREAMS_PER_USER;
  const log = options.logger.child({ component: 'streams' });
  const redis = options.redis ? scripted(options.redis) : undefined;
  const open = new Map<string, Entry>();
  // Redis only counts claims; these are the ones this instance holds (refreshed by heartbeat).
  const claimed = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const localCount = (userId: string) => {
    let n = 0;
    for (const entry of open.values()) if (entry.userId === userId) n++;
    return n;
  };

  const claim = async (userId: string, id: string): Promise<boolean> => {
    if (!redis) return localCount(userId) < max;
    try {
      const ok = await withTimeout(
        redis.tiixStreamAcquire(userKey(userId), max, STREAM_LEASE_TTL_MS, id),
        COUNT_TIMEOUT_MS,
      );
      if (ok === 1) claimed.add(id);
      return ok === 1;
    } catch (err) {
      // As with the rate limits: an unreachable Redis lets streams open rather than refusing
      // everyone's live updates; this instance still holds its own users to the cap.
      log.warn({ err }, 'Stream count unavailable; counting this instance only');
      return localCount(userId) < max;
    }
  };

  const unclaim = (userId: string, id: string) => {
    if (!redis || !claimed.delete(id)) return;
    void redis.zrem(userKey(userId), id).catch(() => undefined);
  };

  const beat = () => {
    if (!redis || claimed.size === 0) return;
    const pipeline = redis.pipeline();
    for (const entry of open.values()) {
      if (claimed.has(entry.id)) {
        (pipeline as unknown as ScriptedRedis).tiixStreamRefresh(
          userKey(entry.userId),
          STREAM_LEASE_TTL_MS,
          entry.id,
        );
      }
    }
    void pipeline.exec().catch((err: unknown) => log.warn({ err }, 'Stream heartbeat failed'));
  };

  const end = (entry: Entry, how: StreamEnd) => {
    if (!entry.controller.signal.aborted) entry.controller.abort(how);
  };

  return {
    async open(owner) {
      const id = randomUUID();
      if (!(await claim(owner.userId, id))) {
        throw new DomainError('RATE_LIMITED', TOO_MANY_STREAMS, 'too_many_streams');
      }
      const entry: Entry = { ...owner, id, controller: new AbortController() };
      open.set(id, entry);
      if (redis && !timer) {
        timer = setInterval(beat, options.heartbeatMs ?? STREAM_HEARTBEAT_MS);
        timer.unref();
      }
      return {
        kind: owner.kind,
        signal: entry.controller.signal,
        release: () => {
          if (!open.delete(id)) return;
          unclaim(owner.userId, id);
          if (open.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
        },
      };
    },
    endLocal(teamId, userId) {
      for (const entry of [...open.values()]) {
        if (entry.teamId === teamId && entry.userId === userId) {
          end(entry, { reason: 'member-left', reconnect: false });
        }
      }
    },
    endAll() {
      for (const entry of [...open.values()]) end(entry, { reason: 'shutdown', reconnect: true });
    },
    counts() {
      const out = Object.fromEntries(STREAM_KINDS.map((k) => [k, 0])) as Record<StreamKind, number>;
      for (const entry of open.values()) out[entry.kind] += 1;
      return out;
    },
    get size() {
      return open.size;
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      if (redis && claimed.size > 0) {
        const pipeline = redis.pipeline();
        for (const entry of open.values()) {
          if (claimed.has(entry.id)) pipeline.zrem(userKey(entry.userId), entry.id);
        }
        claimed.clear();
        await withTimeout(pipeline.exec(), COUNT_TIMEOUT_MS).catch(() => undefined);
      }
    },
  };
}

/** The end a stream was told, or null while it may go on. */
export const streamEnd = (signal: AbortSignal): StreamEnd | null =>
  signal.aborted ? (signal.reason as StreamEnd) : null;

/** Resolves when the signal aborts (at once if it has). */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * A subscription's events until the lease is ended (then the subscription completes) or the
 * client goes away; either way the lease is released. `return()` releases it even when the
 * stream never started, so a client that leaves at once holds no place.
 */
export function leasedEvents<T>(
  lease: StreamLease,
  source: AsyncIterable<T>,
): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    lease.release();
    await iterator.return?.();
  };
  const ended = aborted(lease.signal).then(() => done);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (finished) return done;
      const result = await Promise.race([iterator.next(), ended]);
      if (result.done) await finish();
      return result;
    },
    async return() {
      await finish();
      return done;
    },
    async throw(err: unknown) {
      await finish();
      throw err;
    },
  };
}
