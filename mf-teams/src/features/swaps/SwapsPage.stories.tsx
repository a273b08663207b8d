import { PHONE, teamPageStory } from '../../shared/pageStory';
import SwapsPage from './SwapsPage';

/**
 * The swaps inbox of the sample member: an offer from Sam (with money to balance) to accept,
 * decline or counter, an open offer of theirs to cancel, and a declined one in the history.
 */
export default {
  title: 'mf-teams/Swaps inbox',
  parameters: { layout: 'fullscreen' },
};

export const Inbox = teamPageStory('/swaps', () => <SwapsPage />);

export const Phone = { ...Inbox, parameters: PHONE };
