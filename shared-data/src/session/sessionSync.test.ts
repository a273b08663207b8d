import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthEvent, AuthSession, AuthUser } from '../auth/types';
import { createAppStore } from '../store/createAppStore';
import { currentTeamChanged } from './currentTeamSlice';
import { signedIn } from './sessionSlice';
import { startSessionSync, userTeamStorageKey, type ProfileBootstrap } from './sessionSync';

type Listener = (event: AuthEvent, session: AuthSession | null) => void;

/** Stands in for the AuthClient: the test decides when auth events happen. */
function fakeAuth(ready = true, initial: AuthSession | null = null) {
  const listeners = new Set<Listener>();
  let session = initial;
  return {
    isReady: () => ready,
    getSession: () => session,
    start: () => Promise.resolve(),
    onAuthStateChange(cb: Listener) {
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    emit(event: AuthEvent, next: AuthSession | null) {
      session = next;
      for (const cb of listeners) cb(event, next);
    },
  };
}

function sessionOf(id: string, extra: Partial<AuthUser> = {}): AuthSession {
  return {
    accessToken: `token-${id}-${Math.random()}`,
    accessTokenExpiresIn: 900,
    refreshToken: `refresh-${id}`,
    refreshTokenId: `device-${id}`,
    user: {
      id,
      email: `${id}@example.com`,
      displayName: id,
      avatarUrl: '',
      emailVerified: true,
      isAnonymous: false,
      defaultRole: 'user',
      roles: ['user', 'me'],
      metadata: {},
      createdAt: '2026-01-01T00:00:00.000Z',
      ...extra,
    },
  };
}

function fakeProfiles(delayMs = 0, fail = false) {
  const calls: string[] = [];
  const wait = () =>
    delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
  const profiles: ProfileBootstrap = {
    ensure: vi.fn(async () => {
      calls.push('ensure');
      await wait();
      if (fail) throw new Error('database down');
      return null;
    }),
    touchLastLogin: vi.fn(async (at: Date) => {
      calls.push(`lastLogin ${at.toISOString()}`);
      return null;
    }),
  };
  return { profiles, calls };
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

let stop: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('session sync', () => {
  it('debounces auth changes by 100 ms and then records the user and bootstraps the profile', async () => {
    const store = createAppStore();
    const auth = fakeAuth();
    const { profiles, calls } = fakeProfiles();
    stop = startSessionSync({ auth, store, profiles, logger: logger() });

    const session = sessionOf('u1');
    auth.emit('SIGNED_IN', session);
    await vi.advanceTimersByTimeAsync(60);
    auth.emit('TOKEN_CHANGED', { ...session, accessToken: 'second' });
    await vi.advanceTimersByTimeAsync(99);
    expect(store.getState().session.status).toBe('guest');
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().session).toEqual({
      status: 'auth',
      userId: 'u1',
      email: 'u1@example.com',
    });
    expect(calls).toEqual(['ensure', 'lastLogin 2026-03-01T12:00:00.160Z']);
  });

  it('skips a repeated update for the same user', async () => {
    const store = createAppStore();
    const auth = fakeAuth();
    const { profiles } = fakeProfiles();
    stop = startSessionSync({ auth, store, profiles, logger: logger() });
    auth.emit('SIGNED_IN', sessionOf('u1'));
    await vi.advanceTimersByTimeAsync(100);
    // Another tab's broadcast of the same user, then a refresh.
    auth.emit('SIGNED_IN', sessionOf('u1'));
    await vi.advanceTimersByTimeAsync(100);
    auth.emit('TOKEN_CHANGED', sessionOf('u1'));
    await vi.advanceTimersByTimeAsync(100);
    expect(profiles.ensure).toHaveBeenCalledTimes(1);
    expect(profiles.touchLastLogin).toHaveBeenCalledTimes(1);
    // A different user is not a repeat.
    auth.emit('SIGNED_IN', sessionOf('u2'));
    await vi.advanceTimersByTimeAsync(100);
    expect(profiles.ensure).toHaveBeenCalledTimes(2);
    expect(store.getState().session.userId).toBe('u2');
  });

  it('returns to a guest with a fresh localId on sign-out, and keeps each user’s current team', async () => {
    const store = createAppStore();
    const firstGuest = store.getState().session;
    const auth = fakeAuth();
    stop = startSessionSync({ auth, store, profiles: fakeProfiles().profiles, logger: logger() });

    auth.emit('SIGNED_IN', sessionOf('u1'));
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(currentTeamChanged('team-7'));
    expect(localStorage.getItem(userTeamStorageKey('u1'))).toBe('team-7');

    auth.emit('SIGNED_OUT', null);
    await vi.advanceTimersByTimeAsync(100);
    const guest = store.getState().session;
    expect(guest.status).toBe('guest');
    expect(guest.status === 'guest' && firstGuest.status === 'guest' && guest.localId).not.toBe(
      firstGuest.status === 'guest' && firstGuest.localId,
    );
    expect(store.getState().currentTeam.teamId).toBeNull();

    auth.emit('SIGNED_IN', sessionOf('u1'));
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().currentTeam.teamId).toBe('team-7');
  });

  it('keeps an anonymous user as the same guest, without a profile', async () => {
    const store = createAppStore();
    const guest = store.getState().session;
    const auth = fakeAuth();
    const { profiles } = fakeProfiles();
    stop = startSessionSync({ auth, store, profiles, logger: logger() });

    auth.emit('SIGNED_IN', sessionOf('anon', { isAnonymous: true, email: undefined }));
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().session).toEqual(guest);
    expect(profiles.ensure).not.toHaveBeenCalled();

    auth.emit('SIGNED_OUT', null);
    await vi.advanceTimersByTimeAsync(100);
    const after = store.getState().session;
    expect(after.status).toBe('guest');
    expect(after).not.toEqual(guest);
  });

  it('turns a stale auth record into a guest when nobody is signed in after loading', async () => {
    const store = createAppStore();
    store.dispatch(signedIn({ userId: 'gone', email: 'gone@example.com' }));
    stop = startSessionSync({
      auth: fakeAuth(true, null),
      store,
      profiles: fakeProfiles().profiles,
      logger: logger(),
    });
    expect(store.getState().session.status).toBe('auth');
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().session.status).toBe('guest');
  });

  it('leaves a guest who never signed in with their localId', async () => {
    const store = createAppStore();
    const guest = store.getState().session;
    stop = startSessionSync({
      auth: fakeAuth(true, null),
      store,
      profiles: fakeProfiles().profiles,
      logger: logger(),
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState().session).toEqual(guest);
  });

  it('warns when the profile takes over 3 s, and only logs failures', async () => {
    const store = createAppStore();
    const log = logger();
    const auth = fakeAuth();
    stop = startSessionSync({
      auth,
      store,
      profiles: fakeProfiles(4_000, true).profiles,
      logger: log,
    });
    auth.emit('SIGNED_IN', sessionOf('u1'));
    await vi.advanceTimersByTimeAsync(100 + 2_999);
    expect(log.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.error).toHaveBeenCalledWith(
      'Could not create or load the profile',
      expect.any(Error),
    );
    expect(store.getState().session.status).toBe('auth');
  });

  it('does not warn when the profile is quick', async () => {
    const store = createAppStore();
    const log = logger();
    const auth = fakeAuth();
    stop = startSessionSync({ auth, store, profiles: fakeProfiles(500).profiles, logger: log });
    auth.emit('SIGNED_IN', sessionOf('u1'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});
