import { Hono, type Context } from 'hono';
import { resolveRequestAuth, type RequestAuth } from '../../auth/auth-context.js';
import { safeEqual } from '../../auth/crypto.js';
import { AuthError } from '../../auth/errors.js';
import {
  clientIp,
  createRateLimitStore,
  isOverLimit,
  socketAddress,
} from '../../auth/rate-limit.js';
import type { AppDeps } from '../../context.js';
import { DomainError } from '../../errors/domain-error.js';
import { withDomainErrors } from '../../http/errors.js';
import { apiError, routeNotFound } from '../../http/errors.js';
import { isLoopbackAddress } from '../../mail/dev-mailbox.routes.js';
import { dailyEventCounts, recordClientBatch } from './analytics.service.js';

/**
 * The caller of a beacon: a valid Bearer token names the user; no token, or one that no longer
 * verifies (a page closing with an expired token), is stored as signed out rather than lost.
 */
async function callerOf(deps: AppDeps, c: Context): Promise<RequestAuth | null> {
  try {
    return await resolveRequestAuth(deps, c.req.raw, { bearerOnly: true });
  } catch (err) {
    if (err instanceof AuthError) return null;
    throw err;
  }
}

/**
 * `POST /api/events`: a batch of the browser's product events, `{events: [...]}` (limits in
 * @tiix/domain's product-events.ts). 202 `{ok: true, accepted}`; 400 `invalid_events` with what is
 * wrong; 429 past PRODUCT_EVENTS_RATE_LIMIT_* per user, or per client address when signed out.
 * A plain endpoint rather than GraphQL so that `navigator.sendBeacon` can post to it.
 */
export function createProductEventsRouter(deps: AppDeps): Hono {
  const router = new Hono();
  const store = createRateLimitStore(deps);
  const { rateLimit } = deps.config.productEvents;
  router.post('/', (c) =>
    withDomainErrors(c, async () => {
      const auth = await callerOf(deps, c);
      const userId = auth?.userId ?? null;
      if (rateLimit.enabled) {
        const who = userId
          ? `user:${userId}`
          : `ip:${clientIp(c, deps.config.auth.trustProxyHops)}`;
        const refused = await isOverLimit(deps, store, 'productEvents', who, rateLimit);
        if (refused) {
          c.header('Retry-After', String(refused.retryAfter));
          throw new DomainError(
            'RATE_LIMITED',
            'Too many event batches; try again later',
            'rate_limited',
          );
        }
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new DomainError('BAD_USER_INPUT', 'The body must be JSON', 'invalid_events');
      }
      const { accepted } = await recordClientBatch(deps.db, { userId }, body);
      return c.json({ ok: true, accepted }, 202);
    }),
  );
  return router;
}

/**
 * The deployment owner's reads, guarded like /metrics: this machine (the socket's peer is a
 * loopback address; X-Forwarded-For is never believed) or `Authorization: Bearer <METRICS_TOKEN>`.
 * Anyone else gets 404 (401 for a wrong token), so the route is not advertised.
 */
export function createProductEventsAdminRouter(deps: AppDeps): Hono {
  const router = new Hono();
  router.use(async (c, next) => {
    const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const expected = deps.config.metricsToken;
    const allowed =
      (token !== undefined && expected !== undefined && safeEqual(token, expected)) ||
      (token === undefined && isLoopbackAddress(socketAddress(c)));
    if (allowed) return next();
    if (token === undefined) return routeNotFound(c);
    return apiError(c, 401, 'unauthorized', 'The metrics token is wrong');
  });
  // `GET /api/admin/events/daily?from=YYYY-MM-DD&to=YYYY-MM-DD`: counts per UTC day and name.
  router.get('/daily', (c) =>
    withDomainErrors(c, async () => {
      const counts = await dailyEventCounts(deps.db, {
        from: c.req.query('from'),
        to: c.req.query('to'),
      });
      return c.json({ ok: true, ...counts }, 200, { 'cache-control': 'no-store' });
    }),
  );
  return router;
}
