import {
  LEAGUE_IDS,
  type LeagueId,
  type SeasonDisplayStyle,
  type SeasonIdFormat,
  type Sport,
} from './types.js';

export interface LeagueInfo {
  name: string;
  sport: Sport;
  seasonIdFormat: SeasonIdFormat;
  seasonDisplay: SeasonDisplayStyle;
}

/** Fixed facts of each league; the data adds its seasons and teams (league-data.ts). */
export const LEAGUE_INFO: Record<LeagueId, LeagueInfo> = {
  NFL: {
    name: 'National Football League',
    sport: 'football',
    seasonIdFormat: 'year',
    seasonDisplay: 'pair',
  },
  NBA: {
    name: 'National Basketball Association',
    sport: 'basketball',
    seasonIdFormat: 'split',
    seasonDisplay: 'pair',
  },
  MLB: {
    name: 'Major League Baseball',
    sport: 'baseball',
    seasonIdFormat: 'year',
    seasonDisplay: 'single',
  },
  MLS: {
    name: 'Major League Soccer',
    sport: 'soccer',
    seasonIdFormat: 'year',
    seasonDisplay: 'single',
  },
  NHL: {
    name: 'National Hockey League',
    sport: 'hockey',
    seasonIdFormat: 'split',
    seasonDisplay: 'pair',
  },
  NWSL: {
    name: "National Women's Soccer League",
    sport: 'soccer',
    seasonIdFormat: 'year',
    seasonDisplay: 'single',
  },
  WNBA: {
    name: "Women's National Basketball Association",
    sport: 'basketball',
    seasonIdFormat: 'year',
    seasonDisplay: 'single',
  },
};

export function isLeagueId(value: unknown): value is LeagueId {
  return typeof value === 'string' && (LEAGUE_IDS as readonly string[]).includes(value);
}

/** 'nfl', ' NFL ' -> 'NFL'; anything else -> null. */
export function parseLeagueId(value: string | null | undefined): LeagueId | null {
  const upper = value?.trim().toUpperCase();
  return isLeagueId(upper) ? upper : null;
}
