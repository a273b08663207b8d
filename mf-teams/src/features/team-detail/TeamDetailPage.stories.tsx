import { StoryHost } from '@tiix/shared-data/dev-host';
import TeamDetailPage from './TeamDetailPage';

// The sample team of the MSW mocks (MOCK_TEAM_ID), written out so the mocks stay out of the page.
const SAMPLE_TEAM = '00000000-0000-4000-8000-000000007ea1';

/**
 * Team detail on the sample team, as its owner on the free plan: members by name (addresses for
 * the owner), the pending invite, and the next games under one score-lock notice.
 */
export default {
  title: 'mf-teams/Team detail',
  parameters: { layout: 'fullscreen' },
};

export const SampleTeam = {
  render: () => (
    <StoryHost path={`/app/teams/${SAMPLE_TEAM}`} route="/app/teams/:teamId">
      <TeamDetailPage />
    </StoryHost>
  ),
};

export const NotFound = {
  render: () => (
    <StoryHost path="/app/teams/00000000-0000-4000-8000-00000000dead" route="/app/teams/:teamId">
      <TeamDetailPage />
    </StoryHost>
  ),
};
