import { personName } from '../membership/membership.js';
import { myTeams } from '../teams/teams.service.js';
import { listActivity } from './activity.repository.js';
/** The most a feed read returns, whatever the caller asks for. */
export const ACTIVITY_LIMIT_MAX = 100;
/**
 * Newest first, at most `limit`, of the caller's teams (only `teamIds` of them when given).
 * Each entry names its actor by the one naming rule, so the feed never shows an e-mail address.
 */
export async function recentActivity(db, caller, teamIds, limit) {
    const mine = (await myTeams(db, caller)).map((t) => t.id);
    const wanted = teamIds ? mine.filter((id) => teamIds.includes(id)) : mine;
    const rows = await listActivity(db, wanted, Math.max(0, Math.min(limit, ACTIVITY_LIMIT_MAX)));
    return rows.map(({ actor, ...entry }) => ({
        ...entry,
        actorName: actor ? personName(actor) : null,
    }));
}
//# sourceMappingURL=activity.service.js.map