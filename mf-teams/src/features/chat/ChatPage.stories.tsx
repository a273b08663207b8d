import { PHONE, UNKNOWN_TEAM, teamPageStory } from '../../shared/pageStory';
import ChatPage from './ChatPage';

/**
 * The sample team's chat as its owner: a system line, a teammate's message with a link, one's
 * own message (Edit, Delete) and the owner's Remove on others'. Messages sent here arrive live.
 */
export default {
  title: 'mf-teams/Team chat',
  parameters: { layout: 'fullscreen' },
};

export const SampleTeam = teamPageStory('/chat', () => <ChatPage />);

/** At phone width: the log scrolls inside the page and the composer stays in reach. */
export const Phone = { ...SampleTeam, parameters: PHONE };

export const NotFound = teamPageStory('/chat', () => <ChatPage />, UNKNOWN_TEAM);
