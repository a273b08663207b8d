import { SAMPLE_TEAM, teamPageStory } from '../../shared/pageStory';
import { TicketHandoffPanel } from './TicketHandoffPanel';

/** The team page's tickets panel on the sample data (holder, reminder days, each game). */
export default {
  title: 'mf-teams/Ticket handoff/Tickets panel',
};

export const Default = teamPageStory('', () => <TicketHandoffPanel teamId={SAMPLE_TEAM} />);
