import { buildSchema, execute, getOperationAST, GraphQLError } from 'graphql';
import { parse, subscribe, validate } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { SCHEMA_SDL } from '../generated/schema';

/**
 * The mock backend answers every GraphQL operation by running it on the server's own schema, over
 * resolvers that read and write sample data. The schema decides the shapes, types and
 * `__typename`s, so a mock cannot drift from the server; the resolvers hold no product rule.
 */
export const schema = buildSchema(SCHEMA_SDL);

export interface Context {
  request: Request;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- resolver arguments are whatever the operation sent, already checked against the schema's types
export type Args = Record<string, any>;
export type Resolvers = Record<string, (args: Args, context: Context) => unknown>;

/** A refusal, answered as the server's GraphQL error. */
export function refusal(message: string, code: string, reason?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(reason ? { reason } : {}) } });
}

/** A refusal of a REST endpoint, as the server's JSON error. */
export const failure = (status: number, error: string, message?: string) =>
  HttpResponse.json({ ok: false, error, message }, { status });

/** Listeners of a live feed; `stream` gives one subscriber its events (a subscription, a room). */
export class Feed<T> {
  readonly listeners = new Set<(event: T) => void>();

  publish(event: T) {
    for (const listener of this.listeners) listener(event);
  }

  /** The events for one subscriber: `pick` maps an event to its payload, or skips it (undefined). */
  stream(pick: (event: T) => unknown): AsyncIterableIterator<unknown> {
    const queue: unknown[] = [];
    let wake = () => {};
    let done = false;
    const listener = (event: T) => {
      const payload = pick(event);
      if (payload !== undefined) queue.push(payload);
      wake();
    };
    this.listeners.add(listener);
    const iterator: AsyncIterableIterator<unknown> = {
      [Symbol.asyncIterator]: () => iterator,
      next: async () => {
        while (!queue.length && !done) await new Promise<void>((resolve) => (wake = resolve));
        return done ? { value: undefined, done: true } : { value: queue.shift(), done: false };
      },
      return: async () => {
        done = true;
        this.listeners.delete(listener);
        wake();
        return { value: undefined, done: true };
      },
    };
    return iterator;
  }
}

/** The resolvers of every mock module, which each adds with `addResolvers`. */
const root: Resolvers = {};
export function addResolvers(resolvers: Resolvers) {
  Object.assign(root, resolvers);
}
export const resolvedFields = () => Object.keys(root);

const encoder = new TextEncoder();

/**
 * A server-sent events answer, one `data:` line per event: the draft room's stream (after an
 * opening comment) and GraphQL subscriptions (each event named `next`).
 */
export function eventStream(events: AsyncIterableIterator<unknown>, opening = '', name = '') {
  const frame = (event: unknown) =>
    encoder.encode(`${name && `event: ${name}\n`}data: ${JSON.stringify(event)}\n\n`);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (opening) controller.enqueue(encoder.encode(opening));
      void (async () => {
        for await (const event of events) controller.enqueue(frame(event));
      })();
    },
    async cancel() {
      await events.return?.();
    },
  });
  const headers = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
  // MSW types a GraphQL handler's answer as JSON; a subscription's answer is a stream.
  return new HttpResponse(stream, { headers }) as unknown as HttpResponse<never>;
}

/** One MSW handler for every GraphQL operation; subscriptions answer over server-sent events. */
export const graphqlHandler = graphql.operation(
  async ({ query, variables, operationName, request }) => {
    const document = parse(query);
    const errors = validate(schema, document);
    if (errors.length) return HttpResponse.json({ errors: errors.map((e) => e.toJSON()) });
    const args = {
      schema,
      document,
      rootValue: root,
      contextValue: { request } satisfies Context,
      variableValues: variables,
      operationName,
    };
    if (getOperationAST(document, operationName)?.operation !== 'subscription')
      return HttpResponse.json(JSON.parse(JSON.stringify(await execute(args))) as object);
    const events = await subscribe(args);
    return Symbol.asyncIterator in events
      ? eventStream(events, '', 'next')
      : HttpResponse.json(events);
  },
);
