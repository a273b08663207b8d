import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';

// Probes hit these every few seconds; logging them at info would drown everything else.
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

// Page paths that carry a secret (the invite token opens the invite): logged without it.
const SECRET_PATHS: [RegExp, string][] = [[/^\/accept-invite\/[^/]+/, '/accept-invite/[redacted]']];

/** The path as logged: never the query (tickets, tokens), and secret path segments masked. */
export function loggedPath(path: string): string {
  return SECRET_PATHS.reduce((logged, [pattern, mask]) => logged.replace(pattern, mask), path);
}

// A request slower than this is logged at info even when it succeeded.
export const SLOW_REQUEST_MS = 1000;

/**
 * One structured line per request: method, path (see loggedPath), status, ms. Failed (4xx, 5xx)
 * and slow requests are logged at info; fast successful ones at debug (LOG_LEVEL=debug shows
 * them), since writing a line for every page read was a noticeable part of serving it.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const status = c.res.status;
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const notable = status >= 400 || ms >= SLOW_REQUEST_MS;
    // A line nobody will see is not built (the path is parsed from the URL and masked).
    if (!notable && !logger.isLevelEnabled('debug')) return;
    const entry = { method: c.req.method, path: loggedPath(c.req.path), status, ms };
    if (notable && !QUIET_PATHS.has(entry.path)) logger.info(entry, 'request');
    else logger.debug(entry, 'request');
  };
}
