import { lazy } from 'react';

/** The one module mf-payments exposes: its pages by key, each in its own chunk. */
export const pages = {
  payments: lazy(() => import('./features/payments/PaymentsPage')),
};

/** The @tiix/shared-data this remote was built with; the shell refuses a different major. */
export { SHARED_DATA_VERSION as sharedDataVersion } from '@tiix/shared-data/version';
