import { vi } from 'vitest';
import { AuthClient, type AuthClientOptions } from '../AuthClient';
import type { KeyValueStorage } from '../tokenStorage';
import type { AuthEvent } from '../types';

export const TEST_ORIGIN = 'http://tiix.test';

/** One localStorage stand-in shared by several clients, as the tabs of a browser share one. */
export function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** A client against the MSW auth backend, never refreshing early unless `random` says so. */
export function makeClient(storage: KeyValueStorage, options: AuthClientOptions = {}) {
  const client = new AuthClient({
    baseUrl: `${TEST_ORIGIN}/v1/auth`,
    clientUrl: TEST_ORIGIN,
    storage,
    random: () => 1,
    ...options,
  });
  const events: { event: AuthEvent; userId: string | null; at: number }[] = [];
  client.onAuthStateChange((event, session) =>
    events.push({ event, userId: session?.user.id ?? null, at: Date.now() }),
  );
  return { client, events };
}

/** Fake clocks and timers; promises, setImmediate and channel messages stay real. */
export function useFakeClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: new Date('2026-03-01T12:00:00Z'),
  });
}

/** Lets BroadcastChannel messages (delivered by the real event loop) arrive. */
export async function flushMessages(rounds = 5) {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}
