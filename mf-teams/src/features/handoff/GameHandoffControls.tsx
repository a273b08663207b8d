import { useState } from 'react';
import { useMutation } from 'urql';
import { formatGameTime } from '@tiix/domain';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import { Button, notify } from '@tiix/shared-ui';
import { HandoffStatusBadge } from './HandoffStatusBadge';
import { MarkSentDialog } from './MarkSentDialog';
import { errorText } from './handoffModel';
import {
  ConfirmTicketsReceivedDocument,
  MarkTicketsSentDocument,
  ReportTicketsNotReceivedDocument,
  type GameHandoffFieldsFragment,
} from './operations';
import './handoff.css';

/**
 * One game's ticket handoff: its status and note, and what the caller may do: the ticket holder
 * marks it sent, the game's member confirms it received or says it did not arrive.
 */
export function GameHandoffControls({ handoff }: { handoff: GameHandoffFieldsFragment }) {
  const [dialog, setDialog] = useState(false);
  const [, markSent] = useMutation(MarkTicketsSentDocument);
  const [{ fetching: confirming }, confirm] = useMutation(ConfirmTicketsReceivedDocument);
  const [{ fetching: reporting }, report] = useMutation(ReportTicketsNotReceivedDocument);
  const { opponent, status } = handoff;

  const onSend = async (note: string | null) => {
    const result = await markSent({ gameId: handoff.gameId, note }, SCREEN_HANDLES_ERRORS);
    if (result.error) return errorText(result.error, 'Could not mark the tickets sent.');
    notify.success(`Tickets for ${opponent} marked sent; ${handoff.member.name} is told`);
    return null;
  };
  const onConfirm = async () => {
    const result = await confirm({ gameId: handoff.gameId }, SCREEN_HANDLES_ERRORS);
    if (result.error) notify.error(errorText(result.error, 'Could not confirm the tickets.'));
    else notify.success(`Tickets for ${opponent} received`);
  };
  const onReport = async () => {
    const result = await report({ gameId: handoff.gameId }, SCREEN_HANDLES_ERRORS);
    if (result.error) notify.error(errorText(result.error, 'Could not report the tickets.'));
    else notify.success('The ticket holder is told the tickets did not arrive');
  };

  return (
    <div className="tm-handoff">
      <HandoffStatusBadge status={status} />
      {handoff.note ? <p className="tm-handoff__note">{handoff.note}</p> : null}
      <div className="tm-handoff__actions">
        {handoff.canMarkSent ? (
          <Button
            size="sm"
            variant={status === 'sent' ? 'ghost' : 'secondary'}
            onClick={() => setDialog(true)}
            aria-label={`${status === 'not_sent' ? 'Mark tickets sent' : 'Send tickets again'}: ${opponent}`}
          >
            {status === 'not_sent' ? 'Mark sent' : 'Send again'}
          </Button>
        ) : null}
        {handoff.canConfirm && status !== 'received' ? (
          <Button
            size="sm"
            disabled={confirming}
            onClick={() => void onConfirm()}
            aria-label={`Tickets received: ${opponent}`}
          >
            Received
          </Button>
        ) : null}
        {handoff.canConfirm && (status === 'sent' || status === 'received') ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={reporting}
            onClick={() => void onReport()}
            aria-label={`Tickets not received: ${opponent}`}
          >
            Not received
          </Button>
        ) : null}
      </div>
      {handoff.canMarkSent ? (
        <MarkSentDialog
          open={dialog}
          onOpenChange={setDialog}
          title={`Mark tickets sent: ${opponent}`}
          description={`${handoff.member.name} · ${formatGameTime({ gameDate: handoff.gameDate, kickoffTz: handoff.kickoffTz })}. ${handoff.member.name} is told and can confirm they arrived.`}
          onSubmit={onSend}
        />
      ) : null}
    </div>
  );
}
