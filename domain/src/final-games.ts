/** When a game is settled: the final-game rule, and when a game is over for swaps. */

/** What the final-game rule reads of a game. */
export interface FinalGameFields {
  status: string;
  finalScore?: string | null;
  homeScore?: number | null;
  awayScore?: number | null;
}

/**
 * A game is final once it has a result, whatever its status says: a final game can no longer be
 * ranked, drafted or swapped. The server's SQL repeats this rule where a query must filter by it
 * (its test checks both agree on the same cases).
 */
export function isFinalGame(game: FinalGameFields): boolean {
  return (
    game.status === 'final' ||
    game.finalScore != null ||
    (game.homeScore != null && game.awayScore != null)
  );
}

/** What the swap rule reads of a game: its status and its start (a Date or an ISO string). */
export interface GameOverFields {
  status: string;
  gameDate: Date | string;
}

/** A game is over for swaps once it is final or cancelled, or once it has started. */
export function isGameOver(game: GameOverFields, now: Date | number): boolean {
  const start =
    typeof game.gameDate === 'string' ? Date.parse(game.gameDate) : game.gameDate.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  return game.status === 'final' || game.status === 'cancelled' || start <= at;
}
