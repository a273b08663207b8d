/**
 * One file on purpose: a single offline pipeline read top to bottom, run only by scripts.
 *
 * Measures the score against the market's signals in the bundled data (docs/scoring.md,
 * "Evaluation"). Pure: reads the league data, never the database.
 *
 * Signals (never model inputs): NFL closing lines (the market's expected points plus how close it
 * expects the game, both standardised and added: a high-scoring, close game is the one worth a
 * ticket), NBA and WNBA national TV picks (the broadcasters' choice of the games people want).
 */
import { getPriorStandings, getSchedule } from '../../src/modules/leagues/league-data.js';
import type { LeagueId, ScheduleGame } from '../../src/modules/leagues/types.js';
import { getNflElo } from '../../src/modules/leagues/league-data.js';
import { dayShareTable } from '../../src/modules/scoring/calendar.js';
import { isWeekend } from '../../src/modules/scoring/convenience.js';

export interface SeasonRef {
  league: LeagueId;
  season: string;
}

/**
 * Seasons whose signals set the model's weights (fit.ts). They are never reported as evidence:
 * the evaluation gate runs on the REPORTED seasons only.
 */
export const FIT_SEASONS: readonly SeasonRef[] = [
  { league: 'NFL', season: '2024' },
  { league: 'NBA', season: '2025-26' },
];

/** Every other league-season with a market signal in the data. */
export const REPORTED_SEASONS: readonly SeasonRef[] = [
  { league: 'NFL', season: '2025' },
  { league: 'NBA', season: '2026-27' },
  { league: 'WNBA', season: '2026' },
];

/** The score must beat every baseline (and each of its own parts) by this much on every reported season. */
export const REQUIRED_MARGIN = 0.03;

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.v === order[i]!.v) j++;
    for (let k = i; k <= j; k++) out[order[k]!.i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Pearson correlation of two rank vectors; NaN when either is constant. */
function rankCorrelation(rx: readonly number[], ry: readonly number[]): number {
  const n = rx.length;
  const mx = rx.reduce((a, b) => a + b, 0) / n;
  const my = ry.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (rx[i]! - mx) * (ry[i]! - my);
    sxx += (rx[i]! - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rho: Pearson correlation of the tie-averaged ranks; NaN when either side is constant. */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length < 2 || y.length !== x.length) return Number.NaN;
  return rankCorrelation(ranks(x), ranks(y));
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2))) || 1;
};

/** Regular-season games of a league-season that carry its market signal. */
export function signalGames(league: LeagueId, season: string): ScheduleGame[] {
  return getSchedule(league, season).filter(
    (g) =>
      !g.superseded &&
      g.dateLocal !== null &&
      !g.isPreseason &&
      !g.isPostseason &&
      g.gameType !== 'allstar' &&
      (league !== 'NFL' || (g.nfl?.totalLine != null && g.nfl.spreadLine != null)),
  );
}

/**
 * The market signal of each game, by key. NFL: z(closing total) + z(−|closing spread|). NBA,
 * WNBA: 1 when a national broadcaster carries the game, else 0.
 */
export function marketSignal(
  league: LeagueId,
  games: readonly ScheduleGame[],
): Map<string, number> {
  if (league === 'NFL') {
    const total = games.map((g) => g.nfl!.totalLine!);
    const close = games.map((g) => -Math.abs(g.nfl!.spreadLine!));
    const [mt, st, mc, sc] = [mean(total), sd(total), mean(close), sd(close)];
    return new Map(
      games.map((g, i) => [g.key, (total[i]! - mt) / st + (close[i]! - mc) / sc] as const),
    );
  }
  return new Map(games.map((g) => [g.key, g.nationalTv.length > 0 ? 1 : 0] as const));
}

