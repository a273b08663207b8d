import { createParser } from 'eventsource-parser';
import type { Loose } from './fixtures.js';

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
