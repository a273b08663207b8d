import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { games } from '../../db/schema/games.js';
import type { Logger } from '../../logger.js';
import type { Realtime } from '../../realtime/realtime.js';
import { teamMemberNames } from '../membership/membership.js';
import { publishChatChange } from './chat.publish.js';
import * as repo from './chat.repository.js';

/**
 * What the product says in a team's chat. Money moves `fromUserId` -> `toUserId` for a settled
 * payment; for a request, `fromUserId` asks and `toUserId` is asked to pay.
 */
export type ChatSystemEvent =
  | { kind: 'draft_started'; draftId: string }
  | { kind: 'draft_completed'; draftId: string }
  | { kind: 'member_joined'; userId: string }
  | { kind: 'member_removed'; userId: string; byUserId: string; games: GamesMoved }
  | { kind: 'member_left'; userId: string; games: GamesMoved }
  | { kind: 'team_handed_over'; fromUserId: string; toUserId: string }
  | { kind: 'swap_proposed'; swapId: string; fromUserId: string; toUserId: string | null }
  | { kind: 'swap_completed'; swapId: string; fromUserId: string; toUserId: string }
  | { kind: 'game_up_for_grabs'; gameId: string; userId: string }
  | { kind: 'game_taken'; gameId: string; fromUserId: string; toUserId: string }
  | {
      kind: 'payment_requested';
      paymentId: string;
      fromUserId: string;
      toUserId: string;
      amountCents: number;
    }
  | {
      kind: 'payment_settled';
      paymentId: string;
      fromUserId: string;
      toUserId: string;
      amountCents: number;
    };

/** The upcoming games of a member who left: offered to the team, or back with the owner. */
export interface GamesMoved {
  count: number;
  upForGrabs: boolean;
}

/** A database (or the caller's transaction) with the live fan-out and a logger. */
export interface ChatSystemDeps {
  db: Database;
  realtime?: Realtime;
  logger?: Logger;
}

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function userIdsOf(event: ChatSystemEvent): string[] {
  switch (event.kind) {
    case 'draft_started':
    case 'draft_completed':
      return [];
    case 'member_joined':
    case 'member_left':
    case 'game_up_for_grabs':
      return [event.userId];
    case 'member_removed':
      return [event.userId, event.byUserId];
    case 'swap_proposed':
      return event.toUserId ? [event.fromUserId, event.toUserId] : [event.fromUserId];
    default:
      return [event.fromUserId, event.toUserId];
  }
}

/** "the Sep 7 game against Dallas Cowboys", the date in the venue's zone. */
async function gameLabel(db: Database, gameId: string): Promise<string> {
  const [game] = await db
    .select({ opponent: games.opponent, gameDate: games.gameDate, tz: games.kickoffTz })
    .from(games)
    .where(eq(games.id, gameId))
    .limit(1);
  if (!game) return 'a game';
  let day: string;
  try {
    day = game.gameDate.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: game.tz ?? 'UTC',
    });
  } catch {
    day = game.gameDate.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  }
  return `the ${day} game against ${game.opponent}`;
}

// What became of the games of a member who left or was removed.
function gamesText({ count, upForGrabs }: GamesMoved): string {
  if (count === 0) return '';
  const their = count === 1 ? 'Their upcoming game' : `Their ${count} upcoming games`;
  const verb = count === 1 ? 'is' : 'are';
  return upForGrabs ? ` ${their} ${verb} up for grabs.` : ` ${their} went back to the owner.`;
}

/** The message text, from the team's names for the people involved. */
export async function systemText(
  db: Database,
  teamId: string,
  event: ChatSystemEvent,
): Promise<string> {
  const names = await teamMemberNames(db, teamId, userIdsOf(event));
  const name = (id: string) => names.get(id) ?? 'A former member';
  switch (event.kind) {
    case 'draft_started':
      return 'The draft has started.';
    case 'draft_completed':
      return 'The draft is complete. Every drafted game now has its holder.';
    case 'member_joined':
      return `${name(event.userId)} joined the team.`;
    case 'member_removed':
      return `${name(event.byUserId)} removed ${name(event.userId)} from the team.${gamesText(event.games)}`;
    case 'member_left':
      return `${name(event.userId)} left the team.${gamesText(event.games)}`;
    case 'team_handed_over':
      return `${name(event.fromUserId)} handed the team over to ${name(event.toUserId)}.`;
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

function resolveDeps(deps: AppDeps | ChatSystemDeps): ChatSystemDeps {
  if ('config' in deps) return { db: deps.db, realtime: deps.realtime, logger: deps.logger };
  return deps;
}

/**
 * Posts a system message in the team's chat (text rendered here from names) and publishes it
 * live. Given a transaction, the message commits (or rolls back) with the caller's change; it
 * runs in a savepoint of its own, so a failure here never spoils the caller's transaction, and
 * is only logged: the product speaking in the chat is never worth failing the caller's action.
 */
export async function postSystemMessage(
  deps: AppDeps | ChatSystemDeps,
  teamId: string,
  event: ChatSystemEvent,
): Promise<void> {
  const { db, realtime, logger } = resolveDeps(deps);
  try {
    const row = await db.transaction(async (tx) => {
      const body = await systemText(tx, teamId, event);
      const gameId = 'gameId' in event ? event.gameId : null;
      const row = await repo.insertMessage(tx, {
        teamId,
        kind: 'system',
        authorId: null,
        body,
        gameId,
        systemEvent: { ...event },
      });
      // Nobody needs telling that they joined: the newcomer has read their own welcome line.
      if (event.kind === 'member_joined') await repo.markRead(tx, teamId, event.userId, row.seq);
      return row;
    });
    if (realtime) await publishChatChange(db, realtime, 'posted', row);
  } catch (err) {
    logger?.warn({ err, teamId, event: event.kind }, 'chat system message failed');
  }
}
