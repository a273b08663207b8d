import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';

// Probes hit these every few seconds; logging them at info would drown everything else.
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** One structured line per request: method, path, status, ms. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    };
    if (QUIET_PATHS.has(entry.path)) logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  };
}
