import {
  appealFactor,
  draftFactor,
  matchupFactor,
  nationalWindowFactor,
  opponentFactor,
  preseasonMultiplier,
  rivalryFactor,
  scoringFactor,
  timingFactor,
  expectedEdge,
  HOME_EDGE,
  LOCAL_RIVAL_KM,
  type FactorResult,
  type HistoryInput,
  type ScoredTag,
  type StatureWeights,
  type TeamProfile,
  type TimingInput,
} from './factors.js';
import { convenienceScore, type ConvenienceInput } from './convenience.js';
import { calendarFactor, type CalendarInput, type CalendarWeights } from './calendar.js';
import { calendarWeightsFor, STATURE_MEAN, weightsFor } from './weights.js';

export type { TeamProfile } from './factors.js';

/** Everything the model needs about one game; built from the league data by inputs.ts. */
export interface GameFeatures {
  home: TeamProfile;
  away: TeamProfile;
  football: boolean;
  /** Kickoff at or after 19:00 US Eastern (the data's flag). */
  primetime: boolean;
  convenience: ConvenienceInput;
  /** When the league puts the game (calendar.ts): day, slot, prime time. */
  calendar: CalendarInput;
  history: HistoryInput;
  timing: TimingInput;
  isPreseason: boolean;
}

/** The game-level score: the same for both teams of the game. */
export interface GameScore {
  /** stature + convenience, 0-100. */
  tiixRank: number;
  tiixStars: number;
  /** Up to 8, most important first (the UI shows 6). */
  tiixReasonTags: string[];
  tiixRationale: string;
  /** What makes the game big (opponent, matchup, appeal, rivalry, stakes, timing), 0-100. */
  statureScore: number;
  statureReasons: string[];
  /** What makes it easy to go to (day, kickoff hour, climate, holiday), in points (−20 to +10). */
  convenienceScore: number;
  convenienceReasons: string[];
  convenienceInputs: ConvenienceInput;
  /** Matchup quality alone (opponent and both teams), 0-100. */
  baseScore: number;
  /** Share of the score that comes from context (everything but the matchup), in percent. */
  contextPct: number;
  /** On-field excitement 0-10: matchup, rivalry and stakes, without slot or weather. */
  excitementIndex: number;
}

const MAX_TAGS = 8;

