/**
 * The ticket handoff: for every assigned game, whether the team's ticket holder (the person who
 * holds the season-ticket account) has transferred the tickets to the member who holds the game.
 */

/** Where a game's handoff stands. `not_received` is the member saying sent tickets never came. */
export const HANDOFF_STATUSES = ['not_sent', 'sent', 'received', 'not_received'] as const;
export type HandoffStatus = (typeof HANDOFF_STATUSES)[number];

/** How every screen, e-mail and calendar event names a status. */
export const HANDOFF_STATUS_LABELS: Record<HandoffStatus, string> = {
  not_sent: 'tickets not sent',
  sent: 'tickets sent',
  received: 'tickets received',
  not_received: 'tickets not received',
};

/** The ticket holder hears of a game not yet sent this many days before kickoff, by default. */
export const DEFAULT_HANDOFF_REMINDER_DAYS = 3;
export const HANDOFF_REMINDER_DAYS_MIN = 1;
export const HANDOFF_REMINDER_DAYS_MAX = 14;
/** The member hears of tickets not yet confirmed this long before kickoff. */
export const HANDOFF_CONFIRM_REMINDER_MS = 24 * 60 * 60 * 1000;
/** A transfer reference, section and seats fit easily. */
export const HANDOFF_NOTE_MAX = 300;

export const HANDOFF_MESSAGES = {
  holderOnly: 'Only the ticket holder or the team owner can mark tickets sent',
  memberOnly: 'Only the member who holds this game can confirm its tickets',
  notAssigned: 'This game has no member yet, so there is nobody to send tickets to',
  notSentYet: 'The tickets have not been marked sent yet',
  gameOver: 'This game has already started or is over',
  gameNotFound: 'Game not found in this team',
  note: `The note can be at most ${HANDOFF_NOTE_MAX} characters`,
  reminderDays: `Reminder days must be a whole number from ${HANDOFF_REMINDER_DAYS_MIN} to ${HANDOFF_REMINDER_DAYS_MAX}`,
  holderNotMember: 'The ticket holder must be a member of this team',
  ownerOnly: 'Only the team owner can change the ticket holder and reminders',
  holderOwnGame: 'The ticket holder holds this game: there are no tickets to send',
  noGamesToSend: 'This member has no upcoming games waiting for tickets',
} as const;

/**
 * The status of a game for its current member: a handoff recorded for someone else (the game
 * changed hands by a path that did not move it) counts as not sent. A game the ticket holder
 * holds needs no handoff: the tickets are in their own account, so it counts as received.
 */
export function effectiveHandoffStatus(
  handoff: { memberId: string; status: HandoffStatus } | null | undefined,
  assignedTo: string | null | undefined,
  holderId?: string | null,
): HandoffStatus {
  if (assignedTo && holderId && assignedTo === holderId) return 'received';
  if (!handoff || !assignedTo || handoff.memberId !== assignedTo) return 'not_sent';
  return handoff.status;
}

/** Whole days from 1 to 14; anything else is refused with `HANDOFF_MESSAGES.reminderDays`. */
export function isValidReminderDays(days: unknown): days is number {
  return (
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= HANDOFF_REMINDER_DAYS_MIN &&
    days <= HANDOFF_REMINDER_DAYS_MAX
  );
}

/** The optional note, trimmed; empty becomes null. Null when too long is the caller's check. */
export function cleanHandoffNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The dashboard's line of a member's next game: 'Sun Dec 6 · Broncos at Chiefs · tickets sent'.
 * `home` and `away` are the two teams' names; the date is read in the venue's zone.
 */
export function nextGameLine(input: {
  kickoff: Date;
  timeZone?: string | null;
  home: string;
  away: string;
  status: HandoffStatus;
}): string {
  let day: string;
  try {
    day = dayLabel(input.kickoff, input.timeZone ?? 'UTC');
  } catch {
    day = dayLabel(input.kickoff, 'UTC');
  }
  return `${day} · ${input.away} at ${input.home} · ${HANDOFF_STATUS_LABELS[input.status]}`;
}

function dayLabel(when: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('month')} ${part('day')}`;
}
