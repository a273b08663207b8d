import type { ChannelName, Realtime, RealtimeChannels } from './realtime.js';

/** A comment line this often keeps idle streams open through proxies and load balancers. */
export const SSE_KEEPALIVE_MS = 15_000;
/**
 * Bytes a stream may have queued for a client that does not read: past this the stream is cut
 * (the client reconnects and reads the state again) rather than holding memory for it.
 */
export const SSE_MAX_QUEUED_BYTES = 1024 * 1024;

const encoder = new TextEncoder();
const OPENED = encoder.encode(': open\n\n');
const KEEPALIVE = encoder.encode(': keepalive\n\n');

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Tells nginx-style proxies not to buffer the stream.
  'x-accel-buffering': 'no',
} as const;

type Stream = ReadableStreamDefaultController<Uint8Array>;

/**
 * Plain server-sent event streams of one realtime channel. Each id with open streams on this
 * instance has ONE realtime listener; each event is serialised once (`data: <json>`) and the same
 * bytes are queued on every stream of that id. Compared with a GraphQL subscription per stream
 * (which executes the selection and serialises the result for every subscriber), the cost of an
 * event no longer grows with the work per subscriber, only with the writes.
 */
export interface SseFanout {
  /**
   * A `text/event-stream` response of the id's events, from now on. `onClose` runs once when
   * the stream ends (the client went away, or it was cut for not reading).
   */
  open(id: string, options?: { onClose?: () => void }): Response;
  /** Streams open on this instance. */
  readonly size: number;
}

export function createSseFanout<K extends ChannelName>(
  realtime: Realtime,
  channel: K,
  options: {
    /** The event's bytes after `data: ` (the default is its JSON). */
    serialize?: (payload: RealtimeChannels[K]) => string;
    keepaliveMs?: number;
  } = {},
): SseFanout {
  const serialize = options.serialize ?? ((payload) => JSON.stringify(payload));
  const rooms = new Map<string, { streams: Set<Stream>; stop: () => void }>();
  const closers = new Map<Stream, () => void>();
  let keepalive: NodeJS.Timeout | null = null;

  /** Queues the bytes; a stream whose client stopped reading is cut instead. */
  const write = (stream: Stream, bytes: Uint8Array) => {
    if ((stream.desiredSize ?? 0) < -SSE_MAX_QUEUED_BYTES) {
      try {
        stream.error(new Error('The client stopped reading the event stream'));
      } catch {
        // already closed
      }
      closers.get(stream)?.();
      return;
    }
    try {
      stream.enqueue(bytes);
    } catch {
      // Closed between the check and the write: its cancel already cleaned up.
    }
  };

  const deliver = (id: string, payload: RealtimeChannels[K]) => {
    const room = rooms.get(id);
    if (!room) return;
    const bytes = encoder.encode(`data: ${serialize(payload)}\n\n`);
    for (const stream of room.streams) write(stream, bytes);
  };

  const startKeepalive = () => {
    if (keepalive) return;
    keepalive = setInterval(() => {
      for (const stream of closers.keys()) write(stream, KEEPALIVE);
    }, options.keepaliveMs ?? SSE_KEEPALIVE_MS);
    keepalive.unref();
  };

  return {
    get size() {
      return closers.size;
    },
    open(id, openOptions = {}) {
      let stream: Stream;
      const body = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            stream = controller;
            let room = rooms.get(id);
            if (!room) {
              const streams = new Set<Stream>();
              room = { streams, stop: realtime.listen(channel, id, (p) => deliver(id, p)) };
              rooms.set(id, room);
            }
            room.streams.add(controller);
            let closed = false;
            closers.set(controller, () => {
              if (closed) return;
              closed = true;
              closers.delete(controller);
              const current = rooms.get(id);
              current?.streams.delete(controller);
              if (current && current.streams.size === 0) {
                current.stop();
                rooms.delete(id);
              }
              if (closers.size === 0 && keepalive) {
                clearInterval(keepalive);
                keepalive = null;
              }
              openOptions.onClose?.();
            });
            startKeepalive();
            // Sends the headers now: the client knows the stream is live before any event.
            controller.enqueue(OPENED);
          },
          cancel() {
            closers.get(stream)?.();
          },
        },
        { highWaterMark: 0, size: (chunk) => chunk.byteLength },
      );
      return new Response(body, { status: 200, headers: SSE_HEADERS });
    },
  };
}
