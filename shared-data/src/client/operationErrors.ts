import { mapExchange, type CombinedError, type Exchange, type Operation } from 'urql';

/** Shown when a failed operation carries no message of its own. */
export const UNEXPECTED_ERROR = 'Unexpected error';

/**
 * Operation context for a screen that shows an operation's error itself (a form message, an
 * error state, its own toast): the client's catch-all error toast then stays silent for it. Pass
 * it as `useQuery({ ..., context: SCREEN_HANDLES_ERRORS })`, `execute(variables,
 * SCREEN_HANDLES_ERRORS)` or `client.query(doc, vars, SCREEN_HANDLES_ERRORS)`; one frozen object,
 * so `useQuery` sees the same context on every render.
 */
export const SCREEN_HANDLES_ERRORS: Readonly<{ handlesErrors: true }> = Object.freeze({
  handlesErrors: true,
});

/** True when the operation's screen said it shows the error itself. */
export function screenHandlesErrors(operation: Operation): boolean {
  return operation.context.handlesErrors === true;
}

/** The server's message for a failed operation (its first GraphQL error), else 'Unexpected error'. */
export function errorMessage(error: CombinedError | undefined | null): string {
  return error?.graphQLErrors[0]?.message || UNEXPECTED_ERROR;
}

/** Called once per failed operation that no screen handles, with the message to show. */
export type UnhandledErrorListener = (
  message: string,
  error: CombinedError,
  operation: Operation,
) => void;

/**
 * Reports each failed operation once, unless its screen handles the error or the access token
 * was refused (`skip`: the session layer refreshes or signs out, and says so itself). Placed
 * after the cache and before auth and fetch, it sees each network answer once, after the auth
 * exchange's retry with a fresh token.
 */
export function unhandledErrorExchange(
  onUnhandled: UnhandledErrorListener,
  skip: (error: CombinedError) => boolean = () => false,
): Exchange {
  return mapExchange({
    onError(error, operation) {
      if (screenHandlesErrors(operation) || skip(error)) return;
      onUnhandled(errorMessage(error), error, operation);
    },
  });
}
