import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealGame } from '../api';
import { SeasonStep } from './SeasonStep';

// The Chiefs' Monday-night home game against the Patriots: 7:15 PM in Kansas City is 01:15 UTC
// on the Tuesday, so a formatter that uses the browser's zone shows the wrong day and hour.
const mondayNight: RealGame = {
  id: 'kc-ne',
  opponent: 'New England Patriots',
  venue: 'GEHA Field at Arrowhead Stadium',
  game_date: '2026-12-21',
  kickoff_epoch_ms: Date.parse('2026-12-22T01:15:00Z'),
  kickoff_tz: 'America/Chicago',
  tz_abbr: 'CST',
  is_home: true,
  isPrimeTime: true,
  season: '2026',
  status: 'upcoming',
};

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('SeasonStep kickoff times', () => {
  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Berlin'])(
    "shows the venue's local time in a browser set to %s",
    (zone) => {
      process.env.TZ = zone;
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      render(
        <SeasonStep
          league="NFL"
          teamName="Kansas City Chiefs"
          season="2026"
          seasons={['2026']}
          games={[mondayNight]}
          loading={false}
          onSeason={() => undefined}
        />,
      );
      expect(screen.getByText('Mon, Dec 21, 2026 · 7:15 PM CST')).toBeInTheDocument();
    },
  );
});
