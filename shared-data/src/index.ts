/** @tiix/shared-data: the one public entry (store, session, GraphQL client, operations). */
export { rootReducer, type RootState, type LazyLoadedSlices } from './store/rootReducer';
export { createAppStore, type AppStore, type AppDispatch } from './store/createAppStore';
export { useAppSelector, useAppDispatch, useAppStore } from './store/hooks';
export {
  sessionSlice,
  signedIn,
  signedOut,
  selectSession,
  selectIsGuest,
  selectUserId,
  loadSession,
  newGuestSession,
  SESSION_STORAGE_KEY,
  type SessionRecord,
} from './session/sessionSlice';
export {
  currentTeamSlice,
  currentTeamChanged,
  selectCurrentTeamId,
  CURRENT_TEAM_STORAGE_KEY,
} from './session/currentTeamSlice';
export { createGraphqlClient, type GraphqlClientOptions } from './client/createGraphqlClient';
export { ServerStatusDocument, type ServerStatusQuery } from './operations/system';
export { safeStorage } from './storage';
