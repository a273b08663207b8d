import { SAMPLE_TEAM, teamPageStory } from '../../shared/pageStory';
import SeasonBoardPage from './SeasonBoardPage';

/**
 * The season board of the sample team: every game with its holder, the swaps pending on it, and
 * Alex's game up for grabs for $40 with a Take button.
 */
export default {
  title: 'mf-teams/Season board',
  parameters: { layout: 'fullscreen' },
};

export const Board = teamPageStory('/season', () => <SeasonBoardPage />);

export const ProposeFromGameCard = teamPageStory(
  '/season',
  () => <SeasonBoardPage />,
  SAMPLE_TEAM,
  `?swap=${SAMPLE_TEAM}-season-g2`,
);
