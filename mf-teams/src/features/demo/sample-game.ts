/** One game as the demo card shows it. Fractions are 0-1 and shown as percentages. */
export interface SampleGameCard {
  /** The visiting or hosting opponent. */
  opponent: string;
  /** True for a home game, false for away. */
  isHome: boolean;
  /** Kickoff as display text (already localised, no parsing needed). */
  dateText: string;
  /** Name of the value tier the game falls in. */
  tierLabel: string;
  /** Tiix value score, 0-100. */
  valueScore: number;
  /** Extra value over a typical game on the same schedule, as a fraction (0.14 = +14%). */
  upside: number;
  /** Lowest value score that still makes this tier, 0-100. */
  tierThreshold: number;
  /** Chance the game is taken before your next pick, 0-1 (prob_gone_before_pick). */
  probGone: number;
  /** Average overall pick at which the game goes in drafts (adp). */
  averageDraftPosition: number;
  /** Resale price as a share of face value (1.42 = 142%, resale_index_pct). */
  priceIndex: number;
  /** Score added for standings stakes (rivalry, playoff race), as a fraction. */
  stakeBoost: number;
  /** Chance that weather spoils the day, 0-1. */
  weatherRisk: number;
  /** Short reasons behind the score. */
  notes: readonly string[];
}

/** A fixed, illustrative sample: a Sunday-night home game against a division rival. */
export const SAMPLE_GAME: SampleGameCard = {
  opponent: 'Dallas Cowboys',
  isHome: true,
  dateText: 'Sun, Nov 16 · 8:20 PM ET',
  tierLabel: 'Marquee',
  valueScore: 92,
  upside: 0.14,
  tierThreshold: 85,
  probGone: 0.87,
  averageDraftPosition: 1.6,
  priceIndex: 1.42,
  stakeBoost: 0.08,
  weatherRisk: 0.18,
  notes: [
    'Prime-time Sunday night kickoff on national TV',
    'Division rival: the result weighs heavily in the standings race',
    'Usually the first or second game taken in a draft',
    'Resale listings run well above face value',
    'Cold, clear night expected; low chance of rain',
  ],
};
