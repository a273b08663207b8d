/**
 * The team documents more than one app sends with the same selection: a team's summary fields
 * (the shell's switcher and dashboard, mf-teams' list and edits, the wizard's create-team answer)
 * and the caller's teams. An app whose selection differs keeps its own document.
 */
import { gql } from 'urql';
import type { MyTeamsQuery, MyTeamsQueryVariables } from '../generated/graphql';

/** Spread as `...TeamSummaryFields` and interpolated into the document that spreads it. */
export const TeamSummaryFieldsFragmentDoc = gql`
  fragment TeamSummaryFields on Team {
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
  }
`;

export type { TeamSummaryFieldsFragment } from '../generated/graphql';
export type { MyTeamsQuery };

/** The caller's teams, newest first ([] for guests). */
export const MyTeamsDocument = gql<MyTeamsQuery, MyTeamsQueryVariables>`
  query MyTeams {
    myTeams {
      ...TeamSummaryFields
    }
  }
  ${TeamSummaryFieldsFragmentDoc}
`;
