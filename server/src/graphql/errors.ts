import { GraphQLError } from 'graphql';

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
