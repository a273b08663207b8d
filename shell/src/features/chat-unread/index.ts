/** The unread chat count's public entry: what other shell features may use. */
export { useChatUnreadTotal } from './useChatUnreadTotal';
