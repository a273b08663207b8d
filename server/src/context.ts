import type { RequestAuth } from './auth/auth-context.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';

/** What every part of the app is built from: one per process (or per test). */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
}

/** The context every GraphQL resolver receives. */
export interface GraphQLContext {
  /** The app's dependencies (config, mailer, ...) for services that need more than the db. */
  deps: AppDeps;
  db: Database;
  logger: Logger;
  request: Request;
  /**
   * Who is calling (Bearer token, `x-hasura-role`, `x-hasura-admin-secret`); role `public` and
   * `userId: null` when signed out. Resolvers enforce permissions from this.
   */
  auth: RequestAuth;
}
