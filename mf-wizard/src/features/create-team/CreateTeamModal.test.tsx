import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeAuth, fakeSession } from '@tiix/shared-data/testing';
import { api, fakeFetch, makeProviders } from '../../testing/fakeApi';
import CreateTeamModal from './CreateTeamModal';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth };
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  const { Wrapper } = makeProviders();
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<FlowOnly />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Wrapper>,
  );
}

function FlowOnly() {
  const location = useLocation();
  return new URLSearchParams(location.search).get('flow') ? <CreateTeamModal /> : null;
}

beforeEach(() => {
  localStorage.clear();
  fakeAuth.reset();
  api.reset();
  vi.stubGlobal('fetch', fakeFetch);
});

it('shows the step from the address as a modal dialog', () => {
  renderAt('/?flow=create-team&step=2');
  expect(screen.getByRole('dialog', { name: 'Create Your Team' })).toBeInTheDocument();
  expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
});

it('clamps a bad step to the range (five steps when signed in)', () => {
  renderAt('/?flow=create-team&step=99');
  expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
  act(() => fakeAuth.setSession(fakeSession()));
  expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
});

it('closes to / with the close button', async () => {
  renderAt('/?flow=create-team&step=1');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
});

it('writes each step to the address and steps back with Escape until it closes', async () => {
  renderAt('/?flow=create-team&step=1');
  await userEvent.click(screen.getByRole('button', { name: 'Close welcome' }));
  fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Crew' } });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByLabelText('location')).toHaveTextContent('/?flow=create-team&step=2');
  expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByLabelText('location')).toHaveTextContent('/?flow=create-team&step=1');
  expect(screen.getByRole('dialog', { name: 'Create Your Team' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByRole('dialog', { name: 'Create Your Team' })).toBeNull();
});

it('Back on the first step closes the modal', async () => {
  renderAt('/?flow=create-team&step=1');
  await userEvent.click(screen.getByRole('button', { name: 'Close welcome' }));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
});
