/**
 * The teams service, split by job: messages, types and the membership check for changes
 * (`team-access.ts`), reads and the dashboard (`team-reads.ts`), team changes
 * (`team-mutations.ts`) and invitations with their links (`team-invites.ts`). Callers outside the
 * module import from here.
 */
export {
  MESSAGES,
  normaliseTeamName,
  type InviteOutcome,
  type TeamRead,
  type TeamView,
} from './team-access.js';
/** The record types the adapters name: they reach the data through this service only. */
export type { InviteRecord, TeamReadShape } from './teams.repository.js';
export {
  dashboard,
  getTeam,
  myTeams,
  seesMemberEmails,
  TEAM_PAGE_FIELDS,
  teamGameCount,
  teamGames,
  teamInvites,
  teamMemberCount,
  teamMembers,
  teamUpcomingGames,
} from './team-reads.js';
export {
  createTeam,
  deleteTeam,
  updateTeam,
  type CreateTeamInput,
  type UpdateTeamInput,
} from './team-mutations.js';
export {
  acceptInvite,
  INVITE_LIFETIME_DAYS,
  INVITE_LINK_MESSAGES,
  INVITE_LINK_STATUS,
  inviteMember,
  previewInvite,
  resendInvite,
  revokeInvite,
  type AcceptOutcome,
  type InviteLinkError,
  type PreviewOutcome,
} from './team-invites.js';
