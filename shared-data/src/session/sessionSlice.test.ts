import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import { SESSION_STORAGE_KEY, signedIn, signedOut } from './sessionSlice';
import { CURRENT_TEAM_STORAGE_KEY, currentTeamChanged } from './currentTeamSlice';

describe('session record', () => {
  beforeEach(() => localStorage.clear());

  it('starts as a persisted guest with a random localId', () => {
    const store = createAppStore();
    const session = store.getState().session;
    expect(session.status).toBe('guest');
    expect(session.userId).toBe('guest');
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual(session);
    // the same guest comes back in a new store (a reload)
    expect(createAppStore().getState().session).toEqual(session);
  });

  it('replaces a corrupt stored record with a fresh guest', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    const store = createAppStore();
    expect(store.getState().session.status).toBe('guest');
  });

  it('becomes auth on sign-in and a new guest on sign-out', () => {
    const store = createAppStore();
    const first = store.getState().session;
    store.dispatch(signedIn({ userId: 'u1', email: 'a@b.co' }));
    expect(store.getState().session).toEqual({ status: 'auth', userId: 'u1', email: 'a@b.co' });
    store.dispatch(signedOut());
    const after = store.getState().session;
    expect(after.status).toBe('guest');
    expect(
      after.status === 'guest' && first.status === 'guest' && after.localId !== first.localId,
    ).toBe(true);
  });

  it('remembers the current team id', () => {
    const store = createAppStore();
    store.dispatch(currentTeamChanged('team-1'));
    expect(localStorage.getItem(CURRENT_TEAM_STORAGE_KEY)).toBe('team-1');
    expect(createAppStore().getState().currentTeam.teamId).toBe('team-1');
    store.dispatch(currentTeamChanged(null));
    expect(localStorage.getItem(CURRENT_TEAM_STORAGE_KEY)).toBeNull();
  });
});
