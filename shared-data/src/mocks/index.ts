export { handlers } from './handlers';
export { authHandlers, profileHandlers, mockAuthBackend, MOCK_USER, MOCK_EMAIL_OTP } from './auth';
