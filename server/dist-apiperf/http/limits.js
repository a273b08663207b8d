import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors.js';
const KiB = 1024;
const MiB = 1024 * KiB;
/**
 * Request body limits by path prefix, first match wins (values in docs/security.md). Auth and
 * product JSON bodies are small; GraphQL documents and variables get 1 MiB (the query limits in
 * src/graphql/limits.ts bound what a document may ask for); storage uploads have their own
 * limit, STORAGE_MAX_UPLOAD_BYTES.
 */
export function bodyLimits(config) {
    return [
        ['/v1/storage/', config.storageMaxUploadBytes],
        ['/v1/graphql', 1 * MiB],
        ['/v1/auth/', 64 * KiB],
        ['/v1/functions/', 256 * KiB],
        ['/api/', 64 * KiB],
        // Everything else (static files, the dev mailbox) has no reason to receive a body at all.
        ['/', 16 * KiB],
    ];
}
const tooLarge = (c) => apiError(c, 413, 'payload-too-large', 'The request body is too large');
/**
 * One body limit per request, chosen by path. A Content-Length above the limit is refused with
 * 413 before anything is read; a chunked body is counted while it streams and refused as soon
 * as it passes the limit. Runs before every other middleware (rate limits, routes), so nothing
 * reads an unlimited body.
 */
export function requestBodyLimit(config) {
    const limits = bodyLimits(config).map(([prefix, maxSize]) => [prefix, bodyLimit({ maxSize, onError: tooLarge })]);
    return async (c, next) => {
        const path = c.req.path;
        const match = limits.find(([prefix]) => prefix.endsWith('/') ? path.startsWith(prefix) || `${path}/` === prefix : path === prefix);
        return (match?.[1] ?? limits.at(-1)[1])(c, next);
    };
}
//# sourceMappingURL=limits.js.map