import { mountStandalone } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

// Standalone development: this remote's pages in a dev host, data from MSW handlers.
// The ids are the MSW demo team's and demo draft's (MOCK_TEAM_ID, MOCK_DRAFT_ID); written out so
// the mocks stay out of this bundle.
const DEMO_TEAM = '00000000-0000-4000-8000-000000007ea1';
const DEMO_DRAFT = '00000000-0000-4000-8000-00000000d001';
void mountStandalone({
  remote: 'mf-draft',
  pages,
  routes: [
    { path: '/app/teams/:teamId/draft', page: 'teamDraft', link: `/app/teams/${DEMO_TEAM}/draft` },
    { path: '/app/draft/:draftId', page: 'draft', link: `/app/draft/${DEMO_DRAFT}` },
  ],
});
