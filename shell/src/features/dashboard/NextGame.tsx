import { Link } from 'react-router';
import { gql, useQuery } from 'urql';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import type { NextGameQuery, NextGameQueryVariables } from '../../generated/graphql';

/**
 * `line` reads 'Sun Dec 6 · Broncos at Chiefs · tickets sent', written by the server from the
 * domain rule.
 */
export type NextGameFields = NonNullable<NextGameQuery['myNextGame']>;

export const NextGameDocument = gql<NextGameQuery, NextGameQueryVariables>`
  query NextGame {
    myNextGame {
      gameId
      teamId
      teamName
      opponent
      gameDate
      status
      line
    }
  }
`;

/** The member's next game; the dashboard waits for it with its other parts (DashboardPage). */
export function useNextGame() {
  return useQuery({
    query: NextGameDocument,
    requestPolicy: 'cache-and-network',
    context: SCREEN_HANDLES_ERRORS,
  });
}

/**
 * The member's next game with where its tickets stand, linking to its team. Nothing shows while
 * loading, when they hold no upcoming game, or when it cannot be loaded (the rest of the
 * dashboard says so for itself).
 */
export function NextGame({ next }: { next: NextGameFields | null | undefined }) {
  if (!next) return null;
  return (
    <p className="shell-dashboard__next">
      <span className="shell-dashboard__next-label">Your next game: </span>
      <Link to={`/app/teams/${next.teamId}`}>{next.line}</Link>
    </p>
  );
}
