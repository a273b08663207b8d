import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import {
  handlers,
  mockDraftBackend,
  MOCK_DRAFT_ID,
  MOCK_TEAM_ID,
  MOCK_USER,
  MOCK_USER_ID,
} from '@tiix/shared-data/mocks';
import { renderWithProviders, setupMswServer, testGraphqlClient } from '@tiix/shared-data/testing';
import { Toaster } from '@tiix/shared-ui';
import { pages } from './export-app';

setupMswServer(...handlers);
beforeEach(() => mockDraftBackend.reset());

// The exposed module is the federation contract with the shell: these keys must exist and render.
describe('mf-draft exposed pages', () => {
  it.each([
    ['teamDraft', '/app/teams/:teamId/draft', `/app/teams/${MOCK_TEAM_ID}/draft`],
    ['draft', '/app/draft/:draftId', `/app/draft/${MOCK_DRAFT_ID}`],
  ] as const)('%s renders the draft room', async (key, path, entry) => {
    const Page = pages[key];
    renderWithProviders(
      <Routes>
        <Route
          path={path}
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      </Routes>,
      {
        signedInAs: { userId: MOCK_USER_ID, email: MOCK_USER.email },
        client: testGraphqlClient(),
        route: entry,
        after: <Toaster />,
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Draft order' })).toBeInTheDocument();
  });
});
