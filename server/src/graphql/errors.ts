import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { isDomainError, toGraphQLError } from '../errors/domain-error.js';

/**
 * Codes the UI switches on (`errors[].extensions.code`). Yoga itself adds GRAPHQL_PARSE_FAILED,
 * GRAPHQL_VALIDATION_FAILED and INTERNAL_SERVER_ERROR (for anything unexpected, message masked).
 */
export type AppErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';

/** An error meant for the client: its message and code reach the caller unmasked. */
export function appError(code: AppErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * Yoga's error masking with one exception: a service's DomainError is meant for the caller, so
 * its code and message go out as they are. Every Yoga instance (the server's and tests') uses it.
 */
export function maskErrorsExceptDomain(isDev: boolean) {
  return {
    isDev,
    maskError: (error: unknown, message: string, dev?: boolean) => {
      const original = error instanceof GraphQLError ? error.originalError : error;
      if (isDomainError(original)) {
        const mapped = toGraphQLError(original);
        return error instanceof GraphQLError
          ? new GraphQLError(mapped.message, {
              nodes: error.nodes,
              path: error.path,
              extensions: mapped.extensions,
            })
          : mapped;
      }
      return maskError(error, message, dev);
    },
  };
}
