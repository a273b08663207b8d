import type { ChannelName, Realtime, RealtimeChannels } from './realtime.js';
import { streamEnd, type StreamEnd } from './streams.js';

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

/** After a shutdown, the client waits this long before reconnecting (to another instance). */
export const SSE_RECONNECT_MS = 1000;

/**
 * The last bytes of a stream the server ends: an event named `reconnect` (the server is
 * stopping; `retry:` says when to come back) or `ended` (the caller's access ended; a reconnect
 * is refused). Its data is empty, so clients that read every `data:` as an event skip it and
 * only see the stream end.
 */
export function sseFarewell(end: StreamEnd | null): Uint8Array {
  return encoder.encode(
    end?.reconnect === false
      ? 'event: ended\ndata:\n\n'
      : `retry: ${SSE_RECONNECT_MS}\nevent: reconnect\ndata:\n\n`,
  );
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Tells nginx-style proxies not to buffer the stream.
  'x-accel-buffering': 'no',
} as const;

/**
 * The Node response a stream is served on (`ServerResponse` of node:http, what @hono/node-server
 * passes as `c.env.outgoing`): once it has sent the stream's head, events are written to it
 * directly (see `open`).
 */
export interface SseOutgoing {
  readonly headersSent: boolean;
  readonly writableLength: number;
  readonly destroyed: boolean;
  write(chunk: Uint8Array): boolean;
  destroy(error?: Error): unknown;
}

type Stream = ReadableStreamDefaultController<Uint8Array>;

/** One open stream: its web stream, and the Node response once writes go there directly. */
interface Sink {
  controller: Stream;
  outgoing: SseOutgoing | undefined;
  /** Writes go to `outgoing` (every byte queued on the web stream before has been written). */
  direct: boolean;
  /** The Node server waits on a read of the web stream, which has nothing queued. */
  waiting: boolean;
}

/**
 * Plain server-sent event streams of one realtime channel. Each id with open streams on this
 * instance has ONE realtime listener; each event is serialised once (`data: <json>`) and the same
 * bytes are queued on every stream of that id. Compared with a GraphQL subscription per stream
 * (which executes the selection and serialises the result for every subscriber), the cost of an
 * event no longer grows with the work per subscriber, only with the writes.
 */
export interface SseFanout<K extends ChannelName = ChannelName> {
  /**
   * A `text/event-stream` response of the id's events, from now on. `onClose` runs once when
   * the stream ends (the client went away, or it was cut for not reading).
   *
   * With `outgoing` (served by the Node server), the response is still a web stream, so that the
   * head goes out like any other response's (the app's headers included), but once the server
   * has written the head and everything queued and waits for more, events are written to the
   * Node response directly: no queueing, read promise and copy per event and stream. The web
   * stream then only ends the response when the stream closes.
   */
  open(
    id: string,
    options?: {
      onClose?: () => void;
      outgoing?: SseOutgoing;
      /** Aborted: the stream says goodbye (see `sseFarewell`) and ends. */
      signal?: AbortSignal;
      /**
       * Called once the stream listens: an event it resolves to is written to this stream only
       * (e.g. the room as it is now).
       */
      greet?: () => Promise<RealtimeChannels[K] | null>;
    },
  ): Response;
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
): SseFanout<K> {
  const serialize = options.serialize ?? ((payload) => JSON.stringify(payload));
  const rooms = new Map<string, { streams: Set<Sink>; stop: () => void }>();
  const closers = new Map<Sink, () => void>();
  let keepalive: NodeJS.Timeout | null = null;

  /** Cuts a stream whose client stopped reading (it reconnects and reads the state again). */
  const cut = (sink: Sink) => {
    const error = new Error('The client stopped reading the event stream');
    try {
      sink.controller.error(error);
    } catch {
      // already closed
    }
    if (sink.direct) sink.outgoing?.destroy(error);
    closers.get(sink)?.();
  };

  /** Writes the bytes; a stream whose client stopped reading is cut instead. */
  const write = (sink: Sink, bytes: Uint8Array) => {
    const outgoing = sink.outgoing;
    if (!sink.direct && sink.waiting && outgoing?.headersSent) sink.direct = true;
    if (sink.direct) {
      if (outgoing!.destroyed) return; // its close handler cleans up
      if (outgoing!.writableLength > SSE_MAX_QUEUED_BYTES) return cut(sink);
      outgoing!.write(bytes);
      return;
    }
    if ((sink.controller.desiredSize ?? 0) < -SSE_MAX_QUEUED_BYTES) return cut(sink);
    try {
      sink.controller.enqueue(bytes);
      sink.waiting = false;
    } catch {
      // Closed between the check and the write: its cancel already cleaned up.
    }
  };

  const deliver = (id: string, payload: RealtimeChannels[K]) => {
    const room = rooms.get(id);
    if (!room) return;
    const bytes = encoder.encode(`data: ${serialize(payload)}\n\n`);
    for (const sink of room.streams) write(sink, bytes);
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
      const sink: Sink = {
        controller: undefined as unknown as Stream,
        outgoing: openOptions.outgoing,
        direct: false,
        waiting: false,
      };
      const body = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            sink.controller = controller;
            let room = rooms.get(id);
            if (!room) {
              const streams = new Set<Sink>();
              room = { streams, stop: realtime.listen(channel, id, (p) => deliver(id, p)) };
              rooms.set(id, room);
            }
            room.streams.add(sink);
            let closed = false;
            closers.set(sink, () => {
              if (closed) return;
              closed = true;
              closers.delete(sink);
              const current = rooms.get(id);
              current?.streams.delete(sink);
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
            const signal = openOptions.signal;
            if (signal) {
              const farewell = () => {
                if (closed) return;
                write(sink, sseFarewell(streamEnd(signal)));
                try {
                  controller.close();
                } catch {
                  // already closed
                }
                closers.get(sink)?.();
              };
              if (signal.aborted) farewell();
              else signal.addEventListener('abort', farewell, { once: true });
            }
            void openOptions.greet?.().then(
              (payload) => {
                if (payload && !closed) {
                  write(sink, encoder.encode(`data: ${serialize(payload)}\n\n`));
                }
              },
              () => undefined,
            );
          },
          // Called while a read waits on an empty queue: with the Node server, everything
          // enqueued before has been read, and written once the head is out (it writes what it
          // read before reading again).
          pull() {
            sink.waiting = true;
          },
          cancel() {
            closers.get(sink)?.();
          },
        },
        { highWaterMark: 0, size: (chunk) => chunk.byteLength },
      );
      return new Response(body, { status: 200, headers: SSE_HEADERS });
    },
  };
}
