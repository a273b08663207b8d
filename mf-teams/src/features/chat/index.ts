/** The chat feature's public entry: what other mf-teams features may use. */
export { ShareToChatButton } from './ShareToChatButton';
export { TeamChatLink } from './TeamChatLink';