/** Standings baselines: the sum of both teams' prior win pct, point differential, (NFL) Elo. */
export type StandingsBaseline = 'winPct' | 'pointDiff' | 'elo';
/** Calendar baselines: one-line rules about when the game is played. */
export type CalendarBaseline = 'weekend' | 'primeTime' | 'dayShare';
/** The score's own parts, each alone. */
export type PartBaseline = 'stature' | 'convenience';
export type Baseline = StandingsBaseline | CalendarBaseline | PartBaseline;

/** The order of the baselines in the report. */
export const BASELINES: readonly Baseline[] = [
  'stature',
  'convenience',
  'weekend',
  'primeTime',
  'dayShare',
  'winPct',
  'pointDiff',
  'elo',
];

const weekdayOf = (dateLocal: string) => {
  const [y, m, d] = dateLocal.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/**
 * Each weekday's share of national games (NFL: mean market signal) in the league's fit season,
 * minus the share over all days; null when the league has no fit season of its own.
 */
export function fitSeasonDayShare(league: LeagueId): number[] | null {
  const fit = FIT_SEASONS.find((s) => s.league === league);
  if (!fit) return null;
  const games = signalGames(fit.league, fit.season);
  const signal = marketSignal(fit.league, games);
  return dayShareTable(
    games.map((g) => weekdayOf(g.dateLocal!)),
    games.map((g) => signal.get(g.key)!),
  );
}

/**
 * One-line baselines a ticket holder could compute before the season. Standings: the sum of both
 * teams' prior-season win percentage, of their prior point differential per game, and (NFL) of
 * their pre-season Elo; within one team's home games the home side is constant, so these reduce
 * to the visitor's value. Calendar: the game is on a Friday, Saturday or Sunday at the venue
 * (weekend); it starts at or after 19:00 US Eastern (prime time); the share of national games on
 * its weekday in the league's fit season (day-of-week share; none for a league without one).
 */
export function baselineValues(
  league: LeagueId,
  season: string,
  games: readonly ScheduleGame[],
): Map<Baseline, Map<string, number>> {
  const prior = getPriorStandings(league, season);
  const rows = new Map(prior?.rows.map((r) => [r.teamId, r]) ?? []);
  const winPct = (t: string) => rows.get(t)?.winPct ?? 0.5;
  const diff = (t: string) => {
    const r = rows.get(t);
    return r && r.games > 0 ? r.pointDiff / r.games : 0;
  };
  const by = (value: (g: ScheduleGame) => number) => new Map(games.map((g) => [g.key, value(g)]));
  const out = new Map<Baseline, Map<string, number>>([
    ['weekend', by((g) => (isWeekend(weekdayOf(g.dateLocal!)) ? 1 : 0))],
    ['primeTime', by((g) => (g.primetime ? 1 : 0))],
  ]);
  const table = fitSeasonDayShare(league);
  if (table)
    out.set(
      'dayShare',
      by((g) => table[weekdayOf(g.dateLocal!)]!),
    );
  out.set(
    'winPct',
    by((g) => winPct(g.homeTeam) + winPct(g.awayTeam)),
  );
  out.set(
    'pointDiff',
    by((g) => diff(g.homeTeam) + diff(g.awayTeam)),
  );
  if (league === 'NFL') {
    const elo = (t: string) => getNflElo(t, season)?.rating ?? 1500;
    out.set(
      'elo',
      by((g) => elo(g.homeTeam) + elo(g.awayTeam)),
    );
  }
  return out;
}

export interface Correlations {
  all: number;
  /** Mean over teams of the correlation within the team's home games (teams with a constant signal skipped). */
  withinTeam: number;
}

function byHomeTeam(games: readonly ScheduleGame[]): ScheduleGame[][] {
  const byTeam = new Map<string, ScheduleGame[]>();
  for (const g of games) byTeam.set(g.homeTeam, [...(byTeam.get(g.homeTeam) ?? []), g]);
  return [...byTeam.values()];
}

/** Spearman within one team's home games (NaN when the value or the signal is constant). */
const teamCorrelation = (
  list: readonly ScheduleGame[],
  value: ReadonlyMap<string, number>,
  signal: ReadonlyMap<string, number>,
) =>
  spearman(
    list.map((g) => value.get(g.key)!),
    list.map((g) => signal.get(g.key)!),
  );

const allGames = (
  games: readonly ScheduleGame[],
  value: ReadonlyMap<string, number>,
  signal: ReadonlyMap<string, number>,
) =>
  spearman(
    games.map((g) => value.get(g.key)!),
    games.map((g) => signal.get(g.key)!),
  );

/** Spearman over all games and, averaged over home teams, within each team's home games. */
export function correlate(
  games: readonly ScheduleGame[],
  value: ReadonlyMap<string, number>,
  signal: ReadonlyMap<string, number>,
): Correlations {
  const within = byHomeTeam(games)
    .map((list) => teamCorrelation(list, value, signal))
    .filter((r) => Number.isFinite(r));
  return { all: allGames(games, value, signal), withinTeam: mean(within) };
}

/** A 95 % bootstrap interval. */
export interface Interval {
  lo: number;
  hi: number;
}

/** Bootstrap replicates: enough for stable 2.5 % / 97.5 % percentiles, few enough for a test. */
export const BOOTSTRAP_SAMPLES = 400;

/** A deterministic pseudo-random stream (LCG), so the intervals are the same on every run. */
function randomStream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))]!;