export function starsFor(rank: number): number {
  if (rank >= 80) return 5;
  if (rank >= 65) return 4;
  if (rank >= 50) return 3;
  if (rank >= 35) return 2;
  return 1;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

function orderTags(tags: ScoredTag[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((t, index) => ({ ...t, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .filter((t) => !seen.has(t.tag) && seen.add(t.tag))
    .map((t) => t.tag);
}

const RATIONALE_PHRASES: Record<string, string> = {
  Playoffs: 'a playoff game',
  'Marquee matchup': 'two strong teams',
  'Division rival': 'a division rivalry',
  'Top-5 opponent': 'a top-5 opponent',
  Thanksgiving: 'a Thanksgiving date',
  Christmas: 'a Christmas date',
  'National draw': 'a visitor the whole country watches',
  'Prime time': 'a prime-time slot',
  'Playoff rematch': "a rematch of last season's playoffs",
  'Playoff race': 'late-season stakes',
  'Local rival': 'a local rivalry',
  'High-scoring matchup': 'two high-scoring teams',
  'High draft pick': 'a team with a recent high draft pick',
  'Season opener': 'the season opener',
  'Top-10 opponent': 'a top-10 opponent',
  'Home opener': 'the home opener',
  'Cold risk': 'cold weather',
  Heat: 'heat',
  'Rain risk': 'a wet month',
  Weekend: 'a weekend date',
  'Own time slot': 'a time slot of its own',
  'Weak opponent': 'a weak opponent',
};

const DAY_SLOT = /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day( night| afternoon)?$/;

/** The phrase of a tag in the rationale: a day and part of day is 'a Saturday night date'. */
const phraseOf = (tag: string): string | undefined =>
  RATIONALE_PHRASES[tag] ?? (DAY_SLOT.test(tag) ? `a ${tag} date` : undefined);

const NEGATIVE = new Set(['Cold risk', 'Heat', 'Rain risk', 'Weak opponent']);

function joinPhrases(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** One or two plain sentences from the tags: what lifts the game, then what holds it back. */
export function rationaleFor(input: {
  rank: number;
  tags: string[];
  home: string;
  away: string;
  isPreseason: boolean;
  /** The part that lifts the game most; 'calendar' adds a sentence saying so. */
  carriedBy?: 'calendar' | 'matchup';
}): string {
  const matchup = `${input.away} at ${input.home}`;
  if (input.isPreseason) {
    return `${matchup} is a preseason game: starters play little, so it scores low.`;
  }
  const plus = input.tags.filter((t) => !NEGATIVE.has(t) && phraseOf(t)).slice(0, 3);
  const minus = input.tags.filter((t) => NEGATIVE.has(t)).slice(0, 2);
  const level =
    input.rank >= 80
      ? 'a must-see'
      : input.rank >= 60
        ? 'a strong'
        : input.rank >= 40
          ? 'a solid'
          : 'a modest';
  const first = plus.length
    ? `${matchup} is ${level} game thanks to ${joinPhrases(plus.map((t) => phraseOf(t)!))}.`
    : `${matchup} is ${level} game.`;
  const carried =
    input.carriedBy === 'calendar' ? ' Its date and time slot lift it more than the matchup.' : '';
  if (!minus.length) return `${first}${carried}`;
  return `${first}${carried} ${capitalise(joinPhrases(minus.map((t) => phraseOf(t)!)))} ${minus.length > 1 ? 'hold' : 'holds'} it back.`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const STATURE_FEATURES = [
  'opponent',
  'home',
  'closeness',
  'scoring',
  'appeal',
  'highPick',
  'division',
  'local',
  'race',
  'opener',
  'primeTime',
] as const;
export type StatureFeature = (typeof STATURE_FEATURES)[number];

/**
 * The stature features of a game as numbers (the fit's design row): points = Σ weight × value.
 * Must stay in step with the factor functions; model.test.ts checks that they agree.
 */
export function statureVector(f: GameFeatures): Record<StatureFeature, number> {
  const late = f.timing.seasonProgress !== null && f.timing.seasonProgress >= 0.8;
  return {
    opponent: f.away.strength,
    home: f.home.strength,
    closeness: -Math.abs(expectedEdge(f.home, f.away)),
    scoring: f.home.scoring + f.away.scoring,
    appeal: (f.home.appeal ?? 0) + (f.away.appeal ?? 0),
    highPick: (f.home.recentHighPick ? 1 : 0) + (f.away.recentHighPick ? 1 : 0),
    division: f.history.sameDivision ? (f.history.frequentMeetings ? 0.5 : 1) : 0,
    local:
      !f.history.sameDivision &&
      f.history.distanceKm !== null &&
      f.history.distanceKm < LOCAL_RIVAL_KM
        ? 1
        : 0,
    race:
      late && !f.timing.isPostseason ? Math.max(0, Math.min(f.home.strength, f.away.strength)) : 0,
    opener: f.timing.opener || f.timing.homeOpener ? 1 : 0,
    primeTime: f.football && f.primetime ? 1 : 0,
  };
}

export interface StatureScore {
  points: number;
  reasons: string[];
  /** Points of the matchup alone (opponent + both teams), for baseScore. */
  matchupPoints: number;
  parts: FactorResult[];
}

/** Stature: base + the fitted factors + fixed playoff points; 0-100 before the preseason cut. */
export function statureScore(
  f: GameFeatures,
  w: StatureWeights = weightsFor(f.football),
): StatureScore {
  const opponent = opponentFactor(f.away, w);
  const matchup = matchupFactor(f.home, f.away, w);
  const scoring = scoringFactor(f.home, f.away, w);
  const appeal = appealFactor(f.home, f.away, w);
  const draft = draftFactor(f.home, f.away, w);
  const rivalry = rivalryFactor(f.history, w);
  const timing = timingFactor(f.timing, f.home, f.away, w);
  const window = nationalWindowFactor(f.football, f.primetime, w);
  const parts = [opponent, matchup, scoring, appeal, draft, rivalry, timing, window];
  const points = clamp(w.base + parts.reduce((s, p) => s + p.points, 0), 0, 100);
  return {
    points,
    reasons: orderTags(parts.flatMap((p) => p.tags)),
    matchupPoints: opponent.points + matchup.points,
    parts,
  };
}

/**
 * The convenience inputs a game stores: the member-facing ones plus the calendar's points and
 * reasons under its league's weights (a taste reweighs the first, never the second).
 */
export function convenienceInputsOf(
  features: GameFeatures,
  calendarWeights: CalendarWeights = calendarWeightsFor(features.football),
): ConvenienceInput {
  const calendar = calendarFactor(features.calendar, calendarWeights);
  return {
    ...features.convenience,
    calendar: { points: round1(calendar.points), reasons: orderTags(calendar.tags) },
  };
}

/** The whole model: stature + convenience -> score, stars, tags and rationale. Deterministic and pure. */
export function scoreGame(
  features: GameFeatures,
  weights?: StatureWeights,
  calendarWeights?: CalendarWeights,
): GameScore {
  const w = weights ?? weightsFor(features.football);
  const stature = statureScore(features, w);
  const convenienceInputs = convenienceInputsOf(features, calendarWeights);
  const convenience = convenienceScore(convenienceInputs);
  const multiplier = preseasonMultiplier(features.isPreseason);
  // The shown parts add up to the score: stature is rounded as it is stored.
  const raw = (round1(stature.points) + convenience.points) * multiplier;
  const tiixRank = Math.round(clamp(raw, 0, 100));
  const calendarReasons = new Set(convenienceInputs.calendar?.reasons ?? []);
  const carriedBy = carryingPart(stature.points, convenienceInputs.calendar?.points ?? 0);
  const tags = orderTags([
    ...stature.parts.flatMap((p) => p.tags),
    ...convenience.reasons.map((tag) => ({
      tag,
      weight: calendarReasons.has(tag)
        ? carriedBy === 'calendar'
          ? CARRYING_TAG_WEIGHT
          : 84
        : (CONVENIENCE_TAG_WEIGHT[tag] ?? 45),
    })),
  ]);
  const tiixReasonTags = (features.isPreseason ? ['Preseason', ...tags] : tags).slice(0, MAX_TAGS);
  // Matchup quality on a 0-100 scale: 50 = two average teams (whose matchup points are the home
  // edge's closeness cost), about ±2 standard deviations span it.
  const matchupScale = (w.opponent + w.home + w.closeness) / 2;
  const matchupZ =
    matchupScale > 0 ? (stature.matchupPoints + w.closeness * HOME_EDGE) / matchupScale : 0;
  const context = raw - (w.base + stature.matchupPoints) * multiplier;
  const excitement = stature.points - w.base + 25;
  return {
    tiixRank,
    tiixStars: starsFor(tiixRank),
    tiixReasonTags,
    tiixRationale: rationaleFor({
      rank: tiixRank,
      tags: tiixReasonTags,
      home: features.home.name,
      away: features.away.name,
      isPreseason: features.isPreseason,
      carriedBy: calendarReasons.size > 0 ? carriedBy : 'matchup',
    }),
    statureScore: round1(stature.points * multiplier),
    statureReasons: features.isPreseason ? ['Preseason', ...stature.reasons] : stature.reasons,
    convenienceScore: round1(convenience.points * multiplier),
    convenienceReasons: convenience.reasons,
    convenienceInputs,
    baseScore: round1(clamp(50 + 12.5 * matchupZ, 0, 100)),
    contextPct: round1(raw > 0 ? (context / raw) * 100 : 0),
    excitementIndex: round1(clamp(features.isPreseason ? excitement / 50 : excitement / 5, 0, 10)),
  };
}

/** A reason of the part that carried the game goes first (below 'Playoffs' only). */
const CARRYING_TAG_WEIGHT = 99;

/**
 * Which part lifts the game most: the calendar when its points exceed what the matchup adds over
 * an average game's stature (STATURE_MEAN), else the matchup.
 */
export function carryingPart(stature: number, calendarPoints: number): 'calendar' | 'matchup' {
  return calendarPoints > 0 && calendarPoints > stature - STATURE_MEAN ? 'calendar' : 'matchup';
}

const CONVENIENCE_TAG_WEIGHT: Record<string, number> = {
  Thanksgiving: 88,
  Christmas: 88,
  "New Year's": 88,
  'July 4th': 88,
  'Labor Day': 88,
  'Memorial Day': 88,
  'MLK Day': 88,
  'Own time slot': 82,
  'Cold risk': 60,
  Heat: 55,
  'Rain risk': 50,
  Weekend: 45,
  Dome: 35,
};
