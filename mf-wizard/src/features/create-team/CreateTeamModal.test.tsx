import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import CreateTeamModal from './CreateTeamModal';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/"
          element={new URLSearchParams(path.split('?')[1]).get('flow') ? <CreateTeamModal /> : null}
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it('shows the step from the address as a modal dialog', () => {
  renderAt('/?flow=create-team&step=2');
  expect(screen.getByRole('dialog', { name: 'Create Your Team' })).toBeInTheDocument();
  expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
});

it('clamps a bad step to the range', () => {
  renderAt('/?flow=create-team&step=99');
  expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
});

it('closes to / with the close button', async () => {
  renderAt('/?flow=create-team&step=1');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
});
