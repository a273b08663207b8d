import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_BURST_GAP_MS,
  activityGroupSentence,
  activitySentence,
  groupActivity,
  relativeTime,
  type GroupableEntry,
} from './activity';

describe('activitySentence', () => {
  it.each([
    ['team_created', { team_name: 'Sunday Crew' }, 'You created Sunday Crew'],
    ['member_joined', { team_name: 'Sunday Crew' }, 'You joined Sunday Crew'],
    ['invite_sent', { email: 'kim@example.com' }, 'You invited kim@example.com'],
    ['invite_accepted', { team_name: 'Sunday Crew' }, 'You accepted the invite to Sunday Crew'],
    [
      'game_ranked',
      { opponent: 'Philadelphia Eagles', rank: 1 },
      'You ranked Philadelphia Eagles #1',
    ],
    ['draft_started', { draft_type: 'snake' }, 'You started the snake draft'],
    ['draft_completed', { draft_type: 'snake' }, 'You completed the snake draft'],
    ['payment_made', { amount: 125 }, 'You paid $125.00'],
    ['payment_received', { amount: '42.5' }, 'You received $42.50'],
    ['payment_refunded', { amount: '51.75' }, 'You got a refund of $51.75'],
    ['member_removed', { name: 'Max' }, 'You removed Max from the team'],
    ['member_left', { name: 'Sam' }, 'You left the team'],
    ['member_role_changed', { name: 'Ava', role: 'admin' }, 'You made Ava an admin'],
    ['member_role_changed', { name: 'Ava', role: 'member' }, 'You made Ava a member'],
    ['team_handed_over', { name: 'Ava' }, 'You handed the team over to Ava'],
  ])('%s reads as a sentence', (activityType, details, sentence) => {
    expect(activitySentence({ activityType, details }, 'You')).toBe(sentence);
  });

  it('stays a sentence when details are missing or the type is unknown', () => {
    expect(activitySentence({ activityType: 'team_created', details: {} }, 'Kim')).toBe(
      'Kim created the team',
    );
    expect(activitySentence({ activityType: 'game_ranked', details: null }, 'Kim')).toBe(
      'Kim ranked a game',
    );
    expect(activitySentence({ activityType: 'draft_started', details: {} }, 'Kim')).toBe(
      'Kim started the draft',
    );
    expect(activitySentence({ activityType: 'something_new', details: {} }, 'Kim')).toBe(
      'Kim updated the team',
    );
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2025-09-10T12:00:00Z');
  it.each([
    ['2025-09-10T11:59:30Z', 'just now'],
    ['2025-09-10T11:55:00Z', '5 minutes ago'],
    ['2025-09-10T09:00:00Z', '3 hours ago'],
    ['2025-09-09T10:00:00Z', 'yesterday'],
    ['2025-08-27T12:00:00Z', '2 weeks ago'],
    ['2024-09-01T12:00:00Z', 'last year'],
  ])('%s is "%s"', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });

  it('is empty for an invalid date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('groupActivity', () => {
  const t0 = Date.parse('2025-09-10T12:00:00Z');
  let n = 0;
  const e = (
    userId: string | null,
    activityType: string,
    msAgo: number,
    teamId = 't1',
  ): GroupableEntry => ({
    id: `e${++n}`,
    teamId,
    userId,
    activityType,
    details: {},
    createdAt: new Date(t0 - msAgo).toISOString(),
  });
  const sizes = (entries: GroupableEntry[]) => groupActivity(entries).map((g) => g.entries.length);

  it('folds neighbouring entries of one person, type and team into one line', () => {
    const burst = Array.from({ length: 8 }, (_, i) => e('sam', 'game_ranked', i * 100));
    const groups = groupActivity([...burst, e('sam', 'invite_sent', 2000)]);
    expect(groups.map((g) => g.entries.length)).toEqual([8, 1]);
    expect(groups[0]!.entries[0]).toBe(burst[0]);
    expect(activityGroupSentence(groups[0]!, 'Sam')).toBe('Sam ranked 8 games');
  });

  it('keeps other people, other teams, gaps and actor-less entries apart', () => {
    expect(sizes([e('sam', 'game_ranked', 0), e('kim', 'game_ranked', 1)])).toEqual([1, 1]);
    expect(sizes([e('sam', 'game_ranked', 0), e('sam', 'game_ranked', 1, 't2')])).toEqual([1, 1]);
    expect(
      sizes([e('sam', 'game_ranked', 0), e('sam', 'game_ranked', ACTIVITY_BURST_GAP_MS + 1)]),
    ).toEqual([1, 1]);
    expect(sizes([e(null, 'game_ranked', 0), e(null, 'game_ranked', 1)])).toEqual([1, 1]);
    // A burst interrupted by someone else is two lines.
    expect(
      sizes([e('sam', 'game_ranked', 0), e('kim', 'game_ranked', 1), e('sam', 'game_ranked', 2)]),
    ).toEqual([1, 1, 1]);
  });

  it('reads a single entry as its own sentence and counts a burst of every type', () => {
    const one = groupActivity([
      { ...e('sam', 'game_ranked', 0), details: { opponent: 'Giants', rank: 2 } },
    ]);
    expect(activityGroupSentence(one[0]!, 'Sam')).toBe('Sam ranked Giants #2');
    const two = (type: string) => groupActivity([e('x', type, 0), e('x', type, 1)])[0]!;
    expect(activityGroupSentence(two('invite_sent'), 'You')).toBe('You invited 2 new members');
    expect(activityGroupSentence(two('payment_made'), 'Kim')).toBe('Kim made 2 payments');
    expect(activityGroupSentence(two('payment_received'), 'Kim')).toBe('Kim received 2 payments');
    expect(activityGroupSentence(two('payment_refunded'), 'Kim')).toBe('Kim got 2 refunds');
    expect(activityGroupSentence(two('draft_started'), 'Kim')).toBe('Kim started 2 drafts');
  });
});
