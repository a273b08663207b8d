import { describe, expect, it } from 'vitest';
import { anchorFromDraft, draftPhase, formatClock, remainingAt, spokenClock } from './draftModel';

describe('draftPhase', () => {
  it('reads Pre-Draft for setup states and ready, Draft while active or paused, else Post-Draft', () => {
    expect(draftPhase('setup_open')).toBe('Pre-Draft');
    expect(draftPhase('setup_locked')).toBe('Pre-Draft');
    expect(draftPhase('ready')).toBe('Pre-Draft');
    expect(draftPhase('active')).toBe('Draft');
    expect(draftPhase('paused')).toBe('Draft');
    expect(draftPhase('complete')).toBe('Post-Draft');
  });
});

describe('pick clock', () => {
  const local = Date.parse('2026-01-01T12:00:00.000Z');

  it('counts down on the server clock even when this device is 5 minutes behind', () => {
    const serverNow = local + 5 * 60_000;
    const anchor = anchorFromDraft(
      {
        state: 'active',
        serverNow: new Date(serverNow).toISOString(),
        pickDeadline: new Date(serverNow + 30_000).toISOString(),
        remainingMs: 30_000,
      },
      local,
    );
    expect(remainingAt(anchor, local)).toBe(30_000);
    expect(remainingAt(anchor, local + 12_000)).toBe(18_000);
    expect(remainingAt(anchor, local + 40_000)).toBe(0);
  });

  it('stays frozen while paused', () => {
    const anchor = anchorFromDraft(
      {
        state: 'paused',
        serverNow: new Date(local).toISOString(),
        pickDeadline: null,
        remainingMs: 45_000,
      },
      local,
    );
    expect(remainingAt(anchor, local + 60_000)).toBe(45_000);
  });

  it('formats short and long clocks', () => {
    expect(formatClock(42_000)).toBe('0:42');
    expect(formatClock(245_000)).toBe('4:05');
    expect(formatClock(8 * 3600_000 - 2000)).toBe('7:59:58');
    expect(formatClock(-5)).toBe('0:00');
    expect(spokenClock(65_000)).toBe('1 minute 5 seconds');
  });
});
