/**
 * The members feature's documents: removing, leaving, roles and handing the team over. The
 * handover link's secret travels as `$key` (the API's limit checks treat "token" in a message as
 * a token-limit refusal).
 */
import { gql, type TypedDocumentNode } from 'urql';

export interface MemberDepartureFields {
  teamId: string;
  userId: string;
  gamesMoved: number;
  gamesUpForGrabs: boolean;
}

const DEPARTURE_FIELDS = `
  teamId
  userId
  gamesMoved
  gamesUpForGrabs
`;

export const RemoveMemberDocument: TypedDocumentNode<
  { removeMember: MemberDepartureFields },
  { teamId: string; userId: string }
> = gql`
  mutation RemoveMember($teamId: ID!, $userId: ID!) {
    removeMember(teamId: $teamId, userId: $userId) {
      ${DEPARTURE_FIELDS}
    }
  }
`;

export const LeaveTeamDocument: TypedDocumentNode<
  { leaveTeam: MemberDepartureFields },
  { teamId: string }
> = gql`
  mutation LeaveTeam($teamId: ID!) {
    leaveTeam(teamId: $teamId) {
      ${DEPARTURE_FIELDS}
    }
  }
`;

export type AssignableRole = 'admin' | 'member';

export const SetMemberRoleDocument: TypedDocumentNode<
  { setMemberRole: { teamId: string; userId: string; role: AssignableRole } },
  { teamId: string; userId: string; role: AssignableRole }
> = gql`
  mutation SetMemberRole($teamId: ID!, $userId: ID!, $role: AssignableRole!) {
    setMemberRole(teamId: $teamId, userId: $userId, role: $role) {
      teamId
      userId
      role
    }
  }
`;

export type TeamHandoverStatus = 'pending' | 'accepted' | 'cancelled' | 'expired';

export interface TeamHandoverFields {
  id: string;
  teamId: string;
  teamName: string;
  fromUserId: string;
  fromName: string;
  toUserId: string;
  toName: string;
  status: TeamHandoverStatus;
  expiresAt: string;
}

const HANDOVER_FIELDS = `
  id
  teamId
  teamName
  fromUserId
  fromName
  toUserId
  toName
  status
  expiresAt
`;

/** The team's pending handover and whose payout account still takes its card payments. */
export const TeamMembershipDocument: TypedDocumentNode<
  {
    team: {
      id: string;
      pendingHandover: TeamHandoverFields | null;
      payoutsHeldBy: string | null;
    } | null;
  },
  { id: string }
> = gql`
  query TeamMembership($id: ID!) {
    team(id: $id) {
      id
      pendingHandover {
        ${HANDOVER_FIELDS}
      }
      payoutsHeldBy
    }
  }
`;

export const StartTeamHandoverDocument: TypedDocumentNode<
  { startTeamHandover: TeamHandoverFields },
  { teamId: string; toUserId: string }
> = gql`
  mutation StartTeamHandover($teamId: ID!, $toUserId: ID!) {
    startTeamHandover(teamId: $teamId, toUserId: $toUserId) {
      ${HANDOVER_FIELDS}
    }
  }
`;

export const CancelTeamHandoverDocument: TypedDocumentNode<
  { cancelTeamHandover: boolean },
  { teamId: string }
> = gql`
  mutation CancelTeamHandover($teamId: ID!) {
    cancelTeamHandover(teamId: $teamId)
  }
`;

export const TeamHandoverDocument: TypedDocumentNode<
  { teamHandover: TeamHandoverFields },
  { key: string }
> = gql`
  query TeamHandover($key: String!) {
    teamHandover(token: $key) {
      ${HANDOVER_FIELDS}
    }
  }
`;

export const ConfirmTeamHandoverDocument: TypedDocumentNode<
  { confirmTeamHandover: TeamHandoverFields },
  { key: string }
> = gql`
  mutation ConfirmTeamHandover($key: String!) {
    confirmTeamHandover(token: $key) {
      ${HANDOVER_FIELDS}
    }
  }
`;
