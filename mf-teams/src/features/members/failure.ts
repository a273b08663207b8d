import type { CombinedError } from 'urql';

/** The server's message for a refused membership change (in its words), else `fallback`. */
export function failureOf(error: CombinedError, fallback: string): string {
  return error.graphQLErrors[0]?.message ?? fallback;
}
