/** The nine activity types of spec 3, with the details each one carries. */
export type ActivityType =
  | 'team_created'
  | 'member_joined'
  | 'invite_sent'
  | 'invite_accepted'
  | 'game_ranked'
  | 'draft_started'
  | 'draft_completed'
  | 'payment_made'
  | 'payment_received';

export interface ActivityLike {
  activityType: ActivityType | string;
  details: unknown;
}

/** Spec 9: the dashboard fetches 20 entries and shows up to 15. */
export const RECENT_ACTIVITY_FETCH = 20;
export const RECENT_ACTIVITY_SHOWN = 15;

function detail(details: unknown, key: string): string {
  if (!details || typeof details !== 'object') return '';
  const value = (details as Record<string, unknown>)[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** `details.amount` is in dollars (spec 3 names it `amount`, not `amount_cents`). */
function money(details: unknown): string {
  const raw = detail(details, 'amount');
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value)) return raw ? `$${raw}` : 'a payment';
  return `$${value.toFixed(2)}`;
}

/**
 * One activity entry as a human sentence, e.g. "You created Sunday Crew". Unknown types and
 * missing details still read as a sentence rather than showing raw JSON.
 */
export function activitySentence(entry: ActivityLike, who: string): string {
  const d = entry.details;
  const teamName = detail(d, 'team_name') || 'the team';
  const draftType = detail(d, 'draft_type');
  const draft = draftType ? `the ${draftType} draft` : 'the draft';
  switch (entry.activityType) {
    case 'team_created':
      return `${who} created ${teamName}`;
    case 'member_joined':
      return `${who} joined ${teamName}`;
    case 'invite_sent':
      return `${who} invited ${detail(d, 'email') || 'a new member'}`;
    case 'invite_accepted':
      return `${who} accepted the invite to ${teamName}`;
    case 'game_ranked': {
      const opponent = detail(d, 'opponent') || 'a game';
      const rank = detail(d, 'rank');
      return rank ? `${who} ranked ${opponent} #${rank}` : `${who} ranked ${opponent}`;
    }
    case 'draft_started':
      return `${who} started ${draft}`;
    case 'draft_completed':
      return `${who} completed ${draft}`;
    case 'payment_made':
      return `${who} paid ${money(d)}`;
    case 'payment_received':
      return `${who} received ${money(d)}`;
    default:
      return `${who} updated ${teamName}`;
  }
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" (English, like the rest of the UI). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
