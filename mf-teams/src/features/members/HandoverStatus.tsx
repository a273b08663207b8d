import { useMutation } from 'urql';
import { Button, notify } from '@tiix/shared-ui';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { failureOf } from './failure';
import { CancelTeamHandoverDocument, type TeamHandoverFieldsFragment } from './operations';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * A pending handover on the team page: the owner sees who it waits for and may cancel it; the
 * member it is for is asked to review it (the confirmation page has its own link, e-mailed and
 * in their notifications). Nobody else is sent one.
 */
export function HandoverStatus({
  handover,
  myUserId,
  onChanged,
}: {
  handover: TeamHandoverFieldsFragment | null;
  myUserId: string | null;
  onChanged: () => void;
}) {
  const [{ fetching }, cancel] = useMutation(CancelTeamHandoverDocument);
  if (!handover || handover.status !== 'pending' || !myUserId) return null;

  if (handover.toUserId === myUserId) {
    return (
      <aside className="tm-members__handover" aria-label="Team handover">
        <p>
          {handover.fromName} wants to hand {handover.teamName} over to you. Open the link in your
          e-mail or in your notifications to confirm, by {day(handover.expiresAt)}.
        </p>
      </aside>
    );
  }

  const withdraw = async () => {
    const result = await cancel({ teamId: handover.teamId }, SCREEN_HANDLES_ERRORS);
    if (result.error) {
      notify.error(failureOf(result.error, 'Could not cancel the handover. Please try again.'));
      return;
    }
    notify.success('Handover cancelled');
    onChanged();
  };

  return (
    <aside className="tm-members__handover" aria-label="Team handover">
      <p>
        Waiting for {handover.toName} to confirm the handover (until {day(handover.expiresAt)}).
      </p>
      <Button size="sm" variant="secondary" loading={fetching} onClick={() => void withdraw()}>
        Cancel handover
      </Button>
    </aside>
  );
}
