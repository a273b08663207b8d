import type { RequestAuth } from './auth/caller.js';
import type { RateLimitStore } from './auth/rate-limit-store.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { RequestMemo } from './graphql/request-memo.js';
import type { AppMetrics } from './http/metrics.js';
import type { Lifecycle } from './http/lifecycle.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { ChatDeps } from './modules/chat/chat.service.js';
import type { DraftsDeps } from './modules/drafts/drafts.deps.js';
import type { ScheduleProvider } from './modules/leagues/schedule-provider.js';
import type { TeamsDeps } from './modules/teams/teams.deps.js';
import type { PaymentProvider } from './payments-provider/provider.js';
import type { Realtime } from './realtime/realtime.js';
import type { FileRules } from './storage/permissions.js';

/** What the process brings: configuration, the open database, the logger and the mailer. */
export interface AppBase {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
}

/**
 * What every part of the app is built from, one per process (or per test): the process's parts
 * and everything the composition root (`composeApp` in composition.ts) builds from them once,
 * before the first request. Nothing is found or built on demand elsewhere.
 */
export interface AppDeps extends AppBase {
  /** Live events: GraphQL subscriptions, the REST event streams and the jobs share it. */
  readonly realtime: Realtime;
  /** Card payments (Stripe or the offline sandbox); null when none is configured. */
  readonly paymentProvider: PaymentProvider | null;
  /** Who besides an uploader may read a bucket's files, and which files are frozen. */
  readonly fileRules: FileRules;
  /** League schedules (the bundled data, or a live source when configured). */
  readonly scheduleProvider: ScheduleProvider;
  /** Counters of what one member sends another (swap offers, member e-mails). */
  readonly memberLimits: RateLimitStore;
  /** Prometheus registry and the request and GraphQL instruments (/metrics). */
  readonly metrics: AppMetrics;
  /** Whether the instance is stopping (/readyz answers 503 then). */
  readonly lifecycle: Lifecycle;
  /** What the teams, drafts and chat modules need beyond the database and the caller. */
  readonly teams: TeamsDeps;
  readonly drafts: DraftsDeps;
  readonly chat: ChatDeps;
}

/** The context every GraphQL resolver receives: one per request. */
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
  /** What the request's resolvers read once and share (graphql/request-memo.ts). */
  memo: RequestMemo;
}

/**
 * What the services of most modules take from a GraphQL request: the database, the caller and
 * the app's dependencies.
 */
export const serviceContext = (ctx: GraphQLContext) => ({
  db: ctx.db,
  auth: ctx.auth,
  deps: ctx.deps,
});
