/** mf-teams' team detail documents: the owner's edits and invites. */
import { gql, type TypedDocumentNode } from 'urql';
import type { TeamStatus } from '@tiix/shared-data';
import {
  INVITE_FIELDS,
  TEAM_SUMMARY_FIELDS,
  type TeamInviteFields,
  type TeamSummaryFields,
} from '../../shared/teamOperations';

export interface InviteResult {
  success: boolean;
  message: string;
  invite: TeamInviteFields | null;
}

export interface UpdateTeamInput {
  name?: string | null;
  status?: TeamStatus | null;
  totalCost?: number | null;
}
export interface UpdateTeamMutation {
  updateTeam: TeamSummaryFields & { totalCost: number };
}
export interface UpdateTeamVariables {
  id: string;
  input: UpdateTeamInput;
}

/** Owner/admin; only name, status and totalCost. */
export const UpdateTeamDocument: TypedDocumentNode<UpdateTeamMutation, UpdateTeamVariables> = gql`
  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {
    updateTeam(id: $id, input: $input) {
      ${TEAM_SUMMARY_FIELDS}
      totalCost
    }
  }
`;

const INVITE_RESULT_FIELDS = `
  success
  message
  invite {
    ${INVITE_FIELDS}
  }
`;

export interface InviteMemberMutation {
  inviteMember: InviteResult;
}
export interface InviteMemberVariables {
  teamId: string;
  email: string;
}

/** Owner/admin. A refusal is `success: false` with the user-facing message, not a GraphQL error. */
export const InviteMemberDocument: TypedDocumentNode<InviteMemberMutation, InviteMemberVariables> =
  gql`
  mutation InviteMember($teamId: ID!, $email: String!) {
    inviteMember(teamId: $teamId, email: $email) {
      ${INVITE_RESULT_FIELDS}
    }
  }
`;

export interface ResendInviteMutation {
  resendInvite: InviteResult;
}

export const ResendInviteDocument: TypedDocumentNode<ResendInviteMutation, { inviteId: string }> =
  gql`
    mutation ResendInvite($inviteId: ID!) {
      resendInvite(inviteId: $inviteId) {
        ${INVITE_RESULT_FIELDS}
      }
    }
  `;

export interface RevokeInviteMutation {
  revokeInvite: InviteResult;
}

export const RevokeInviteDocument: TypedDocumentNode<RevokeInviteMutation, { inviteId: string }> =
  gql`
    mutation RevokeInvite($inviteId: ID!) {
      revokeInvite(inviteId: $inviteId) {
        ${INVITE_RESULT_FIELDS}
      }
    }
  `;
