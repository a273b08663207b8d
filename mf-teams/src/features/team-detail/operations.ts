/** mf-teams' team detail documents: the owner's edits and invites. */
import { gql } from 'urql';
import { TeamSummaryFieldsFragmentDoc } from '@tiix/shared-data';
import { TeamInviteFieldsFragmentDoc } from '../../shared/teamOperations';
import type {
  InviteMemberMutation,
  InviteMemberMutationVariables,
  ResendInviteMutation,
  ResendInviteMutationVariables,
  RevokeInviteMutation,
  RevokeInviteMutationVariables,
  UpdateTeamMutation,
  UpdateTeamMutationVariables,
} from '../../generated/graphql';

export type { InviteResultFieldsFragment } from '../../generated/graphql';

/** Owner/admin; only name, status and totalCost. */
export const UpdateTeamDocument = gql<UpdateTeamMutation, UpdateTeamMutationVariables>`
  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {
    updateTeam(id: $id, input: $input) {
      ...TeamSummaryFields
      totalCost
    }
  }
  ${TeamSummaryFieldsFragmentDoc}
`;

const INVITE_RESULT_FIELDS = gql`
  fragment InviteResultFields on InviteResult {
    success
    message
    invite {
      ...TeamInviteFields
    }
  }
  ${TeamInviteFieldsFragmentDoc}
`;

/** Owner/admin. A refusal is `success: false` with the user-facing message, not a GraphQL error. */
export const InviteMemberDocument = gql<InviteMemberMutation, InviteMemberMutationVariables>`
  mutation InviteMember($teamId: ID!, $email: String!) {
    inviteMember(teamId: $teamId, email: $email) {
      ...InviteResultFields
    }
  }
  ${INVITE_RESULT_FIELDS}
`;

export const ResendInviteDocument = gql<ResendInviteMutation, ResendInviteMutationVariables>`
  mutation ResendInvite($inviteId: ID!) {
    resendInvite(inviteId: $inviteId) {
      ...InviteResultFields
    }
  }
  ${INVITE_RESULT_FIELDS}
`;

export const RevokeInviteDocument = gql<RevokeInviteMutation, RevokeInviteMutationVariables>`
  mutation RevokeInvite($inviteId: ID!) {
    revokeInvite(inviteId: $inviteId) {
      ...InviteResultFields
    }
  }
  ${INVITE_RESULT_FIELDS}
`;
