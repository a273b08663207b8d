// Probes hit these every few seconds; logging them at info would drown everything else.
const QUIET_PATHS = new Set(['/healthz', '/readyz']);
// Page paths that carry a secret (the invite token opens the invite): logged without it.
const SECRET_PATHS = [[/^\/accept-invite\/[^/]+/, '/accept-invite/[redacted]']];
/** The path as logged: never the query (tickets, tokens), and secret path segments masked. */
export function loggedPath(path) {
    return SECRET_PATHS.reduce((logged, [pattern, mask]) => logged.replace(pattern, mask), path);
}
/** One structured line per request: method, path (see loggedPath), status, ms. */
export function requestLog(logger) {
    return async (c, next) => {
        const start = performance.now();
        await next();
        const entry = {
            method: c.req.method,
            path: loggedPath(c.req.path),
            status: c.res.status,
            ms: Math.round((performance.now() - start) * 10) / 10,
        };
        if (QUIET_PATHS.has(entry.path))
            logger.debug(entry, 'request');
        else
            logger.info(entry, 'request');
    };
}
//# sourceMappingURL=request-log.js.map