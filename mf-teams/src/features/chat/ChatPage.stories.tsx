import { StoryHost } from '@tiix/shared-data/dev-host';
import ChatPage from './ChatPage';

// The sample team of the MSW mocks (MOCK_TEAM_ID), written out so the mocks stay out of the page.
const SAMPLE_TEAM = '00000000-0000-4000-8000-000000007ea1';

/**
 * The sample team's chat as its owner: a system line, a teammate's message with a link, one's
 * own message (Edit, Delete) and the owner's Remove on others'. Messages sent here arrive live.
 */
export default {
  title: 'mf-teams/Team chat',
  parameters: { layout: 'fullscreen' },
};

export const SampleTeam = {
  render: () => (
    <StoryHost path={`/app/teams/${SAMPLE_TEAM}/chat`} route="/app/teams/:teamId/chat">
      <ChatPage />
    </StoryHost>
  ),
};

/** At phone width: the log scrolls inside the page and the composer stays in reach. */
export const Phone = {
  ...SampleTeam,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const NotFound = {
  render: () => (
    <StoryHost
      path="/app/teams/00000000-0000-4000-8000-00000000dead/chat"
      route="/app/teams/:teamId/chat"
    >
      <ChatPage />
    </StoryHost>
  ),
};
