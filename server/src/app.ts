import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { createApiRouter } from './api/router.js';
import { createAuthRouter } from './auth/router.js';
import type { AppDeps } from './context.js';
import { createFunctionsRouter } from './functions/router.js';
import { createRateLimitStore } from './auth/rate-limit.js';
import { createGraphQLHandler, GRAPHQL_PATH, graphqlRoute } from './graphql/handler.js';
import { graphqlRateLimit } from './graphql/limits.js';
import { apiError, routeNotFound } from './http/errors.js';
import { remotesMap } from './http/remotes.js';
import { requestBodyLimit } from './http/limits.js';
import { createHealthRouter } from './http/lifecycle.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { registerStaticRoutes, shellIndex, wantsHtml } from './http/static.js';
import { createDevMailboxRouter } from './mail/dev-mailbox.routes.js';
import { createLogosRouter } from './modules/leagues/logos.router.js';
import { createCalendarRouter } from './modules/calendar/calendar.routes.js';
import { createNotificationsRouter } from './modules/notifications/notifications.routes.js';
import { createTestClockRouter } from './modules/handoff/handoff.routes.js';
import { createSandboxRouter } from './payments-provider/sandbox.routes.js';
import { createStorageRouter } from './storage/router.js';

/**
 * Everything the server answers, on one port, from the parts the composition root built
 * (`composeApp`, composition.ts). No listening here: main.ts serves it, and tests call
 * `app.request()` in-process.
 */
export function createApp(deps: AppDeps): Hono {
  const { config, logger } = deps;
  const app = new Hono();

  app.use(requestLog(logger));
  // Counted by the route pattern that answered (src/http/metrics.ts).
  app.use(deps.metrics.requests);
  // Before anything reads a body: a per-path size limit, 413 when exceeded (docs/security.md).
  app.use(requestBodyLimit(config));
  app.use(securityHeaders(config));

  // Gzip the apps' static files (scripts, styles, HTML). API responses are small, and
  // GraphQL subscriptions stream over SSE, which must not be buffered by compression.
  const compressStatic = compress();
  // Not async: an API request passes straight on (an async wrapper would add a promise and two
  // microtask turns to every request for nothing).
  app.use((c, next) => (/^\/(v1|api)\//.test(c.req.path) ? next() : compressStatic(c, next)));

  // Liveness, readiness (503 while stopping) and /metrics (loopback or METRICS_TOKEN).
  app.route('/', createHealthRouter(deps));

  const remotes = remotesMap(config);
  app.get('/remotes.json', (c) => c.json(remotes, 200, { 'Cache-Control': 'no-store' }));

  const yoga = createGraphQLHandler(deps);
  app.use(GRAPHQL_PATH, graphqlRateLimit(deps, createRateLimitStore(deps)));
  app.on(['GET', 'POST', 'OPTIONS'], GRAPHQL_PATH, graphqlRoute(yoga));

  app.route('/v1/auth', createAuthRouter(deps));
  app.route('/v1/storage', createStorageRouter(deps));
  app.route('/v1/functions', createFunctionsRouter(deps));
  app.route('/api', createApiRouter(deps));
  // Reached without signing in: a calendar app's feed, an e-mail's unsubscribe link.
  app.route('/v1/calendar', createCalendarRouter(deps));
  app.route('/v1/notifications', createNotificationsRouter(deps));
  app.route('/dev', createDevMailboxRouter(config));
  // Test-only job clock (404 unless TEST_CLOCK_ENABLED=true).
  app.route('/dev/clock', createTestClockRouter(deps));
  app.route('/logos', createLogosRouter());
  // The offline payment provider's hosted checkout and onboarding pages (404 with Stripe).
  app.route('/sandbox', createSandboxRouter(deps));

  registerStaticRoutes(app, config.staticRoot, {
    // The prerendered landing matches mf-landing's local build only.
    landingBase: config.remoteOverrides['mf-landing']
      ? undefined
      : (remotes['mf-landing'] ?? '').replace(/mf-manifest\.json$/, ''),
  });

  app.notFound((c) => (wantsHtml(c) ? shellIndex(c, config.staticRoot) : routeNotFound(c)));

  app.onError((err, c) => {
    // Thrown on purpose (e.g. by a validator): the status and message are meant for the caller.
    if (err instanceof HTTPException && err.status < 500) {
      return apiError(c, err.status, 'invalid-request', err.message || 'Invalid request');
    }
    logger.error({ err, method: c.req.method, path: c.req.path }, 'Unhandled error');
    return apiError(c, 500, 'internal-server-error', 'Something went wrong!');
  });

  return app;
}
