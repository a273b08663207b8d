/**
 * @tiix/shared-data: the one public entry (store, session, auth, GraphQL client, shared domain
 * helpers). Feature documents and hooks live in the app that uses them, so a remote deployed with
 * a new operation never depends on the shell's copy of this package.
 */
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
export {
  SCREEN_HANDLES_ERRORS,
  UNEXPECTED_ERROR,
  errorMessage,
  screenHandlesErrors,
  unhandledErrorExchange,
  type UnhandledErrorListener,
} from './client/operationErrors';
export { EMAIL_PATTERN, isValidInviteEmail } from '@tiix/domain';
export {
  PENDING_TEAM_KEY,
  PENDING_INVITES_KEY,
  readPendingTeam,
  takePendingTeam,
  savePendingTeam,
  clearPendingTeam,
  type PendingTeam,
} from './session/pendingTeam';
// The schema's enums the apps share (generated from server/schema.graphql by `pnpm contract`).
export type {
  TeamStatus,
  TeamRole,
  TeamPlan,
  PaymentsMode,
  MemberPaymentStatus,
  InviteStatus,
  GameStatus,
  ActivityType,
} from './generated/graphql';
export {
  TeamSummaryFieldsFragmentDoc,
  MyTeamsDocument,
  type TeamSummaryFieldsFragment,
  type MyTeamsQuery,
} from './teams/teamOperations';
export {
  draftActivitySlice,
  draftChanged,
  selectDraftRevision,
  selectLastChangedDraftId,
  type DraftActivityState,
} from './store/draftActivitySlice';
export { safeStorage } from './storage';
export { SHARED_DATA_VERSION, majorOf } from './version';
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
export {
  useSignInFlow,
  type SignInFlow,
  type SignInFlowOptions,
  type SignInStep,
  type SignedInVia,
} from './auth/useSignInFlow';
export { AUTH_TIMING, AUTH_STORAGE_PREFIX, AUTH_CHANNEL } from './auth/constants';
export {
  startSessionSync,
  graphqlProfileBootstrap,
  userTeamStorageKey,
  SESSION_SYNC_TIMING,
  type SessionSyncOptions,
  type ProfileBootstrap,
} from './session/sessionSync';
export {
  configureProductEvents,
  trackProductEvent,
  flushProductEvents,
  sendProductEventsNow,
  type ProductEventsOptions,
} from './analytics/productEvents';
export { ChatUnreadChangedDocument } from './chat/chatUnread';
export {
  PAYOUTS_LINK_FAILED,
  createPayoutsAccountLink,
  fetchPayoutsReady,
  type PayoutsFetchOptions,
  type PayoutsLinkResult,
} from './payments/payouts';
