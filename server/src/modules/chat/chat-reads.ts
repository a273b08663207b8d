import type { PlanFields } from '@tiix/domain';
import type { Database } from '../../db/client.js';
import { gamesAsPlanShows, type ApiGame } from '../games/games.mapper.js';
import * as repo from './chat.repository.js';

/**
 * The game a message shares: only a standing message shares its game (a removed one shows
 * none). The one home of this rule, for a page of messages and for a message read alone.
 */
export function sharedGameId(message: {
  gameId: string | null;
  // A stored row or a live payload: only whether it was removed counts, not when.
  deletedAt: unknown;
}): string | null {
  return message.gameId && !message.deletedAt ? message.gameId : null;
}

/**
 * The games some messages of one team share (`sharedGameId`), by game id, as the team's plan
 * shows them (a free team's games carry no score), from games read among the team's own (a game
 * id never reaches another team's game: the reads find the team's games only).
 */
export function sharedGamesOf(
  team: PlanFields,
  teamGames: ApiGame[],
  messages: readonly { gameId: string | null; deletedAt: unknown }[],
): Map<string, ApiGame> {
  const shared = new Set(messages.map(sharedGameId));
  const shown = gamesAsPlanShows(
    team,
    teamGames.filter((game) => shared.has(game.id)),
  );
  return new Map(shown.map((game) => [game.id, game]));
}

/** The game one message shares, as `sharedGamesOf` shows it: for a message outside a page. */
export async function sharedGame(
  db: Database,
  teamId: string,
  message: { gameId: string | null; deletedAt: unknown },
): Promise<ApiGame | null> {
  const gameId = sharedGameId(message);
  const found = gameId ? await repo.findSharedGame(db, teamId, gameId) : null;
  return (found && sharedGamesOf(found, found.games, [message]).get(gameId!)) ?? null;
}

/**
 * A member's unread count in one team, for a live update already checked when its stream opened
 * (0 once they have left the team: the count reads their membership row).
 */
export async function unreadInTeam(db: Database, userId: string, teamId: string): Promise<number> {
  return (await repo.unreadCounts(db, userId, [teamId])).get(teamId) ?? 0;
}
