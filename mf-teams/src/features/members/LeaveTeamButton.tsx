import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { Button, notify } from '@tiix/shared-ui';
import { canLeaveTeam, MEMBERSHIP_CHANGE_MESSAGES } from '@tiix/domain';
import {
  currentTeamChanged,
  SCREEN_HANDLES_ERRORS,
  useAppDispatch,
  type TeamRole,
} from '@tiix/shared-data';
import { ConfirmAction } from './ConfirmAction';
import './members.css';
import { failureOf } from './failure';
import { LeaveTeamDocument } from './operations';

export const LEAVE_FAILED = 'Could not leave the team. Please try again.';

/** What leaving does, told to the one leaving. */
export const LEAVE_CONSEQUENCES =
  'Your upcoming games go up for grabs to the team (or back to the owner when the team has no game swaps). Your payment requests stay as they are and can still be paid, your chat messages stay, and your invites and calendar feed for this team stop working.';

/**
 * Leave the team, with a confirmation; afterwards the teams list. The owner cannot leave: the
 * button is off and says to hand the team over first (the server refuses it with those words).
 */
export function LeaveTeamButton({
  teamId,
  teamName,
  myRole,
}: {
  teamId: string;
  teamName: string;
  myRole: TeamRole;
}) {
  const hintId = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [, leaveTeam] = useMutation(LeaveTeamDocument);

  if (!canLeaveTeam(myRole)) {
    return (
      <div className="tm-members__leave">
        <Button variant="ghost" size="sm" disabled aria-describedby={hintId}>
          Leave team
        </Button>
        <p id={hintId} className="tm-members__hint">
          {MEMBERSHIP_CHANGE_MESSAGES.ownerLeaves}
        </p>
      </div>
    );
  }

  const leave = async () => {
    const result = await leaveTeam({ teamId }, SCREEN_HANDLES_ERRORS);
    if (result.error) return failureOf(result.error, LEAVE_FAILED);
    dispatch(currentTeamChanged(null));
    notify.success(`You left ${teamName}`);
    void navigate('/app/teams?all=1');
    return null;
  };

  return (
    <div className="tm-members__leave">
      <ConfirmAction
        trigger={
          <Button variant="ghost" size="sm">
            Leave team
          </Button>
        }
        title={`Leave ${teamName}?`}
        description={LEAVE_CONSEQUENCES}
        confirmLabel="Leave team"
        onConfirm={leave}
      />
    </div>
  );
}
