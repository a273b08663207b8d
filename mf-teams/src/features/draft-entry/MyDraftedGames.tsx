import { Card } from '@tiix/shared-ui';
import { formatGameTime } from '@tiix/domain';
import { type GameFieldsFragment } from '../../shared/teamOperations';

/** After the draft: the games the draft gave the viewer, soonest first. */
export function MyDraftedGames({
  games,
  userId,
}: {
  games: readonly GameFieldsFragment[];
  userId: string | null;
}) {
  const mine = games
    .filter((g) => userId && g.assignedTo === userId)
    .sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate));
  if (mine.length === 0) return null;
  return (
    <Card as="section" title={`Your games (${mine.length})`} titleAs="h2">
      <ul className="tm-my-games" aria-label="Your games">
        {mine.map((game) => (
          <li key={game.id}>
            <strong>
              {game.isHome ? 'vs' : 'at'} {game.opponent}
            </strong>{' '}
            <time dateTime={game.gameDate}>{formatGameTime(game)}</time>
          </li>
        ))}
      </ul>
    </Card>
  );
}
