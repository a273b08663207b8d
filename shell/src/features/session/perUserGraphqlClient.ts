import type { Client } from 'urql';
import { createGraphqlClient, type AuthClient } from '@tiix/shared-data';

/**
 * One urql client per signed-in user: a different user (or signing out) starts from an empty
 * cache, so nobody sees what the previous user's queries left behind.
 */
export class PerUserGraphqlClient {
  private userId: string | null | undefined;
  private client: Client | undefined;

  constructor(
    private readonly auth: AuthClient,
    private readonly create = () => createGraphqlClient({ auth }),
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
