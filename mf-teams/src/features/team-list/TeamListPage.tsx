import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  Spinner,
  notify,
  type BadgeTone,
} from '@tiix/shared-ui';
import { seasonLabel, teamLogoUrl } from '@tiix/domain';
import {
  currentTeamChanged,
  selectCurrentTeamId,
  useAppDispatch,
  useAppSelector,
  useAuth,
  type TeamStatus,
  SCREEN_HANDLES_ERRORS,
  MyTeamsDocument,
  type TeamSummaryFieldsFragment,
} from '@tiix/shared-data';
import { DeleteTeamDocument } from './operations';
import './team-list.css';

export const DELETE_CONFIRMATION = 'This action cannot be undone. Delete team permanently?';

/** Active green, draft blue, other grey; 'setup' is not shown in the list. */
function statusTone(status: TeamStatus): BadgeTone | null {
  if (status === 'setup') return null;
  if (status === 'active') return 'success';
  if (status === 'draft') return 'info';
  return 'neutral';
}

const STATUS_LABEL: Record<TeamStatus, string> = {
  setup: 'Setup',
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

function TeamLogo({ league, teamName }: { league: string; teamName: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className="tm-team-list__logo"
      src={teamLogoUrl(league, teamName)}
      alt=""
      width={40}
      height={40}
      onError={() => setFailed(true)}
    />
  );
}

function DeleteTeamButton({
  team,
  onDeleted,
}: {
  team: TeamSummaryFieldsFragment;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [{ fetching }, deleteTeam] = useMutation(DeleteTeamDocument);
  const confirm = async () => {
    const result = await deleteTeam({ id: team.id }, SCREEN_HANDLES_ERRORS);
    if (result.error || !result.data?.deleteTeam) {
      notify.error(
        result.error?.graphQLErrors[0]?.message ?? 'Failed to delete team. Please try again.',
      );
      return;
    }
    setOpen(false);
    notify.success(`Team ${team.name} deleted`);
    onDeleted();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <Button variant="ghost" size="sm">
          Delete team
        </Button>
      }
      title={`Delete ${team.name}?`}
      description={DELETE_CONFIRMATION}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" loading={fetching} onClick={() => void confirm()}>
            Delete team
          </Button>
        </>
      }
    />
  );
}

function TeamRow({ team, onDeleted }: { team: TeamSummaryFieldsFragment; onDeleted: () => void }) {
  const tone = statusTone(team.status);
  return (
    <li className="tm-team-list__item">
      <TeamLogo league={team.league} teamName={team.teamName} />
      <div className="tm-team-list__main">
        <Link className="tm-team-list__name" to={`/app/teams/${team.id}`}>
          {team.name}
        </Link>
        <p className="tm-team-list__meta">
          {team.league} · {team.teamName} · {seasonLabel(team.league, team.season)}
        </p>
      </div>
      {tone ? (
        <Badge tone={tone} dot>
          {STATUS_LABEL[team.status]}
        </Badge>
      ) : null}
      {team.myRole === 'owner' ? <DeleteTeamButton team={team} onDeleted={onDeleted} /> : null}
    </li>
  );
}

function TeamList() {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: MyTeamsDocument,
    context: SCREEN_HANDLES_ERRORS,
  });
  const dispatch = useAppDispatch();
  const currentTeamId = useAppSelector(selectCurrentTeamId);
  const teams = data?.myTeams ?? [];

  if (fetching && !data) return <Spinner label="Loading teams" />;
  if (error && !data) {
    return (
      <p role="alert" className="tm-team-list__error">
        {error.graphQLErrors[0]?.message ?? 'Could not load your teams. Please try again.'}
      </p>
    );
  }
  const createAction = (
    <Button asChild>
      <Link to="/app/teams/create">Create Team</Link>
    </Button>
  );
  if (teams.length === 0) {
    return (
      <EmptyState
        title="No teams yet"
        description="Create a team to share your season tickets with friends."
        action={createAction}
      />
    );
  }
  const afterDelete = (id: string) => {
    if (id === currentTeamId) dispatch(currentTeamChanged(null));
    // deleteTeam returns a Boolean, so the normalised cache cannot drop the team by itself.
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <ul className="tm-team-list" aria-label="Your teams">
      {teams.map((team) => (
        <TeamRow key={team.id} team={team} onDeleted={() => afterDelete(team.id)} />
      ))}
    </ul>
  );
}

/**
 * /app/teams: the user's teams. With a current team it opens that team instead, unless the
 * user came back on purpose (`?all=1` or router state `{ showAll: true }`).
 */
export default function TeamListPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const currentTeamId = useAppSelector(selectCurrentTeamId);
  const [params] = useSearchParams();
  const location = useLocation();
  const showAll =
    params.get('all') === '1' || (location.state as { showAll?: boolean } | null)?.showAll === true;

  useEffect(() => {
    document.title = 'Teams · Tiix';
  }, []);

  if (isAuthenticated && currentTeamId && !showAll) {
    return <Navigate to={`/app/teams/${currentTeamId}`} replace />;
  }

  let body;
  if (isLoading) body = <Spinner label="Loading" />;
  else if (!isAuthenticated) {
    body = (
      <EmptyState
        title="No teams yet"
        description="Create an account to start a team and invite your friends."
        action={
          <Button asChild>
            <Link to="/signup?next=%2Fapp%2Fteams">Create account</Link>
          </Button>
        }
      />
    );
  } else body = <TeamList />;

  return (
    <section className="tx-page tm-team-list-page" aria-labelledby="page-title">
      <header className="tm-team-list-page__header">
        <h1 id="page-title">Select a Team</h1>
        {isAuthenticated ? (
          <Button asChild>
            <Link to="/app/teams/create">Create Team</Link>
          </Button>
        ) : null}
      </header>
      {body}
    </section>
  );
}
