import { describe, expect, it } from 'vitest';
import { isFinalGame, isGameOver } from './final-games.js';

/** The server checks its SQL copy of the rule against the TypeScript one on cases like these. */
const FINAL_GAME_CASES: { game: Parameters<typeof isFinalGame>[0]; final: boolean }[] = [
  { game: { status: 'upcoming' }, final: false },
  { game: { status: 'final' }, final: true },
  { game: { status: 'upcoming', finalScore: '24-17' }, final: true },
  { game: { status: 'live', homeScore: 3, awayScore: 0 }, final: true },
  { game: { status: 'live', homeScore: 3, awayScore: null }, final: false },
  { game: { status: 'postponed', homeScore: null, awayScore: 7 }, final: false },
  { game: { status: 'cancelled' }, final: false },
];

describe('isFinalGame', () => {
  it.each(FINAL_GAME_CASES)('$game -> $final', ({ game, final }) => {
    expect(isFinalGame(game)).toBe(final);
  });
});

describe('isGameOver', () => {
  const now = Date.parse('2026-09-07T17:00:00Z');
  it('is over when final, cancelled or started, from a Date or an ISO string', () => {
    expect(isGameOver({ status: 'upcoming', gameDate: '2026-09-08T17:00:00Z' }, now)).toBe(false);
    expect(isGameOver({ status: 'final', gameDate: '2026-09-08T17:00:00Z' }, now)).toBe(true);
    expect(isGameOver({ status: 'cancelled', gameDate: new Date(now + 1) }, now)).toBe(true);
    expect(isGameOver({ status: 'upcoming', gameDate: new Date(now) }, new Date(now))).toBe(true);
  });
});
