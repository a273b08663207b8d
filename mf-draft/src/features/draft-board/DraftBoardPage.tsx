import { TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Button, EmptyState, Spinner, notify } from '@tiix/shared-ui';
import { draftChanged, useAppDispatch, SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { DraftRoom } from './DraftRoom';
import { errorMessage } from './draftModel';
import { CreateDraftDocument, DraftTeamDocument, LatestTeamDraftDocument } from './operations';

export const NO_DRAFT = 'No draft yet';

/** /app/draft/:draftId: one draft by its id. */
export function DraftByIdPage() {
  const { draftId = '' } = useParams();
  return <DraftRoom key={draftId} draftId={draftId} />;
}

/**
 * /app/teams/:teamId/draft: the team's latest draft (active or paused first). Without one, the
 * owner or an admin creates it here; other members wait for them.
 */
export function TeamDraftPage() {
  const { teamId = '' } = useParams();
  const dispatch = useAppDispatch();
  const [latest, refetchLatest] = useQuery({
    query: LatestTeamDraftDocument,
    variables: { teamId },
    pause: !teamId,
    requestPolicy: 'cache-and-network',
  });
  const [team] = useQuery({
    query: DraftTeamDocument,
    variables: { id: teamId, upcomingLimit: 3 },
    pause: !teamId,
  });
  const [{ fetching: creating }, createDraft] = useMutation(CreateDraftDocument);
  const draftId = latest.data?.latestDraft?.id ?? null;

  useEffect(() => {
    if (!draftId) document.title = 'Draft · Tiix';
  }, [draftId]);

  if (draftId) return <DraftRoom key={draftId} draftId={draftId} />;
  if ((latest.fetching && !latest.data) || (team.fetching && !team.data)) {
    return (
      <section className="tx-page" aria-busy="true" aria-labelledby="page-title">
        <h1 id="page-title">Draft</h1>
        <Spinner label="Loading draft" />
      </section>
    );
  }
  const role = team.data?.team?.myRole;
  const manage = role === 'owner' || role === 'admin';
  const create = async () => {
    const result = await createDraft({ teamId }, SCREEN_HANDLES_ERRORS);
    if (result.error || !result.data) {
      notify.error(errorMessage(result.error));
      return;
    }
    dispatch(draftChanged(result.data.createDraft.id));
    refetchLatest({ requestPolicy: 'network-only' });
  };
  return (
    <section className="tx-page" aria-labelledby="page-title">
      <h1 id="page-title">Draft</h1>
      {team.data && !team.data.team ? (
        <>
          <p role="alert">{TEAM_NOT_FOUND_OR_DENIED}</p>
          <Link to="/app/teams">Back to teams</Link>
        </>
      ) : (
        <EmptyState
          title={NO_DRAFT}
          description={
            manage
              ? 'Start a draft to share out the home games. You set the order and the clock before it goes live.'
              : 'The team owner or an admin starts the draft. Rank your games meanwhile: your ranks are your queue.'
          }
          action={
            manage ? (
              <Button loading={creating} onClick={() => void create()}>
                Start Draft
              </Button>
            ) : (
              <Button asChild variant="secondary">
                <Link to="/app/games">Rank games</Link>
              </Button>
            )
          }
        />
      )}
    </section>
  );
}
