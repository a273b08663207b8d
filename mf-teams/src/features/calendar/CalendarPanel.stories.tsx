import { StoryHost } from '@tiix/shared-data/dev-host';
import { CalendarPanel } from './CalendarPanel';

// The sample team of the MSW mocks (MOCK_TEAM_ID), written out so the mocks stay out of the panel.
const SAMPLE_TEAM = '00000000-0000-4000-8000-000000007ea1';

/** The calendar panel of team detail and the games page; 'Show calendar links' loads the mock feeds. */
export default {
  title: 'mf-teams/Calendar panel',
};

export const Default = {
  render: () => (
    <StoryHost path="/app/games" route="/app/games">
      <CalendarPanel teamId={SAMPLE_TEAM} />
    </StoryHost>
  ),
};
