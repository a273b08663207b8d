import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.js';
import { setupTestDatabase } from '../testing/db.js';

// /v1/graphql on the Node server main.ts runs (not app.request): the request there is the Node
// adapter's lazy one, which the body limit must judge without building a Fetch Request, and the
// answer goes out as a string body.
const testDb = setupTestDatabase();
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  const app = createTestApp(testDb.db);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A raw POST: `chunks` are written one by one, so without a Content-Length it goes chunked. */
function post(headers: Record<string, string>, chunks: Buffer[]) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      // A connection per request: a refused body may be left unread on the one before.
      const options = { method: 'POST', headers, agent: false };
      const req = httpRequest(`${base}/v1/graphql`, options, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      // The server may answer and close before the whole body is sent.
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    },
  );
}

const json = { 'content-type': 'application/json' };
const query = (text: string) => Buffer.from(JSON.stringify({ query: text }));

describe('/v1/graphql on the Node server', () => {
  it('answers a query as one JSON body with its length and the security headers', async () => {
    const body = query('{ __typename }');
    const res = await post({ ...json, 'content-length': String(body.length) }, [body]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ data: { __typename: 'Query' } });
    expect(res.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('reads a chunked body under the limit', async () => {
    const body = query('{ __typename }');
    const res = await post(json, [body.subarray(0, 5), body.subarray(5)]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a declared body over 1 MiB with 413 before reading it', async () => {
    const res = await post({ ...json, 'content-length': String(1024 * 1024 + 1) }, []).catch(
      (err: unknown) => err,
    );
    // Answered (413) without waiting for a body that never comes.
    expect(res).toMatchObject({ status: 413 });
    expect(JSON.parse((res as { body: string }).body)).toMatchObject({
      error: 'payload-too-large',
    });
  });

  it('refuses a chunked body once past 1 MiB with 413', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const res = await post(json, [chunk, chunk, chunk, chunk, chunk]);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'payload-too-large' });
  });

  it('refuses a bad bearer token with 401 before running the operation', async () => {
    const body = query('{ __typename }');
    const res = await post(
      { ...json, authorization: 'Bearer not-a-token', 'content-length': String(body.length) },
      [body],
    );
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(res.body).not.toMatch(/"data":\{/);
  });
});
