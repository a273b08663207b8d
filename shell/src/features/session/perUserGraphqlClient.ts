import type { Client } from 'urql';
import { createGraphqlClient, type AuthClient } from '@tiix/shared-data';
import { notify } from '@tiix/shared-ui';

/**
 * A failed operation whose screen does not show the error itself: one error toast with the
 * server's message (or 'Unexpected error'). Keyed by the message, so that several operations
 * failing the same way at once (the server down) show one toast, not a stack of copies.
 */
export function toastUnhandledError(message: string): void {
  notify.error(message, { id: `graphql-error:${message}` });
}

/**
 * One urql client per signed-in user: a different user (or signing out) starts from an empty
 * cache, so nobody sees what the previous user's queries left behind.
 */
export class PerUserGraphqlClient {
  private userId: string | null | undefined;
  private client: Client | undefined;

  constructor(
    private readonly auth: AuthClient,
    private readonly create = () =>
      createGraphqlClient({ auth, onUnhandledError: toastUnhandledError }),
  ) {}

  /** The client for this user, made on first use. */
  forUser(userId: string | null): Client {
    if (!this.client || userId !== this.userId) {
      this.userId = userId;
      this.client = this.create();
    }
    return this.client;
  }

  /** The client for whoever is signed in now (the profile bootstrap uses it). */
  current(): Client {
    return this.forUser(this.auth.getUser()?.id ?? null);
  }
}
