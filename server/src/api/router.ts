import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import { routeNotFound } from '../http/errors.js';

/** Routes of the product REST endpoints of spec section 7 (invites, drafts, payments, games). */
export function createApiRouter(_deps: AppDeps): Hono {
  const router = new Hono();
  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
