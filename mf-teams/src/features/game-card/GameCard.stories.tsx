import { GameCard, type GameCardGame } from './GameCard';

const GAME: GameCardGame = {
  id: 'g1',
  opponent: 'New York Giants',
  venue: 'AT&T Stadium',
  gameDate: '2026-09-13T00:20:00.000Z',
  kickoffEpochMs: Date.UTC(2026, 8, 13, 0, 20),
  kickoffTz: 'America/Chicago',
  tzAbbr: 'CDT',
  isHome: true,
  isPrimeTime: true,
};

/**
 * One game card. On Unlimited the score's button opens (hover or focus) its one-sentence
 * rationale above the reason tags; on the free plan the card carries none of the score.
 */
export default {
  title: 'mf-teams/Game card',
  component: GameCard,
};

export const Unlimited = {
  args: {
    game: GAME,
    league: 'NFL',
    score: 88,
    stars: 5,
    rationale:
      'New York Giants at Dallas Cowboys is a must-see: a division rival in prime time on a weekend.',
    reasons: ['Division rival', 'Prime time', 'Weekend'],
  },
};

export const ReasonsOnly = {
  args: { ...Unlimited.args, rationale: null },
};

export const FreePlan = {
  args: { ...Unlimited.args, locked: true },
};
