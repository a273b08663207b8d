import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from '../context.js';
import { authErrorResponse, routeNotFound } from '../http/errors.js';
import { apiCors } from '../http/security-headers.js';
import { AuthError, fail } from './errors.js';
import { rateLimit, type RateLimitStore } from './rate-limit.js';
import { registerCoreRoutes } from './routes.js';
import { registerOAuthRoutes } from './oauth/routes.js';
import { registerSmsRoutes } from './sms/routes.js';
import { registerWebauthnRoutes } from './webauthn/routes.js';

/**
 * Routes of the auth API (docs/reference/auth-api-contract.md, sections 2-9): sign-in, sign-up,
 * tokens, account management.
 */
export function createAuthRouter(
  deps: AppDeps,
  options: { rateLimitStore?: RateLimitStore } = {},
): Hono {
  const router = new Hono();
  const conceal = deps.config.auth.concealErrors;

  router.onError((err, c) => {
    if (err instanceof AuthError) return authErrorResponse(c, err, conceal);
    if (err instanceof HTTPException && err.status < 500) {
      return authErrorResponse(c, fail('invalid-request', err.message || undefined), conceal);
    }
    deps.logger.error({ err, method: c.req.method, path: c.req.path }, 'Auth route failed');
    return authErrorResponse(c, fail('internal-server-error'));
  });

  // The upstream auth API reflects any origin with credentials; here only the configured origins are
  // answered (PUBLIC_URL, AUTH_CLIENT_URL, CORS_ORIGINS), with credentials and a day of max-age.
  router.use('*', apiCors(deps.config));
  router.use('*', rateLimit(deps, options.rateLimitStore));

  registerCoreRoutes(router, deps);
  registerWebauthnRoutes(router, deps);
  registerOAuthRoutes(router, deps);
  registerSmsRoutes(router, deps);

  // Routes are added above this line; the catch-all must stay last.
  router.all('*', routeNotFound);
  return router;
}
