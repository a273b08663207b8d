import { afterEach, expect, it, vi } from 'vitest';
import { CONFETTI, playConfetti } from './celebrate';
import { setAnalyticsSink, track } from './analytics';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAnalyticsSink(null);
});

it('pulses every 250 ms for 2.5 s with at most 50 particles', () => {
  vi.useFakeTimers();
  const fire = vi.fn();
  playConfetti(fire);
  vi.advanceTimersByTime(3000);
  expect(fire.mock.calls.length).toBe(CONFETTI.durationMs / CONFETTI.intervalMs);
  for (const [options] of fire.mock.calls as Array<[{ particleCount: number }]>) {
    expect(options.particleCount).toBeLessThanOrEqual(50);
  }
});

it('plays nothing for reduced motion', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  const fire = vi.fn();
  playConfetti(fire);
  expect(fire).not.toHaveBeenCalled();
});

it('sends events to the sink and survives a failing sink', () => {
  const seen: string[] = [];
  setAnalyticsSink((event) => seen.push(`${event.category}:${event.name}`));
  track('team_created');
  expect(seen).toEqual(['team_creation_modal:team_created']);
  setAnalyticsSink(() => {
    throw new Error('down');
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(() => track('step_completed')).not.toThrow();
});
