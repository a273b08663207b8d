import { createScheduleProvider } from '../leagues/schedule-provider.js';
// Built once per app (the schedule provider loads league data), shared by every request.
const cache = new WeakMap();
export function teamsDepsFrom(deps) {
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
//# sourceMappingURL=teams.deps.js.map