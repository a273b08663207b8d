import { describe, expect, it } from 'vitest';
import {
  effectivePlan,
  FREE_PLAN_INVITED,
  isUnlimited,
  PLAN_LIMIT_MESSAGES,
  PLAN_PRICE,
} from './plan.js';

describe('plan', () => {
  const now = new Date('2026-05-01T00:00:00Z');

  it('costs $49 a year and lets a free team invite 4 members', () => {
    expect(PLAN_PRICE).toBe('$49');
    expect(FREE_PLAN_INVITED).toBe(4);
    expect(PLAN_LIMIT_MESSAGES.invites).toBe(
      'The free plan includes up to 4 invited members. Go Unlimited to invite more.',
    );
    expect(PLAN_LIMIT_MESSAGES.teams).toBe(
      'The free plan includes 1 team. Go Unlimited to create more.',
    );
  });

  it('is Unlimited until the expiry, and free after it', () => {
    const later = new Date('2026-06-01T00:00:00Z');
    expect(isUnlimited({ plan: 'unlimited', planExpiresAt: null }, now)).toBe(true);
    expect(isUnlimited({ plan: 'unlimited', planExpiresAt: later }, now)).toBe(true);
    expect(isUnlimited({ plan: 'unlimited', planExpiresAt: now }, now)).toBe(false);
    expect(effectivePlan({ plan: 'free', planExpiresAt: later }, now)).toBe('free');
  });
});
