import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '../config.js';
import { apiError } from './errors.js';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Request body limits by path prefix, first match wins (values in docs/security.md). Auth and
 * product JSON bodies are small; GraphQL documents and variables get 1 MiB (the query limits in
 * src/graphql/limits.ts bound what a document may ask for); storage uploads have their own
 * limit, STORAGE_MAX_UPLOAD_BYTES.
 */
export function bodyLimits(config: Pick<Config, 'storageMaxUploadBytes'>): [string, number][] {
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

const tooLarge = (c: Context) =>
  apiError(c, 413, 'payload-too-large', 'The request body is too large');

/**
 * One body limit per request, chosen by path. A Content-Length above the limit is refused with
 * 413 before anything is read; a chunked body is counted while it streams and refused as soon
 * as it passes the limit. Runs before every other middleware (rate limits, routes), so nothing
 * reads an unlimited body.
 */
export function requestBodyLimit(config: Pick<Config, 'storageMaxUploadBytes'>): MiddlewareHandler {
  const limits = bodyLimits(config).map(
    ([prefix, maxSize]) => [prefix, maxSize, bodyLimit({ maxSize, onError: tooLarge })] as const,
  );
  // Not async: a request within its limit goes on to the next handler in the same turn.
  return (c, next) => {
    const path = c.req.path;
    const [, maxSize, counted] =
      limits.find(([prefix]) =>
        prefix.endsWith('/') ? path.startsWith(prefix) || `${path}/` === prefix : path === prefix,
      ) ?? limits.at(-1)!;
    // A declared length is judged from the headers alone, as hono's bodyLimit does, but without
    // asking for the request's body stream: on the Node server that would build a full Fetch
    // Request for every GraphQL read, where the route reads the body straight from the socket.
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return parseInt(declared, 10) > maxSize ? Promise.resolve(tooLarge(c)) : next();
    }
    return counted(c, next);
  };
}
