/**
 * Who may change a team's membership: remove a member, leave, hand the team over, change roles.
 * The server enforces these; the apps use them to show only the buttons a person may use.
 */

export type MemberRole = 'owner' | 'admin' | 'member';

/** Days the new owner has to confirm a handover before it lapses. */
export const HANDOVER_EXPIRY_DAYS = 7;

export const MEMBERSHIP_CHANGE_MESSAGES = {
  removeOwner: 'The owner cannot be removed. Hand the team over first.',
  removeSelf: 'To leave the team, use Leave team.',
  adminRemovesMembersOnly: 'Admins can remove members only. Ask the owner to remove an admin.',
  ownerLeaves: 'You own this team. Hand the team over to another member before you leave.',
  notAMember: 'That person is not a member of this team.',
  draftInProgress: (name: string) =>
    `${name} is in the draft that is in progress. Finish the draft first, then try again.`,
  ownerRoleOnly: 'Only the owner can change roles.',
  ownerRoleFixed: 'The owner’s role changes only by handing the team over.',
  handoverToSelf: 'Choose another member to hand the team over to.',
  handoverPending: 'A handover is already waiting for an answer. Cancel it first.',
  handoverNotFound: 'This handover link is no longer valid.',
  handoverExpired: 'This handover has expired. Ask the owner to start it again.',
  handoverWrongUser: 'This handover is for another member. Sign in as that member to accept it.',
  /** What a removal or a departure does, as the confirmation dialogs say it. */
  consequences:
    'Their upcoming games go up for grabs to the team (or back to the owner when the team has no game swaps), their payment requests stay as they are, their chat messages stay, and their invites and calendar feed for this team stop working.',
} as const;

/** Whether `actor` may remove a member whose role is `target` (never themselves: that is leaving). */
export function canRemoveMember(actor: MemberRole, target: MemberRole): boolean {
  if (target === 'owner') return false;
  if (actor === 'owner') return true;
  return actor === 'admin' && target === 'member';
}

/** Everyone but the owner may leave; the owner hands the team over first. */
export function canLeaveTeam(role: MemberRole): boolean {
  return role !== 'owner';
}

/** Only the owner promotes members to admin and back; the owner's own role moves by handover. */
export function canChangeRole(actor: MemberRole, target: MemberRole): boolean {
  return actor === 'owner' && target !== 'owner';
}

/** When a handover started at `startedAt` lapses. */
export function handoverExpiresAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + HANDOVER_EXPIRY_DAYS * 86_400_000);
}
