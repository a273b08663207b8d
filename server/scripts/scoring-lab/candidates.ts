/**
 * Inputs and settings tried in model selection and not kept (docs/scoring.md, "How the weights
 * were set"): each is cross-validated on its family's FIT season only (fit-stature.ts,
 * `crossValidate`), never on a reported season, and would enter the model only if it lifted both
 * out-of-fold figures (all games, within team) by KEEP_MARGIN. `pnpm --filter @tiix/server
 * fit:score` prints the table; fit.test.ts checks that none qualifies, so the model's choice is
 * the one the rule makes. Nothing here is read by the model.
 */
import {
  getNflElo,
  getPriorStandings,
  getSchedule,
  getStandings,
  getTeam,
} from '../../src/modules/leagues/league-data.js';
import { previousSeasonId } from '../../src/modules/leagues/seasons.js';
import type { LeagueId, ScheduleGame } from '../../src/modules/leagues/types.js';
import type { Correlations } from './evaluation.js';
import { HOME_EDGE, holidayOf, LOCAL_RIVAL_KM } from '../../src/modules/scoring/factors.js';
import {
  crossValidate,
  FIT_FEATURES,
  fitSeasonOf,
  type CrossValidation,
  type Family,
  type Variant,
} from './fit-stature.js';
import {
  distanceKm,
  isScorable,
  recentHighPickTeams,
  zScores,
} from '../../src/modules/scoring/inputs.js';
import type { GameFeatures } from '../../src/modules/scoring/model.js';

/** A candidate enters the model only if it lifts both out-of-fold figures by this much. */
export const KEEP_MARGIN = 0.005;

export interface Candidate {
  family: Family;
  /** What was tried, as docs/scoring.md lists it. */
  name: string;
  options: CrossValidation;
}

const memo = <T>(build: (league: LeagueId, season: string) => T) => {
  const cache = new Map<string, T>();
  return (league: LeagueId, season: string): T => {
    const key = `${league} ${season}`;
    if (!cache.has(key)) cache.set(key, build(league, season));
    return cache.get(key)!;
  };
};

const regularGames = (league: LeagueId, season: string) =>
  getSchedule(league, season).filter((g) => isScorable(g) && !g.isPreseason && !g.isPostseason);

/** How often each visitor plays at each home team in the regular season ('HOME>AWAY'). */
const visitsOf = memo((league, season) => {
  const visits = new Map<string, number>();
  for (const g of regularGames(league, season)) {
    const key = `${g.homeTeam}>${g.awayTeam}`;
    visits.set(key, (visits.get(key) ?? 0) + 1);
  }
  return visits;
});

const openingDayOf = memo(
  (league, season) =>
    regularGames(league, season)
      .map((g) => g.dateLocal!)
      .sort()[0],
);

/** Per-game point differential of a standings row; null without one. */
const perGame = (row: { pointDiff: number; games: number } | undefined) =>
  row && row.games > 0 ? row.pointDiff / row.games : null;

/**
 * Team components known before the season, as z-scores within the league over the teams of the
 * prior table and the season's schedule (as inputs.ts builds them): prior point differential and
 * win pct, the season before's point differential, that over both seasons, and NFL pre-season Elo.
 */
const componentsOf = memo((league, season) => {
  const prior = new Map(getPriorStandings(league, season)?.rows.map((r) => [r.teamId, r]) ?? []);
  const before = getStandings(league, previousSeasonId(league, previousSeasonId(league, season)));
  const rowsBefore = new Map(before?.rows.map((r) => [r.teamId, r]) ?? []);
  const ids = new Set(prior.keys());
  for (const g of regularGames(league, season)) ids.add(g.homeTeam).add(g.awayTeam);
  const col = (fn: (id: string) => number | null) =>
    zScores(new Map([...ids].map((id) => [id, fn(id)])));
  return {
    prior,
    pd: col((id) => perGame(prior.get(id))),
    winPct: col((id) => prior.get(id)?.winPct ?? null),
    pdBefore: col((id) => perGame(rowsBefore.get(id))),
    elo: col((id) => (league === 'NFL' ? (getNflElo(id, season)?.rating ?? null) : null)),
    pdTwoSeasons: col((id) => {
      const now = perGame(prior.get(id));
      const then = perGame(rowsBefore.get(id));
      return now === null ? null : then === null ? now : (now + then) / 2;
    }),
  };
});

type Component = 'pd' | 'winPct' | 'pdBefore' | 'elo';

/**
 * Another strength mix: the share of each component; a part the data lacks is replaced by prior
 * point differential, and a team without a prior season keeps its strength (as inputs.ts does).
 */
function strengthMix(parts: Partial<Record<Component, number>>): Variant {
  const strength = (game: ScheduleGame, teamId: string, current: number) => {
    const c = componentsOf(game.league, game.season);
    const pd = c.pd.get(teamId) ?? null;
    if (pd === null) return current;
    return Object.entries(parts).reduce(
      (sum, [name, share]) => sum + share * (c[name as Component].get(teamId) ?? pd),
      0,
    );
  };
  return {
    transform: (f: GameFeatures, g) => ({
      ...f,
      home: { ...f.home, strength: strength(g, g.homeTeam, f.home.strength) },
      away: { ...f.away, strength: strength(g, g.awayTeam, f.away.strength) },
    }),
  };
}

