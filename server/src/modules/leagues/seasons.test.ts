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

describe('season display', () => {
  it('shows NFL, NBA and NHL as a year pair and the others as one year', () => {
    expect(displaySeason('NFL', '2025')).toBe('2025-2026');
    expect(displaySeason('NBA', '2025-26')).toBe('2025-2026');
    expect(displaySeason('NHL', '2099-00')).toBe('2099-2100');
    expect(displaySeason('MLB', '2025')).toBe('2025');
    expect(displaySeason('MLS', '2026')).toBe('2026');
    expect(displaySeason('NWSL', '2024')).toBe('2024');
    expect(displaySeason('WNBA', '2026')).toBe('2026');
  });

  it("has each league's start month", () => {
    expect(seasonStartMonth('NFL')).toBe(7);
    expect(seasonStartMonth('nba')).toBe(9);
    expect(seasonStartMonth('NHL')).toBe(9);
    expect(seasonStartMonth('MLS')).toBe(0);
    expect(seasonStartMonth('MLB')).toBe(0);
    expect(seasonStartMonth('XFL')).toBe(DEFAULT_SEASON_START_MONTH);
    expect(DEFAULT_SEASON_START_MONTH).toBe(7);
  });
});

describe('season derivation', () => {
  it('puts a date in the season its league started in', () => {
    expect(seasonIdForDate('NFL', '2025-09-04')).toBe('2025');
    expect(seasonIdForDate('NFL', '2026-02-08')).toBe('2025');
    expect(seasonIdForDate('NFL', '2026-07-31')).toBe('2025');
    expect(seasonIdForDate('NFL', '2026-08-01')).toBe('2026');
    expect(seasonIdForDate('NBA', '2026-04-12')).toBe('2025-26');
    expect(seasonIdForDate('NBA', '2026-10-20')).toBe('2026-27');
    expect(seasonIdForDate('NHL', '2026-09-30')).toBe('2025-26');
    expect(seasonIdForDate('MLB', '2026-03-25')).toBe('2026');
    expect(seasonIdForDate('MLS', new Date(Date.UTC(2025, 11, 6)))).toBe('2025');
    // NWSL and WNBA are calendar-year leagues (see SEASON_START_MONTH).
    expect(seasonIdForDate('NWSL', '2026-03-13')).toBe('2026');
    expect(seasonIdForDate('WNBA', '2026-05-08')).toBe('2026');
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
    expect(normalizeSeasonId('NBA', '2025')).toBe('2025-26');
    expect(normalizeSeasonId('NBA', '2025-26')).toBe('2025-26');
    expect(normalizeSeasonId('NBA', '2025-2026')).toBe('2025-26');
    expect(normalizeSeasonId('NHL', '1999-00')).toBe('1999-00');
    expect(normalizeSeasonId('NFL', '2025-2026')).toBe('2025');
    expect(normalizeSeasonId('NFL', ' 2025 ')).toBe('2025');
    expect(normalizeSeasonId('NFL', '2025-2027')).toBeNull();
    expect(normalizeSeasonId('NBA', '2025-25')).toBeNull();
    expect(normalizeSeasonId('NFL', 'last')).toBeNull();
  });

  it('names the previous season', () => {
    expect(previousSeasonId('NFL', '2026')).toBe('2025');
    expect(previousSeasonId('NBA', '2026-27')).toBe('2025-26');
    expect(previousSeasonId('NHL', '2000-01')).toBe('1999-00');
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
    expect(defaultSeason('NFL', now)).toBe('2026');
    expect(defaultSeason('MLB', now)).toBe('2026');
    expect(defaultSeason('NHL', now)).toBe('2025-26');
    expect(defaultSeason('NBA', now)).toBe('2026-27');
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
    expect(timeZoneAbbreviation(kickoff, 'America/New_York')).toBe('EDT');
    expect(timeZoneAbbreviation(Date.UTC(2025, 11, 1), 'America/Chicago')).toBe('CST');
    expect(timeZoneAbbreviation(kickoff, 'America/Phoenix')).toBe('MST');
    expect(timeZoneAbbreviation(Date.UTC(2025, 9, 19, 13), 'Europe/London')).toBe('BST');
    expect(timeZoneAbbreviation(Date.UTC(2025, 10, 9, 14), 'Europe/Berlin')).toBe('CET');
    expect(timeZoneAbbreviation(kickoff, 'Asia/Tokyo')).toBe('JST');
    expect(timeZoneAbbreviation(kickoff, 'Australia/Melbourne')).toBe('AEST');
  });
});
