import { expect, it } from 'vitest';
import { game } from '../../testing/fakeApi';
import { deriveSeasons, pickSeason, previewGames, seasonOf } from './seasons';

it('puts each game in the season the server gave it, by its start year', () => {
  expect(seasonOf(game('a', '2026-01-10', true, 'A', '2025'))).toBe('2025');
  expect(seasonOf({ season: '2026-27' })).toBe('2026');
  // A one-year league's spring game stays in its own year.
  expect(seasonOf(game('w', '2026-05-20', true, 'W', '2026'))).toBe('2026');
});

it('derives sorted seasons and falls back to the first, else 2025', () => {
  const games = [game('a', '2026-01-04', true, 'A', '2025'), game('b', '2024-09-08', true)];
  expect(deriveSeasons(games)).toEqual(['2024', '2025']);
  expect(pickSeason('2025', ['2024', '2025'])).toBe('2025');
  expect(pickSeason('2023', ['2024', '2025'])).toBe('2024');
  expect(pickSeason('2023', [])).toBe('2025');
  // A season still to be played wins over the remembered default.
  const now = Date.parse('2026-11-22T12:00:00Z');
  const home = (date: string, season: string) =>
    ({
      game_date: date,
      season,
      kickoff_epoch_ms: Date.parse(`${date}T18:00:00Z`),
      is_home: true,
    }) as never;
  const played = [
    home('2025-09-14', '2025'),
    home('2026-09-13', '2026'),
    home('2026-12-06', '2026'),
  ];
  expect(pickSeason('2025', ['2025', '2026'], played, now)).toBe('2026');
  expect(pickSeason('2025', ['2025', '2026'], played.slice(0, 2), now)).toBe('2025');
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
  expect(previewGames('2025', games, now).map((g) => g.id)).toEqual(['b', 'c', 'd']);
  const later = Date.parse('2026-03-01T00:00:00Z');
  expect(previewGames('2025', games, later).map((g) => g.id)).toEqual(['a', 'b', 'c']);
});
