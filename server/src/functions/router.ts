import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import { draftsEnsureHandler } from '../modules/drafts/drafts.rest.js';
import { routeNotFound } from '../http/errors.js';

/** Routes of the functions the client calls with functions.call(path, body), e.g. drafts-ensure. */
export function createFunctionsRouter(deps: AppDeps): Hono {
  const router = new Hono();
  router.post('/drafts-ensure', draftsEnsureHandler(deps));
  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
