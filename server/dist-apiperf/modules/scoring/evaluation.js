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
/** Pearson correlation of two rank vectors; NaN when either is constant. */
function rankCorrelation(rx, ry) {
    const n = rx.length;
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
/** Spearman's rho: Pearson correlation of the tie-averaged ranks; NaN when either side is constant. */
export function spearman(x, y) {
    if (x.length < 2 || y.length !== x.length)
        return Number.NaN;
    return rankCorrelation(ranks(x), ranks(y));
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
function byHomeTeam(games) {
    const byTeam = new Map();
    for (const g of games)
        byTeam.set(g.homeTeam, [...(byTeam.get(g.homeTeam) ?? []), g]);
    return [...byTeam.values()];
}
/** Spearman within one team's home games (NaN when the value or the signal is constant). */
const teamCorrelation = (list, value, signal) => spearman(list.map((g) => value.get(g.key)), list.map((g) => signal.get(g.key)));
const allGames = (games, value, signal) => spearman(games.map((g) => value.get(g.key)), games.map((g) => signal.get(g.key)));
/** Spearman over all games and, averaged over home teams, within each team's home games. */
export function correlate(games, value, signal) {
    const within = byHomeTeam(games)
        .map((list) => teamCorrelation(list, value, signal))
        .filter((r) => Number.isFinite(r));
    return { all: allGames(games, value, signal), withinTeam: mean(within) };
}
/** Bootstrap replicates: enough for stable 2.5 % / 97.5 % percentiles, few enough for a test. */
export const BOOTSTRAP_SAMPLES = 400;
/** A deterministic pseudo-random stream (LCG), so the intervals are the same on every run. */
function randomStream(seed) {
    let state = seed;
    return () => {
        state = (state * 1664525 + 1013904223) % 2 ** 32;
        return state / 2 ** 32;
    };
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))];
const interval = (values) => {
    const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
    return { lo: percentile(sorted, 0.025), hi: percentile(sorted, 0.975) };
};
/**
 * How noisy each figure is: a cluster bootstrap over home teams (a replicate draws the season's
 * home teams with replacement and keeps all their home games), so the games of one team, which
 * share a signal pattern, are never treated as independent. Score and baselines are measured on
 * the same replicate, which makes the interval of the margin much tighter than the two apart.
 */
export function bootstrapIntervals(games, score, baselines, signal, samples = BOOTSTRAP_SAMPLES) {
    const teams = byHomeTeam(games);
    const values = [score, ...baselines];
    // Plain arrays per team (value j, signal), so a replicate only concatenates and ranks.
    const teamValues = teams.map((list) => values.map((v) => list.map((g) => v.get(g.key))));
    const teamSignal = teams.map((list) => list.map((g) => signal.get(g.key)));
    // A team's within correlation does not change when it is drawn twice: compute it once.
    const within = teams.map((list) => values.map((v) => teamCorrelation(list, v, signal)));
    const random = randomStream(20261123);
    const scoreAll = [];
    const scoreWithin = [];
    const marginAll = [];
    const marginWithin = [];
    for (let b = 0; b < samples; b++) {
        const drawn = teams.map(() => Math.floor(random() * teams.length));
        const signalRanks = ranks(drawn.flatMap((i) => teamSignal[i]));
        const all = values.map((_, j) => rankCorrelation(ranks(drawn.flatMap((i) => teamValues[i][j])), signalRanks));
        const inTeam = values.map((_, j) => mean(drawn.map((i) => within[i][j]).filter((r) => Number.isFinite(r))));
        scoreAll.push(all[0]);
        scoreWithin.push(inTeam[0]);
        marginAll.push(all[0] - Math.max(...all.slice(1)));
        marginWithin.push(inTeam[0] - Math.max(...inTeam.slice(1)));
    }
    return {
        score: { all: interval(scoreAll), withinTeam: interval(scoreWithin) },
        margin: { all: interval(marginAll), withinTeam: interval(marginWithin) },
    };
}
/** Correlations of `score` (by game key) and of every baseline with the season's market signal. */
export function evaluateSeason(ref, role, score) {
    const games = signalGames(ref.league, ref.season).filter((g) => score.has(g.key));
    const signal = marketSignal(ref.league, games);
    const own = correlate(games, score, signal);
    const baselines = {};
    const shortfalls = [];
    const baselineMaps = baselineValues(ref.league, ref.season, games);
    for (const [name, values] of baselineMaps) {
        const b = correlate(games, values, signal);
        baselines[name] = b;
        if (!(own.all >= b.all + REQUIRED_MARGIN))
            shortfalls.push(`${name} (all games)`);
        if (!(own.withinTeam >= b.withinTeam + REQUIRED_MARGIN))
            shortfalls.push(`${name} (within team)`);
    }
    const strongest = Object.values(baselines);
    return {
        ...ref,
        role,
        games: games.length,
        signalGames: [...signal.values()].filter((v) => v > 0).length,
        score: own,
        baselines,
        margin: {
            all: own.all - Math.max(...strongest.map((b) => b.all)),
            withinTeam: own.withinTeam - Math.max(...strongest.map((b) => b.withinTeam)),
        },
        intervals: bootstrapIntervals(games, score, [...baselineMaps.values()], signal),
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
const fmt = (r) => r === undefined || !Number.isFinite(r) ? '—' : (r < 0 ? '−' : '') + Math.abs(r).toFixed(3);
const signed = (r) => (r >= 0 ? '+' : '−') + Math.abs(r).toFixed(3);
const range = (i, show) => `[${show(i.lo)}, ${show(i.hi)}]`;
/** The evaluation as a Markdown table (docs/scoring.md copies it). */
export function evaluationTable(results) {
    const lines = [
        '| Season | Role | Score | Games (signal) | Score all / within | Score 95 % CI all / within | Win pct all / within | Point diff all / within | Elo all / within | Margin over best baseline all / within | Margin 95 % CI all / within | Meets +0.03 |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const result of results) {
        for (const s of result.seasons) {
            const b = (name) => s.baselines[name]
                ? `${fmt(s.baselines[name].all)} / ${fmt(s.baselines[name].withinTeam)}`
                : '—';
            const ci = s.intervals;
            lines.push(`| ${s.league} ${s.season} | ${s.role} | ${result.view} | ${s.games} (${s.signalGames}) | ${fmt(s.score.all)} / ${fmt(s.score.withinTeam)} | ${range(ci.score.all, fmt)} / ${range(ci.score.withinTeam, fmt)} | ${b('winPct')} | ${b('pointDiff')} | ${b('elo')} | ${signed(s.margin.all)} / ${signed(s.margin.withinTeam)} | ${range(ci.margin.all, signed)} / ${range(ci.margin.withinTeam, signed)} | ${s.shortfalls.length === 0 ? 'yes' : `no: ${s.shortfalls.join(', ')}`} |`);
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