import { mountStandalone } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

// Standalone development: this remote's pages in a dev host, data from MSW handlers.
void mountStandalone({
  remote: 'mf-landing',
  pages,
  routes: [
    { path: '/', page: 'landing', link: '/' },
    { path: '/legal', page: 'legal', link: '/legal' },
  ],
});
