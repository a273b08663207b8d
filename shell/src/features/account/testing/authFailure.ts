import type { AuthResult } from '@tiix/shared-data';

/**
 * A refused auth-client call as the client reports it: the `message` the screen shows, and the
 * server's error (`status`, `error` code and its own message, the same text unless given).
 */
export function authFailure(
  message: string,
  status: number,
  error: string,
  serverMessage = message,
): AuthResult<never> {
  return { success: false, message, error: { status, error, message: serverMessage } };
}
