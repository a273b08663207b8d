/**
 * A stored game in the GraphQL shape (the column is tv_prime_time, the field isPrimeTime). The
 * caller's own fields (myScore, myScoreReasons, myAdp) are resolved by the scoring module's Game
 * resolvers; these are only their empty defaults.
 */
export function toGqlGame(game, scoreVisible = true) {
    const { tvPrimeTime, convenienceInputs: _inputs, scoreDataHash: _hash, ...rest } = game;
    const gql = { ...rest, isPrimeTime: tvPrimeTime, myScore: null, myScoreReasons: [], myAdp: null };
    return scoreVisible ? gql : { ...gql, ...HIDDEN_SCORE };
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
};
//# sourceMappingURL=games.mapper.js.map