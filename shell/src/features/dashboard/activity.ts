import type { ActivityType } from '@tiix/shared-data';

export interface ActivityLike {
  activityType: ActivityType | string;
  details: unknown;
}

/** The dashboard fetches 20 entries and shows up to 15 lines. */
export const RECENT_ACTIVITY_FETCH = 20;
export const RECENT_ACTIVITY_SHOWN = 15;

/**
 * Entries of one person, type and team closer together than this form one burst (one click of
 * 'Fill my ranks from the score' writes an entry per game within a second).
 */
export const ACTIVITY_BURST_GAP_MS = 10 * 60_000;

/** What grouping needs of an entry. */
export interface GroupableEntry extends ActivityLike {
  id: string;
  teamId: string;
  userId: string | null;
  createdAt: string;
}

/** One line of the feed: a single entry, or a burst of the same person doing the same thing. */
export interface ActivityGroup<E extends GroupableEntry = GroupableEntry> {
  /** Newest first; the first entry stands for the group (its time, its actor). */
  entries: E[];
}

/**
 * Folds a newest-first feed into lines: neighbouring entries of the same person, type and team,
 * each within `gapMs` of the previous one, become one group. Entries without an actor are never
 * grouped (they may be different people).
 */
export function groupActivity<E extends GroupableEntry>(
  newestFirst: readonly E[],
  gapMs: number = ACTIVITY_BURST_GAP_MS,
): ActivityGroup<E>[] {
  const groups: ActivityGroup<E>[] = [];
  for (const entry of newestFirst) {
    const current = groups.at(-1);
    const last = current?.entries.at(-1);
    const sameBurst =
      last !== undefined &&
      entry.userId !== null &&
      entry.userId === last.userId &&
      entry.activityType === last.activityType &&
      entry.teamId === last.teamId &&
      Math.abs(Date.parse(last.createdAt) - Date.parse(entry.createdAt)) <= gapMs;
    if (current && sameBurst) current.entries.push(entry);
    else groups.push({ entries: [entry] });
  }
  return groups;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A burst counted: what the person did, and the thing counted (one, many). */
const BURSTS: Partial<Record<string, readonly [verb: string, one: string, many: string]>> = {
  game_ranked: ['ranked', 'game', 'games'],
  invite_sent: ['invited', 'new member', 'new members'],
  team_created: ['created', 'team', 'teams'],
  member_joined: ['joined', 'team', 'teams'],
  invite_accepted: ['accepted', 'invite', 'invites'],
  draft_started: ['started', 'draft', 'drafts'],
  draft_completed: ['completed', 'draft', 'drafts'],
  payment_made: ['made', 'payment', 'payments'],
  payment_received: ['received', 'payment', 'payments'],
  payment_refunded: ['got', 'refund', 'refunds'],
} satisfies Partial<Record<ActivityType, readonly [string, string, string]>>;

/** A line of the feed as a sentence: the entry's own sentence, or the burst counted. */
export function activityGroupSentence(group: ActivityGroup, who: string): string {
  const [first] = group.entries;
  const n = group.entries.length;
  if (!first) return '';
  if (n === 1) return activitySentence(first, who);
  const [verb, one, many] = BURSTS[first.activityType] ?? ['made', 'update', 'updates'];
  return `${who} ${verb} ${plural(n, one, many)}`;
}

function detail(details: unknown, key: string): string {
  if (!details || typeof details !== 'object') return '';
  const value = (details as Record<string, unknown>)[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** `details.amount` is in dollars (the entry names it `amount`, not `amount_cents`). */
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
    case 'payment_refunded':
      return `${who} got a refund of ${money(d)}`;
    case 'member_removed':
      return `${who} removed ${detail(d, 'name') || 'a member'} from the team`;
    case 'member_left':
      return `${who} left the team`;
    case 'member_role_changed': {
      const name = detail(d, 'name') || 'a member';
      return detail(d, 'role') === 'admin'
        ? `${who} made ${name} an admin`
        : `${who} made ${name} a member`;
    }
    case 'team_handed_over':
      return `${who} handed the team over to ${detail(d, 'name') || 'a member'}`;
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
