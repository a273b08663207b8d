import { GraphQLError, type DocumentNode } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Handler } from 'hono';
import { resolveRequestAuth, type RequestAuth } from '../auth/auth-context.js';
import { AuthError } from '../auth/errors.js';
import { isDomainError } from '../errors/domain-error.js';
import type { AppDeps, GraphQLContext } from '../context.js';
import { createRateLimitStore } from '../auth/rate-limit.js';
import { isAllowedOrigin, securedResponse } from '../http/security-headers.js';
import { maskErrorsExceptDomain } from './errors.js';
import { RequestMemo } from './request-memo.js';
import { compiledQueries } from './jit.js';
import { armorPlugins, mailMutationLimit, noIntrospectionInProduction } from './limits.js';
import { buildSchema } from './schema.js';

export const GRAPHQL_PATH = '/v1/graphql';

export interface GraphQLHandlerOptions {
  /** Queries run compiled (./jit.ts); off, every operation runs on graphql-js (the reference). */
  compiled?: boolean;
}

/** GraphQL Yoga, answering Fetch API requests: mount with `graphqlRoute(yoga)`. */
export function createGraphQLHandler(deps: AppDeps, options: GraphQLHandlerOptions = {}) {
  const { config, db, logger } = deps;
  const log = logger.child({ component: 'graphql' });
  return createYoga<object, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    // The body limit of /v1/graphql is enforced before Yoga, for Content-Length and chunked
    // bodies alike (src/http/limits.ts, 1 MiB). Yoga's own (25 MB) would copy every request
    // into a new Request through a counting stream: a tenth of the server's work on a page read.
    maxRequestBodySize: false,
    // Parsed documents are kept by document text (Yoga's cache) and their validation results by
    // document (`validationByDocument`): the armor limits run once per distinct document, not
    // once per request.
    parserAndValidationCache: { validationCache: false },
    // GraphiQL on GET in development only; production answers GET with the normal protocol.
    graphiql: config.nodeEnv === 'development',
    landingPage: false,
    // Query limits, introspection off in production, and the per-user budget of mutations
    // that send e-mail (src/graphql/limits.ts). They look at the document only, so
    // subscriptions over SSE are limited like any operation and then stream as usual.
    plugins: [
      validationByDocument(),
      ...armorPlugins(config.nodeEnv),
      noIntrospectionInProduction(config.nodeEnv),
      mailMutationLimit(deps, createRateLimitStore(deps)),
      ...(options.compiled === false ? [] : [compiledQueries()]),
      // Operations counted and timed by name for /metrics.
      deps.metrics.graphql,
    ],
    // Only the configured origins may call with credentials (Yoga's default reflects any origin).
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && isAllowedOrigin(config, origin)
        ? { origin, credentials: true, maxAge: 86_400 }
        : false;
    },
    // Unexpected errors reach the client as "Unexpected error." with code INTERNAL_SERVER_ERROR;
    // in development the original message is attached under extensions.originalError.
    maskedErrors: maskErrorsExceptDomain(config.nodeEnv === 'development'),
    logging: {
      debug: (...args: unknown[]) => log.debug({ args }, 'yoga'),
      info: (...args: unknown[]) => log.info({ args }, 'yoga'),
      warn: (...args: unknown[]) => log.warn({ args }, 'yoga'),
      error: (...args: unknown[]) => {
        const err = args.find((a) => a instanceof Error);
        const original = err instanceof GraphQLError ? err.originalError : err;
        // A DomainError is a refusal the caller was told about (not a fault): no error-level log.
        if (isDomainError(original)) {
          log.info({ code: original.code, reason: original.reason }, original.message);
        } else log.error({ err, args }, 'GraphQL error');
      },
    },
    context: async ({ request }): Promise<GraphQLContext> => ({
      deps,
      db,
      logger: log,
      request,
      auth: await authenticate(deps, request),
      memo: new RequestMemo(),
    }),
  });
}

/**
 * Validation results kept by document object (Yoga's parse cache hands out one object per
 * document text). Yoga's own validation cache keys them by the names of the rules as well, which
 * it joins into one string for every request (some 30 rules); here the rules are the same for
 * every request (graphql-js's, the armor limits', the production introspection rule: all fixed
 * when the server starts), so the document alone decides the result.
 */
function validationByDocument(): Plugin {
  const results = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    onValidate({ params: { documentAST }, setResult }) {
      const known = results.get(documentAST);
      if (known) {
        setResult(known);
        return;
      }
      return ({ result }) => {
        results.set(documentAST, result as readonly GraphQLError[]);
      };
    },
  };
}

/**
 * The caller of a GraphQL request. A bad token, a wrong admin secret or a role outside the
 * allowed roles refuses the whole request (HTTP 401/403 with code UNAUTHENTICATED/FORBIDDEN)
 * rather than running it as `public`.
 */
async function authenticate(deps: AppDeps, request: Request): Promise<RequestAuth> {
  try {
    return await resolveRequestAuth(deps, request);
  } catch (err) {
    if (err instanceof AuthError) {
      const forbidden = err.status === 403;
      throw new GraphQLError(err.message, {
        extensions: {
          code: forbidden ? 'FORBIDDEN' : 'UNAUTHENTICATED',
          reason: err.code,
          http: { status: forbidden ? 403 : 401 },
        },
      });
    }
    throw err;
  }
}

// Answers Yoga buffers whole (one JSON document); anything else (SSE, multipart) streams.
const BUFFERED_TYPES = /^application\/(graphql-response\+)?json\b/;

/**
 * The /v1/graphql route: Yoga answers the app's request. A single-document answer goes back as
 * a string body with a plain header record, the security headers included (`securedResponse`),
 * rather than Yoga's own Response object, so the Node server writes it in one call instead of
 * draining a stream (with a timer per request while it waits for the stream to say it has
 * ended); subscriptions (SSE) still stream as Yoga produces them.
 *
 * `handleRequest` rather than `fetch`: fetch also races the answer against the request's
 * AbortSignal, which on the Node server means an AbortController and its listeners for every
 * request. Nothing stops a running operation either way (execution is not cancelled); a client
 * that has gone away just gets no answer written.
 */
export function graphqlRoute(yoga: YogaServerInstance<object, GraphQLContext>): Handler {
  return async (c) => {
    // No server context of our own (the GraphQL context reads the request only): Yoga then
    // starts from its plain one instead of copying a given one property by property, which
    // also left every request's context an object slow to extend.
    const response = await yoga.handleRequest(c.req.raw, undefined as never);
    if (!BUFFERED_TYPES.test(response.headers.get('content-type') ?? '')) return response;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return securedResponse(c, await response.text(), response.status, headers);
  };
}
