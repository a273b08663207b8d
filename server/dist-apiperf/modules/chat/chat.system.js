import { eq } from 'drizzle-orm';
import { games } from '../../db/schema/games.js';
import { realtimeFor } from '../../realtime/realtime.js';
import { teamMemberNames } from '../membership/membership.js';
import { publishChatChange } from './chat.publish.js';
import * as repo from './chat.repository.js';
const money = (cents) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
function userIdsOf(event) {
    switch (event.kind) {
        case 'draft_started':
        case 'draft_completed':
            return [];
        case 'member_joined':
        case 'game_up_for_grabs':
            return [event.userId];
        case 'swap_proposed':
            return event.toUserId ? [event.fromUserId, event.toUserId] : [event.fromUserId];
        default:
            return [event.fromUserId, event.toUserId];
    }
}
/** "the Sep 7 game against Dallas Cowboys", the date in the venue's zone. */
async function gameLabel(db, gameId) {
    const [game] = await db
        .select({ opponent: games.opponent, gameDate: games.gameDate, tz: games.kickoffTz })
        .from(games)
        .where(eq(games.id, gameId))
        .limit(1);
    if (!game)
        return 'a game';
    let day;
    try {
        day = game.gameDate.toLocaleDateString('en-US', {
            month: 'short',
            day: 'numeric',
            timeZone: game.tz ?? 'UTC',
        });
    }
    catch {
        day = game.gameDate.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
    }
    return `the ${day} game against ${game.opponent}`;
}
/** The message text, from the team's names for the people involved. */
export async function systemText(db, teamId, event) {
    const names = await teamMemberNames(db, teamId, userIdsOf(event));
    const name = (id) => names.get(id) ?? 'A former member';
    switch (event.kind) {
        case 'draft_started':
            return 'The draft has started.';
        case 'draft_completed':
            return 'The draft is complete. Every drafted game now has its holder.';
        case 'member_joined':
            return `${name(event.userId)} joined the team.`;
        case 'swap_proposed':
            return event.toUserId
                ? `${name(event.fromUserId)} proposed a game swap to ${name(event.toUserId)}.`
                : `${name(event.fromUserId)} proposed a game swap.`;
        case 'swap_completed':
            return `${name(event.fromUserId)} and ${name(event.toUserId)} swapped games.`;
        case 'game_up_for_grabs':
            return `${name(event.userId)} put ${await gameLabel(db, event.gameId)} up for grabs.`;
        case 'game_taken':
            return `${name(event.toUserId)} took ${await gameLabel(db, event.gameId)} from ${name(event.fromUserId)}.`;
        case 'payment_requested':
            return `${name(event.fromUserId)} requested ${money(event.amountCents)} from ${name(event.toUserId)}.`;
        case 'payment_settled':
            return `${name(event.fromUserId)} paid ${money(event.amountCents)} to ${name(event.toUserId)}.`;
    }
}
function resolveDeps(deps) {
    if ('config' in deps)
        return { db: deps.db, realtime: realtimeFor(deps), logger: deps.logger };
    return deps;
}
/**
 * Posts a system message in the team's chat (text rendered here from names) and publishes it
 * live. Given a transaction, the message commits (or rolls back) with the caller's change; it
 * runs in a savepoint of its own, so a failure here never spoils the caller's transaction, and
 * is only logged: the product speaking in the chat is never worth failing the caller's action.
 */
export async function postSystemMessage(deps, teamId, event) {
    const { db, realtime, logger } = resolveDeps(deps);
    try {
        const row = await db.transaction(async (tx) => {
            const body = await systemText(tx, teamId, event);
            const gameId = 'gameId' in event ? event.gameId : null;
            return repo.insertMessage(tx, {
                teamId,
                kind: 'system',
                authorId: null,
                body,
                gameId,
                systemEvent: { ...event },
            });
        });
        if (realtime)
            await publishChatChange(db, realtime, 'posted', row);
    }
    catch (err) {
        logger?.warn({ err, teamId, event: event.kind }, 'chat system message failed');
    }
}
//# sourceMappingURL=chat.system.js.map