import { mountStandalone } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

// Standalone development: this remote's pages in a dev host, data from MSW handlers.
void mountStandalone({
  remote: 'mf-teams',
  pages,
  routes: [
    { path: '/app/teams', page: 'teamList', link: '/app/teams' },
    { path: '/app/teams/:teamId', page: 'teamDetail', link: '/app/teams/demo-team' },
    { path: '/app/games', page: 'games', link: '/app/games' },
    { path: '/accept-invite/:token', page: 'acceptInvite', link: '/accept-invite/sample-token' },
    { path: '/demo', page: 'demo', link: '/demo' },
  ],
});
