/** mf-teams' game and ranking documents: scored games and the caller's own ranks. */
import { gql } from 'urql';
import { GameFieldsFragmentDoc } from '../../shared/teamOperations';
import type {
  FillMyRankingsFromScoreMutation,
  FillMyRankingsFromScoreMutationVariables,
  MyRankingsQuery,
  MyRankingsQueryVariables,
  SaveMyRankingsMutation,
  SaveMyRankingsMutationVariables,
  TeamGamesQuery,
  TeamGamesQueryVariables,
} from '../../generated/graphql';

export type {
  /** `rank` 0-100 (the server clamps it; 0 removes the rank). */
  RankingInput,
  GameRankingFieldsFragment,
  ScoredGameFieldsFragment,
} from '../../generated/graphql';

/** A game with its game-quality score (null until the scoring module has scored it). */
const SCORED_GAME_FIELDS = gql`
  fragment ScoredGameFields on Game {
    ...GameFields
    tiixRank
    tiixStars
    tiixRationale
    tiixReasonTags
  }
  ${GameFieldsFragmentDoc}
`;

/** A member's own rank of a game, 1 = best. */
const RANKING_FIELDS = gql`
  fragment GameRankingFields on GameRanking {
    id
    gameId
    userId
    rank
    createdAt
    updatedAt
  }
`;

/** Soonest first; [] when the caller is not a member. */
export const TeamGamesDocument = gql<TeamGamesQuery, TeamGamesQueryVariables>`
  query TeamGames($teamId: ID!) {
    teamGames(teamId: $teamId) {
      ...ScoredGameFields
    }
  }
  ${SCORED_GAME_FIELDS}
`;

/** Best first. */
export const MyRankingsDocument = gql<MyRankingsQuery, MyRankingsQueryVariables>`
  query MyRankings($teamId: ID!) {
    myRankings(teamId: $teamId) {
      ...GameRankingFields
    }
  }
  ${RANKING_FIELDS}
`;

/**
 * Later entries win, and a rank the caller gave another game moves to the new one; answers all
 * the caller's ranks of the team after the save, best first. Errors: UNAUTHENTICATED, NOT_FOUND,
 * BAD_USER_INPUT ('Final games cannot be ranked', foreign games).
 */
export const SaveMyRankingsDocument = gql<SaveMyRankingsMutation, SaveMyRankingsMutationVariables>`
  mutation SaveMyRankings($teamId: ID!, $rankings: [RankingInput!]!) {
    saveMyRankings(teamId: $teamId, rankings: $rankings) {
      ...GameRankingFields
    }
  }
  ${RANKING_FIELDS}
`;

/** Ranks the upcoming games 1..n by game-quality score (ties by date); the user adjusts after. */
export const FillMyRankingsFromScoreDocument = gql<
  FillMyRankingsFromScoreMutation,
  FillMyRankingsFromScoreMutationVariables
>`
  mutation FillMyRankingsFromScore($teamId: ID!) {
    fillMyRankingsFromScore(teamId: $teamId) {
      ...GameRankingFields
    }
  }
  ${RANKING_FIELDS}
`;
