/** The fields of a game that say when it starts. */
export interface GameTimeFields {
  gameDate?: string | null;
  kickoffEpochMs?: number | null;
  /** IANA zone of the venue. */
  kickoffTz?: string | null;
  /** The venue zone's abbreviation as the schedule gives it (e.g. EDT). */
  tzAbbr?: string | null;
}

export const TBD = 'TBD';

function kickoffInstant(game: GameTimeFields): Date | null {
  const ms =
    typeof game.kickoffEpochMs === 'number' && Number.isFinite(game.kickoffEpochMs)
      ? game.kickoffEpochMs
      : game.gameDate
        ? Date.parse(game.gameDate)
        : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms) : null;
}

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone name must not hide the game: show it in UTC instead.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

/**
 * 'Sun, Sep 7, 2025 · 1:00 PM EDT' in the venue's zone, or 'TBD' when the kickoff is missing or
 * invalid (games page, team detail and draft room alike). The schedule's own abbreviation wins over the browser's, which
 * for many zones is only 'GMT-5'.
 */
export function formatGameTime(game: GameTimeFields): string {
  const instant = kickoffInstant(game);
  if (!instant) return TBD;
  const zone = game.kickoffTz ?? undefined;
  const parts = formatterFor(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const abbr = game.tzAbbr?.trim() || part('timeZoneName');
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} · ${time} ${abbr}`;
}

/** '/logos/nfl/dallas-cowboys.svg' for an opponent's name (the server's team slug). */
export function teamLogoUrl(league: string, teamName: string): string {
  const slug = teamName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/logos/${league.toLowerCase()}/${slug}.svg`;
}
