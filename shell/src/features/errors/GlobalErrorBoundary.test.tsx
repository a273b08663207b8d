import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';

function Broken(): never {
  throw new Error('kaput');
}

it('shows the global fallback on an uncaught error', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <GlobalErrorBoundary>
      <Broken />
    </GlobalErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText('An unexpected error occurred. Please refresh the page or try again later.'),
  ).toBeInTheDocument();
});
