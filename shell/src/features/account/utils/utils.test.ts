import { beforeEach, describe, expect, it } from 'vitest';
import { describeUserAgent, formatLongDateTime, formatShortDate } from './format';
import { PENDING_TEAM_KEY, hasPendingTeam } from './pendingTeam';
import { absoluteUrl, safeNext, withQuery } from './redirects';
import { newPasswordError } from './messages';

describe('safeNext', () => {
  it.each([
    [null, '/app'],
    ['', '/app'],
    ['/app/games?tab=upcoming', '/app/games?tab=upcoming'],
    ['//evil.example/x', '/app'],
    ['/\\evil.example', '/app'],
    ['https://evil.example', '/app'],
    ['app', '/app'],
  ])('%s -> %s', (raw, expected) => {
    expect(safeNext(raw)).toBe(expected);
  });
});

describe('URLs', () => {
  it('builds absolute URLs on this origin and leaves out empty query values', () => {
    expect(absoluteUrl('/auth/callback')).toBe('http://localhost:3000/auth/callback');
    expect(withQuery('/signup', { email: 'a@b.co', next: null })).toBe('/signup?email=a%40b.co');
    expect(withQuery('/signup', { email: '' })).toBe('/signup');
  });
});

describe('dates', () => {
  it('formats the last login in long US format with 12-hour time', () => {
    expect(formatLongDateTime('2026-11-22T15:05:00')).toBe('November 22, 2026 at 3:05 PM');
    expect(formatLongDateTime('2026-01-02T00:30:00')).toBe('January 2, 2026 at 12:30 AM');
    expect(formatLongDateTime(null)).toBeNull();
    expect(formatLongDateTime('not a date')).toBeNull();
    expect(formatShortDate('2026-03-01T12:00:00')).toBe('Mar 1, 2026');
  });
});

describe('describeUserAgent', () => {
  it.each([
    [null, 'Unknown device'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36 Edg/128.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s -> %s', (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });
});

describe('newPasswordError', () => {
  it('checks the match first, then the 6-character minimum', () => {
    expect(newPasswordError('abc', 'abd')).toBe('Passwords do not match.');
    expect(newPasswordError('abc', 'abc')).toBe('Password must be at least 8 characters long.');
    expect(newPasswordError('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('hasPendingTeam', () => {
  beforeEach(() => localStorage.clear());

  it('is true for a stored team object', () => {
    localStorage.setItem(PENDING_TEAM_KEY, JSON.stringify({ name: 'Crew' }));
    expect(hasPendingTeam()).toBe(true);
  });

  it('is false without one, and removes an unparsable one', () => {
    expect(hasPendingTeam()).toBe(false);
    localStorage.setItem(PENDING_TEAM_KEY, '[1,2');
    expect(hasPendingTeam()).toBe(false);
    expect(localStorage.getItem(PENDING_TEAM_KEY)).toBeNull();
    localStorage.setItem(PENDING_TEAM_KEY, '"just a string"');
    expect(hasPendingTeam()).toBe(false);
  });
});
