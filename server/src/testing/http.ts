import { createParser } from 'eventsource-parser';
import type { Hono } from 'hono';
import type { Caller } from './users.js';

// Requests to the app as the clients make them, and readers of what comes back.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per query and route; assertions check them
export type Loose = any;

/**
 * What Hono's node server hands a request as its environment: the socket, whose peer address
 * getConnInfo reads. In-process requests pass it as app.request's third argument.
 */
export const fromAddress = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } },
});

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request to the app (optionally from a socket address); returns status and body. */
export async function send<T = unknown>(
  app: Hono,
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    from?: string;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.request(
    path,
    {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    options.from ? fromAddress(options.from) : undefined,
  );
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (HTML, plain text): the raw text.
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** A REST call as `caller` (or signed out); returns status and parsed body. */
export async function rest(
  app: Hono,
  method: 'GET' | 'POST',
  path: string,
  caller: Caller | null,
  body?: unknown,
): Promise<{ status: number; body: Loose }> {
  const res = await send<Loose>(app, method, path, {
    body,
    ...(caller ? { token: caller.token } : {}),
  });
  return { status: res.status, body: res.body };
}

export interface GqlResult<T = Record<string, Loose>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

/** POSTs a GraphQL operation as `caller` (or signed out) and returns the parsed body. */
export async function gql<T = Record<string, Loose>>(
  app: Hono,
  caller: Caller | null,
  query: string,
  variables?: object,
): Promise<GqlResult<T>> {
  const res = await app.request('/v1/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResult<T>;
}

/**
 * Opens a GraphQL subscription as `caller` (or signed out) over server-sent events, as the
 * clients do; read the response with `sse`.
 */
export async function gqlSubscription(
  app: Hono,
  caller: Caller | null,
  query: string,
  variables: object,
): Promise<Response> {
  return app.request('/v1/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
}

/** The first error's code. */
export const errorCode = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.code;

/** The first error's code, reason and message, for compact assertions. */
export const errorOf = (res: GqlResult<unknown>) => ({
  code: res.errors?.[0]?.extensions?.code,
  reason: res.errors?.[0]?.extensions?.reason,
  message: res.errors?.[0]?.message,
});

/**
 * Reads the server-sent events of a response (a GraphQL subscription or a plain event stream),
 * keeping what it has read: each event's `data` as JSON (comment lines are skipped).
 */
export function sse(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Loose[] = [];
  const parser = createParser({
    onEvent: (message) => {
      if (message.data) events.push(JSON.parse(message.data) as Loose);
    },
  });
  return {
    events,
    /** Reads until `until(newEvents)` holds; returns the events read by this call. */
    async until(until: (events: Loose[]) => boolean, timeoutMs = 10_000): Promise<Loose[]> {
      const from = events.length;
      const deadline = Date.now() + timeoutMs;
      while (!until(events.slice(from))) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching event in time: ${JSON.stringify(events)}`);
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('SSE timeout')), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) break;
        parser.feed(decoder.decode(chunk.value, { stream: true }));
      }
      return events.slice(from);
    },
    cancel: () => reader.cancel(),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
