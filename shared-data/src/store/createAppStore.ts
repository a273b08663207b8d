import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './rootReducer';
import { SESSION_STORAGE_KEY } from '../session/sessionSlice';
import { CURRENT_TEAM_STORAGE_KEY } from '../session/currentTeamSlice';
import { safeStorage } from '../storage';

/** Creates the store; the shell owns the one instance, dev hosts and tests make their own. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
  });
  persist(store.getState());
  let last = store.getState();
  store.subscribe(() => {
    const next = store.getState();
    if (next.session !== last.session || next.currentTeam !== last.currentTeam) persist(next);
    last = next;
  });
  return store;
}

function persist(state: RootState) {
  safeStorage.set(SESSION_STORAGE_KEY, JSON.stringify(state.session));
  if (state.currentTeam.teamId) safeStorage.set(CURRENT_TEAM_STORAGE_KEY, state.currentTeam.teamId);
  else safeStorage.remove(CURRENT_TEAM_STORAGE_KEY);
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
