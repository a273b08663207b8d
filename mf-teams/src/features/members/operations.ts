/**
 * The members feature's documents: removing, leaving, roles and handing the team over. The
 * handover link's secret travels as `$key` (the API's limit checks treat "token" in a message as
 * a token-limit refusal).
 */
import { gql } from 'urql';
import type {
  CancelTeamHandoverMutation,
  CancelTeamHandoverMutationVariables,
  ConfirmTeamHandoverMutation,
  ConfirmTeamHandoverMutationVariables,
  LeaveTeamMutation,
  LeaveTeamMutationVariables,
  RemoveMemberMutation,
  RemoveMemberMutationVariables,
  SetMemberRoleMutation,
  SetMemberRoleMutationVariables,
  StartTeamHandoverMutation,
  StartTeamHandoverMutationVariables,
  TeamHandoverQuery,
  TeamHandoverQueryVariables,
  TeamMembershipQuery,
  TeamMembershipQueryVariables,
} from '../../generated/graphql';

export type { TeamHandoverFieldsFragment } from '../../generated/graphql';

const DEPARTURE = gql`
  fragment MemberDepartureFields on MemberDeparture {
    teamId
    userId
    gamesMoved
    gamesUpForGrabs
  }
`;

const HANDOVER = gql`
  fragment TeamHandoverFields on TeamHandover {
    id
    teamId
    teamName
    fromUserId
    fromName
    toUserId
    toName
    status
    expiresAt
  }
`;

export const RemoveMemberDocument = gql<RemoveMemberMutation, RemoveMemberMutationVariables>`
  mutation RemoveMember($teamId: ID!, $userId: ID!) {
    removeMember(teamId: $teamId, userId: $userId) {
      ...MemberDepartureFields
    }
  }
  ${DEPARTURE}
`;

export const LeaveTeamDocument = gql<LeaveTeamMutation, LeaveTeamMutationVariables>`
  mutation LeaveTeam($teamId: ID!) {
    leaveTeam(teamId: $teamId) {
      ...MemberDepartureFields
    }
  }
  ${DEPARTURE}
`;

export const SetMemberRoleDocument = gql<SetMemberRoleMutation, SetMemberRoleMutationVariables>`
  mutation SetMemberRole($teamId: ID!, $userId: ID!, $role: AssignableRole!) {
    setMemberRole(teamId: $teamId, userId: $userId, role: $role) {
      teamId
      userId
      role
    }
  }
`;

/** The team's pending handover and whose payout account still takes its card payments. */
export const TeamMembershipDocument = gql<TeamMembershipQuery, TeamMembershipQueryVariables>`
  query TeamMembership($id: ID!) {
    team(id: $id) {
      id
      pendingHandover {
        ...TeamHandoverFields
      }
      payoutsHeldBy
    }
  }
  ${HANDOVER}
`;

export const StartTeamHandoverDocument = gql<
  StartTeamHandoverMutation,
  StartTeamHandoverMutationVariables
>`
  mutation StartTeamHandover($teamId: ID!, $toUserId: ID!) {
    startTeamHandover(teamId: $teamId, toUserId: $toUserId) {
      ...TeamHandoverFields
    }
  }
  ${HANDOVER}
`;

export const CancelTeamHandoverDocument = gql<
  CancelTeamHandoverMutation,
  CancelTeamHandoverMutationVariables
>`
  mutation CancelTeamHandover($teamId: ID!) {
    cancelTeamHandover(teamId: $teamId)
  }
`;

export const TeamHandoverDocument = gql<TeamHandoverQuery, TeamHandoverQueryVariables>`
  query TeamHandover($key: String!) {
    teamHandover(token: $key) {
      ...TeamHandoverFields
    }
  }
  ${HANDOVER}
`;

export const ConfirmTeamHandoverDocument = gql<
  ConfirmTeamHandoverMutation,
  ConfirmTeamHandoverMutationVariables
>`
  mutation ConfirmTeamHandover($key: String!) {
    confirmTeamHandover(token: $key) {
      ...TeamHandoverFields
    }
  }
  ${HANDOVER}
`;
