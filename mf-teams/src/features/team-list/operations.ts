/** mf-teams' team list: deleting a team (the caller's teams are shared-data's `MyTeamsDocument`). */
import { gql } from 'urql';
import type { DeleteTeamMutation, DeleteTeamMutationVariables } from '../../generated/graphql';

/** Owner only. */
export const DeleteTeamDocument = gql<DeleteTeamMutation, DeleteTeamMutationVariables>`
  mutation DeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`;
