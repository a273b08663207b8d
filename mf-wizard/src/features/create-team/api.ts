import { gql } from 'urql';
import type {
  WizardLeagueTeamsQuery,
  WizardLeagueTeamsQueryVariables,
  WizardLeaguesQuery,
  WizardLeaguesQueryVariables,
} from '../../generated/graphql';

export type LeagueTeamOption = WizardLeagueTeamsQuery['leagueTeams'][number];

/** The leagues the wizard offers (public: guests see them too). */
export const LeaguesDocument = gql<WizardLeaguesQuery, WizardLeaguesQueryVariables>`
  query WizardLeagues {
    leagues {
      id
      name
      seasonDisplay
      defaultSeason
      teamCount
      logoUrl
    }
  }
`;

export const LeagueTeamsDocument = gql<WizardLeagueTeamsQuery, WizardLeagueTeamsQueryVariables>`
  query WizardLeagueTeams($league: String!) {
    leagueTeams(league: $league) {
      id
      abbreviation
      fullName
      slug
      logoUrl
    }
  }
`;

/** The fields of a GET /api/games-real-v2 game the wizard reads. */
export interface RealGame {
  id: string;
  opponent: string;
  venue: string | null;
  game_date: string | null;
  kickoff_epoch_ms: number | null;
  /** IANA zone of the venue: kickoff times are shown in it. */
  kickoff_tz: string | null;
  tz_abbr: string | null;
  is_home: boolean;
  isPrimeTime: boolean;
  season: string;
  status: string;
}

/**
 * A team's real games: sent uncached with a cache-busting timestamp; 404 means the team
 * has no games, any other failure raises 'HTTP error! status: N'.
 */
export async function fetchRealGames(league: string, team: string): Promise<RealGame[]> {
  const params = new URLSearchParams({ league, team, t: String(Date.now()) });
  const response = await fetch(`/api/games-real-v2?${params.toString()}`, { cache: 'no-store' });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as RealGame[]) : [];
}