const interval = (values: number[]): Interval => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return { lo: percentile(sorted, 0.025), hi: percentile(sorted, 0.975) };
};

export interface BootstrapIntervals {
  score: { all: Interval; withinTeam: Interval };
  /** The score minus the strongest baseline (the largest one in each replicate). */
  margin: { all: Interval; withinTeam: Interval };
}

/**
 * How noisy each figure is: a cluster bootstrap over home teams (a replicate draws the season's
 * home teams with replacement and keeps all their home games), so the games of one team, which
 * share a signal pattern, are never treated as independent. Score and baselines are measured on
 * the same replicate, which makes the interval of the margin much tighter than the two apart.
 */
export function bootstrapIntervals(
  games: readonly ScheduleGame[],
  score: ReadonlyMap<string, number>,
  baselines: readonly ReadonlyMap<string, number>[],
  signal: ReadonlyMap<string, number>,
  samples = BOOTSTRAP_SAMPLES,
): BootstrapIntervals {
  const teams = byHomeTeam(games);
  const values = [score, ...baselines];
  // Plain arrays per team (value j, signal), so a replicate only concatenates and ranks.
  const teamValues = teams.map((list) => values.map((v) => list.map((g) => v.get(g.key)!)));
  const teamSignal = teams.map((list) => list.map((g) => signal.get(g.key)!));
  // A team's within correlation does not change when it is drawn twice: compute it once.
  const within = teams.map((list) => values.map((v) => teamCorrelation(list, v, signal)));
  const random = randomStream(20261123);
  const scoreAll: number[] = [];
  const scoreWithin: number[] = [];
  const marginAll: number[] = [];
  const marginWithin: number[] = [];
  for (let b = 0; b < samples; b++) {
    const drawn = teams.map(() => Math.floor(random() * teams.length));
    const signalRanks = ranks(drawn.flatMap((i) => teamSignal[i]!));
    const all = values.map((_, j) =>
      rankCorrelation(ranks(drawn.flatMap((i) => teamValues[i]![j]!)), signalRanks),
    );
    const inTeam = values.map((_, j) =>
      mean(drawn.map((i) => within[i]![j]!).filter((r) => Number.isFinite(r))),
    );
    scoreAll.push(all[0]!);
    scoreWithin.push(inTeam[0]!);
    marginAll.push(all[0]! - Math.max(...all.slice(1)));
    marginWithin.push(inTeam[0]! - Math.max(...inTeam.slice(1)));
  }
  return {
    score: { all: interval(scoreAll), withinTeam: interval(scoreWithin) },
    margin: { all: interval(marginAll), withinTeam: interval(marginWithin) },
  };
}

