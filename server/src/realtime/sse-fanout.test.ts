import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRealtime } from './realtime.js';
import { createSseFanout } from './sse-fanout.js';

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
