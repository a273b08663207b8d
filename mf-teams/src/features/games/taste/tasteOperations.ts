import { gql } from 'urql';
import type {
  ClearMyTasteMutation,
  ClearMyTasteMutationVariables,
  MemberTasteFieldsFragment,
  MyGameScoresQuery,
  MyGameScoresQueryVariables,
  MyTasteQuery,
  MyTasteQueryVariables,
  SetMyTasteMutation,
  SetMyTasteMutationVariables,
} from '../../../generated/graphql';

export type {
  DayPreference,
  KickoffPreference,
  MemberTasteInput,
  Tolerance,
} from '../../../generated/graphql';
/** urql's cache adds the type name to each result. */
export type MemberTasteFields = MemberTasteFieldsFragment & { __typename?: 'MemberTaste' };

const TASTE_FIELDS = gql`
  fragment MemberTasteFields on MemberTaste {
    days
    kickoff
    coldTolerance
    rainTolerance
    lovedOpponents
    avoidedOpponents
    updatedAt
  }
`;

/** The caller's taste; null when none is set (the team score applies). */
export const MyTasteDocument = gql<MyTasteQuery, MyTasteQueryVariables>`
  query MyTaste {
    myTaste {
      ...MemberTasteFields
    }
  }
  ${TASTE_FIELDS}
`;

/** Saves the taste; the server recomputes the caller's personal scores. BAD_USER_INPUT on bad lists. */
export const SetMyTasteDocument = gql<SetMyTasteMutation, SetMyTasteMutationVariables>`
  mutation SetMyTaste($input: MemberTasteInput!) {
    setMyTaste(input: $input) {
      ...MemberTasteFields
    }
  }
  ${TASTE_FIELDS}
`;

export const ClearMyTasteDocument = gql<ClearMyTasteMutation, ClearMyTasteMutationVariables>`
  mutation ClearMyTaste {
    clearMyTaste
  }
`;

/** The caller's personal score of each of the team's games (null without a taste). */
export const MyGameScoresDocument = gql<MyGameScoresQuery, MyGameScoresQueryVariables>`
  query MyGameScores($teamId: ID!) {
    myTaste {
      days
    }
    teamGames(teamId: $teamId) {
      id
      myScore
      myScoreReasons
    }
  }
`;
