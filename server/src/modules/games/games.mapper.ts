import type { Game as GqlGame } from '../../generated/graphql.js';
import type { GameRecord } from './games.repository.js';

/**
 * A stored game in the GraphQL shape (the column is tv_prime_time, the field isPrimeTime). The
 * caller's own fields (myScore, myScoreReasons, myAdp) are resolved by the scoring module's Game
 * resolvers; these are only their empty defaults.
 */
export function toGqlGame(game: GameRecord): GqlGame {
  const { tvPrimeTime, convenienceInputs: _inputs, scoreDataHash: _hash, ...rest } = game;
  return { ...rest, isPrimeTime: tvPrimeTime, myScore: null, myScoreReasons: [], myAdp: null };
}
