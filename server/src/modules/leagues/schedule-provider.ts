import { getSchedule, getTeamGames } from './league-data.js';
import type { LeagueId, ScheduleGame, TeamGame } from './types.js';

/**
 * Where schedules come from. The bundled data is the default; a live provider (a sports data API)
 * can implement the same two calls and be chosen with SCHEDULE_PROVIDER, so routes and services
 * never read the bundled files directly. Calls are async for that reason.
 */
export interface ScheduleProvider {
  readonly name: ScheduleProviderName;
  /**
   * A team's games by kickoff, of one season or of every season the provider knows. `team` is a
   * team id of the league ('DAL'); superseded duplicate rows are left out.
   */
  listTeamGames(league: LeagueId, team: string, season?: string): Promise<TeamGame[]>;
  /** Every game of a league's season by kickoff, including All-Star and TBD games. */
  listLeagueGames(league: LeagueId, season: string): Promise<readonly ScheduleGame[]>;
}

export const SCHEDULE_PROVIDER_NAMES = ['bundled'] as const;
export type ScheduleProviderName = (typeof SCHEDULE_PROVIDER_NAMES)[number];

/** The schedules in server/data (league-data.ts). */
export function createBundledScheduleProvider(): ScheduleProvider {
  return {
    name: 'bundled',
    listTeamGames: async (league, team, season) => getTeamGames(league, team, season),
    listLeagueGames: async (league, season) => getSchedule(league, season),
  };
}

export function createScheduleProvider(name: ScheduleProviderName): ScheduleProvider {
  switch (name) {
    case 'bundled':
      return createBundledScheduleProvider();
  }
}
