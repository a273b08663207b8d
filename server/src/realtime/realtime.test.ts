import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRealtime } from './realtime.js';

declare module './realtime.js' {
  interface RealtimeChannels {
    'realtime-test': { n: number; at: string };
  }
}

const logger = createLogger('silent');

async function firstEvents<T>(iterator: AsyncIterator<T>, count: number): Promise<T[]> {
  const out: T[] = [];
  while (out.length < count) {
    const next = await iterator.next();
    if (next.done) break;
    out.push(next.value);
  }
  return out;
}

describe('realtime', () => {
  it('delivers an id-scoped channel in memory, only to subscribers of that id', async () => {
    const realtime = createRealtime({ logger });
    expect(realtime.transport).toBe('memory');
    const mine = realtime.subscribe('realtime-test', 'a')[Symbol.asyncIterator]();
    const other = realtime.subscribe('realtime-test', 'b')[Symbol.asyncIterator]();
    const received = firstEvents(mine, 2);
    const otherGot: unknown[] = [];
    void other.next().then((v) => otherGot.push(v.value));
    // Subscriptions register on first pull; publish after that.
    await new Promise((r) => setTimeout(r, 10));
    realtime.publish('realtime-test', 'a', { n: 1, at: '2026-01-01T00:00:00.000Z' });
    realtime.publish('realtime-test', 'a', { n: 2, at: '2026-01-01T00:00:00.000Z' });
    expect((await received).map((e) => e.n)).toEqual([1, 2]);
    expect(otherGot).toEqual([]);
    await mine.return?.();
    await other.return?.();
    await realtime.close();
  });

  it.skipIf(!process.env.REDIS_URL)(
    'shares events between two instances over Redis (needs REDIS_URL)',
    async () => {
      const a = createRealtime({ redisUrl: process.env.REDIS_URL, logger });
      const b = createRealtime({ redisUrl: process.env.REDIS_URL, logger });
      expect(a.transport).toBe('redis');
      const id = `t-${Date.now()}`;
      const onB = b.subscribe('realtime-test', id)[Symbol.asyncIterator]();
      const received = firstEvents(onB, 1);
      // Let the Redis SUBSCRIBE reach the server before publishing.
      await new Promise((r) => setTimeout(r, 300));
      a.publish('realtime-test', id, { n: 7, at: '2026-01-01T00:00:00.000Z' });
      expect(await received).toEqual([{ n: 7, at: '2026-01-01T00:00:00.000Z' }]);
      await onB.return?.();
      await a.close();
      await b.close();
    },
  );
});
