export { handlers } from './handlers';
export { authHandlers, profileHandlers, mockAuthBackend, MOCK_USER, MOCK_EMAIL_OTP } from './auth';
export {
  teamsHandlers,
  mockTeamsBackend,
  MOCK_TEAM_ID,
  MOCK_USER_ID,
  MOCK_INVITE_TOKEN,
} from './teams';
