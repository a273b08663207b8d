import { lazy } from 'react';

/** The one module mf-landing exposes: its pages by key, each in its own chunk. */
export const pages = {
  landing: lazy(() => import('./features/landing/LandingPage')),
  legal: lazy(() => import('./features/legal/LegalPage')),
};
