/**
 * @tiix/shared-data/testing: the apps' one test kit. The MSW server of a test file, the fake
 * auth client and its hooks, the render-with-providers helper and the browser polyfills for
 * jsdom (loaded from each app's vitest setup file).
 */
export { setupMswServer, type MswServer } from './msw';
export { installDomPolyfills } from './polyfills';
export {
  fakeAuth,
  fakeProfile,
  fakeSession,
  fakeUser,
  useAuth,
  useProfile,
  type FakeAuthClient,
} from './fakeAuth';
export {
  TEST_GRAPHQL_URL,
  testGraphqlClient,
  createTestProviders,
  renderWithProviders,
  renderWithProvidersAsync,
  type ProvidersOptions,
  type ProvidersRenderResult,
  type TestProviders,
} from './render';
export { teamSummaryFixture } from './fixtures';
