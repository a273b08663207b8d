import {
  historyFactor,
  matchupFactor,
  opponentFactor,
  preseasonMultiplier,
  slotFactor,
  teamStrength,
  timingFactor,
  weatherFactor,
  type FactorResult,
  type HistoryInput,
  type ScoredTag,
  type SlotInput,
  type TeamStrengthInput,
  type TimingInput,
  type WeatherInput,
} from './factors.js';

/** Everything the model needs about one game; built from the league data by inputs.ts. */
export interface GameFeatures {
  home: TeamStrengthInput & { name: string };
  away: TeamStrengthInput & { name: string };
  slot: SlotInput;
  weather: WeatherInput;
  history: HistoryInput;
  timing: Omit<TimingInput, 'bothContenders'>;
  isPreseason: boolean;
}

/** The game-level score: the same for both teams of the game. */
export interface GameScore {
  tiixRank: number;
  tiixStars: number;
  /** Up to 8, most important first (the UI shows 6). */
  tiixReasonTags: string[];
  tiixRationale: string;
  /** Matchup quality alone (opponent and both teams), 0-100. */
  baseScore: number;
  /** Share of the score that comes from context (slot, weather, history, timing), in percent. */
  contextPct: number;
  /** On-field excitement 0-10: matchup, rivalry and stakes, without slot or weather. */
  excitementIndex: number;
}

/** Every score starts from this floor so a weak regular-season game is not 0. */
const FLOOR = 10;
const MAX_TAGS = 8;

export function starsFor(rank: number): number {
  if (rank >= 80) return 5;
  if (rank >= 65) return 4;
  if (rank >= 50) return 3;
  if (rank >= 35) return 2;
  return 1;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function orderTags(results: FactorResult[]): string[] {
  const all: ScoredTag[] = results.flatMap((r) => r.tags);
  const seen = new Set<string>();
  return all
    .map((t, index) => ({ ...t, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .filter((t) => !seen.has(t.tag) && seen.add(t.tag))
    .slice(0, MAX_TAGS)
    .map((t) => t.tag);
}

const RATIONALE_PHRASES: Record<string, string> = {
  Playoffs: 'a playoff game',
  'Marquee matchup': 'two strong teams',
  'Division rival': 'a division rivalry',
  'Top-5 opponent': 'a top-5 opponent',
  Thanksgiving: 'a Thanksgiving date',
  Christmas: 'a Christmas date',
  'Prime time': 'a prime-time slot',
  'Playoff rematch': "a rematch of last season's playoffs",
  'Playoff race': 'late-season stakes',
  'Season opener': 'the season opener',
  'Top-10 opponent': 'a top-10 opponent',
  'Home opener': 'the home opener',
  'Cold risk': 'cold weather',
  Heat: 'heat',
  'Rain risk': 'a wet month',
  Weekend: 'a weekend date',
  'Weak opponent': 'a weak opponent',
};

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
}): string {
  const matchup = `${input.away} at ${input.home}`;
  if (input.isPreseason) {
    return `${matchup} is a preseason game: starters play little, so it scores low.`;
  }
  const plus = input.tags.filter((t) => !NEGATIVE.has(t) && RATIONALE_PHRASES[t]).slice(0, 3);
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
    ? `${matchup} is ${level} game thanks to ${joinPhrases(plus.map((t) => RATIONALE_PHRASES[t]!))}.`
    : `${matchup} is ${level} game.`;
  if (!minus.length) return first;
  return `${first} ${capitalise(joinPhrases(minus.map((t) => RATIONALE_PHRASES[t]!)))} ${minus.length > 1 ? 'hold' : 'holds'} it back.`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The whole model: factors -> score, stars, tags, rationale. Deterministic and pure. */
export function scoreGame(features: GameFeatures): GameScore {
  const homeStrength = teamStrength(features.home);
  const awayStrength = teamStrength(features.away);
  const opponent = opponentFactor(awayStrength, features.away.rank, features.away.teamCount);
  const matchup = matchupFactor(homeStrength, awayStrength);
  const slot = slotFactor(features.slot);
  const weather = weatherFactor(features.weather);
  const history = historyFactor(features.history);
  const timing = timingFactor({
    ...features.timing,
    bothContenders: homeStrength >= 0.55 && awayStrength >= 0.55,
  });
  const base = opponent.points + matchup.points;
  const context = slot.points + weather.points + history.points + timing.points;
  const raw = (FLOOR + base + context) * preseasonMultiplier(features.isPreseason);
  const tiixRank = Math.round(Math.min(100, Math.max(0, raw)));
  const results = [opponent, matchup, slot, weather, history, timing];
  const tiixReasonTags = features.isPreseason
    ? ['Preseason', ...orderTags(results)].slice(0, MAX_TAGS)
    : orderTags(results);
  const excitement = (base + history.points + timing.points) / 0.75;
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
    }),
    baseScore: round1((base / 50) * 100),
    contextPct: round1(raw > 0 ? (context / (FLOOR + base + context)) * 100 : 0),
    excitementIndex: round1(
      Math.min(10, Math.max(0, features.isPreseason ? excitement / 50 : excitement / 10)),
    ),
  };
}
