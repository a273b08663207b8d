import type { Database } from '../../db/client.js';
import { findTeamGame, type GameRecord } from '../games/games.repository.js';
import type { ChatMessagePayload } from './chat.events.js';
import * as repo from './chat.repository.js';

/**
 * The game a message shares, while the message stands and the game is still its team's: a
 * removed message shows no game, and a game id never reaches another team's game.
 */
export async function sharedGameOf(
  db: Database,
  message: Pick<ChatMessagePayload, 'gameId' | 'teamId' | 'deletedAt'>,
): Promise<GameRecord | null> {
  if (!message.gameId || message.deletedAt) return null;
  return findTeamGame(db, message.teamId, message.gameId);
}

/**
 * A member's unread count in one team, for a live update already checked when its stream opened
 * (0 once they have left the team: the count reads their membership row).
 */
export async function unreadInTeam(db: Database, userId: string, teamId: string): Promise<number> {
  return (await repo.unreadCounts(db, userId, [teamId])).get(teamId) ?? 0;
}
