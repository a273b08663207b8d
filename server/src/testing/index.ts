/**
 * The server's test kit: every module's tests build their database, app, people, teams and
 * drafts from here, so a fixture has one home. Only *.test.ts files import it.
 */
export { createTestApp, graphql, securityApp, testApp, testConfig } from './app.js';
export type { TestApp, TestAppOptions } from './app.js';
export {
  authTestApp,
  decodeJwt,
  followLink,
  plainUser,
  postSignIn,
  postSignUp,
  signInAnonymously,
  signUpVerified,
  type AuthTestApp,
} from './auth.js';
export { openTestDatabase, setupTestDatabase, storedCounts, type TestDatabase } from './db.js';
export { activeDraftRoom, draftIn, type DraftTestState, NEW_DRAFT } from './drafts.js';
export {
  errorCode,
  errorOf,
  fromAddress,
  gql,
  gqlSubscription,
  rest,
  send,
  sleep,
  sse,
  type GqlResult,
  type JsonResponse,
  type Loose,
} from './http.js';
export { RecordingMailer } from './mailer.js';
export {
  checkoutCompletedEvent,
  ledgerKinds,
  RECEIPT_PNG,
  REQUEST_FIELDS,
  requestPayment,
  uploadReceipt,
} from './payments.js';
export {
  ADMIN_SECRET,
  authHeaders,
  storageCall,
  stripedImage,
  testImage,
  upload,
  uploadForm,
  uploadOne,
  type StorageCaller,
  type StorageResponse,
  type UploadPart,
} from './storage.js';
export {
  draftedGames,
  rankedGames,
  teamWithGames,
  teamWithMembers,
  type TeamWithGames,
  type TeamWithMembers,
} from './teams.js';
export { signedInUser, type Caller, type SignedInUserOptions } from './users.js';
export { closedAfterEach, setupTestApp, type TestAppWithDatabase } from './setup-test-app.js';
