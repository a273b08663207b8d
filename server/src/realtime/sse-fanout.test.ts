import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRealtime } from './realtime.js';
import { createSseFanout, type SseFanout, type SseOutgoing } from './sse-fanout.js';

declare module './realtime.js' {
  interface RealtimeChannels {
    'fanout-test': { n: number; text?: string };
  }
}

const decoder = new TextDecoder();

/** Reads what a stream has queued so far (the reads resolve at once while data is queued). */
async function readQueued(reader: ReadableStreamDefaultReader<Uint8Array>, chunks: number) {
  const out: string[] = [];
  for (let i = 0; i < chunks; i++) {
    const { value, done } = await reader.read();
    if (done) break;
    out.push(decoder.decode(value));
  }
  return out;
}

describe('createSseFanout', () => {
  it("serialises each event once and writes it to every stream of the event's id only", async () => {
    const realtime = createRealtime({ logger: createLogger('silent') });
    let serialised = 0;
    const fanout = createSseFanout(realtime, 'fanout-test', {
      serialize: (payload) => {
        serialised += 1;
        return JSON.stringify(payload);
      },
    });
    const closed: string[] = [];
    const a1 = fanout.open('a', { onClose: () => closed.push('a1') }).body!.getReader();
    const a2 = fanout.open('a', { onClose: () => closed.push('a2') }).body!.getReader();
    const b = fanout.open('b').body!.getReader();
    expect(fanout.size).toBe(3);
    realtime.publish('fanout-test', 'a', { n: 1, text: 'é' });
    expect(serialised).toBe(1);
    const expected = [': open\n\n', 'data: {"n":1,"text":"é"}\n\n'];
    expect(await readQueued(a1, 2)).toEqual(expected);
    expect(await readQueued(a2, 2)).toEqual(expected);
    expect(await readQueued(b, 1)).toEqual([': open\n\n']);

    // The last stream of an id gone: its listener goes too.
    await a1.cancel();
    await a2.cancel();
    expect(closed).toEqual(['a1', 'a2']);
    realtime.publish('fanout-test', 'a', { n: 2 });
    expect(serialised).toBe(1);
    expect(fanout.size).toBe(1);
    await b.cancel();
    expect(fanout.size).toBe(0);
    await realtime.close();
  });

  it('cuts a stream whose client stopped reading instead of queueing without end', async () => {
    const realtime = createRealtime({ logger: createLogger('silent') });
    const fanout = createSseFanout(realtime, 'fanout-test');
    let closed = 0;
    const response = fanout.open('slow', { onClose: () => (closed += 1) });
    const big = 'x'.repeat(256 * 1024);
    for (let n = 0; n < 6; n++) realtime.publish('fanout-test', 'slow', { n, text: big });
    expect(closed).toBe(1);
    expect(fanout.size).toBe(0);
    await expect(response.body!.getReader().read()).rejects.toThrow('stopped reading');
    await realtime.close();
  });
});

/** The fan-out behind a real Node server, its streams handed the Node response (`outgoing`). */
async function nodeServer(fanout: SseFanout, onClose: () => void) {
  const app = new Hono();
  let directWrites = 0;
  app.get('/events/:id', (c) => {
    const node = (c.env as { outgoing: SseOutgoing }).outgoing;
    // The same response, counting the writes the fan-out makes itself.
    const outgoing: SseOutgoing = {
      get headersSent() {
        return node.headersSent;
      },
      get writableLength() {
        return node.writableLength;
      },
      get destroyed() {
        return node.destroyed;
      },
      write: (chunk) => {
        directWrites += 1;
        return node.write(chunk);
      },
      destroy: (error) => node.destroy(error),
    };
    const response = fanout.open(c.req.param('id'), { onClose, outgoing });
    // Like the app's middlewares: headers set on the response after the route still go out.
    response.headers.set('x-after-route', 'kept');
    return response;
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    directWrites: () => directWrites,
    close: () =>
      new Promise<void>((resolve) => {
        (server as http.Server).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A plain client of one stream: its response and the text received so far. */
function client(port: number, id: string) {
  return new Promise<{ res: http.IncomingMessage; text: () => string; req: http.ClientRequest }>(
    (resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: `/events/${id}` }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', () => undefined);
        resolve({ res, text: () => text, req });
      });
      req.on('error', reject);
    },
  );
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('createSseFanout on the Node server', () => {
  it('writes events straight to the Node response, in order, with the head the app set', async () => {
    const realtime = createRealtime({ logger: createLogger('silent') });
    const fanout = createSseFanout(realtime, 'fanout-test');
    let closed = 0;
    const server = await nodeServer(fanout, () => (closed += 1));
    try {
      const a = await client(server.port, 'a');
      expect(a.res.headers['content-type']).toContain('text/event-stream');
      expect(a.res.headers['x-after-route']).toBe('kept');
      await waitFor(() => a.text() === ': open\n\n');
      // Published at once after the head (while the server may still be starting its reads) and
      // later: every event arrives once, in order.
      for (let n = 1; n <= 50; n++) realtime.publish('fanout-test', 'a', { n });
      await new Promise((r) => setTimeout(r, 20));
      for (let n = 51; n <= 100; n++) realtime.publish('fanout-test', 'a', { n });
      const expected =
        ': open\n\n' + Array.from({ length: 100 }, (_, i) => `data: {"n":${i + 1}}\n\n`).join('');
      await waitFor(() => a.text() === expected);
      // Once the server waits on the stream (here from the first event on), events skip it.
      expect(server.directWrites()).toBeGreaterThanOrEqual(50);

      // The client goes away: the stream closes once and its listener goes.
      a.req.destroy();
      await waitFor(() => closed === 1 && fanout.size === 0);
    } finally {
      await server.close();
      await realtime.close();
    }
  });

  it('cuts a stream whose client stopped reading', async () => {
    const realtime = createRealtime({ logger: createLogger('silent') });
    const fanout = createSseFanout(realtime, 'fanout-test');
    let closed = 0;
    const server = await nodeServer(fanout, () => (closed += 1));
    try {
      const slow = await client(server.port, 'slow');
      await waitFor(() => slow.text() === ': open\n\n');
      slow.res.pause();
      const big = 'x'.repeat(256 * 1024);
      // Far more than the socket buffers hold: what is left queues in the Node response.
      for (let n = 0; n < 200 && closed === 0; n++) {
        realtime.publish('fanout-test', 'slow', { n, text: big });
        await new Promise((r) => setImmediate(r));
      }
      await waitFor(() => closed === 1 && fanout.size === 0);
    } finally {
      await server.close();
      await realtime.close();
    }
  });
});
