/** The members feature's public entry: the team page's member actions, leaving and handovers. */
export { MemberActions } from './MemberActions';
export { LeaveTeamButton } from './LeaveTeamButton';
export { HandoverStatus } from './HandoverStatus';
export { useTeamMembership } from './useTeamMembership';
