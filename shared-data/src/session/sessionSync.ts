import type { Client } from 'urql';
import type { AuthClient } from '../auth/AuthClient';
import {
  EnsureMyProfileDocument,
  UpdateMyProfileDocument,
  type ProfileFields,
} from '../auth/profileOperations';
import { SCREEN_HANDLES_ERRORS } from '../client/operationErrors';
import type { AuthEvent, AuthSession } from '../auth/types';
import { safeStorage } from '../storage';
import type { AppStore } from '../store/createAppStore';
import { currentTeamChanged } from './currentTeamSlice';
import { signedIn, signedOut } from './sessionSlice';

/** Auth change debounce and the profile load warning. */
export const SESSION_SYNC_TIMING = { debounceMs: 100, slowProfileMs: 3_000 } as const;

/** Where the current team of each user is remembered across sign-outs. */
export const userTeamStorageKey = (userId: string) => `tiix.currentTeamId.${userId}`;

/** The profile calls made on sign-in; the default goes through the GraphQL client. */
export interface ProfileBootstrap {
  ensure(): Promise<ProfileFields | null>;
  touchLastLogin(at: Date): Promise<ProfileFields | null>;
}

/**
 * Profile calls over GraphQL (`getClient` because the shell makes a new client per user). Their
 * failures are the sync's to log, not a screen's to toast.
 */
export function graphqlProfileBootstrap(getClient: () => Client): ProfileBootstrap {
  const unwrap = <T>(res: { data?: T; error?: Error }): T => {
    if (res.error) throw res.error;
    if (!res.data) throw new Error('No data in the profile response');
    return res.data;
  };
  return {
    async ensure() {
      const res = await getClient()
        .mutation(
          EnsureMyProfileDocument,
          {},
          { ...SCREEN_HANDLES_ERRORS, requestPolicy: 'network-only' },
        )
        .toPromise();
      return unwrap(res).ensureMyProfile;
    },
    async touchLastLogin(at) {
      const res = await getClient()
        .mutation(UpdateMyProfileDocument, { lastLogin: at.toISOString() }, SCREEN_HANDLES_ERRORS)
        .toPromise();
      return unwrap(res).updateMyProfile;
    },
  };
}

export interface SessionSyncOptions {
  auth: Pick<AuthClient, 'onAuthStateChange' | 'isReady' | 'getSession' | 'start'>;
  store: AppStore;
  profiles: ProfileBootstrap;
  logger?: Pick<Console, 'warn' | 'error'>;
  debounceMs?: number;
  slowProfileMs?: number;
  now?: () => Date;
}

/**
 * Keeps the client session record in step with the auth client:
 * - changes are debounced (100 ms) and a repeat for the same user is skipped;
 * - a non-anonymous user makes the record `auth`; no user (or sign-out) makes it a guest, with
 *   a fresh localId when someone was signed in. Anonymous sign-ins keep the guest record (and
 *   its localId): they are guests with a server session;
 * - on SIGNED_IN the profile is created if missing and its last login set; failures are only
 *   logged, and a warning is logged when that takes over 3 s;
 * - the current team is remembered per user and restored on their next sign-in.
 * Returns the stop function.
 */
export function startSessionSync(options: SessionSyncOptions): () => void {
  const { auth, store, profiles } = options;
  const logger = options.logger ?? console;
  const debounceMs = options.debounceMs ?? SESSION_SYNC_TIMING.debounceMs;
  const slowProfileMs = options.slowProfileMs ?? SESSION_SYNC_TIMING.slowProfileMs;
  const now = options.now ?? (() => new Date());

  /** The user the record was last synced for: an id, 'anonymous:<id>', or null for nobody. */
  let syncedKey: string | null | undefined;
  let pending: { event: AuthEvent | 'READY'; session: AuthSession | null } | null = null;
  let sawSignIn = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const schedule = (event: AuthEvent | 'READY', session: AuthSession | null) => {
    // Within one debounce burst a sign-in must not be lost behind a later token change.
    if (event === 'SIGNED_IN') sawSignIn = true;
    if (event === 'SIGNED_OUT') sawSignIn = false;
    pending = { event, session };
    if (timer) clearTimeout(timer);
    timer = setTimeout(apply, debounceMs);
  };

  function apply() {
    timer = null;
    if (!pending || stopped) return;
    const { event, session } = pending;
    const signInSeen = sawSignIn;
    pending = null;
    sawSignIn = false;

    const user = session?.user ?? null;
    const key = user ? (user.isAnonymous ? `anonymous:${user.id}` : user.id) : null;
    const record = store.getState().session;

    if (key === syncedKey) {
      // The same user again (a refresh, another tab's broadcast): only repair a record that
      // something else changed meanwhile.
      if (user && !user.isAnonymous && record.userId !== user.id) {
        store.dispatch(signedIn({ userId: user.id, email: user.email ?? '' }));
      }
      return;
    }
    const previous = syncedKey;
    syncedKey = key;

    if (!user || user.isAnonymous) {
      // A guest who never signed in keeps their localId; anyone leaving gets a fresh one.
      const someoneLeft = previous !== undefined && previous !== null;
      if (record.status === 'auth' || someoneLeft) {
        // The record turns guest first, so the team is still remembered for the user leaving.
        store.dispatch(signedOut());
        store.dispatch(currentTeamChanged(null));
      }
      return;
    }

    const teamBefore = store.getState().currentTeam.teamId;
    store.dispatch(signedIn({ userId: user.id, email: user.email ?? '' }));
    const remembered = safeStorage.get(userTeamStorageKey(user.id));
    if (remembered && remembered !== teamBefore) store.dispatch(currentTeamChanged(remembered));

    // Also when the sync starts after the sign-in (the first user it sees).
    if (signInSeen || event === 'SIGNED_IN' || previous === undefined) {
      void bootstrapProfile(user.id);
    }
  }

  async function bootstrapProfile(userId: string) {
    const slow = setTimeout(
      () =>
        logger.warn(`Loading the profile of ${userId} is taking over ${slowProfileMs / 1000} s`),
      slowProfileMs,
    );
    try {
      await profiles.ensure();
      await profiles.touchLastLogin(now());
    } catch (err) {
      logger.error('Could not create or load the profile', err);
    } finally {
      clearTimeout(slow);
    }
  }

  // The current team of a signed-in user is remembered under their id.
  let lastTeam = store.getState().currentTeam.teamId;
  const unsubscribeStore = store.subscribe(() => {
    const state = store.getState();
    const teamId = state.currentTeam.teamId;
    if (teamId === lastTeam) return;
    lastTeam = teamId;
    if (state.session.status !== 'auth') return;
    if (teamId) safeStorage.set(userTeamStorageKey(state.session.userId), teamId);
    else safeStorage.remove(userTeamStorageKey(state.session.userId));
  });

  const unsubscribeAuth = auth.onAuthStateChange((event, session) => schedule(event, session));
  if (auth.isReady()) schedule('READY', auth.getSession());
  else
    void auth.start().then(() => {
      if (syncedKey === undefined && !pending) schedule('READY', auth.getSession());
    });

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribeAuth();
    unsubscribeStore();
  };
}
