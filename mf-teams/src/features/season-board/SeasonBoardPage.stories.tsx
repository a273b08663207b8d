import { StoryHost } from '@tiix/shared-data/dev-host';
import SeasonBoardPage from './SeasonBoardPage';

// The sample team of the MSW mocks (MOCK_TEAM_ID), written out so the mocks stay out of the page.
const SAMPLE_TEAM = '00000000-0000-4000-8000-000000007ea1';

/**
 * The season board of the sample team: every game with its holder, the swaps pending on it, and
 * Alex's game up for grabs for $40 with a Take button.
 */
export default {
  title: 'mf-teams/Season board',
  parameters: { layout: 'fullscreen' },
};

export const Board = {
  render: () => (
    <StoryHost path={`/app/teams/${SAMPLE_TEAM}/season`} route="/app/teams/:teamId/season">
      <SeasonBoardPage />
    </StoryHost>
  ),
};

export const ProposeFromGameCard = {
  render: () => (
    <StoryHost
      path={`/app/teams/${SAMPLE_TEAM}/season?swap=${SAMPLE_TEAM}-season-g2`}
      route="/app/teams/:teamId/season"
    >
      <SeasonBoardPage />
    </StoryHost>
  ),
};
