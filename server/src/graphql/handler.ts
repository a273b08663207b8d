import { createYoga } from 'graphql-yoga';
import type { AppDeps, GraphQLContext } from '../context.js';
import { buildSchema } from './schema.js';

export const GRAPHQL_PATH = '/v1/graphql';

/** GraphQL Yoga, answering Fetch API requests: mount with `yoga.fetch(c.req.raw, {})`. */
export function createGraphQLHandler({ config, db, logger }: AppDeps) {
  const log = logger.child({ component: 'graphql' });
  return createYoga<object, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    // GraphiQL on GET in development only; production answers GET with the normal protocol.
    graphiql: config.nodeEnv === 'development',
    landingPage: false,
    // Unexpected errors reach the client as "Unexpected error." with code INTERNAL_SERVER_ERROR;
    // in development the original message is attached under extensions.originalError.
    maskedErrors: { isDev: config.nodeEnv === 'development' },
    logging: {
      debug: (...args: unknown[]) => log.debug({ args }, 'yoga'),
      info: (...args: unknown[]) => log.info({ args }, 'yoga'),
      warn: (...args: unknown[]) => log.warn({ args }, 'yoga'),
      error: (...args: unknown[]) =>
        log.error({ err: args.find((a) => a instanceof Error), args }, 'GraphQL error'),
    },
    context: ({ request }): GraphQLContext => ({ db, logger: log, request, user: null }),
  });
}
