import { StoryHost } from '@tiix/shared-data/dev-host';
import GamesPage from './GamesPage';

/**
 * The games page of the sample team (MSW): upcoming and completed home games, the sample
 * member's ranks, and the free plan's score lock said once above clean cards.
 */
export default {
  title: 'mf-teams/Games',
  parameters: { layout: 'fullscreen' },
};

export const Upcoming = {
  render: () => (
    <StoryHost path="/app/games" route="/app/games">
      <GamesPage />
    </StoryHost>
  ),
};

export const Completed = {
  render: () => (
    <StoryHost path="/app/games?tab=completed" route="/app/games">
      <GamesPage />
    </StoryHost>
  ),
};

export const LegacyList = {
  render: () => (
    <StoryHost path="/app/games?oldCard=1" route="/app/games">
      <GamesPage />
    </StoryHost>
  ),
};
