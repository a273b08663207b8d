import { StoryHost } from '@tiix/shared-data/dev-host';
import { TicketHandoffPanel } from './TicketHandoffPanel';

// The sample team of the MSW mocks (MOCK_TEAM_ID), written out so the mocks stay out of the panel.
const SAMPLE_TEAM = '00000000-0000-4000-8000-000000007ea1';

/** The team page's tickets panel on the sample data (holder, reminder days, each game). */
export default {
  title: 'mf-teams/Ticket handoff/Tickets panel',
};

export const Default = {
  render: () => (
    <StoryHost path={`/app/teams/${SAMPLE_TEAM}`} route="/app/teams/:teamId">
      <TicketHandoffPanel teamId={SAMPLE_TEAM} />
    </StoryHost>
  ),
};
