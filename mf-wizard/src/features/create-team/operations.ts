/** The wizard's team creation document. */
import { gql, type TypedDocumentNode } from 'urql';
import type { TeamPlan, TeamRole, TeamStatus } from '@tiix/shared-data';

export interface TeamSummaryFields {
  id: string;
  name: string;
  league: string;
  teamName: string;
  season: string;
  status: TeamStatus;
  ownerId: string;
  draftId: string | null;
  plan: TeamPlan;
  myRole: TeamRole;
  memberCount: number;
  gameCount: number;
  createdAt: string;
  updatedAt: string;
}

const TEAM_SUMMARY_FIELDS = `
  id
  name
  league
  teamName
  season
  status
  ownerId
  draftId
  plan
  myRole
  memberCount
  gameCount
  createdAt
  updatedAt
`;

export interface CreateTeamInput {
  name: string;
  league: string;
  teamName: string;
  season: string;
  inviteEmails?: string[] | null;
}
export interface CreateTeamMutation {
  createTeam: TeamSummaryFields;
}
export interface CreateTeamVariables {
  input: CreateTeamInput;
}

/**
 * Team, owner membership, the season's home games, invites and activity in one transaction.
 * Error codes: UNAUTHENTICATED, BAD_USER_INPUT, PLAN_LIMIT.
 */
export const CreateTeamDocument: TypedDocumentNode<CreateTeamMutation, CreateTeamVariables> = gql`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ${TEAM_SUMMARY_FIELDS}
    }
  }
`;
