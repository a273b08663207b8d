import type { Database } from '../../db/client.js';
import type { Game as GqlGame } from '../../generated/graphql.js';
import { teamSeesScore } from '../billing/plan.js';
import { toGqlGame } from '../games/games.mapper.js';
import { findTeamGames } from '../games/games.repository.js';
import * as repo from './chat.repository.js';

/**
 * The games some messages of one team share, by game id, as the team's plan shows them (a free
 * team's games carry no score): one read for a whole page. Only a standing message shares its
 * game (a removed one shows none), and a game id never reaches another team's game.
 */
export async function sharedGames(
  db: Database,
  teamId: string,
  // A stored row or a live payload: only whether it was removed counts, not when.
  messages: readonly { gameId: string | null; deletedAt: unknown }[],
): Promise<Map<string, GqlGame>> {
  const ids = [...new Set(messages.flatMap((m) => (m.gameId && !m.deletedAt ? [m.gameId] : [])))];
  const rows = await findTeamGames(db, teamId, ids);
  if (rows.length === 0) return new Map();
  const scoreVisible = await teamSeesScore(db, teamId);
  return new Map(rows.map((row) => [row.id, toGqlGame(row, scoreVisible)]));
}

/**
 * A member's unread count in one team, for a live update already checked when its stream opened
 * (0 once they have left the team: the count reads their membership row).
 */
export async function unreadInTeam(db: Database, userId: string, teamId: string): Promise<number> {
  return (await repo.unreadCounts(db, userId, [teamId])).get(teamId) ?? 0;
}
