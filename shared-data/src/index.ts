/** @tiix/shared-data: the one public entry (store, session, auth, GraphQL client, operations). */
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
export {
  createGraphqlClient,
  cacheOptions,
  isTokenError,
  type GraphqlClientOptions,
  type GraphqlAuth,
} from './client/createGraphqlClient';
export { ServerStatusDocument, type ServerStatusQuery } from './operations/system';
export * from './operations/teams';
export * from './operations/rankings';
export {
  fetchPayoutsReady,
  createPayoutsAccountLink,
  PAYOUTS_LINK_FAILED,
  type PayoutsFetchOptions,
  type PayoutsLinkResult,
} from './operations/payouts';
export {
  previewInvite,
  acceptInvite,
  type InviteErrorCode,
  type InvitePreviewResult,
  type AcceptInviteResult,
  type InviteFetchOptions,
} from './operations/invites';
export {
  TEAM_NAME_MAX,
  TEAM_NAME_WARN,
  EMAIL_PATTERN,
  isValidInviteEmail,
  seasonLabel,
  PENDING_TEAM_KEY,
  PENDING_INVITES_KEY,
  readPendingTeam,
  takePendingTeam,
  savePendingTeam,
  clearPendingTeam,
  type PendingTeam,
} from './domain/teams';
export { formatGameTime, teamLogoUrl, TBD, type GameTimeFields } from './domain/gameTime';
export {
  draftTurns,
  roundSlots,
  type DraftTurn,
  type DraftOrderKind,
  type DraftOrderParticipant,
} from './domain/draftOrder';
export {
  fetchLatestDraft,
  ensureDraft,
  isUnfinishedDraft,
  announceDraftChanged,
  onDraftChanged,
  DRAFT_CHANGED_EVENT,
  ENSURE_DRAFT_FAILED,
  type LatestDraftSummary,
  type EnsureDraftResult,
  type DraftFetchOptions,
} from './operations/drafts';
export { safeStorage } from './storage';
export { AuthClient, type AuthClientOptions, type AuthSnapshot } from './auth/AuthClient';
export { AuthProvider, useAuth, useAccessToken, type UseAuthValue } from './auth/AuthProvider';
export {
  useProfile,
  toProfile,
  normaliseProfileName,
  chosenName,
  type Profile,
  type UseProfileValue,
} from './auth/useProfile';
export {
  MyProfileDocument,
  EnsureMyProfileDocument,
  UpdateMyProfileDocument,
  type ProfileFields,
  type MyProfileQuery,
  type EnsureMyProfileMutation,
  type UpdateMyProfileMutation,
  type UpdateMyProfileVariables,
} from './auth/profileOperations';
export type {
  AuthUser,
  AuthSession,
  AuthErrorBody,
  AuthResult,
  AuthEvent,
  AuthDeviceSession,
  PersonalAccessTokenInfo,
  SecurityKeyInfo,
} from './auth/types';
export { AUTH_MESSAGES, AUTH_ERROR_MESSAGES } from './auth/messages';
export { AUTH_TIMING, AUTH_STORAGE_PREFIX, AUTH_CHANNEL } from './auth/constants';
export {
  startSessionSync,
  graphqlProfileBootstrap,
  userTeamStorageKey,
  SESSION_SYNC_TIMING,
  type SessionSyncOptions,
  type ProfileBootstrap,
} from './session/sessionSync';
