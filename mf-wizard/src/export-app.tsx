import { lazy } from 'react';

/** The one module mf-wizard exposes: its pages by key, each in its own chunk. */
export const pages = {
  createTeam: lazy(() => import('./features/create-team/CreateTeamPage')),
  createTeamModal: lazy(() => import('./features/create-team/CreateTeamModal')),
};
