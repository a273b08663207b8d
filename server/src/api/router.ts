import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import { routeNotFound } from '../http/errors.js';
import { gamesRealV2Handler } from '../modules/leagues/games-real.route.js';
import { createScheduleProvider } from '../modules/leagues/schedule-provider.js';
import { createDraftsRouter } from './drafts.route.js';
import { appFunctionHandler } from './invites.route.js';
import { registerPaymentRoutes } from './payments.route.js';
import {
  createProductEventsAdminRouter,
  createProductEventsRouter,
} from '../modules/analytics/analytics.routes.js';

/** Routes of the product REST endpoints (invites, drafts, payments, games). */
export function createApiRouter(deps: AppDeps): Hono {
  const router = new Hono();
  router.get(
    '/games-real-v2',
    gamesRealV2Handler(createScheduleProvider(deps.config.scheduleProvider)),
  );
  router.post('/app', appFunctionHandler(deps));
  router.route('/drafts', createDraftsRouter(deps));
  registerPaymentRoutes(router, deps);
  router.route('/events', createProductEventsRouter(deps));
  router.route('/admin/events', createProductEventsAdminRouter(deps));
  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
