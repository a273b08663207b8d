import { describe, expect, it } from 'vitest';
import { activitySentence, relativeTime } from './activity';

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
