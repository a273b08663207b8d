import { isUnlimited, type PlanFields } from '@tiix/domain';
import type { Game as GqlGame } from '../../generated/graphql.js';
import type { GameRecord } from './games.repository.js';

/**
 * A stored game in the GraphQL shape (the column is tv_prime_time, the field isPrimeTime). The
 * caller's own fields (myScore, myScoreReasons, myAdp) are resolved by the scoring module's Game
 * resolvers; these are only their empty defaults.
 */
export function toGqlGame(game: GameRecord, scoreVisible = true): GqlGame {
  const gql = { ...toApiGame(game), myScore: null, myScoreReasons: [], myAdp: null };
  return scoreVisible ? gql : { ...gql, ...HIDDEN_SCORE };
}

/**
 * A game's stored fields in the API's shape, without the caller's own fields (resolved by the
 * scoring module's Game resolvers): what a read that shapes its JSON in SQL returns
 * (`teamApiGamesJson`, instants as ISO strings), or a stored record mapped by `toApiGame`.
 */
export type ApiGame = Omit<GqlGame, 'myScore' | 'myScoreReasons' | 'myAdp' | '__typename'>;

export function toApiGame(game: GameRecord): ApiGame {
  const { tvPrimeTime, convenienceInputs: _inputs, scoreDataHash: _hash, ...rest } = game;
  return { ...rest, isPrimeTime: tvPrimeTime };
}

/**
 * Games in the API's shape as the GraphQL Game type. The caller's own fields (myScore, ...) are
 * the scoring module's Game resolvers', so the records do not carry them: the cast says so.
 */
export const asGqlGames = (games: ApiGame[]): GqlGame[] => games as GqlGame[];

/**
 * A team's games as its plan shows them. The automatic score is an Unlimited feature: a free
 * team's games carry none of it (`withScoreHidden`). Every read of a team's games takes the same
 * statements whatever the plan, and this is the one place it applies the plan, once per read:
 * the team page, the team's games field, the games page and the chat's shared games all go
 * through it, and the Game resolvers serve what it gives.
 */
export function gamesAsPlanShows<G extends ApiGame>(team: PlanFields, games: G[]): G[] {
  return isUnlimited(team) ? games : games.map(withScoreHidden);
}

/**
 * The game as a team without the automatic score sees it (see HIDDEN_SCORE). Only the fields the
 * game carries are blanked, none added: a game shaped in SQL for one query (only the fields it
 * asks for) keeps its keys, so a free team's games have the same shape as an Unlimited team's
 * and the compiled query serves both alike. Adding the absent score fields made every free
 * game a larger object of another shape, and the free team page read cost twice the CPU.
 */
export function withScoreHidden<G extends Partial<ApiGame>>(game: G): G {
  const hidden: Record<string, unknown> = { ...game };
  for (const [key, value] of HIDDEN_ENTRIES) if (key in hidden) hidden[key] = value;
  return hidden as G;
}

/**
 * The automatic score is an Unlimited feature: a free team's games go out without any of its
 * fields (and without the draft values derived from it), so the score cannot be read from the API.
 */
const HIDDEN_SCORE = {
  tiixRank: null,
  tiixStars: null,
  tiixRationale: null,
  tiixReasonTags: [],
  tiixRankTeam: null,
  tiixRankPercentile: null,
  slateRank: null,
  slateSize: null,
  slatePercentile: null,
  teamPercentile: null,
  baseScore: null,
  contextPct: null,
  probGoneBeforePick: null,
  adp: null,
  resaleIndexPct: null,
  excitementIndex: null,
  statureScore: null,
  statureReasons: [],
  convenienceScore: null,
  convenienceReasons: [],
} satisfies Partial<GqlGame>;
const HIDDEN_ENTRIES = Object.entries(HIDDEN_SCORE);
