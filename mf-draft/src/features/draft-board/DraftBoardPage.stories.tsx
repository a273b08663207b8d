import { StoryHost } from '@tiix/shared-data/dev-host';
import { DraftByIdPage } from './DraftBoardPage';

// The sample draft of the MSW mocks (MOCK_DRAFT_ID), written out so the mocks stay out of the page.
const SAMPLE_DRAFT = '00000000-0000-4000-8000-00000000d001';

/**
 * The draft room on the sample draft, signed in as the sample member: participants with who is
 * online, the member on the clock with the countdown, the rounds grid, the games and the queue.
 * The sample stays as it is (Sam has made the first pick; the sample member is on the clock) until
 * a pick or an owner control changes it, and the change arrives over the live stream.
 */
export default {
  title: 'mf-draft/Draft room',
  parameters: { layout: 'fullscreen' },
};

export const SampleDraft = {
  render: () => (
    <StoryHost path={`/app/draft/${SAMPLE_DRAFT}`} route="/app/draft/:draftId">
      <DraftByIdPage />
    </StoryHost>
  ),
};
