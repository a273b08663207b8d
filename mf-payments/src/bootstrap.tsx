import { mountStandalone } from '@tiix/shared-data/dev-host';
import { pages } from './export-app';
import '@tiix/shared-ui/styles.css';

// Standalone development: this remote's pages in a dev host, data from MSW handlers.
void mountStandalone({
  remote: 'mf-payments',
  pages,
  routes: [{ path: '/app/payments', page: 'payments', link: '/app/payments' }],
});
