/** mf-teams' game and ranking documents: scored games and the caller's own ranks. */
import { gql, type TypedDocumentNode } from 'urql';
import { GAME_FIELDS, type GameFields } from '../../shared/teamOperations';

/** A game with its game-quality score (null until the scoring module has scored it). */
export interface ScoredGameFields extends GameFields {
  tiixRank: number | null;
  tiixStars: number | null;
  tiixRationale: string | null;
  tiixReasonTags: string[];
}

/** A member's own rank of a game, 1 = best. */
export interface GameRankingFields {
  id: string;
  gameId: string;
  userId: string;
  rank: number;
  createdAt: string;
  updatedAt: string;
}

export interface RankingInput {
  gameId: string;
  /** Clamped to 0-100 by the server; 0 removes the rank. */
  rank: number;
}

const SCORED_GAME_FIELDS = `
  ${GAME_FIELDS}
  tiixRank
  tiixStars
  tiixRationale
  tiixReasonTags
`;

const RANKING_FIELDS = `
  id
  gameId
  userId
  rank
  createdAt
  updatedAt
`;

export interface TeamIdVariables {
  teamId: string;
}

export interface TeamGamesQuery {
  /** Soonest first; [] when the caller is not a member. */
  teamGames: ScoredGameFields[];
}

export const TeamGamesDocument: TypedDocumentNode<TeamGamesQuery, TeamIdVariables> = gql`
  query TeamGames($teamId: ID!) {
    teamGames(teamId: $teamId) {
      ${SCORED_GAME_FIELDS}
    }
  }
`;

export interface MyRankingsQuery {
  /** Best first. */
  myRankings: GameRankingFields[];
}

export const MyRankingsDocument: TypedDocumentNode<MyRankingsQuery, TeamIdVariables> = gql`
  query MyRankings($teamId: ID!) {
    myRankings(teamId: $teamId) {
      ${RANKING_FIELDS}
    }
  }
`;

export interface SaveMyRankingsMutation {
  /** All the caller's ranks of the team after the save (moved ranks included), best first. */
  saveMyRankings: GameRankingFields[];
}
export interface SaveMyRankingsVariables {
  teamId: string;
  rankings: RankingInput[];
}

/**
 * Later entries win, and a rank the caller gave another game moves to the new one. Errors:
 * UNAUTHENTICATED, NOT_FOUND, BAD_USER_INPUT ('Final games cannot be ranked', foreign games).
 */
export const SaveMyRankingsDocument: TypedDocumentNode<
  SaveMyRankingsMutation,
  SaveMyRankingsVariables
> = gql`
  mutation SaveMyRankings($teamId: ID!, $rankings: [RankingInput!]!) {
    saveMyRankings(teamId: $teamId, rankings: $rankings) {
      ${RANKING_FIELDS}
    }
  }
`;

export interface FillMyRankingsFromScoreMutation {
  fillMyRankingsFromScore: GameRankingFields[];
}

/** Ranks the upcoming games 1..n by game-quality score (ties by date); the user adjusts after. */
export const FillMyRankingsFromScoreDocument: TypedDocumentNode<
  FillMyRankingsFromScoreMutation,
  TeamIdVariables
> = gql`
  mutation FillMyRankingsFromScore($teamId: ID!) {
    fillMyRankingsFromScore(teamId: $teamId) {
      ${RANKING_FIELDS}
    }
  }
`;
