import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import {
  currentTeamChanged,
  selectCurrentTeamId,
  selectUserId,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useAuth,
  SCREEN_HANDLES_ERRORS,
  MyTeamsDocument,
  type TeamSummaryFieldsFragment,
} from '@tiix/shared-data';
import { restoredTeamId } from './currentTeam';

const NO_TEAMS: TeamSummaryFieldsFragment[] = [];

/**
 * Loads the signed-in user's teams and, once per sign-in, applies the restore rule to the
 * current team. Guests have no teams (the query is not sent). Returns the teams for the switcher.
 */
export function useTeamRestore(): {
  teams: TeamSummaryFieldsFragment[];
  currentTeamId: string | null;
} {
  const recordUserId = useAppSelector(selectUserId);
  // After a reload the persisted record says "auth" before the auth client has its token; a
  // query sent then would answer as a guest (no teams) and wrongly clear the current team.
  const { user, isLoading } = useAuth();
  const userId = !isLoading && user && user.id === recordUserId ? recordUserId : null;
  const currentTeamId = useAppSelector(selectCurrentTeamId);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // Restoring the team is best-effort and silent; the pages that list the teams (dashboard,
  // team list) read the same query and show its failure.
  const [result] = useQuery({
    query: MyTeamsDocument,
    pause: !userId,
    context: SCREEN_HANDLES_ERRORS,
  });
  const teams = userId ? (result.data?.myTeams ?? NO_TEAMS) : NO_TEAMS;
  const loaded = Boolean(userId && result.data && !result.stale);

  // Only the first load after a sign-in decides; later picks (the switcher, the wizard) stand.
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId) {
      restoredFor.current = null;
      return;
    }
    if (!loaded || restoredFor.current === userId) return;
    restoredFor.current = userId;
    // Read the store now: the session sync may have restored this user's team in this tick.
    const remembered = selectCurrentTeamId(store.getState());
    const next = restoredTeamId(
      remembered,
      teams.map((t) => t.id),
    );
    if (next !== remembered) dispatch(currentTeamChanged(next));
  }, [userId, loaded, teams, store, dispatch]);

  return { teams, currentTeamId };
}
