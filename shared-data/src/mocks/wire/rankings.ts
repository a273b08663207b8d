import type { GameFields } from './teams';

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

export interface TeamIdVariables {
  teamId: string;
}

export interface TeamGamesQuery {
  /** Soonest first; [] when the caller is not a member. */
  teamGames: ScoredGameFields[];
}

export interface MyRankingsQuery {
  /** Best first. */
  myRankings: GameRankingFields[];
}

export interface SaveMyRankingsMutation {
  /** All the caller's ranks of the team after the save (moved ranks included), best first. */
  saveMyRankings: GameRankingFields[];
}
export interface SaveMyRankingsVariables {
  teamId: string;
  rankings: RankingInput[];
}

export interface FillMyRankingsFromScoreMutation {
  fillMyRankingsFromScore: GameRankingFields[];
}
