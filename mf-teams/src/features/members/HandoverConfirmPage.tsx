import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { Button, Card, notify, Spinner } from '@tiix/shared-ui';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { failureOf } from './failure';
import { ConfirmTeamHandoverDocument, TeamHandoverDocument } from './operations';
import './members.css';

export const HANDOVER_LINK_FAILED = 'This handover link could not be opened. Please try again.';

const STATUS_TEXT = {
  accepted: 'This handover is done: the team is yours.',
  cancelled: 'The owner cancelled this handover.',
  expired: 'This handover has expired. Ask the owner to start it again.',
} as const;

/**
 * /app/teams/:teamId/handover/:token: the member a team is handed to confirms here (the e-mail
 * and the in-app notice link to it). Only that member can open it; the server says why not.
 */
export default function HandoverConfirmPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({
    query: TeamHandoverDocument,
    variables: { key: token },
    pause: !token,
    context: SCREEN_HANDLES_ERRORS,
  });
  const [confirming, confirm] = useMutation(ConfirmTeamHandoverDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const handover = data?.teamHandover ?? null;

  useEffect(() => {
    document.title = 'Team handover · Tiix';
  }, []);

  const accept = async () => {
    setProblem(null);
    const result = await confirm({ key: token }, SCREEN_HANDLES_ERRORS);
    const done = result.data?.confirmTeamHandover;
    if (result.error || !done) {
      setProblem(
        result.error ? failureOf(result.error, HANDOVER_LINK_FAILED) : HANDOVER_LINK_FAILED,
      );
      return;
    }
    notify.success(`You are now the owner of ${done.teamName}`);
    void navigate(`/app/teams/${done.teamId}`);
  };

  if (fetching && !data) {
    return (
      <section className="tx-page" aria-busy="true">
        <Spinner label="Loading handover" />
      </section>
    );
  }
  return (
    <section className="tx-page tm-members__handover-page" aria-labelledby="page-title">
      <h1 id="page-title">Team handover</h1>
      {!handover ? (
        <p role="alert">{error ? failureOf(error, HANDOVER_LINK_FAILED) : HANDOVER_LINK_FAILED}</p>
      ) : (
        <Card as="article" title={`Become the owner of ${handover.teamName}?`} titleAs="h2">
          {handover.status === 'pending' ? (
            <>
              <p>
                {handover.fromName} wants to hand {handover.teamName} over to you. As the owner you
                manage members, payments and the draft; the team&apos;s plan and billing come with
                it, and {handover.fromName} stays on as an admin. Card payouts keep going to{' '}
                {handover.fromName}&apos;s account until you set up your own.
              </p>
              <div className="tm-members__confirm-actions">
                <Button loading={confirming.fetching} onClick={() => void accept()}>
                  Become the owner
                </Button>
              </div>
              {problem ? (
                <p role="alert" className="tm-members__error">
                  {problem}
                </p>
              ) : null}
            </>
          ) : (
            <p role="status">{STATUS_TEXT[handover.status]}</p>
          )}
        </Card>
      )}
      <Link to={handover ? `/app/teams/${handover.teamId}` : '/app/teams?all=1'}>
        {handover ? `Back to ${handover.teamName}` : 'Back to teams'}
      </Link>
    </section>
  );
}
