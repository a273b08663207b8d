import { AUTH_REFRESH_LOCK, AUTH_STORAGE_PREFIX } from './constants';
import type { KeyValueStorage } from './tokenStorage';

/** Runs a refresh while no other tab (or client) of this origin refreshes. */
export interface RefreshLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const LEASE_KEY = `${AUTH_STORAGE_PREFIX}refreshLease`;
/** A tab that dies while holding the lease blocks the others for at most this long. */
const LEASE_MS = 15_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The Web Locks API where the browser has it (one exclusive lock per origin); elsewhere a
 * best-effort lease in localStorage.
 * Calls within one client are also serialised, so one client never refreshes twice at once.
 */
export function createRefreshLock(
  storage: KeyValueStorage | null,
  useWebLocks = true,
): RefreshLock {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const crossTab: RefreshLock =
    useWebLocks && locks && typeof locks.request === 'function'
      ? { run: (task) => locks.request(AUTH_REFRESH_LOCK, task) }
      : storageLease(storage);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const next = queue.then(() => crossTab.run(task));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

function storageLease(storage: KeyValueStorage | null): RefreshLock {
  if (!storage) return { run: (task) => task() };
  const owner =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

  const read = (): { owner: string; until: number } | null => {
    try {
      const raw = storage.getItem(LEASE_KEY);
      return raw ? (JSON.parse(raw) as { owner: string; until: number }) : null;
    } catch {
      return null;
    }
  };
  const write = () => {
    try {
      storage.setItem(LEASE_KEY, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
    } catch {
      // Without storage there is nothing to share with other tabs anyway.
    }
  };

  async function acquire() {
    const giveUpAt = Date.now() + LEASE_MS;
    while (Date.now() < giveUpAt) {
      const lease = read();
      // localStorage calls are synchronous, so read-then-write leaves only a tiny window in
      // which two tabs both take a free lease; browsers with Web Locks never get here.
      if (!lease || lease.until <= Date.now() || lease.owner === owner) {
        write();
        return;
      }
      await sleep(POLL_MS);
    }
    // The holder never let go in time; take over rather than stall this tab forever.
    write();
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        if (read()?.owner === owner) {
          try {
            storage.removeItem(LEASE_KEY);
          } catch {
            // ignore
          }
        }
      }
    },
  };
}
