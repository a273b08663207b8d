// Finding 3: a 300 MB body to /v1/auth/signin/email-password was read into memory before a 400,
// the rate limiter read whole bodies before refusing, and GraphQL accepted 25 MB.
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../testing/db.js';
import { fromAddress, securityApp } from './helpers.js';

const testDb = setupTestDatabase();
const MiB = 1024 * 1024;

/** A body stream that counts how many bytes the server pulled from it (endless unless `total`). */
function countingBody(total = Number.POSITIVE_INFINITY, chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const bytes = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        state.pulled += bytes.length;
        controller.enqueue(bytes);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

const post = (
  app: ReturnType<typeof securityApp>['app'],
  path: string,
  body: ReadableStream<Uint8Array> | string,
  headers: Record<string, string> = {},
  from = '203.0.113.50',
) =>
  app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit,
    fromAddress(from),
  );

describe('request bodies', () => {
  it('are refused with 413 from the Content-Length alone, before anything is read', async () => {
    const { app } = securityApp(testDb.db);
    const { stream, state } = countingBody();
    const res = await post(app, '/v1/auth/signin/email-password', stream, {
      'content-length': String(300 * MiB),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413, error: 'payload-too-large' });
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('are cut off while streaming once past the limit (no Content-Length)', async () => {
    const { app } = securityApp(testDb.db);
    const { stream, state } = countingBody();
    const res = await post(app, '/v1/auth/signin/email-password', stream, {
      'transfer-encoding': 'chunked',
    });
    expect(res.status).toBe(413);
    // 64 KiB auth limit: the server stopped reading within a chunk or two of it.
    expect(state.pulled).toBeLessThan(MiB);
  });

  it('limit GraphQL to 1 MiB and the product REST API to 64 KiB', async () => {
    const { app } = securityApp(testDb.db);
    const big = JSON.stringify({ query: '{ leagues { id } }', pad: 'x'.repeat(2 * MiB) });
    expect((await post(app, '/v1/graphql', big)).status).toBe(413);
    const normal = await post(app, '/v1/graphql', JSON.stringify({ query: '{ leagues { id } }' }));
    expect(normal.status).toBe(200);
    const rest = JSON.stringify({ token: 'x'.repeat(100 * 1024) });
    expect((await post(app, '/api/app?path=invites/preview', rest)).status).toBe(413);
  });

  it('are not read by the rate limiter when it refuses by address', async () => {
    const { app } = securityApp(testDb.db, { AUTH_RATE_LIMIT_BRUTE_FORCE_BURST: '1' });
    const body = JSON.stringify({ email: 'a@example.com', password: 'wrong password' });
    await post(app, '/v1/auth/signin/email-password', body, {}, '198.51.100.77');
    const { stream, state } = countingBody(32 * 1024);
    const res = await post(
      app,
      '/v1/auth/signin/email-password',
      stream,
      { 'content-length': String(32 * 1024) },
      '198.51.100.77',
    );
    expect(res.status).toBe(429);
    expect(state.pulled).toBe(0);
  });
});
