import { mountStandalone } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

// Standalone development: this remote's pages in a dev host, data from MSW handlers.
void mountStandalone({
  remote: 'mf-draft',
  pages,
  routes: [
    { path: '/app/teams/:teamId/draft', page: 'teamDraft', link: '/app/teams/demo-team/draft' },
    { path: '/app/draft/:draftId', page: 'draft', link: '/app/draft/demo-draft' },
  ],
});
