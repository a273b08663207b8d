import type { AppDeps } from '../../context.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { createScheduleProvider, type ScheduleProvider } from '../leagues/schedule-provider.js';

/** What team operations need beyond the GraphQL context: mail, the client URL, schedules. */
export interface TeamsDeps {
  mailer: Mailer;
  clientUrl: string;
  scheduleProvider: ScheduleProvider;
  logger: Logger;
}

// Built once per app (the schedule provider loads league data), shared by every request.
const cache = new WeakMap<AppDeps, TeamsDeps>();

export function teamsDepsFrom(deps: AppDeps): TeamsDeps {
  let found = cache.get(deps);
  if (!found) {
    found = {
      mailer: deps.mailer,
      clientUrl: deps.config.auth.clientUrl,
      scheduleProvider: createScheduleProvider(deps.config.scheduleProvider),
      logger: deps.logger.child({ component: 'teams' }),
    };
    cache.set(deps, found);
  }
  return found;
}
