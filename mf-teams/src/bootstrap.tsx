import { mountStandalone } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

// Standalone development: this remote's pages in a dev host, data from MSW handlers, signed in
// as the sample member. The ids are the MSW sample team's and its pending invite's
// (MOCK_TEAM_ID, MOCK_INVITE_TOKEN); written out so the mocks stay out of this bundle.
const DEMO_TEAM = '00000000-0000-4000-8000-000000007ea1';
const DEMO_INVITE_TOKEN = '00000000-0000-4000-8000-00000000a001';
void mountStandalone({
  remote: 'mf-teams',
  pages,
  routes: [
    { path: '/app/teams', page: 'teamList', link: '/app/teams' },
    { path: '/app/teams/:teamId', page: 'teamDetail', link: `/app/teams/${DEMO_TEAM}` },
    { path: '/app/games', page: 'games', link: '/app/games' },
    {
      path: '/accept-invite/:token',
      page: 'acceptInvite',
      link: `/accept-invite/${DEMO_INVITE_TOKEN}`,
    },
    { path: '/demo', page: 'demo', link: '/demo' },
  ],
});
