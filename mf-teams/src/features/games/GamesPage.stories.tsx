import { pageStory } from '../../shared/pageStory';
import GamesPage from './GamesPage';

/**
 * The games page of the sample team (MSW): upcoming and completed home games, the sample
 * member's ranks, and the free plan's score lock said once above clean cards.
 */
export default {
  title: 'mf-teams/Games',
  parameters: { layout: 'fullscreen' },
};

export const Upcoming = pageStory('/app/games', '/app/games', () => <GamesPage />);

export const Completed = pageStory('/app/games', '/app/games?tab=completed', () => <GamesPage />);

export const LegacyList = pageStory('/app/games', '/app/games?oldCard=1', () => <GamesPage />);
