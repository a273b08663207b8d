import { lazy } from 'react';

/** The one module mf-landing exposes: its pages by key, each in its own chunk. */
export const pages = {
  landing: lazy(() => import('./features/landing/LandingPage')),
  legal: lazy(() => import('./features/legal/LegalPage')),
};

/** The @tiix/shared-data this remote was built with; the shell refuses a different major. */
export { SHARED_DATA_VERSION as sharedDataVersion } from '@tiix/shared-data/version';
