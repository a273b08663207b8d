import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import {
  clearPendingTeam,
  currentTeamChanged,
  useAppDispatch,
  type PendingTeam,
  SCREEN_HANDLES_ERRORS,
} from '@tiix/shared-data';
import { CreateTeamDocument } from './operations';
import { notify } from '@tiix/shared-ui';
import { track } from './analytics';
import { playConfetti } from './celebrate';

/** How the user got signed in: the redirect waits 2 s after a magic link, 1.2 s otherwise. */
export type SignInPath = 'magic' | 'login';
export const REDIRECT_MS: Record<SignInPath, number> = { magic: 2000, login: 1200 };
/** Long enough to reach the toast's Invite members link before the page changes. */
const SUCCESS_TOAST_MS = 5000;

/**
 * Refusals the user can act on, whose message the failure screen shows as the server words it:
 * the free plan's limits (one team, four invited members) and bad input.
 */
const EXPLAINED_CODES = new Set(['PLAN_LIMIT', 'BAD_USER_INPUT']);

export type CreationState =
  | { status: 'idle' }
  | { status: 'creating' }
  | {
      status: 'failed';
      /** What went wrong, for the logs and analytics. */
      message: string;
      /** The server's own words when the user can act on them, else null (generic text). */
      reason: string | null;
      /** The free plan's limit refused it: Unlimited lifts it. */
      planLimit: boolean;
    }
  | { status: 'created'; teamId: string; name: string };

/** Creates the team with the one CreateTeam mutation, then celebrates and redirects. */
export function useTeamCreation() {
  const [, createTeam] = useMutation(CreateTeamDocument);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CreationState>({ status: 'idle' });
  const busy = useRef(false);
  const cleanups = useRef<Array<() => void>>([]);

  useEffect(
    () => () => {
      cleanups.current.forEach((fn) => fn());
    },
    [],
  );

  const create = useCallback(
    async (team: PendingTeam, inviteEmails: readonly string[], path: SignInPath) => {
      if (busy.current) return false;
      busy.current = true;
      setState({ status: 'creating' });
      const name = team.name.trim();
      const result = await createTeam(
        {
          input: {
            name,
            league: team.league,
            teamName: team.teamName,
            season: team.season,
            inviteEmails: [...inviteEmails],
          },
        },
        // The failure screen says what went wrong.
        SCREEN_HANDLES_ERRORS,
      );
      busy.current = false;
      const created = result.data?.createTeam;
      if (result.error || !created) {
        const refusal = result.error?.graphQLErrors[0];
        const message = refusal?.message ?? result.error?.message ?? '';
        const code = String(refusal?.extensions?.code ?? '');
        console.error('Team creation failed', result.error);
        track('team_creation_failed', { league: team.league, path, error: message, code });
        setState({
          status: 'failed',
          message,
          reason: refusal && EXPLAINED_CODES.has(code) ? refusal.message : null,
          planLimit: code === 'PLAN_LIMIT',
        });
        return false;
      }
      clearPendingTeam();
      dispatch(currentTeamChanged(created.id));
      track('team_created', {
        teamId: created.id,
        league: created.league,
        season: created.season,
        invites: inviteEmails.length,
        path,
      });
      setState({ status: 'created', teamId: created.id, name: created.name });
      const teamUrl = `/app/teams/${created.id}`;
      notify.success(
        (toast) => (
          <span className="tx-wizard-toast">
            <span>Team {created.name} created</span>
            <a
              href={teamUrl}
              onClick={(event) => {
                // The toast may render outside the router, so navigate with this hook's function.
                event.preventDefault();
                notify.dismiss(toast.id);
                navigate(teamUrl);
              }}
            >
              Invite members
            </a>
            <button
              type="button"
              className="tx-wizard-toast__close"
              aria-label="Close"
              onClick={() => notify.dismiss(toast.id)}
            >
              ×
            </button>
          </span>
        ),
        { duration: SUCCESS_TOAST_MS },
      );
      cleanups.current.push(playConfetti());
      const timer = setTimeout(() => navigate(teamUrl), REDIRECT_MS[path]);
      cleanups.current.push(() => clearTimeout(timer));
      return true;
    },
    [createTeam, dispatch, navigate],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, create, reset };
}
