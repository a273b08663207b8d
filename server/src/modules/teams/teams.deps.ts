import type { AppBase, AppDeps } from '../../context.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { ScheduleProvider } from '../leagues/schedule-provider.js';

/** What team operations need beyond the GraphQL context: mail, the client URL, schedules. */
export interface TeamsDeps {
  mailer: Mailer;
  clientUrl: string;
  scheduleProvider: ScheduleProvider;
  logger: Logger;
}

/** Built once per app by the composition root (the schedule provider loads league data). */
export function createTeamsDeps(base: AppBase, scheduleProvider: ScheduleProvider): TeamsDeps {
  return {
    mailer: base.mailer,
    clientUrl: base.config.auth.clientUrl,
    scheduleProvider,
    logger: base.logger.child({ component: 'teams' }),
  };
}

export const teamsDepsFrom = (deps: Pick<AppDeps, 'teams'>): TeamsDeps => deps.teams;
