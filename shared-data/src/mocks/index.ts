export { handlers } from './handlers';
export { authHandlers, profileHandlers, mockAuthBackend, MOCK_USER, MOCK_EMAIL_OTP } from './auth';
export {
  teamsHandlers,
  mockTeamsBackend,
  MOCK_TEAM_ID,
  MOCK_USER_ID,
  MOCK_INVITE_TOKEN,
} from './teams';
export {
  draftsHandlers,
  mockDraftBackend,
  MOCK_DRAFT_ID,
  MOCK_MEMBER_ID,
  type MockDraftOptions,
} from './drafts';
export { rankingsHandlers, mockRankingsBackend } from './rankings';
export { paymentsHandlers, mockPaymentsBackend, MOCK_PAYER_ID } from './payments';
export { swapsHandlers, mockSwapsBackend } from './swaps';
export { chatHandlers, mockChatBackend } from './chat';
export { notificationsHandlers, mockNotificationsBackend } from './notifications';
