import { lazy } from 'react';

/** The one module mf-wizard exposes: its pages by key, each in its own chunk. */
export const pages = {
  createTeam: lazy(() => import('./features/create-team/CreateTeamPage')),
  createTeamModal: lazy(() => import('./features/create-team/CreateTeamModal')),
};

/** The @tiix/shared-data this remote was built with; the shell refuses a different major. */
export { SHARED_DATA_VERSION as sharedDataVersion } from '@tiix/shared-data/version';
