import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/app.js';
import { securedResponse, securityHeaders } from './security-headers.js';

// securedResponse puts the security headers into a route's plain header record itself, so that
// the middleware need not set them one by one: an answer must carry the same headers either way.
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-length'));

describe('securedResponse', () => {
  const app = new Hono();
  app.use(securityHeaders(testConfig({ PUBLIC_URL: 'https://tiix.app' })));
  const json = { 'content-type': 'application/json', 'x-frame-options': 'DENY' };
  // One path of each kind: without a CSP (as /v1/graphql), data, remotes, pages.
  const paths = ['/dev/x', '/api/x', '/remotes/x', '/app'];
  for (const path of paths) {
    app.get(`${path}/set`, () => new Response('{}', { status: 200, headers: { ...json } }));
    app.get(`${path}/secured`, (c) => securedResponse(c, '{}', 200, { ...json }));
  }

  it('answers with the headers the middleware sets, keeping the route’s own', async () => {
    for (const path of paths) {
      const set = headersOf(await app.request(`${path}/set`));
      const secured = headersOf(await app.request(`${path}/secured`));
      expect(secured, path).toEqual(set);
      expect(secured['x-content-type-options'], path).toBe('nosniff');
      expect(secured['referrer-policy'], path).toBe('no-referrer');
      // The route's own value wins, as with the middleware.
      expect(secured['x-frame-options'], path).toBe('DENY');
    }
  });
});
