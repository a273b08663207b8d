import { sql } from 'drizzle-orm';
import { games } from '../../db/schema/games.js';

/** What the final-game rule reads of a game. */
export interface FinalFields {
  status: string;
  finalScore: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * A game is final once it has a result, whatever its status says: a final game can no longer be
 * ranked, drafted or swapped.
 */
export function isFinal(game: FinalFields): boolean {
  return (
    game.status === 'final' ||
    game.finalScore != null ||
    (game.homeScore != null && game.awayScore != null)
  );
}

/** The same rule as `isFinal`, as a SQL condition on the `games` table. */
export const isFinalSql = sql`(${games.status} = 'final' or ${games.finalScore} is not null or (${games.homeScore} is not null and ${games.awayScore} is not null))`;
