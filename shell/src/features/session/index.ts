/** The session's public entry: what other shell features may use. */
export { SessionProvider } from './SessionProvider';
export { useSignedInUserId } from './useSignedInUserId';
