import { describe, expect, it } from 'vitest';
import { DraftStreamError, readDraftEvents, sseParser } from './draftStream';
import type { DraftEventFields } from './operations';

const bytes = (text: string) => new TextEncoder().encode(text);
const event = (type: string, extra: object = {}) => ({ type, draftId: 'd1', ...extra });

describe('sseParser', () => {
  it('hands on each data line as JSON, across chunk and character boundaries, skipping comments', () => {
    const seen: DraftEventFields[] = [];
    const parser = sseParser((e) => seen.push(e));
    const first = `data: ${JSON.stringify(event('presence', { name: 'Zoë' }))}\n\n`;
    const all = bytes(
      `: open\n\n${first}: keepalive\n\ndata: ${JSON.stringify(event('pick_made'))}\n\n`,
    );
    // Split inside the multi-byte ë and inside the second event.
    const cut = bytes(`: open\n\ndata: {"type":"presence","draftId":"d1","name":"Zo`).length + 1;
    parser.push(all.slice(0, cut));
    expect(seen).toEqual([]);
    parser.push(all.slice(cut, all.length - 5));
    expect(seen).toEqual([event('presence', { name: 'Zoë' })]);
    parser.push(all.slice(all.length - 5));
    expect(seen.map((e) => e.type)).toEqual(['presence', 'pick_made']);
  });
});

describe('readDraftEvents', () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(bytes(chunk));
        controller.close();
      },
    });

  it('sends the bearer token to the draft events path and reads until the stream ends', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const seen: string[] = [];
    await readDraftEvents({
      draftId: 'd1',
      accessToken: 'token-1',
      baseUrl: 'http://app.test',
      signal: new AbortController().signal,
      onEvent: (e) => seen.push(e.type),
      fetch: async (url, init) => {
        calls.push({ url: String(url), init });
        return new Response(streamOf(': open\n\n', 'data: {"type":"presence"}\n\n'), {
          headers: { 'content-type': 'text/event-stream' },
        });
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://app.test/api/drafts/d1/events');
    expect(new Headers(calls[0]!.init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(seen).toEqual(['presence']);
  });

  it('rejects with the status when the server refuses the stream', async () => {
    const refused = readDraftEvents({
      draftId: 'd1',
      accessToken: null,
      baseUrl: 'http://app.test',
      signal: new AbortController().signal,
      onEvent: () => undefined,
      fetch: async () => Response.json({ ok: false, error: 'not_found' }, { status: 404 }),
    });
    await expect(refused).rejects.toBeInstanceOf(DraftStreamError);
    await expect(refused).rejects.toMatchObject({ status: 404 });
  });
});
