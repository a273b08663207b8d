import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { safeStorage } from '../storage';

/** The client session record: a guest with a random localId, or an auth user. */
export type SessionRecord =
  | { status: 'guest'; userId: 'guest'; localId: string }
  | { status: 'auth'; userId: string; email: string };

export const SESSION_STORAGE_KEY = 'tiix.session';

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** A fresh guest record with a new random localId. */
export function newGuestSession(): SessionRecord {
  return { status: 'guest', userId: 'guest', localId: randomId() };
}

function isSessionRecord(value: unknown): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.status === 'guest')
    return v.userId === 'guest' && typeof v.localId === 'string' && v.localId.length > 0;
  if (v.status === 'auth') return typeof v.userId === 'string' && typeof v.email === 'string';
  return false;
}

/** Reads the persisted session; a missing or corrupt record becomes a new persisted guest. */
export function loadSession(): SessionRecord {
  const raw = safeStorage.get(SESSION_STORAGE_KEY);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isSessionRecord(parsed)) return parsed;
    } catch {
      // fall through to a fresh guest
    }
  }
  const guest = newGuestSession();
  safeStorage.set(SESSION_STORAGE_KEY, JSON.stringify(guest));
  return guest;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionRecord => loadSession(),
  reducers: {
    /** A user is present once loading ends. */
    signedIn: (
      _state,
      action: PayloadAction<{ userId: string; email: string }>,
    ): SessionRecord => ({
      status: 'auth',
      userId: action.payload.userId,
      email: action.payload.email,
    }),
    /** Sign-out (or an absent user) returns to guest with a fresh localId. */
    signedOut: (): SessionRecord => newGuestSession(),
  },
  selectors: {
    selectSession: (state) => state,
    selectIsGuest: (state) => state.status === 'guest',
    selectUserId: (state) => (state.status === 'auth' ? state.userId : null),
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectSession, selectIsGuest, selectUserId } = sessionSlice.selectors;
