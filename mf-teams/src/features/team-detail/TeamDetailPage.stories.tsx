import { UNKNOWN_TEAM, teamPageStory } from '../../shared/pageStory';
import TeamDetailPage from './TeamDetailPage';

/**
 * Team detail on the sample team, as its owner on the free plan: members by name (addresses for
 * the owner), the pending invite, and the next games under one score-lock notice.
 */
export default {
  title: 'mf-teams/Team detail',
  parameters: { layout: 'fullscreen' },
};

export const SampleTeam = teamPageStory('', () => <TeamDetailPage />);

export const NotFound = teamPageStory('', () => <TeamDetailPage />, UNKNOWN_TEAM);
