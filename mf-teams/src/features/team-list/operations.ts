/** mf-teams' team list: the caller's teams and deleting one. */
import { gql, type TypedDocumentNode } from 'urql';
import { TEAM_SUMMARY_FIELDS, type TeamSummaryFields } from '../../shared/teamOperations';

export interface MyTeamsQuery {
  myTeams: TeamSummaryFields[];
}

/** The caller's teams, newest first ([] for guests). */
export const MyTeamsDocument: TypedDocumentNode<MyTeamsQuery, Record<string, never>> = gql`
  query MyTeams {
    myTeams {
      ${TEAM_SUMMARY_FIELDS}
    }
  }
`;

export interface DeleteTeamMutation {
  deleteTeam: boolean;
}

/** Owner only. */
export const DeleteTeamDocument: TypedDocumentNode<DeleteTeamMutation, { id: string }> = gql`
  mutation DeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`;
