import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOUND_KEY, TITLE_PREFIX, useTurnAlerts } from './useTurnAlerts';

const notes: { title: string; body?: string }[] = [];
const beeps: number[] = [];

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    notes.push({ title, body: options?.body });
  }
  close() {}
}

class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  close = async () => undefined;
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => beeps.push(1),
      stop: () => undefined,
    };
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
    return gain;
  }
}

beforeEach(() => {
  notes.length = 0;
  beeps.length = 0;
  localStorage.clear();
  document.title = 'Draft · Tiix';
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('useTurnAlerts', () => {
  it('badges the title and favicon for the whole turn and removes them after', async () => {
    const { rerender } = renderHook(({ mine }) => useTurnAlerts(mine, 'You are up'), {
      initialProps: { mine: false },
    });
    expect(document.title).toBe('Draft · Tiix');
    rerender({ mine: true });
    expect(document.title).toBe(`${TITLE_PREFIX}Draft · Tiix`);
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toMatch(
      /^data:image\/svg\+xml/,
    );
    rerender({ mine: false });
    expect(document.title).toBe('Draft · Tiix');
    expect(document.querySelector('link[data-turn-badge]')).toBeNull();
  });

  it('beeps when the turn starts, and a notification only when the tab is in the background', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { rerender } = renderHook(({ mine }) => useTurnAlerts(mine, 'You are up'), {
      initialProps: { mine: false },
    });
    rerender({ mine: true });
    await flush();
    expect(beeps.length).toBeGreaterThan(0);
    expect(notes).toEqual([{ title: 'Your turn to draft', body: 'You are up' }]);

    rerender({ mine: false });
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    rerender({ mine: true });
    await flush();
    expect(notes).toHaveLength(1);
  });

  it('stays quiet when the sound is turned off, and remembers the choice', async () => {
    const { result, rerender } = renderHook(({ mine }) => useTurnAlerts(mine, 'x'), {
      initialProps: { mine: false },
    });
    act(() => result.current.setSoundOn(false));
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    rerender({ mine: true });
    await flush();
    expect(beeps).toHaveLength(0);
    const again = renderHook(() => useTurnAlerts(false, 'x'));
    expect(again.result.current.soundOn).toBe(false);
  });
});
