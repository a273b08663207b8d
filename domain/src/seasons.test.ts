import { expect, it } from 'vitest';
import { seasonStartYear } from './seasons.js';

it('reads the start year of a season across two years and of a one-year season', () => {
  expect(seasonStartYear('2025-26')).toBe(2025);
  expect(seasonStartYear('2026-27')).toBe(2026);
  expect(seasonStartYear('2026')).toBe(2026);
});
