/**
 * How seasons and game times are shown, in the venue's zone: the apps, the e-mails, the calendar
 * feeds and the league data build all write them this way. Intl formatters are expensive to
 * build, so they are cached per zone.
 */

/** Leagues whose seasons span two calendar years and are shown as a year pair. */
const YEAR_PAIR_LEAGUES = new Set(['NFL', 'NBA', 'NHL']);

/**
 * How a season is shown: '2025-2026' for NFL, NBA and NHL, a single year for the others.
 * Accepts the server's season ids ('2025' or '2025-26').
 */
export function seasonLabel(league: string, season: string): string {
  const start = Number.parseInt(season.slice(0, 4), 10);
  if (!Number.isFinite(start)) return season;
  return YEAR_PAIR_LEAGUES.has(league.toUpperCase()) ? `${start}-${start + 1}` : String(start);
}

/** The fields of a game that say when it starts. */
export interface GameTimeFields {
  gameDate?: string | null;
  kickoffEpochMs?: number | null;
  /** IANA zone of the venue. */
  kickoffTz?: string | null;
  /** The venue zone's abbreviation as the schedule gives it (e.g. EDT). */
  tzAbbr?: string | null;
}

/** What a game with no known kickoff shows. */
export const TBD = 'TBD';

const GAME_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const gameTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The game-time formatter of a venue's zone ('Sun, Sep 7, 2025, 1:00 PM CDT'). A zone name the
 * runtime does not know must not hide the game (or cost a member their e-mail): it falls back
 * to UTC.
 */
export function gameTimeFormat(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const zone = timeZone ?? 'UTC';
  let format = gameTimeFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...GAME_TIME_OPTIONS, timeZone: zone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...GAME_TIME_OPTIONS, timeZone: 'UTC' });
    }
    gameTimeFormats.set(zone, format);
  }
  return format;
}

function kickoffInstant(game: GameTimeFields): Date | null {
  const ms =
    typeof game.kickoffEpochMs === 'number' && Number.isFinite(game.kickoffEpochMs)
      ? game.kickoffEpochMs
      : game.gameDate
        ? Date.parse(game.gameDate)
        : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/**
 * 'Sun, Sep 7, 2025 · 1:00 PM EDT' in the venue's zone, or 'TBD' when the kickoff is missing or
 * invalid (games page, team detail and draft room alike). The schedule's own abbreviation wins
 * over the runtime's, which for many zones is only 'GMT-5'.
 */
export function formatGameTime(game: GameTimeFields): string {
  const instant = kickoffInstant(game);
  if (!instant) return TBD;
  const parts = gameTimeFormat(game.kickoffTz).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const abbr = game.tzAbbr?.trim() || part('timeZoneName');
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} · ${time} ${abbr}`;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const abbrFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface LocalDateTime {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM', 24-hour. */
  time: string;
}

/** The wall-clock date and time in `timeZone` at an instant. */
export function toLocalDateTime(epochMs: number, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

// US locales name North American zones (EDT, CST, MST); British and Australian ones name
// European and Australian zones (BST, CET, AEST). Elsewhere Intl gives 'GMT+9', which we keep.
const ABBR_LOCALES = ['en-US', 'en-GB', 'en-AU'] as const;

function abbrFormatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let formatter = abbrFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    abbrFormatters.set(key, formatter);
  }
  return formatter;
}

// Zones without daylight saving whose common abbreviation no English locale of ICU gives.
const FIXED_ABBREVIATIONS: Record<string, string> = {
  'Asia/Tokyo': 'JST',
  'Asia/Seoul': 'KST',
  'America/Sao_Paulo': 'BRT',
};

/** 'EDT', 'CST', 'BST', 'CET', 'AEST', or 'GMT+1' where no locale has a name, at that instant. */
export function timeZoneAbbreviation(epochMs: number, timeZone: string): string {
  const fixed = FIXED_ABBREVIATIONS[timeZone];
  if (fixed) return fixed;
  let fallback = '';
  for (const locale of ABBR_LOCALES) {
    const name =
      abbrFormatter(locale, timeZone)
        .formatToParts(epochMs)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (name && !/^(GMT|UTC)[+-]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback || 'UTC';
}

/** True if `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Sun, Sep 7, 1:00 PM CDT' in the venue's zone, or the venue's date with 'time TBD' when the
 * schedule has no kickoff time yet (game reminders).
 */
export function formatKickoff(epochMs: number | null, gameDate: Date, zone: string | null): string {
  const timeZone = zone && isValidTimeZone(zone) ? zone : 'UTC';
  if (epochMs == null) {
    const day = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone,
    }).format(gameDate);
    return `${day} (time TBD)`;
  }
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(epochMs));
}
