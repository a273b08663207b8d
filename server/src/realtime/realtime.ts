import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub, type PubSubEventTarget, type Repeater } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { AppDeps } from '../context.js';
import type { Logger } from '../logger.js';
import { createStreamRegistry, type StreamRegistry } from './streams.js';

/**
 * Channels of live events, by name: each module declares its own payload type by augmenting
 * this interface (`declare module '../../realtime/realtime.js'`). A channel carries events of
 * one id (a draft, a team chat), so subscribers only receive their own.
 *
 * Payloads travel as JSON between instances (Redis), so they hold plain values only: instants
 * as ISO strings, no class instances.
 */
export interface RealtimeChannels {
  /** Orders to every instance's stream registry (see `endMemberStreams`). */
  'stream-control': StreamControlPayload;
}

export interface StreamControlPayload {
  type: 'member-left';
  teamId: string;
  userId: string;
}

const CONTROL_ID = 'all';

export type ChannelName = Extract<keyof RealtimeChannels, string>;

type PubSubArgs = { [K in ChannelName]: [id: string, payload: RealtimeChannels[K]] };

/**
 * Live-update fan-out of one app: publish after a transaction commits, subscribe from a GraphQL
 * subscription. In memory on one instance; over Redis pub/sub when REDIS_URL is set, so every
 * instance's subscribers see every instance's events.
 */
export interface Realtime {
  /** Call only after the change is committed: a subscriber may read the database at once. */
  publish<K extends ChannelName>(channel: K, id: string, payload: RealtimeChannels[K]): void;
  /** Events of one id; ends when the consumer returns (the client disconnects). */
  subscribe<K extends ChannelName>(channel: K, id: string): Repeater<RealtimeChannels[K]>;
  /**
   * Calls `listener` with each event of one id, synchronously as it arrives on this instance
   * (no iterator, no buffering): for a fan-out that serves many streams from one listener (see
   * sse-fanout.ts). Returns the function that stops listening.
   */
  listen<K extends ChannelName>(
    channel: K,
    id: string,
    listener: (payload: RealtimeChannels[K]) => void,
  ): () => void;
  readonly transport: 'memory' | 'redis';
  /**
   * The live streams of this app on this instance and each user's count of open streams
   * (shared through Redis when REDIS_URL is set). It obeys `stream-control` orders from every
   * instance.
   */
  readonly streams: StreamRegistry;
  /** Closes the Redis connections, if any. Idempotent. */
  close(): Promise<void>;
}

export function createRealtime(options: {
  redisUrl?: string | undefined;
  logger: Logger;
  /** Live streams one user may hold open at once (LIVE_STREAMS_PER_USER). */
  maxStreamsPerUser?: number | undefined;
}): Realtime {
  const log = options.logger.child({ component: 'realtime' });
  let clients: Redis[] = [];
  let eventTarget: PubSubEventTarget<PubSubArgs>;
  if (options.redisUrl) {
    // Pub/sub needs a connection of its own: a subscribed Redis connection cannot publish.
    const publishClient = new Redis(options.redisUrl, { lazyConnect: false });
    const subscribeClient = new Redis(options.redisUrl, { lazyConnect: false });
    clients = [publishClient, subscribeClient];
    for (const client of clients) client.on('error', (err) => log.error({ err }, 'Redis error'));
    eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  } else {
    eventTarget = new EventTarget() as PubSubEventTarget<PubSubArgs>;
  }
  // The pub/sub names an id's topic `${channel}:${id}`; `listen` below uses the same topics on
  // the same target, so both see every event (and over Redis, every instance's events).
  const pubsub: PubSub<PubSubArgs> = createPubSub<PubSubArgs>({ eventTarget });
  let closed = false;
  // The publishing connection also runs the stream count's commands (it never subscribes).
  const streams = createStreamRegistry({
    maxPerUser: options.maxStreamsPerUser,
    redis: clients[0],
    logger: options.logger,
  });
  const target = eventTarget as unknown as EventTarget;
  const onControl = (event: Event) => {
    const order = (event as unknown as { detail: StreamControlPayload }).detail;
    if (order.type === 'member-left') streams.endLocal(order.teamId, order.userId);
  };
  target.addEventListener(`stream-control:${CONTROL_ID}`, onControl);
  return {
    transport: options.redisUrl ? 'redis' : 'memory',
    streams,
    publish(channel, id, payload) {
      // After close (shutting down, streams ending): there is no one left to tell, and the Redis
      // client would reject the command outside any caller.
      if (closed) return;
      // Typed by the overloads above; the pub/sub's own tuple typing cannot follow the generic K.
      (pubsub.publish as (c: string, id: string, p: unknown) => void)(channel, id, payload);
    },
    subscribe(channel, id) {
      return (pubsub.subscribe as (c: string, id: string) => Repeater<never>)(channel, id);
    },
    listen(channel, id, listener) {
      const topic = `${channel}:${id}`;
      const onEvent = (event: { detail: unknown }) => listener(event.detail as never);
      // Topics are built from the channel and id at run time: the typed target cannot follow.
      const target = eventTarget as unknown as EventTarget;
      target.addEventListener(topic, onEvent as unknown as EventListener);
      return () => target.removeEventListener(topic, onEvent as unknown as EventListener);
    },
    async close() {
      if (closed) return;
      closed = true;
      target.removeEventListener(`stream-control:${CONTROL_ID}`, onControl);
      await streams.close();
      await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

/**
 * Ends every live stream of the user that carries the team's data, on every instance, at once:
 * for when they stop being a member (streams check membership only when they open). Streams on
 * this instance end before this returns; the others as the order reaches their instance. Each
 * ended stream tells its client not to reconnect (a reconnect is refused like any outsider's).
 */
export function endMemberStreams(
  deps: Pick<AppDeps, 'realtime'>,
  teamId: string,
  userId: string,
): void {
  const { realtime } = deps;
  realtime.streams.endLocal(teamId, userId);
  realtime.publish('stream-control', CONTROL_ID, { type: 'member-left', teamId, userId });
}
