import { realtimeFor } from '../../realtime/realtime.js';
const cache = new WeakMap();
export function draftsDepsFrom(deps) {
    let found = cache.get(deps);
    if (!found) {
        found = {
            realtime: realtimeFor(deps),
            mailer: deps.mailer,
            logger: deps.logger.child({ component: 'drafts' }),
            clientUrl: deps.config.auth.clientUrl,
            deadlineListeners: new Set(),
            participantCache: new Map(),
        };
        cache.set(deps, found);
    }
    return found;
}
//# sourceMappingURL=drafts.deps.js.map