const column = (name: string, value: (g: ScheduleGame, f: GameFeatures) => number): Variant => ({
  columns: { [name]: value },
});

/** Closeness measured with another home edge, in place of the model's (HOME_EDGE). */
const closenessWithEdge = (family: Family, edge: number): CrossValidation => ({
  features: FIT_FEATURES[family].filter((f) => f !== 'closeness'),
  variant: column(
    'closenessOtherEdge',
    (_, f) => -Math.abs(f.home.strength + edge - f.away.strength),
  ),
});

/** Visitor's travel from its own venue, in thousands of km. */
const travel = column('travel', (g) => {
  const home = getTeam(g.league, g.homeTeam);
  const away = getTeam(g.league, g.awayTeam);
  return ((home && away ? distanceKm(home.venue, away.venue) : null) ?? 0) / 1000;
});

const crossConference = column('crossConference', (_, f) => (f.history.sameConference ? 0 : 1));

const nearby = column('nearby', (_, f) =>
  f.history.distanceKm !== null && f.history.distanceKm < LOCAL_RIVAL_KM ? 1 : 0,
);

const opponentTwoSeasons = column(
  'opponentTwoSeasons',
  (g) => componentsOf(g.league, g.season).pdTwoSeasons.get(g.awayTeam) ?? 0,
);

/** The league's showcase dates: Christmas Day, Thanksgiving, Martin Luther King Day. */
const showcase = column('showcase', (g) => {
  const holiday = holidayOf(g.dateLocal!);
  return g.dateLocal!.endsWith('-12-25') || holiday === 'Thanksgiving' || holiday === 'MLK Day'
    ? 1
    : 0;
});

/**
 * The recent high draft pick another way, in place of the model's (three seasons before last, both
 * teams added): over `seasons` seasons before last, and/or the visitor's alone.
 */
const highPickVariant = (seasons: number, visitorOnly: boolean): CrossValidation => ({
  features: FIT_FEATURES.other.filter((f) => f !== 'highPick'),
  variant: column('highPickOther', (g) => {
    const teams = recentHighPickTeams(g.league, g.season, seasons);
    return (teams.has(g.awayTeam) ? 1 : 0) + (!visitorOnly && teams.has(g.homeTeam) ? 1 : 0);
  }),
});

/** Per-game point differential last season minus the season before, both teams added (tens). */
const rising = column('rising', (g) => {
  const { prior } = componentsOf(g.league, g.season);
  const before = getStandings(
    g.league,
    previousSeasonId(g.league, previousSeasonId(g.league, g.season)),
  );
  const change = (id: string) => {
    const now = perGame(prior.get(id));
    const then = perGame(before?.rows.find((r) => r.teamId === id));
    return now === null || then === null ? 0 : (now - then) / 10;
  };
  return change(g.homeTeam) + change(g.awayTeam);
});

