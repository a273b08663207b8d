/**
 * Measures the score against the market's signals in the bundled data (docs/scoring.md,
 * "Evaluation"). Pure: reads the league data, never the database.
 *
 * Signals (never model inputs): NFL closing lines (the market's expected points plus how close it
 * expects the game, both standardised and added: a high-scoring, close game is the one worth a
 * ticket), NBA and WNBA national TV picks (the broadcasters' choice of the games people want).
 */
import { getPriorStandings, getSchedule } from '../leagues/league-data.js';
import { getNflElo } from '../leagues/league-data.js';
/**
 * Seasons whose signals set the model's weights (fit.ts). They are never reported as evidence:
 * the evaluation gate runs on the REPORTED seasons only.
 */
export const FIT_SEASONS = [
    { league: 'NFL', season: '2024' },
    { league: 'NBA', season: '2025-26' },
];
/** Every other league-season with a market signal in the data. */
export const REPORTED_SEASONS = [
    { league: 'NFL', season: '2025' },
    { league: 'NBA', season: '2026-27' },
    { league: 'WNBA', season: '2026' },
];
/** The score must beat every baseline by this much on every reported season. */
export const REQUIRED_MARGIN = 0.03;
function ranks(values) {
    const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
    const out = new Array(values.length);
    for (let i = 0; i < order.length;) {
        let j = i;
        while (j + 1 < order.length && order[j + 1].v === order[i].v)
            j++;
        for (let k = i; k <= j; k++)
            out[order[k].i] = (i + j) / 2 + 1;
        i = j + 1;
    }
    return out;
}
/** Spearman's rho: Pearson correlation of the tie-averaged ranks; NaN when either side is constant. */
export function spearman(x, y) {
    const n = x.length;
    if (n < 2 || y.length !== n)
        return Number.NaN;
    const rx = ranks(x);
    const ry = ranks(y);
    const mx = rx.reduce((a, b) => a + b, 0) / n;
    const my = ry.reduce((a, b) => a + b, 0) / n;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    for (let i = 0; i < n; i++) {
        sxy += (rx[i] - mx) * (ry[i] - my);
        sxx += (rx[i] - mx) ** 2;
        syy += (ry[i] - my) ** 2;
    }
    return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs) => {
    const m = mean(xs);
    return Math.sqrt(mean(xs.map((x) => (x - m) ** 2))) || 1;
};
/** Regular-season games of a league-season that carry its market signal. */
export function signalGames(league, season) {
    return getSchedule(league, season).filter((g) => !g.superseded &&
        g.dateLocal !== null &&
        !g.isPreseason &&
        !g.isPostseason &&
        g.gameType !== 'allstar' &&
        (league !== 'NFL' || (g.nfl?.totalLine != null && g.nfl.spreadLine != null)));
}
/**
 * The market signal of each game, by key. NFL: z(closing total) + z(−|closing spread|). NBA,
 * WNBA: 1 when a national broadcaster carries the game, else 0.
 */
export function marketSignal(league, games) {
    if (league === 'NFL') {
        const total = games.map((g) => g.nfl.totalLine);
        const close = games.map((g) => -Math.abs(g.nfl.spreadLine));
        const [mt, st, mc, sc] = [mean(total), sd(total), mean(close), sd(close)];
        return new Map(games.map((g, i) => [g.key, (total[i] - mt) / st + (close[i] - mc) / sc]));
    }
    return new Map(games.map((g) => [g.key, g.nationalTv.length > 0 ? 1 : 0]));
}
/**
 * One-line baselines a ticket holder could compute before the season: the sum of both teams'
 * prior-season win percentage, of their prior point differential per game, and (NFL) of their
 * pre-season Elo. Within one team's home games the home side is constant, so these reduce to the
 * visitor's value.
 */
