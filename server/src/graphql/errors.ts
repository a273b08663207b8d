import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { isDomainError, type DomainError } from '../errors/domain-error.js';

/**
 * The GraphQL form of a DomainError, the one mapping from the domain's refusals to GraphQL
 * errors: its message and code (`errors[].extensions.code`, the code the UI switches on) reach
 * the client unmasked, with the finer `reason` when there is one. Yoga itself adds
 * GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED and INTERNAL_SERVER_ERROR (for anything
 * unexpected, message masked).
 */
export function toGraphQLError(err: DomainError): GraphQLError {
  return new GraphQLError(err.message, {
    extensions: { code: err.code, ...(err.reason ? { reason: err.reason } : {}) },
  });
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
