import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import { routeNotFound } from '../http/errors.js';

/** Routes of the storage contract (backend-contract.md section 10): files and presigned URLs. */
export function createStorageRouter(_deps: AppDeps): Hono {
  const router = new Hono();
  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