export interface SeasonEvaluation extends SeasonRef {
  role: 'fit' | 'reported';
  games: number;
  signalGames: number;
  score: Correlations;
  baselines: Partial<Record<Baseline, Correlations>>;
  /** The score minus the strongest baseline, all games and within team. */
  margin: Correlations;
  /** 95 % bootstrap intervals of the score and of its margin (bootstrapIntervals). */
  intervals: BootstrapIntervals;
  /** Baselines (and view) the score does not beat by REQUIRED_MARGIN. */
  shortfalls: string[];
}

/** What the model gives a game: the score and its two parts. */
export interface ScoreParts {
  tiixRank: number;
  statureScore: number;
  convenienceScore: number;
}

/**
 * Correlations of the score (by game key), of each of its parts alone and of every standings
 * and calendar baseline with the season's market signal.
 */
export function evaluateSeason(
  ref: SeasonRef,
  role: 'fit' | 'reported',
  scores: ReadonlyMap<string, ScoreParts>,
): SeasonEvaluation {
  const games = signalGames(ref.league, ref.season).filter((g) => scores.has(g.key));
  const signal = marketSignal(ref.league, games);
  const part = (pick: (s: ScoreParts) => number) =>
    new Map(games.map((g) => [g.key, pick(scores.get(g.key)!)]));
  const score = part((s) => s.tiixRank);
  const own = correlate(games, score, signal);
  const baselineMaps = new Map<Baseline, Map<string, number>>([
    ['stature', part((s) => s.statureScore)],
    ['convenience', part((s) => s.convenienceScore)],
    ...baselineValues(ref.league, ref.season, games),
  ]);
  const baselines: Partial<Record<Baseline, Correlations>> = {};
  const shortfalls: string[] = [];
  for (const name of BASELINES) {
    const values = baselineMaps.get(name);
    if (!values) continue;
    const b = correlate(games, values, signal);
    baselines[name] = b;
    // A part or rule that is constant over the season (NaN) cannot be beaten or lost to.
    if (Number.isFinite(b.all) && !(own.all >= b.all + REQUIRED_MARGIN)) {
      shortfalls.push(`${name} (all games)`);
    }
    if (Number.isFinite(b.withinTeam) && !(own.withinTeam >= b.withinTeam + REQUIRED_MARGIN)) {
      shortfalls.push(`${name} (within team)`);
    }
  }
  const finite = (xs: number[]) => xs.filter((x) => Number.isFinite(x));
  const strongest = Object.values(baselines);
  return {
    ...ref,
    role,
    games: games.length,
    signalGames: [...signal.values()].filter((v) => v > 0).length,
    score: own,
    baselines,
    margin: {
      all: own.all - Math.max(...finite(strongest.map((b) => b.all))),
      withinTeam: own.withinTeam - Math.max(...finite(strongest.map((b) => b.withinTeam))),
    },
    intervals: bootstrapIntervals(
      games,
      score,
      BASELINES.flatMap((name) => {
        const values = baselineMaps.get(name);
        return values && Number.isFinite(baselines[name]!.all) ? [values] : [];
      }),
      signal,
    ),
    shortfalls,
  };
}

/**
 * Evaluates the committed model on every fit and reported season: the score (stature +
 * convenience) against each of its parts alone and every baseline.
 */
export function evaluateModel(
  scoreOf: (ref: SeasonRef) => ReadonlyMap<string, ScoreParts>,
): SeasonEvaluation[] {
  const refs = [
    ...FIT_SEASONS.map((ref) => ({ ref, role: 'fit' as const })),
    ...REPORTED_SEASONS.map((ref) => ({ ref, role: 'reported' as const })),
  ];
  return refs.map(({ ref, role }) => evaluateSeason(ref, role, scoreOf(ref)));
}

const fmt = (r: number | undefined) =>
  r === undefined || !Number.isFinite(r) ? '—' : (r < 0 ? '−' : '') + Math.abs(r).toFixed(3);
