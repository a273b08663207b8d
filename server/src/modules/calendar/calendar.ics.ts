import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import {
  HANDOFF_STATUS_LABELS,
  isValidTimeZone,
  toLocalDateTime,
  type HandoffStatus,
} from '@tiix/domain';
import type { FeedGame } from './calendar.repository.js';

// A game is booked in calendars for three hours from kickoff.
const GAME_LENGTH_MS = 3 * 60 * 60 * 1000;

/** Calendar apps are told to look again hourly (Google Calendar decides on its own). */
export const FEED_REFRESH_SECONDS = 60 * 60;

export interface FeedContent {
  /** X-WR-CALNAME, e.g. 'Lone Star Seats · my games'. */
  name: string;
  teamName: string;
  games: readonly FeedGame[];
  /** Names of holders by user id; given for the whole team's feed. */
  holders: Map<string, string> | null;
  /** The ticket handoff of each assigned game, by game id. */
  handoffs?: Map<string, { status: HandoffStatus; updatedAt: Date | null }>;
}

/**
 * A time the way ical-generator writes it under a TZID: it prints the wall clock of the value
 * as given, so the value is the venue's wall time ('2025-09-07T13:00:00', no offset).
 */
function venueWallTime(epochMs: number, zone: string): string {
  const local = toLocalDateTime(epochMs, zone);
  return `${local.date}T${local.time}:00`;
}

// Schedules give a game without a time yet (TBD) no kickoff instant; its date is what is known.
const isTimeKnown = (game: FeedGame) => game.kickoffEpochMs != null || game.kickoffLocal != null;

// Every change of a game row (a swap changes its holder) moves updated_at, so the seconds since
// the row was created only grow: calendar apps take the higher SEQUENCE as the newer version.
// A handoff change (tickets sent, received) changes the event's text too, so it counts as well.
const sequenceOf = (game: FeedGame, changedAt: Date | null = null) =>
  Math.max(
    0,
    Math.floor(
      (Math.max(game.updatedAt.getTime(), changedAt?.getTime() ?? 0) - game.createdAt.getTime()) /
        1000,
    ),
  );

function holderLine(game: FeedGame, holders: Map<string, string>): string {
  const name = game.assignedTo ? holders.get(game.assignedTo) : undefined;
  return name ? `Held by ${name}` : 'Not assigned yet';
}

/** The feed as an iCalendar document, times in each venue's zone with its VTIMEZONE. */
export function renderFeed(feed: FeedContent): string {
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Tiix', product: 'calendar-feed' },
    ttl: FEED_REFRESH_SECONDS,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const game of feed.games) {
    const holder = feed.holders ? holderLine(game, feed.holders) : null;
    const handoff = feed.handoffs?.get(game.id) ?? null;
    const tickets = handoff
      ? `Tickets: ${HANDOFF_STATUS_LABELS[handoff.status].replace(/^tickets /, '')}`
      : null;
    const lastModified =
      handoff?.updatedAt && handoff.updatedAt > game.updatedAt ? handoff.updatedAt : game.updatedAt;
    const summary = `${feed.teamName} vs ${game.opponent}${holder ? ` (${holder.replace(/^Held by /, '')})` : ''}`;
    const event = calendar.createEvent({
      id: `${game.id}@tiix`,
      summary,
      location: game.venue ?? null,
      description: [holder, tickets].filter(Boolean).join('\n') || null,
      sequence: sequenceOf(game, handoff?.updatedAt),
      lastModified,
      stamp: lastModified,
      start: game.gameDate,
      ...(game.status === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
    });
    const zone = game.kickoffTz && isValidTimeZone(game.kickoffTz) ? game.kickoffTz : null;
    const kickoff = game.kickoffEpochMs ?? game.gameDate.getTime();
    if (!isTimeKnown(game)) {
      // An all-day event on the venue's date.
      event.allDay(true);
      event.start(
        zone ? toLocalDateTime(kickoff, zone).date : game.gameDate.toISOString().slice(0, 10),
      );
    } else if (zone) {
      event.timezone(zone);
      event.start(venueWallTime(kickoff, zone));
      event.end(venueWallTime(kickoff + GAME_LENGTH_MS, zone));
    } else {
      event.start(new Date(kickoff));
      event.end(new Date(kickoff + GAME_LENGTH_MS));
    }
  }
  return calendar.toString();
}
