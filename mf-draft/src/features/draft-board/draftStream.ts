import { createParser } from 'eventsource-parser';
import type { DraftEventFields } from './operations';

/** The draft room's live events: plain server-sent events, one JSON `DraftEvent` per `data:`. */
export const draftEventsPath = (draftId: string) =>
  `/api/drafts/${encodeURIComponent(draftId)}/events`;

/** The stream was refused or failed; `status` is the HTTP status when the server answered. */
export class DraftStreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface DraftStreamOptions {
  draftId: string;
  /** Sent as the bearer token. */
  accessToken: string | null | undefined;
  onEvent: (event: DraftEventFields) => void;
  signal: AbortSignal;
  /** Defaults to the page's origin (the server serves the API and the apps on one origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Reads the draft's events until the stream ends (resolves) or fails (rejects); aborting the
 * signal ends it quietly.
 *
 * Why `fetch` streaming rather than `EventSource`: EventSource cannot send the bearer header, so
 * it would need the token (or a stream ticket) in the URL. A token in a URL ends up in proxy and
 * access logs and browser history, and a ticket endpoint adds a second request per connect and
 * server state to sign, expire and check. `fetch` sends the same `Authorization` header as every
 * other call, gets a 401/404 status a page can act on, and EventSource's automatic reconnect is
 * not needed: the room reconnects itself and re-reads the draft after a drop (useDraftRoom).
 */
export async function readDraftEvents(options: DraftStreamOptions): Promise<void> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl ?? globalThis.location?.origin ?? '';
  const res = await doFetch(`${base}${draftEventsPath(options.draftId)}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    },
    cache: 'no-store',
    signal: options.signal,
  });
  if (!res.ok || !res.body) {
    throw new DraftStreamError(`The live stream was refused (${res.status})`, res.status);
  }
  const reader = res.body.getReader();
  const parser = sseParser(options.onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(value);
    }
  } catch (err) {
    if (options.signal.aborted) return;
    throw err;
  } finally {
    reader.releaseLock();
  }
}

/**
 * Hands on each server-sent event's `data` as a draft event (comments such as `: keepalive` and
 * other fields are skipped; a chunk may end mid-event).
 */
export function sseParser(onEvent: (event: DraftEventFields) => void) {
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: (message) => {
      if (message.data) onEvent(JSON.parse(message.data) as DraftEventFields);
    },
  });
  return {
    push(chunk: Uint8Array) {
      parser.feed(decoder.decode(chunk, { stream: true }));
    },
  };
}
