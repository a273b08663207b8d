import { authHandlers } from './auth';
import { draftsHandlers } from './drafts';
import { paymentsHandlers } from './payments';
import { addResolvers } from './schema';
import { teamsHandlers } from './teams';
import './chat';
import './notifications';
import './swaps';

export { authHandlers, profileHandlers, mockAuthBackend, MOCK_USER, MOCK_EMAIL_OTP } from './auth';
export { teamsHandlers, mockTeamsBackend, mockRankingsBackend } from './teams';
export { MOCK_TEAM_ID, MOCK_USER_ID, MOCK_INVITE_TOKEN } from '../fixtures/sample';
export { draftsHandlers, mockDraftBackend, MOCK_DRAFT_ID, MOCK_MEMBER_ID } from './drafts';
export type { MockDraftOptions } from './drafts';
export { paymentsHandlers, mockPaymentsBackend, MOCK_PAYER_ID } from './payments';
export { swapsHandlers, mockSwapsBackend } from './swaps';
export { chatHandlers, mockChatBackend } from './chat';
export { notificationsHandlers, mockNotificationsBackend } from './notifications';

addResolvers({
  serverTime: () => new Date().toISOString(),
  health: () => ({ database: 'OK' }),
});

/**
 * MSW handlers for standalone remote dev, Storybook and component tests: every GraphQL operation
 * on the server's schema over the sample data, and the REST endpoints the apps call.
 */
export const handlers = [
  ...new Set([...teamsHandlers, ...draftsHandlers, ...paymentsHandlers, ...authHandlers]),
];
