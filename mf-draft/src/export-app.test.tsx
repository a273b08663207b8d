import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, mockDraftBackend, MOCK_DRAFT_ID, MOCK_TEAM_ID } from '@tiix/shared-data/mocks';
import { pages } from './export-app';
import { renderWithApp } from './testing/renderWithApp';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mockDraftBackend.reset({ othersPickAfterMs: null }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The exposed module is the federation contract with the shell: these keys must exist and render.
describe('mf-draft exposed pages', () => {
  it.each([
    ['teamDraft', '/app/teams/:teamId/draft', `/app/teams/${MOCK_TEAM_ID}/draft`],
    ['draft', '/app/draft/:draftId', `/app/draft/${MOCK_DRAFT_ID}`],
  ] as const)('%s renders the draft room', async (key, path, entry) => {
    const Page = pages[key];
    renderWithApp(
      [
        {
          path,
          element: (
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          ),
        },
      ],
      entry,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Draft order' })).toBeInTheDocument();
  });
});
