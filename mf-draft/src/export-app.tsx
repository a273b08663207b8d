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
