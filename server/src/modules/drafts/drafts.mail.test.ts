import { describe, expect, it } from 'vitest';
import { gameLine, gamesCalendar } from './drafts.mail.js';

type Game = Parameters<typeof gameLine>[0];

const game = (over: Partial<Game>): Game =>
  ({
    id: '0b5f7d0e-5f1a-4a39-9d57-3f4a0e0c2a11',
    opponent: 'New York Giants',
    venue: null,
    kickoffTz: null,
    gameDate: new Date('2025-09-07T18:00:00Z'),
    ...over,
  }) as Game;

describe('draft completion mail', () => {
  it('writes one calendar event per game, in UTC, three hours long, with its venue', () => {
    const games = [
      game({}),
      game({
        id: 'a1c2e3f4-0000-4000-8000-000000000001',
        opponent: 'Opponent, with; odd chars',
        venue: 'Stadium, City',
        gameDate: new Date('2025-12-28T01:15:00Z'),
      }),
    ];
    const text = gamesCalendar('Dallas Cowboys', games).replace(/\r\n /g, '');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART:20250907T180000Z');
    expect(text).toContain('DTEND:20250907T210000Z');
    expect(text).toContain('DTSTART:20251228T011500Z');
    expect(text).toContain('SUMMARY:Dallas Cowboys vs Opponent\\, with\\; odd chars');
    expect(text).toContain('LOCATION:Stadium\\, City');
    expect(text).toContain(`UID:${games[0]!.id}@tiix`);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    // ical-generator is patched (patches/): its folding must still follow the format's rule.
    const venue = 'Estadio Azteca, Ciudad de México 🏟️ '.repeat(6);
    const text = gamesCalendar('Club Atlético Ñandú', [game({ venue })]);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    expect(text.replace(/\r\n /g, '')).toContain(`LOCATION:${venue.replace(/,/g, '\\,')}`);
  });

  it('formats each game in its venue time zone', () => {
    expect(gameLine(game({ kickoffTz: 'America/Chicago', venue: 'AT&T Stadium' }))).toBe(
      'Sun, Sep 7, 2025, 1:00 PM CDT vs New York Giants at AT&T Stadium',
    );
    expect(gameLine(game({}))).toBe('Sun, Sep 7, 2025, 6:00 PM UTC vs New York Giants');
    expect(gameLine(game({ kickoffTz: 'Not/AZone' }))).toBe(
      'Sun, Sep 7, 2025, 6:00 PM UTC vs New York Giants',
    );
  });
});
