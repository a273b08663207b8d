import { expect, it } from 'vitest';
import { game } from '../../testing/fakeApi';
import { deriveSeasons, pickSeason, previewGames, seasonOfDate } from './seasons';

it('assigns dates to seasons by the league start month', () => {
  expect(seasonOfDate('NFL', '2026-01-10')).toBe('2025');
  expect(seasonOfDate('NFL', '2025-08-01')).toBe('2025');
  expect(seasonOfDate('NBA', '2025-09-30')).toBe('2024');
  expect(seasonOfDate('NHL', '2025-10-01')).toBe('2025');
  expect(seasonOfDate('MLS', '2026-01-02')).toBe('2026');
  expect(seasonOfDate('WNBA', '2025-07-31')).toBe('2024');
  expect(seasonOfDate('NFL', null)).toBeNull();
});

it('derives sorted seasons and falls back to the first, else 2025', () => {
  const games = [game('a', '2026-01-04', true), game('b', '2024-09-08', true)];
  expect(deriveSeasons('NFL', games)).toEqual(['2024', '2025']);
  expect(pickSeason('NFL', '2025', ['2024', '2025'])).toBe('2025');
  expect(pickSeason('NFL', '2023', ['2024', '2025'])).toBe('2024');
  expect(pickSeason('NFL', '2023', [])).toBe('2025');
  // A season still to be played wins over the remembered default.
  const now = Date.parse('2026-11-22T12:00:00Z');
  const home = (date: string) =>
    ({
      game_date: date,
      kickoff_epoch_ms: Date.parse(`${date}T18:00:00Z`),
      is_home: true,
    }) as never;
  const played = [home('2025-09-14'), home('2026-09-13'), home('2026-12-06')];
  expect(pickSeason('NFL', '2025', ['2025', '2026'], played, now)).toBe('2026');
  expect(pickSeason('NFL', '2025', ['2025', '2026'], played.slice(0, 2), now)).toBe('2025');
});

it('previews the next 3 home games at or after now, else all sorted', () => {
  const now = Date.parse('2025-10-01T18:00:00Z');
  const games = [
    game('d', '2025-11-01', true),
    game('x', '2025-09-20', false),
    game('a', '2025-09-01', true),
    game('b', '2025-10-01', true),
    game('c', '2025-10-15', true),
    game('e', '2025-12-01', true),
  ];
  expect(previewGames('NFL', '2025', games, now).map((g) => g.id)).toEqual(['b', 'c', 'd']);
  const later = Date.parse('2026-03-01T00:00:00Z');
  expect(previewGames('NFL', '2025', games, later).map((g) => g.id)).toEqual(['a', 'b', 'c']);
});
