import { describe, expect, it } from 'vitest';
import {
  formatGameTime,
  formatKickoff,
  gameTimeFormat,
  seasonLabel,
  TBD,
  timeZoneAbbreviation,
  toLocalDateTime,
} from './time-display.js';

const kickoff = Date.parse('2025-09-07T17:00:00Z');

describe('time display', () => {
  it('shows seasons as a year pair for NFL, NBA and NHL', () => {
    expect(seasonLabel('NFL', '2025')).toBe('2025-2026');
    expect(seasonLabel('nba', '2025-26')).toBe('2025-2026');
    expect(seasonLabel('MLB', '2026')).toBe('2026');
  });

  it('writes a game time in the venue zone, with the schedule abbreviation, or TBD', () => {
    const game = { kickoffEpochMs: kickoff, kickoffTz: 'America/Chicago' };
    expect(formatGameTime(game)).toBe('Sun, Sep 7, 2025 · 12:00 PM CDT');
    expect(formatGameTime({ ...game, tzAbbr: 'CT' })).toBe('Sun, Sep 7, 2025 · 12:00 PM CT');
    expect(formatGameTime({ gameDate: 'not a date' })).toBe(TBD);
    expect(gameTimeFormat('Not/AZone').resolvedOptions().timeZone).toBe('UTC');
  });

  it('gives venue-local clock values, abbreviations and reminder lines', () => {
    expect(toLocalDateTime(kickoff, 'America/New_York')).toEqual({
      date: '2025-09-07',
      time: '13:00',
    });
    expect(timeZoneAbbreviation(kickoff, 'Europe/London')).toBe('BST');
    expect(formatKickoff(kickoff, new Date(kickoff), 'America/New_York')).toBe(
      'Sun, Sep 7, 1:00 PM EDT',
    );
    expect(formatKickoff(null, new Date(kickoff), null)).toBe('Sun, Sep 7 (time TBD)');
  });
});
