import type { CombinedError } from 'urql';

/** The server's message for a failed operation (its GraphQL error), else 'Unexpected error'. */
export { errorMessage, UNEXPECTED_ERROR } from '@tiix/shared-data';

/** True when the server refused because the team is on the free plan. */
export function isPlanLimit(error: CombinedError | undefined | null): boolean {
  return !!error?.graphQLErrors.some((e) => e.extensions?.code === 'PLAN_LIMIT');
}
