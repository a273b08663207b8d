import { graphql, http, HttpResponse } from 'msw';
import { authHandlers, profileHandlers } from './auth';
import { chatHandlers } from './chat';
import { draftsHandlers } from './drafts';
import { handoffHandlers } from './handoff';
import { notificationsHandlers } from './notifications';
import { paymentsHandlers } from './payments';
import { rankingsHandlers } from './rankings';
import { swapsHandlers } from './swaps';
import { teamsHandlers } from './teams';

/**
 * MSW handlers for standalone remote dev, Storybook and component tests: the same
 * operation names and shapes as the real server, with deterministic data.
 */
export const handlers = [
  graphql.query('ServerStatus', () =>
    HttpResponse.json({
      data: { serverTime: new Date().toISOString(), health: { database: 'OK' } },
    }),
  ),
  http.get('*/healthz', () => HttpResponse.json({ status: 'ok' })),
  ...authHandlers,
  ...profileHandlers,
  ...teamsHandlers,
  ...handoffHandlers,
  ...rankingsHandlers,
  ...paymentsHandlers,
  ...draftsHandlers,
  ...chatHandlers,
  ...notificationsHandlers,
  ...swapsHandlers,
];
