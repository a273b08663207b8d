import { describe, expect, it } from 'vitest';
import { getLeagues, getSchedule } from './league-data.js';
import { defaultSeason, leagueSeasons, teamSeasons } from './leagues.service.js';
import {
  DEFAULT_SEASON_START_MONTH,
  displaySeason,
  normalizeSeasonId,
  previousSeasonId,
  seasonIdForDate,
  seasonStartMonth,
} from './seasons.js';
import { timeZoneAbbreviation, toLocalDateTime } from '@tiix/domain';
import { expectCases } from '../../testing/cases.js';

describe('season display', () => {
  it('shows NFL, NBA and NHL as a year pair and the others as one year', () => {
    expectCases(displaySeason, [
      ['NFL', '2025', '2025-2026'],
      ['NBA', '2025-26', '2025-2026'],
      ['NHL', '2099-00', '2099-2100'],
      ['MLB', '2025', '2025'],
      ['MLS', '2026', '2026'],
      ['NWSL', '2024', '2024'],
      ['WNBA', '2026', '2026'],
    ]);
  });

  it("has each league's start month", () => {
    expectCases(seasonStartMonth, [
      ['NFL', 7],
      ['nba', 9],
      ['NHL', 9],
      ['MLS', 0],
      ['MLB', 0],
      ['XFL', DEFAULT_SEASON_START_MONTH],
    ]);
    expect(DEFAULT_SEASON_START_MONTH).toBe(7);
  });
});

describe('season derivation', () => {
  it('puts a date in the season its league started in', () => {
    expectCases(seasonIdForDate, [
      ['NFL', '2025-09-04', '2025'],
      ['NFL', '2026-02-08', '2025'],
      ['NFL', '2026-07-31', '2025'],
      ['NFL', '2026-08-01', '2026'],
      ['NBA', '2026-04-12', '2025-26'],
      ['NBA', '2026-10-20', '2026-27'],
      ['NHL', '2026-09-30', '2025-26'],
      ['MLB', '2026-03-25', '2026'],
      ['MLS', new Date(Date.UTC(2025, 11, 6)), '2025'],
      // NWSL and WNBA are calendar-year leagues (see SEASON_START_MONTH).
      ['NWSL', '2026-03-13', '2026'],
      ['WNBA', '2026-05-08', '2026'],
    ]);
  });

  it('agrees with the season of every regular-season game in the data', () => {
    for (const league of getLeagues()) {
      for (const season of league.seasons) {
        for (const game of getSchedule(league.id, season)) {
          // NHL preseason games start in September, a month before the season's start month.
          if (!game.dateLocal || game.isPreseason) continue;
          expect(seasonIdForDate(league.id, game.dateLocal), `${game.key} ${game.dateLocal}`).toBe(
            season,
          );
        }
      }
    }
  });

  it('reads the forms a client may send', () => {
    expectCases(normalizeSeasonId, [
      ['NBA', '2025', '2025-26'],
      ['NBA', '2025-26', '2025-26'],
      ['NBA', '2025-2026', '2025-26'],
      ['NHL', '1999-00', '1999-00'],
      ['NFL', '2025-2026', '2025'],
      ['NFL', ' 2025 ', '2025'],
      ['NFL', '2025-2027', null],
      ['NBA', '2025-25', null],
      ['NFL', 'last', null],
    ]);
  });

  it('names the previous season', () => {
    expectCases(previousSeasonId, [
      ['NFL', '2026', '2025'],
      ['NBA', '2026-27', '2025-26'],
      ['NHL', '2000-01', '1999-00'],
    ]);
  });
});

describe('seasons of a team and a league', () => {
  const now = new Date('2026-08-22T12:00:00Z');

  it("derives a team's seasons from its games, with home and upcoming counts", () => {
    const seasons = teamSeasons('NFL', 'DAL', now);
    expect(seasons.map((s) => [s.season, s.label])).toEqual([
      ['2024', '2024-2025'],
      ['2025', '2025-2026'],
      ['2026', '2026-2027'],
    ]);
    expect(seasons[2]).toMatchObject({
      gameCount: 17,
      upcomingGameCount: 17,
      firstGameDate: '2026-09-13',
    });
    expect(seasons[2]?.homeGameCount).toBeGreaterThanOrEqual(8);
    expect(seasons[0]?.upcomingGameCount).toBe(0);
  });

  it('offers the earliest season with games ahead, else the newest', () => {
    expectCases(defaultSeason, [
      ['NFL', now, '2026'],
      ['MLB', now, '2026'],
      ['NHL', now, '2025-26'],
      ['NBA', now, '2026-27'],
    ]);
    expect(leagueSeasons('WNBA', now)).toEqual([
      expect.objectContaining({ season: '2026', label: '2026', gameCount: 333 }),
    ]);
  });
});

describe('venue clocks', () => {
  it('computes local time and zone abbreviations with Intl', () => {
    const kickoff = Date.UTC(2025, 8, 5, 0, 20);
    expect(toLocalDateTime(kickoff, 'America/New_York')).toEqual({
      date: '2025-09-04',
      time: '20:20',
    });
    expect(toLocalDateTime(kickoff, 'America/Chicago')).toEqual({
      date: '2025-09-04',
      time: '19:20',
    });
    expectCases(timeZoneAbbreviation, [
      [kickoff, 'America/New_York', 'EDT'],
      [Date.UTC(2025, 11, 1), 'America/Chicago', 'CST'],
      [kickoff, 'America/Phoenix', 'MST'],
      [Date.UTC(2025, 9, 19, 13), 'Europe/London', 'BST'],
      [Date.UTC(2025, 10, 9, 14), 'Europe/Berlin', 'CET'],
      [kickoff, 'Asia/Tokyo', 'JST'],
      [kickoff, 'Australia/Melbourne', 'AEST'],
    ]);
  });
});