const signed = (r: number) => (r >= 0 ? '+' : '−') + Math.abs(r).toFixed(3);
const range = (i: Interval, show: (r: number) => string) => `[${show(i.lo)}, ${show(i.hi)}]`;

const BASELINE_LABELS: Record<Baseline, string> = {
  stature: 'Stature alone',
  convenience: 'Convenience alone',
  weekend: 'Weekend',
  primeTime: 'Prime time',
  dayShare: 'Day-of-week share',
  winPct: 'Win pct',
  pointDiff: 'Point diff',
  elo: 'Elo',
};

/** The evaluation as a Markdown table (docs/scoring.md copies it); every figure all / within team. */
export function evaluationTable(seasons: readonly SeasonEvaluation[]): string {
  const header = [
    'Season',
    'Role',
    'Games (signal)',
    'Score',
    'Score 95 % CI',
    ...BASELINES.map((b) => BASELINE_LABELS[b]),
    'Margin over best',
    'Margin 95 % CI',
    'Meets +0.03',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`];
  for (const s of seasons) {
    const b = (name: Baseline) =>
      s.baselines[name]
        ? `${fmt(s.baselines[name].all)} / ${fmt(s.baselines[name].withinTeam)}`
        : '—';
    const ci = s.intervals;
    const cells = [
      `${s.league} ${s.season}`,
      s.role,
      `${s.games} (${s.signalGames})`,
      `${fmt(s.score.all)} / ${fmt(s.score.withinTeam)}`,
      `${range(ci.score.all, fmt)} / ${range(ci.score.withinTeam, fmt)}`,
      ...BASELINES.map(b),
      `${signed(s.margin.all)} / ${signed(s.margin.withinTeam)}`,
      `${range(ci.margin.all, signed)} / ${range(ci.margin.withinTeam, signed)}`,
      s.shortfalls.length === 0 ? 'yes' : `no: ${s.shortfalls.join(', ')}`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * The shortfalls a league's data cannot avoid, with why (docs/scoring.md, "Evaluation"). Only a
 * shortfall against one of the score's own parts can be excused, never one against a calendar or
 * standings baseline, and only where the fit season showed the other part adds nothing to it.
 */
export const DOCUMENTED_EXCEPTIONS: Partial<Record<LeagueId, { part: PartBaseline; why: string }>> =
  {
    NFL: {
      part: 'stature',
      why: 'the closing lines follow the matchup alone: no calendar feature lifted NFL 2024 out of fold and the comfort rules carry no market signal, so the score is its stature part',
    },
    WNBA: {
      part: 'convenience',
      why: "no WNBA fit season: the mix is the NBA's, and stature is weak in the WNBA (no last-season national TV share, no WNBA season to fit on), so the calendar's slot carries the score",
    },
  };

const excused = (s: SeasonEvaluation, shortfall: string) => {
  const exception = DOCUMENTED_EXCEPTIONS[s.league];
  return exception !== undefined && shortfall.startsWith(`${exception.part} (`);
};

/** Reported seasons with a shortfall no documented exception covers (empty = pass). */
export function gateFailures(seasons: readonly SeasonEvaluation[]): SeasonEvaluation[] {
  return seasons
    .filter((s) => s.role === 'reported')
    .map((s) => ({ ...s, shortfalls: s.shortfalls.filter((f) => !excused(s, f)) }))
    .filter((s) => s.shortfalls.length > 0);
}

/** Reported seasons' shortfalls that a documented exception covers, with its reason. */
export function excusedShortfalls(
  seasons: readonly SeasonEvaluation[],
): { season: string; shortfalls: string[]; why: string }[] {
  return seasons
    .filter((s) => s.role === 'reported')
    .map((s) => ({
      season: `${s.league} ${s.season}`,
      shortfalls: s.shortfalls.filter((f) => excused(s, f)),
      why: DOCUMENTED_EXCEPTIONS[s.league]?.why ?? '',
    }))
    .filter((e) => e.shortfalls.length > 0);
}
