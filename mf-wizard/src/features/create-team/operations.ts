/** The wizard's team creation document. */
import { gql } from 'urql';
import { TeamSummaryFieldsFragmentDoc } from '@tiix/shared-data';
import type { CreateTeamMutation, CreateTeamMutationVariables } from '../../generated/graphql';

/**
 * Team, owner membership, the season's home games, invites and activity in one transaction.
 * Error codes: UNAUTHENTICATED, BAD_USER_INPUT, PLAN_LIMIT.
 */
export const CreateTeamDocument = gql<CreateTeamMutation, CreateTeamMutationVariables>`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamSummaryFields
    }
  }
  ${TeamSummaryFieldsFragmentDoc}
`;
