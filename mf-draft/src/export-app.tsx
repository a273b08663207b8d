import { lazy } from 'react';

/** The one module mf-draft exposes: its pages by key, each in its own chunk. */
export const pages = {
  teamDraft: lazy(() =>
    import('./features/draft-board/DraftBoardPage').then((m) => ({ default: m.TeamDraftPage })),
  ),
  draft: lazy(() =>
    import('./features/draft-board/DraftBoardPage').then((m) => ({ default: m.DraftByIdPage })),
  ),
};

/** The @tiix/shared-data this remote was built with; the shell refuses a different major. */
export { SHARED_DATA_VERSION as sharedDataVersion } from '@tiix/shared-data/version';
