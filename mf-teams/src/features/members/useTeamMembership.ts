import { useQuery } from 'urql';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { TeamMembershipDocument, type TeamHandoverFieldsFragment } from './operations';

/**
 * The team's pending handover and, for the owner after a handover, whose payout account still
 * takes card payments. A failed read shows neither (the team page works without them).
 */
export function useTeamMembership(teamId: string): {
  pendingHandover: TeamHandoverFieldsFragment | null;
  payoutsHeldBy: string | null;
  refetch: () => void;
} {
  const [{ data }, reexecute] = useQuery({
    query: TeamMembershipDocument,
    variables: { id: teamId },
    pause: !teamId,
    context: SCREEN_HANDLES_ERRORS,
  });
  return {
    pendingHandover: data?.team?.pendingHandover ?? null,
    payoutsHeldBy: data?.team?.payoutsHeldBy ?? null,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
