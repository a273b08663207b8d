import { lazy } from 'react';

/** The one module mf-teams exposes: its pages by key, each in its own chunk. */
export const pages = {
  teamList: lazy(() => import('./features/team-list/TeamListPage')),
  teamDetail: lazy(() => import('./features/team-detail/TeamDetailPage')),
  games: lazy(() => import('./features/games/GamesPage')),
  acceptInvite: lazy(() => import('./features/accept-invite/AcceptInvitePage')),
  demo: lazy(() => import('./features/demo/DemoPage')),
  chat: lazy(() => import('./features/chat/ChatPage')),
  swaps: lazy(() => import('./features/swaps/SwapsPage')),
  seasonBoard: lazy(() => import('./features/season-board/SeasonBoardPage')),
  teamHandover: lazy(() => import('./features/members/HandoverConfirmPage')),
};

/** The @tiix/shared-data this remote was built with; the shell refuses a different major. */
export { SHARED_DATA_VERSION as sharedDataVersion } from '@tiix/shared-data/version';
