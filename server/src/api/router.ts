import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import { routeNotFound } from '../http/errors.js';
import { gamesRealV2Handler } from '../modules/leagues/games-real.route.js';
import { createDraftsRouter } from '../modules/drafts/drafts.rest.js';
import { appFunctionHandler } from '../modules/teams/invites.rest.js';
import { registerPaymentRoutes } from '../modules/payments/payments.rest.js';
import {
  createProductEventsAdminRouter,
  createProductEventsRouter,
} from '../modules/analytics/analytics.routes.js';

/** Routes of the product REST endpoints (invites, drafts, payments, games). */
export function createApiRouter(deps: AppDeps): Hono {
  const router = new Hono();
  router.get('/games-real-v2', gamesRealV2Handler(deps.scheduleProvider));
  router.post('/app', appFunctionHandler(deps));
  router.route('/drafts', createDraftsRouter(deps));
  registerPaymentRoutes(router, deps);
  router.route('/events', createProductEventsRouter(deps));
  router.route('/admin/events', createProductEventsAdminRouter(deps));
  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
