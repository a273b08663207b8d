import { createRateLimitStore } from './auth/rate-limit-store.js';
import type { AppBase, AppDeps } from './context.js';
import { createMetrics } from './http/metrics.js';
import { createChatDeps } from './modules/chat/chat.service.js';
import { createDraftsDeps } from './modules/drafts/drafts.deps.js';
import { createScheduleProvider } from './modules/leagues/schedule-provider.js';
import { registerReceiptRules } from './modules/payments/receipts.js';
import { createTeamsDeps } from './modules/teams/teams.deps.js';
import { createPaymentProvider } from './payments-provider/index.js';
import { createPresenceKeeper } from './realtime/presence.js';
import { createRealtime } from './realtime/realtime.js';
import { FileRules } from './storage/permissions.js';

/**
 * The composition root: builds, once per app and before the first request, every long-lived part
 * the server shares between requests, and hands them down as one typed `AppDeps`. Routers,
 * resolvers, services and jobs read what they need from it; nothing is found or built on demand
 * elsewhere (docs/architecture.md). `main.ts` calls it once per process, the test kit once per
 * test app, so two apps in one test process never share a hub, a counter or a registry.
 */
export function composeApp(base: AppBase): AppDeps {
  const { config, db, logger } = base;

  // One hub of live events: GraphQL subscriptions, the REST event streams, the jobs.
  const realtime = createRealtime({
    redisUrl: config.redisUrl,
    logger,
    maxStreamsPerUser: config.liveStreamsPerUser,
  });
  const presence = createPresenceKeeper(db);

  // The storage API's bucket rules, set here rather than by whoever builds a router: receipts
  // are readable by the request's team owner and frozen once attached.
  const fileRules = new FileRules();
  registerReceiptRules(fileRules);

  // Loads the league data: shared by team creation and the schedule endpoint.
  const scheduleProvider = createScheduleProvider(config.scheduleProvider);

  return {
    ...base,
    realtime,
    paymentProvider: createPaymentProvider(base),
    fileRules,
    scheduleProvider,
    memberLimits: createRateLimitStore(base),
    metrics: createMetrics({ ...base, realtime }),
    lifecycle: { draining: false },
    teams: createTeamsDeps(base, scheduleProvider),
    drafts: createDraftsDeps(base, realtime, presence),
    chat: createChatDeps(base, realtime),
  };
}
