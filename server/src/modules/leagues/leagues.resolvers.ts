import type {
  League as GqlLeague,
  LeagueTeam as GqlLeagueTeam,
  Resolvers,
  Season as GqlSeason,
} from '../../generated/graphql.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  defaultSeason,
  leagueSeasons,
  listLeagues,
  listLeagueTeams,
  listTeamSeasons,
  type Result,
  type SeasonSummary,
} from './leagues.service.js';
import type { League, Team } from './types.js';

function toSeason(summary: SeasonSummary): GqlSeason {
  return {
    id: [summary.league, summary.teamId, summary.season].filter(Boolean).join(':'),
    league: summary.league,
    teamId: summary.teamId,
    season: summary.season,
    label: summary.label,
    startYear: summary.startYear,
    gameCount: summary.gameCount,
    homeGameCount: summary.homeGameCount,
    upcomingGameCount: summary.upcomingGameCount,
    firstGameDate: summary.firstGameDate,
    lastGameDate: summary.lastGameDate,
  };
}

function toLeague(league: League, now: Date): GqlLeague {
  return {
    id: league.id,
    name: league.name,
    sport: league.sport,
    seasonDisplay: league.seasonDisplay,
    seasonStartMonth: league.seasonStartMonth,
    seasons: leagueSeasons(league.id, now).map(toSeason),
    defaultSeason: defaultSeason(league.id, now),
    teamCount: league.teamCount,
    logoUrl: `/logos/leagues/${league.id.toLowerCase()}.svg`,
  };
}

function toLeagueTeam(team: Team): GqlLeagueTeam {
  return {
    id: `${team.league}:${team.id}`,
    league: team.league,
    abbreviation: team.abbreviation,
    fullName: team.fullName,
    shortName: team.shortName,
    location: team.location,
    slug: team.slug,
    conference: team.conference,
    division: team.division,
    venueName: team.venue.name,
    venueCity: team.venue.city,
    venueState: team.venue.state,
    timezone: team.venue.timezone,
    roofType: team.venue.roofType,
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    active: team.active,
    logoUrl: `/logos/${team.league.toLowerCase()}/${team.slug}.svg`,
  };
}

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new DomainError('BAD_USER_INPUT', result.error.message);
  return result.value;
}

/** Public reference data for the create-team wizard: no sign-in needed. */
export const leaguesResolvers: Resolvers = {
  Query: {
    leagues: () => {
      const now = new Date();
      return listLeagues().map((league) => toLeague(league, now));
    },
    leagueTeams: (_parent, args) =>
      unwrap(listLeagueTeams(args.league, args.season)).map(toLeagueTeam),
    seasons: (_parent, args) => unwrap(listTeamSeasons(args.league, args.team)).map(toSeason),
  },
};
