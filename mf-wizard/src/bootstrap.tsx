import { mountStandalone } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

// Standalone development: this remote's pages in a dev host, data from MSW handlers.
void mountStandalone({
  remote: 'mf-wizard',
  pages,
  routes: [
    { path: '/app/teams/create', page: 'createTeam', link: '/app/teams/create' },
    { path: '/', page: 'createTeamModal', link: '/?flow=create-team&step=1' },
  ],
});
