import type { Game as GqlGame } from '../../generated/graphql.js';
import type { GameRecord } from './games.repository.js';

/** A stored game in the GraphQL shape (the column is tv_prime_time, the field isPrimeTime). */
export function toGqlGame(game: GameRecord): GqlGame {
  const { tvPrimeTime, ...rest } = game;
  return { ...rest, isPrimeTime: tvPrimeTime };
}
