import { graphql, http, HttpResponse } from 'msw';
import type { ServerStatusQuery } from '../operations/system';
import { authHandlers, profileHandlers } from './auth';
import { draftsHandlers } from './drafts';
import { paymentsHandlers } from './payments';
import { rankingsHandlers } from './rankings';
import { teamsHandlers } from './teams';

/**
 * MSW handlers for standalone remote dev, Storybook and component tests: the same
 * operation names and shapes as the real server, with deterministic data.
 */
export const handlers = [
  graphql.query<ServerStatusQuery>('ServerStatus', () =>
    HttpResponse.json({
      data: { serverTime: new Date().toISOString(), health: { database: true } },
    }),
  ),
  http.get('*/healthz', () => HttpResponse.json({ status: 'ok' })),
  ...authHandlers,
  ...profileHandlers,
  ...teamsHandlers,
  ...rankingsHandlers,
  ...paymentsHandlers,
  ...draftsHandlers,
];
