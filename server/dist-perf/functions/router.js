import { Hono } from 'hono';
import { draftsEnsureHandler } from '../api/drafts.route.js';
import { routeNotFound } from '../http/errors.js';
/** Routes of the functions the client calls with functions.call(path, body), e.g. drafts-ensure. */
export function createFunctionsRouter(deps) {
    const router = new Hono();
    router.post('/drafts-ensure', draftsEnsureHandler(deps));
    // Routes are added above this line; the catch-all must stay last.
    router.all('*', routeNotFound);
    return router;
}
//# sourceMappingURL=router.js.map