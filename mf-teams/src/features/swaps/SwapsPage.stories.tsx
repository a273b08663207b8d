import { StoryHost } from '@tiix/shared-data/dev-host';
import SwapsPage from './SwapsPage';

// The sample team of the MSW mocks (MOCK_TEAM_ID), written out so the mocks stay out of the page.
const SAMPLE_TEAM = '00000000-0000-4000-8000-000000007ea1';

/**
 * The swaps inbox of the sample member: an offer from Sam (with money to balance) to accept,
 * decline or counter, an open offer of theirs to cancel, and a declined one in the history.
 */
export default {
  title: 'mf-teams/Swaps inbox',
  parameters: { layout: 'fullscreen' },
};

export const Inbox = {
  render: () => (
    <StoryHost path={`/app/teams/${SAMPLE_TEAM}/swaps`} route="/app/teams/:teamId/swaps">
      <SwapsPage />
    </StoryHost>
  ),
};

export const Phone = {
  ...Inbox,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
