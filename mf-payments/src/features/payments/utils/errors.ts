import type { CombinedError } from 'urql';

/** Shown when the server gives no message of its own. */
export const UNEXPECTED_ERROR = 'Unexpected error';

/** The server's message for a failed operation (its GraphQL error), else 'Unexpected error'. */
export function errorMessage(error: CombinedError | undefined | null): string {
  return error?.graphQLErrors[0]?.message || UNEXPECTED_ERROR;
}

/** True when the server refused because the team is on the free plan. */
export function isPlanLimit(error: CombinedError | undefined | null): boolean {
  return !!error?.graphQLErrors.some((e) => e.extensions?.code === 'PLAN_LIMIT');
}
