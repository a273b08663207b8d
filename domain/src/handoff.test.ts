import { describe, expect, it } from 'vitest';
import {
  cleanHandoffNote,
  effectiveHandoffStatus,
  isValidReminderDays,
  nextGameLine,
} from './handoff.js';

describe('ticket handoff rules', () => {
  it('counts a handoff recorded for another member as not sent', () => {
    expect(effectiveHandoffStatus({ memberId: 'a', status: 'sent' }, 'a')).toBe('sent');
    expect(effectiveHandoffStatus({ memberId: 'a', status: 'received' }, 'b')).toBe('not_sent');
    expect(effectiveHandoffStatus(null, 'a')).toBe('not_sent');
    expect(effectiveHandoffStatus({ memberId: 'a', status: 'sent' }, null)).toBe('not_sent');
    expect(effectiveHandoffStatus(null, 'h', 'h')).toBe('received');
  });

  it('accepts whole reminder days from 1 to 14 only', () => {
    expect([1, 3, 14].every(isValidReminderDays)).toBe(true);
    expect([0, 15, 2.5, '3', null].some(isValidReminderDays)).toBe(false);
  });

  it('trims the note and drops an empty one', () => {
    expect(cleanHandoffNote('  Sec 112 Row 4  ')).toBe('Sec 112 Row 4');
    expect(cleanHandoffNote('   ')).toBeNull();
    expect(cleanHandoffNote(undefined)).toBeNull();
  });

  it('writes the next-game line on the venue date', () => {
    // 01:20 UTC on Dec 7 is still Sunday Dec 6 in Kansas City.
    const kickoff = new Date('2026-12-07T01:20:00Z');
    expect(
      nextGameLine({
        kickoff,
        timeZone: 'America/Chicago',
        home: 'Chiefs',
        away: 'Broncos',
        status: 'sent',
      }),
    ).toBe('Sun Dec 6 · Broncos at Chiefs · tickets sent');
    expect(
      nextGameLine({ kickoff, timeZone: 'Not/AZone', home: 'A', away: 'B', status: 'not_sent' }),
    ).toBe('Mon Dec 7 · B at A · tickets not sent');
  });
});
