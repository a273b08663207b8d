import { Hono } from 'hono';
import type { AppDeps } from '../context.js';
import { routeNotFound } from '../http/errors.js';

/** Routes of the auth contract (shared/reference/backend-contract.md sections 2-9): sign-in, sign-up, tokens, account management. */
export function createAuthRouter(_deps: AppDeps): Hono {
  const router = new Hono();
  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
