import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, makeProviders } from './testing/fakeApi';
import { pages } from './export-app';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth };
});

// The exposed module is the federation contract with the shell: these keys must exist and render.
describe('mf-wizard exposed pages', () => {
  it.each([
    ['createTeam', '/app/teams/create', { level: 1, name: 'Create a Team' }],
    ['createTeamModal', '/?flow=create-team&step=1', { level: 2, name: 'Create Your Team' }],
  ] as const)('%s renders its page', async (key, path, heading) => {
    vi.stubGlobal('fetch', fakeFetch);
    const Page = pages[key];
    const { Wrapper } = makeProviders();
    await act(async () => {
      render(
        <Wrapper>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </MemoryRouter>
        </Wrapper>,
      );
    });
    expect(await screen.findByRole('heading', heading, { timeout: 5000 })).toBeInTheDocument();
  });
});