export function baselineValues(league, season, games) {
    const prior = getPriorStandings(league, season);
    const rows = new Map(prior?.rows.map((r) => [r.teamId, r]) ?? []);
    const winPct = (t) => rows.get(t)?.winPct ?? 0.5;
    const diff = (t) => {
        const r = rows.get(t);
        return r && r.games > 0 ? r.pointDiff / r.games : 0;
    };
    const out = new Map([
        ['winPct', new Map(games.map((g) => [g.key, winPct(g.homeTeam) + winPct(g.awayTeam)]))],
        ['pointDiff', new Map(games.map((g) => [g.key, diff(g.homeTeam) + diff(g.awayTeam)]))],
    ]);
    if (league === 'NFL') {
        const elo = (t) => getNflElo(t, season)?.rating ?? 1500;
        out.set('elo', new Map(games.map((g) => [g.key, elo(g.homeTeam) + elo(g.awayTeam)])));
    }
    return out;
}
/** Spearman over all games and, averaged over home teams, within each team's home games. */
export function correlate(games, value, signal) {
    const all = spearman(games.map((g) => value.get(g.key)), games.map((g) => signal.get(g.key)));
    const byTeam = new Map();
    for (const g of games)
        byTeam.set(g.homeTeam, [...(byTeam.get(g.homeTeam) ?? []), g]);
    const within = [...byTeam.values()]
        .map((list) => spearman(list.map((g) => value.get(g.key)), list.map((g) => signal.get(g.key))))
        .filter((r) => Number.isFinite(r));
    return { all, withinTeam: mean(within) };
}
/** Correlations of `score` (by game key) and of every baseline with the season's market signal. */
export function evaluateSeason(ref, role, score) {
    const games = signalGames(ref.league, ref.season).filter((g) => score.has(g.key));
    const signal = marketSignal(ref.league, games);
    const own = correlate(games, score, signal);
    const baselines = {};
    const shortfalls = [];
    for (const [name, values] of baselineValues(ref.league, ref.season, games)) {
        const b = correlate(games, values, signal);
        baselines[name] = b;
        if (!(own.all >= b.all + REQUIRED_MARGIN))
            shortfalls.push(`${name} (all games)`);
        if (!(own.withinTeam >= b.withinTeam + REQUIRED_MARGIN))
            shortfalls.push(`${name} (within team)`);
    }
    return {
        ...ref,
        role,
        games: games.length,
        signalGames: [...signal.values()].filter((v) => v > 0).length,
        score: own,
        baselines,
        shortfalls,
    };
}
/**
 * The gate: stature is the part of the score that claims to measure what the market values, so
 * it is the part held to the market's signals. The team score adds convenience (weekend, kickoff
 * hour, climate), which is about the ticket holder, not the market; it is reported beside it.
 */
export const GATED_VIEW = 'stature';
/** Evaluates the committed model on every fit and reported season, both views. */
export function evaluateModel(scoreOf) {
    const views = ['stature', 'team'];
    const refs = [
        ...FIT_SEASONS.map((ref) => ({ ref, role: 'fit' })),
        ...REPORTED_SEASONS.map((ref) => ({ ref, role: 'reported' })),
    ];
    const scored = refs.map(({ ref, role }) => ({ ref, role, scores: scoreOf(ref) }));
    return views.map((view) => ({
        view,
        seasons: scored.map(({ ref, role, scores }) => evaluateSeason(ref, role, new Map([...scores].map(([key, s]) => [key, view === 'stature' ? s.statureScore : s.tiixRank])))),
    }));
}
const fmt = (r) => r === undefined || !Number.isFinite(r) ? '—' : r.toFixed(3);
/** The evaluation as a Markdown table (docs/scoring.md copies it). */
export function evaluationTable(results) {
    const lines = [
        '| Season | Role | Score | Games (signal) | Score all / within | Win pct all / within | Point diff all / within | Elo all / within | Meets +0.03 |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const result of results) {
        for (const s of result.seasons) {
            const b = (name) => s.baselines[name]
                ? `${fmt(s.baselines[name].all)} / ${fmt(s.baselines[name].withinTeam)}`
                : '—';
            lines.push(`| ${s.league} ${s.season} | ${s.role} | ${result.view} | ${s.games} (${s.signalGames}) | ${fmt(s.score.all)} / ${fmt(s.score.withinTeam)} | ${b('winPct')} | ${b('pointDiff')} | ${b('elo')} | ${s.shortfalls.length === 0 ? 'yes' : `no: ${s.shortfalls.join(', ')}`} |`);
        }
    }
    return lines.join('\n');
}
/** Reported seasons where the gated view misses a baseline + margin (empty = pass). */
export function gateFailures(results) {
    return (results
        .find((r) => r.view === GATED_VIEW)
        ?.seasons.filter((s) => s.role === 'reported' && s.shortfalls.length > 0) ?? []);
}
//# sourceMappingURL=evaluation.js.map