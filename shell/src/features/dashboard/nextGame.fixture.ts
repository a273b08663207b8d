import type { NextGameFields } from './NextGame';

/** A member's next game as the server sends it, for the dashboard's tests. */
export const nextGameFixture: NextGameFields = {
  gameId: 'g1',
  teamId: 't1',
  teamName: 'Sunday Crew',
  opponent: 'Denver Broncos',
  gameDate: '2026-12-07T01:20:00Z',
  status: 'sent',
  line: 'Sun Dec 6 · Denver Broncos at Kansas City Chiefs · tickets sent',
};
