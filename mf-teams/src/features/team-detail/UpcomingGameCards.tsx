import { useMemo } from 'react';
import { useQuery } from 'urql';
import { type TeamPlan } from '@tiix/shared-data';
import { type GameFieldsFragment, type TeamMemberFields } from '../../shared/teamOperations';
import { TeamGamesDocument } from '../games';
import { GameHolder } from '../draft-entry';
import { GameSwapActions } from '../swaps';
import { ShareToChatButton } from '../chat';
import { GameCard } from '../game-card';

interface UpcomingGameCardsProps {
  teamId: string;
  league: string;
  plan: TeamPlan;
  games: readonly GameFieldsFragment[];
  /** The team's members, to name who holds a drafted game. */
  members?: readonly TeamMemberFields[];
  /** The signed-in user, whose games read 'Yours'. */
  userId?: string | null;
}

/**
 * Team detail's next games with their score, stars, rationale and reasons. The team query carries the games
 * without scores, so the scored list is fetched once and joined by id; cards show without a score
 * until it arrives.
 */
export function UpcomingGameCards({
  teamId,
  league,
  plan,
  games,
  members = [],
  userId = null,
}: UpcomingGameCardsProps) {
  const [{ data }] = useQuery({ query: TeamGamesDocument, variables: { teamId } });
  const scored = useMemo(() => new Map((data?.teamGames ?? []).map((g) => [g.id, g])), [data]);
  return (
    <>
      {games.map((game) => {
        const s = scored.get(game.id);
        return (
          <GameCard
            key={game.id}
            game={game}
            league={league}
            score={s?.tiixRank}
            stars={s?.tiixStars}
            reasons={s?.tiixReasonTags}
            rationale={s?.tiixRationale}
            locked={plan !== 'unlimited'}
            actions={
              <>
                {game.assignedTo ? (
                  <>
                    <GameHolder assignedTo={game.assignedTo} members={members} userId={userId} />
                    <GameSwapActions teamId={teamId} plan={plan} userId={userId} game={game} />
                  </>
                ) : null}
                <ShareToChatButton teamId={teamId} gameId={game.id} />
              </>
            }
          />
        );
      })}
    </>
  );
}
