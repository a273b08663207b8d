import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from './export-app';

// The exposed module is the federation contract with the shell: these keys must exist and render.
describe('mf-payments exposed pages', () => {
  it.each([['payments', 'Payments']] as const)('%s renders its page', async (key, heading) => {
    const Page = pages[key];
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
