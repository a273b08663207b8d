import { Link } from 'react-router';
import { isGameOver } from '@tiix/domain';
import type { GameStatus, TeamPlan } from '@tiix/shared-data';

/** Links a season board action to one game: the board opens the matching dialog. */
export const seasonPath = (teamId: string, action?: 'swap' | 'grab', gameId?: string) =>
  `/app/teams/${teamId}/season${action && gameId ? `?${action}=${encodeURIComponent(gameId)}` : ''}`;

/**
 * A game card's swap actions on an Unlimited team, for a game someone holds that has not started:
 * its holder may propose a swap or put it up for grabs; a teammate may propose a swap for it.
 */
export function GameSwapActions({
  teamId,
  plan,
  userId,
  game,
}: {
  teamId: string;
  plan: TeamPlan;
  userId: string | null;
  game: {
    id: string;
    opponent: string;
    assignedTo: string | null;
    status: GameStatus;
    gameDate: string;
  };
}) {
  const over = isGameOver(game, Date.now());
  if (plan !== 'unlimited' || !userId || !game.assignedTo || over) return null;
  const mine = game.assignedTo === userId;
  return (
    <span className="tm-swap-actions">
      <Link
        className="tm-swap-actions__link"
        to={seasonPath(teamId, 'swap', game.id)}
        aria-label={`Propose swap: ${game.opponent}`}
      >
        Propose swap
      </Link>
      {mine ? (
        <Link
          className="tm-swap-actions__link"
          to={seasonPath(teamId, 'grab', game.id)}
          aria-label={`Up for grabs: ${game.opponent}`}
        >
          Up for grabs
        </Link>
      ) : null}
    </span>
  );
}
