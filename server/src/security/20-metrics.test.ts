// Finding 20: the server had no metrics an operator could scrape (requests, streams, the draft
// clock, the database pool, mail). /metrics now says them, to this machine or a token holder
// only: it names routes and operations, which are nobody else's business.
import { describe, expect, it } from 'vitest';
import { METRICS_PATH, MAX_OPERATION_NAMES } from '../http/metrics.js';
import { setupTestDatabase } from '../testing/db.js';
import { fromAddress, makeUser, securityApp, send } from './helpers.js';

const testDb = setupTestDatabase();
const TOKEN = 'metrics-token-0123456789abcdef';

const METRIC_NAMES = [
  'tiix_http_requests_total',
  'tiix_http_request_duration_seconds_bucket',
  'tiix_graphql_operations_total',
  'tiix_graphql_operation_duration_seconds_bucket',
  'tiix_live_streams_open',
  'tiix_draft_clock_lag_seconds',
  'tiix_mail_messages',
  'tiix_process_cpu_seconds_total',
];

describe('/metrics', () => {
  it('answers loopback clients in the Prometheus text format, by route pattern and operation', async () => {
    const { app } = securityApp(testDb.db);
    const user = await makeUser(testDb.db, 'metrics@example.com');
    await send(app, 'GET', '/api/drafts/00000000-0000-4000-8000-000000000000/events', {
      token: user.token,
    });
    await send(app, 'POST', '/v1/graphql', {
      token: user.token,
      body: { query: 'query MyTeamsForMetrics { __typename }' },
    });
    const res = await app.request(METRICS_PATH, {}, fromAddress('127.0.0.1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of METRIC_NAMES) expect(text, name).toContain(name);
    expect(text).toMatch(
      /tiix_http_requests_total\{method="GET",route="\/api\/drafts\/:id\/events"/,
    );
    // The matched pattern, never the raw path (ids would grow the metrics without bound).
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(
      /tiix_graphql_operations_total\{operation="MyTeamsForMetrics",type="query"\} 1/,
    );
    expect(text).toMatch(/tiix_live_streams_open\{kind="draft-events"\} 0/);
  });

  it('is hidden from other clients, whatever X-Forwarded-For says', async () => {
    const { app } = securityApp(testDb.db, { METRICS_TOKEN: TOKEN });
    const remote = await send(app, 'GET', METRICS_PATH, {
      from: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.status).toBe(404);
    expect(JSON.stringify(remote.body)).not.toContain('tiix_');
    // No socket at all (an unknown peer) is not loopback either.
    expect((await send(app, 'GET', METRICS_PATH)).status).toBe(404);
    const wrong = await send(app, 'GET', METRICS_PATH, {
      from: '203.0.113.9',
      token: 'metrics-token-wrong-0123456789',
    });
    expect(wrong.status).toBe(401);
  });

  it('answers any client with the bearer METRICS_TOKEN', async () => {
    const { app } = securityApp(testDb.db, { METRICS_TOKEN: TOKEN });
    const res = await send<string>(app, 'GET', METRICS_PATH, { from: '203.0.113.9', token: TOKEN });
    expect(res.status).toBe(200);
    expect(res.body).toContain('tiix_http_requests_total');
    // Without METRICS_TOKEN configured, no token opens it.
    const { app: closed } = securityApp(testDb.db);
    expect(
      (await send(closed, 'GET', METRICS_PATH, { from: '203.0.113.9', token: TOKEN })).status,
    ).toBe(401);
  });

  it('counts invented operation names under "other" past a bound', async () => {
    const { app } = securityApp(testDb.db, { GRAPHQL_RATE_LIMIT_BURST: '100000' });
    const user = await makeUser(testDb.db, 'names@example.com');
    for (let i = 0; i < MAX_OPERATION_NAMES + 20; i++) {
      await send(app, 'POST', '/v1/graphql', {
        token: user.token,
        body: { query: `query Invented${i} { __typename }` },
      });
    }
    const text = (await send<string>(app, 'GET', METRICS_PATH, { from: '127.0.0.1' })).body;
    const names = new Set(
      [...text.matchAll(/tiix_graphql_operations_total\{operation="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(names.size).toBeLessThanOrEqual(MAX_OPERATION_NAMES + 1);
    expect(names.has('other')).toBe(true);
  });
});
