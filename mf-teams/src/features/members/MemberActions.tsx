import { useState } from 'react';
import { useMutation } from 'urql';
import { Button, notify } from '@tiix/shared-ui';
import { canChangeRole, canRemoveMember, MEMBERSHIP_CHANGE_MESSAGES } from '@tiix/domain';
import { SCREEN_HANDLES_ERRORS, type TeamRole } from '@tiix/shared-data';
import { ConfirmAction } from './ConfirmAction';
import './members.css';
import { failureOf } from './failure';
import {
  RemoveMemberDocument,
  SetMemberRoleDocument,
  StartTeamHandoverDocument,
} from './operations';

export interface MemberActionsProps {
  teamId: string;
  teamName: string;
  /** The row's member. */
  member: { userId: string; name: string; role: TeamRole };
  /** The viewer's role and id. */
  myRole: TeamRole;
  myUserId: string | null;
  /** True while a handover waits for an answer: the owner cannot start another. */
  handoverPending?: boolean;
  /** Called after a change, so the page reads the team again. */
  onChanged: () => void;
}

export const REMOVE_FAILED = 'Could not remove the member. Please try again.';
export const ROLE_FAILED = 'Could not change the role. Please try again.';
export const HANDOVER_FAILED = 'Could not start the handover. Please try again.';

/**
 * What the viewer may do to one member from their row on the team page: the owner promotes
 * members to admin and back and hands the team over; the owner removes anyone but themselves,
 * an admin removes plain members. Nothing shows for what the viewer may not do (the server
 * refuses it anyway).
 */
export function MemberActions({
  teamId,
  teamName,
  member,
  myRole,
  myUserId,
  handoverPending = false,
  onChanged,
}: MemberActionsProps) {
  const [, removeMember] = useMutation(RemoveMemberDocument);
  const [{ fetching: changingRole }, setRole] = useMutation(SetMemberRoleDocument);
  const [, startHandover] = useMutation(StartTeamHandoverDocument);
  const [roleError, setRoleError] = useState<string | null>(null);
  if (!myUserId || member.userId === myUserId) return null;

  const mayRemove = canRemoveMember(myRole, member.role);
  const mayChangeRole = canChangeRole(myRole, member.role);
  const mayHandOver = myRole === 'owner' && !handoverPending;
  if (!mayRemove && !mayChangeRole && !mayHandOver) return null;
  const name = member.name;

  const toggleRole = async () => {
    setRoleError(null);
    const role = member.role === 'admin' ? 'member' : 'admin';
    const result = await setRole({ teamId, userId: member.userId, role }, SCREEN_HANDLES_ERRORS);
    if (result.error) {
      setRoleError(failureOf(result.error, ROLE_FAILED));
      return;
    }
    notify.success(role === 'admin' ? `${name} is now an admin` : `${name} is now a member`);
    onChanged();
  };

  const remove = async () => {
    const result = await removeMember({ teamId, userId: member.userId }, SCREEN_HANDLES_ERRORS);
    if (result.error) return failureOf(result.error, REMOVE_FAILED);
    notify.success(`${name} was removed from ${teamName}`);
    onChanged();
    return null;
  };

  const handOver = async () => {
    const result = await startHandover({ teamId, toUserId: member.userId }, SCREEN_HANDLES_ERRORS);
    if (result.error) return failureOf(result.error, HANDOVER_FAILED);
    notify.success(`We asked ${name} to confirm the handover`);
    onChanged();
    return null;
  };

  return (
    <div className="tm-members__actions">
      {mayChangeRole ? (
        <Button
          size="sm"
          variant="secondary"
          loading={changingRole}
          onClick={() => void toggleRole()}
          aria-label={member.role === 'admin' ? `Make ${name} a member` : `Make ${name} an admin`}
        >
          {member.role === 'admin' ? 'Make member' : 'Make admin'}
        </Button>
      ) : null}
      {mayHandOver ? (
        <ConfirmAction
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Hand the team over to ${name}`}>
              Hand over
            </Button>
          }
          title={`Hand ${teamName} over to ${name}?`}
          description={`${name} gets an e-mail and a notification to confirm. Once they do, they become the owner: the plan and billing go with the team, you stay on as an admin, and card payouts keep going to your account until they set up their own. You can cancel until they confirm.`}
          confirmLabel="Ask them to confirm"
          variant="primary"
          onConfirm={handOver}
        />
      ) : null}
      {mayRemove ? (
        <ConfirmAction
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Remove ${name}`}>
              Remove
            </Button>
          }
          title={`Remove ${name} from ${teamName}?`}
          description={`${MEMBERSHIP_CHANGE_MESSAGES.consequences} Their open live pages of the team close, and they get an e-mail saying they were removed.`}
          confirmLabel={`Remove ${name}`}
          onConfirm={remove}
        />
      ) : null}
      {roleError ? (
        <p role="alert" className="tm-members__error">
          {roleError}
        </p>
      ) : null}
    </div>
  );
}
