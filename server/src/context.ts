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

/** The signed-in user of a request. The accounts issue fills this from the access token. */
export interface SessionUser {
  id: string;
}

/** The context every GraphQL resolver receives. */
export interface GraphQLContext {
  db: Database;
  logger: Logger;
  request: Request;
  /** Null until authentication is wired in, and for signed-out callers afterwards. */
  user: SessionUser | null;
}
