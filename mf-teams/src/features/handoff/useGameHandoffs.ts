import { useMemo } from 'react';
import { useQuery } from 'urql';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { TeamTicketsDocument, type GameHandoffFieldsFragment } from './operations';

/**
 * The team's handoffs by game id, for a screen that lists games (season board, games page). A
 * failure leaves the map empty: the games still show, only without their ticket status.
 */
export function useGameHandoffs(
  teamId: string | null | undefined,
): Map<string, GameHandoffFieldsFragment> {
  const [{ data }] = useQuery({
    query: TeamTicketsDocument,
    variables: { teamId: teamId ?? '' },
    pause: !teamId,
    requestPolicy: 'cache-and-network',
    context: SCREEN_HANDLES_ERRORS,
  });
  return useMemo(() => new Map((data?.teamTickets.games ?? []).map((g) => [g.gameId, g])), [data]);
}
