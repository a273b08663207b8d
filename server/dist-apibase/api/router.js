import { Hono } from 'hono';
import { routeNotFound } from '../http/errors.js';
import { gamesRealV2Handler } from '../modules/leagues/games-real.route.js';
import { createScheduleProvider } from '../modules/leagues/schedule-provider.js';
import { createDraftsRouter } from './drafts.route.js';
import { appFunctionHandler } from './invites.route.js';
import { registerPaymentRoutes } from './payments.route.js';
/** Routes of the product REST endpoints of spec section 7 (invites, drafts, payments, games). */
export function createApiRouter(deps) {
    const router = new Hono();
    router.get('/games-real-v2', gamesRealV2Handler(createScheduleProvider(deps.config.scheduleProvider)));
    router.post('/app', appFunctionHandler(deps));
    router.route('/drafts', createDraftsRouter(deps));
    registerPaymentRoutes(router, deps);
    // Routes are added above this line; the catch-all must stay last.
    router.all('*', routeNotFound);
    return router;
}
//# sourceMappingURL=router.js.map