/** Everything tried on the fit seasons since the model's features were chosen, by family. */
export const CANDIDATES: readonly Candidate[] = [
  { family: 'football', name: "visitor's travel distance", options: { variant: travel } },
  { family: 'football', name: 'other conference', options: { variant: crossConference } },
  {
    family: 'football',
    name: 'venues under 600 km, division or not',
    options: { variant: nearby },
  },
  {
    family: 'football',
    name: "visitor's point differential over two seasons",
    options: { variant: opponentTwoSeasons },
  },
  {
    family: 'football',
    name: 'showcase date (Thanksgiving, Christmas Day)',
    options: { variant: showcase },
  },
  {
    family: 'football',
    name: 'strength: ½ Elo + ½ point differential (the model before)',
    options: { variant: strengthMix({ elo: 0.5, pd: 0.5 }) },
  },
  {
    family: 'football',
    name: 'strength: ¾ Elo + ¼ point differential',
    options: { variant: strengthMix({ elo: 0.75, pd: 0.25 }) },
  },
  ...[0, 0.75].map((edge) => ({
    family: 'football' as const,
    name: `closeness with a home edge of ${edge} (the rule: ${HOME_EDGE})`,
    options: closenessWithEdge('football', edge),
  })),
  { family: 'football', name: 'λ = 20', options: { l2: 20 } },
  { family: 'football', name: 'λ = 100', options: { l2: 100 } },
  { family: 'football', name: 'λ = 200', options: { l2: 200 } },
  { family: 'other', name: "visitor's travel distance", options: { variant: travel } },
  { family: 'other', name: 'other conference', options: { variant: crossConference } },
  {
    family: 'other',
    name: "the visitor's only visit of the season",
    options: {
      variant: column('onlyVisit', (g) =>
        visitsOf(g.league, g.season).get(`${g.homeTeam}>${g.awayTeam}`) === 1 ? 1 : 0,
      ),
    },
  },
  {
    family: 'other',
    name: 'venues under 600 km, division or not',
    options: { variant: nearby },
  },
  {
    family: 'other',
    name: "visitor's point differential over two seasons",
    options: { variant: opponentTwoSeasons },
  },
  {
    family: 'other',
    name: 'showcase date (Christmas Day, MLK Day)',
    options: { variant: showcase },
  },
  {
    family: 'other',
    name: "the league's opening night",
    options: {
      variant: column('openingNight', (g) =>
        g.dateLocal === openingDayOf(g.league, g.season) ? 1 : 0,
      ),
    },
  },
  {
    family: 'other',
    name: "last season's playoff teams (seed 1-6), both added",
    options: {
      variant: column('playoffTeams', (g) => {
        const { prior } = componentsOf(g.league, g.season);
        const seeded = (id: string) => ((prior.get(id)?.seed ?? 99) <= 6 ? 1 : 0);
        return seeded(g.homeTeam) + seeded(g.awayTeam);
      }),
    },
  },
  {
    family: 'other',
    name: "last season's champion playing",
    options: {
      variant: column('champion', (g) => {
        const { prior } = componentsOf(g.league, g.season);
        return prior.get(g.homeTeam)?.champion || prior.get(g.awayTeam)?.champion ? 1 : 0;
      }),
    },
  },
  {
    family: 'other',
    name: 'strength: point differential only',
    options: { variant: strengthMix({ pd: 1 }) },
  },
  {
    family: 'other',
    name: 'strength: ¾ point differential + ¼ the season before',
    options: { variant: strengthMix({ pd: 0.75, pdBefore: 0.25 }) },
  },
  {
    family: 'other',
    name: 'strength: ½ point differential + ¼ win pct + ¼ the season before',
    options: { variant: strengthMix({ pd: 0.5, winPct: 0.25, pdBefore: 0.25 }) },
  },
  {
    family: 'other',
    name: 'recent high draft pick over the two seasons before last (the model: three)',
    options: highPickVariant(2, false),
  },
  {
    family: 'other',
    name: "recent high draft pick, the visitor's alone, two seasons before last",
    options: highPickVariant(2, true),
  },
  {
    family: 'other',
    name: 'without the recent high draft pick (the model before)',
    options: { features: FIT_FEATURES.other.filter((f) => f !== 'highPick') },
  },
  {
    family: 'other',
    name: 'rising team: point differential up from the season before, both added',
    options: { variant: rising },
  },
  { family: 'other', name: 'L2 = 1', options: { l2: 1 } },
  { family: 'other', name: 'L2 = 20', options: { l2: 20 } },
];

export interface CandidateResult {
  family: Family;
  name: string;
  /** The fit season it was cross-validated on. */
  season: string;
  outOfFold: Correlations;
  /** Out-of-fold lift over the chosen fit, all games and within team. */
  lift: Correlations;
  kept: boolean;
}

/** Cross-validates the chosen fit and every candidate on the fit seasons. */
export function selectionResults(candidates: readonly Candidate[] = CANDIDATES): {
  chosen: Record<Family, Correlations>;
  results: CandidateResult[];
} {
  const chosen = {
    football: crossValidate('football'),
    other: crossValidate('other'),
  };
  const results = candidates.map((c) => {
    const outOfFold = crossValidate(c.family, c.options);
    const base = chosen[c.family];
    const lift = {
      all: outOfFold.all - base.all,
      withinTeam: outOfFold.withinTeam - base.withinTeam,
    };
    const { league, season } = fitSeasonOf(c.family);
    return {
      family: c.family,
      name: c.name,
      season: `${league} ${season}`,
      outOfFold,
      lift,
      kept: lift.all >= KEEP_MARGIN && lift.withinTeam >= KEEP_MARGIN,
    };
  });
  return { chosen, results };
}

const fmt = (r: number) => r.toFixed(3);
// Lifts get a fourth decimal: a lift just under KEEP_MARGIN must not print as if it met it.
const signed = (r: number) => (r >= 0 ? '+' : '−') + Math.abs(r).toFixed(4);

/** The candidates' cross-validation as a Markdown table (docs/scoring.md copies it). */
export function selectionTable(selection: ReturnType<typeof selectionResults>): string {
  const lines = [
    '| Fit season | Candidate | Out of fold all / within | Lift over chosen all / within | Kept |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const family of ['football', 'other'] as const) {
    const { league, season } = fitSeasonOf(family);
    const c = selection.chosen[family];
    lines.push(
      `| ${league} ${season} | chosen fit | ${fmt(c.all)} / ${fmt(c.withinTeam)} | — | — |`,
    );
  }
  for (const r of selection.results) {
    lines.push(
      `| ${r.season} | ${r.name} | ${fmt(r.outOfFold.all)} / ${fmt(r.outOfFold.withinTeam)} | ${signed(r.lift.all)} / ${signed(r.lift.withinTeam)} | ${r.kept ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}
