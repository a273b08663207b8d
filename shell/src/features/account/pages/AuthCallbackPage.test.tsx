import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@tiix/shared-ui';
import { fakeAuth, fakeSession } from '@tiix/shared-data/testing';
import { currentLocation, renderAt } from '../testing/renderAt';
import { hardRedirect } from '../utils/hardRedirect';
import { PENDING_TEAM_KEY } from '../utils/pendingTeam';
import { AuthCallbackPage, CALLBACK_TIMING } from './AuthCallbackPage';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth, useProfile } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth, useProfile };
});
vi.mock('../utils/hardRedirect', () => ({ hardRedirect: vi.fn() }));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const never = () => new Promise<never>(() => {});

beforeEach(() => {
  fakeAuth.reset();
  localStorage.clear();
  vi.mocked(hardRedirect).mockClear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/auth/callback', () => {
  it('shows the spinner and its texts', () => {
    fakeAuth.client.refreshSession.mockImplementation(never);
    renderAt('/auth/callback', <AuthCallbackPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Signing you in...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please wait while we complete your login.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('goes to /app as soon as the session is there', async () => {
    fakeAuth.setSession(fakeSession());
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(0);
    expect(currentLocation()).toBe('/app');
    expect(fakeAuth.client.refreshSession).not.toHaveBeenCalled();
  });

  it('opens the page a link names in next', async () => {
    fakeAuth.setSession(fakeSession());
    renderAt('/auth/callback?next=%2Faccept-invite%2Ftok-1', <AuthCallbackPage />);
    await advance(0);
    expect(currentLocation()).toBe('/accept-invite/tok-1');
  });

  it('opens /auth/reset-password after a password-reset link', async () => {
    fakeAuth.setSession(fakeSession());
    renderAt('/auth/callback?type=passwordReset', <AuthCallbackPage />);
    await advance(0);
    expect(currentLocation()).toBe('/auth/reset-password');
  });

  it('never follows next off this site', async () => {
    fakeAuth.setSession(fakeSession());
    renderAt('/auth/callback?next=%2F%2Fevil.example', <AuthCallbackPage />);
    await advance(0);
    expect(currentLocation()).toBe('/app');
  });

  it('refreshes every 500 ms until the session arrives', async () => {
    const session = fakeSession();
    fakeAuth.client.refreshSession
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(session);
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(0);
    expect(fakeAuth.client.refreshSession).toHaveBeenCalledTimes(1);
    await advance(499);
    expect(fakeAuth.client.refreshSession).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fakeAuth.client.refreshSession).toHaveBeenCalledTimes(2);
    expect(currentLocation()).toBe('/auth/callback');
    await advance(500);
    expect(fakeAuth.client.refreshSession).toHaveBeenCalledTimes(3);
    expect(currentLocation()).toBe('/app');
  });

  it('gives up after 15 attempts and goes to /app', async () => {
    fakeAuth.client.refreshSession.mockResolvedValue(null);
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(CALLBACK_TIMING.intervalMs * 14 - 1);
    expect(fakeAuth.client.refreshSession).toHaveBeenCalledTimes(14);
    expect(currentLocation()).toBe('/auth/callback');
    await advance(1);
    expect(fakeAuth.client.refreshSession).toHaveBeenCalledTimes(15);
    expect(currentLocation()).toBe('/app');
    await advance(10_000);
    expect(fakeAuth.client.refreshSession).toHaveBeenCalledTimes(15);
  });

  it('does not refresh while the client is still importing the address token', async () => {
    fakeAuth.setLoading(true);
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(1000);
    expect(fakeAuth.client.refreshSession).not.toHaveBeenCalled();
    act(() => fakeAuth.setSession(fakeSession()));
    await advance(500);
    expect(currentLocation()).toBe('/app');
  });

  it('hands a pending team to the wizard', async () => {
    localStorage.setItem(
      PENDING_TEAM_KEY,
      JSON.stringify({ name: 'Sunday Crew', league: 'NFL', teamName: 'Dallas Cowboys' }),
    );
    localStorage.setItem('tiix.pendingInvites', JSON.stringify(['a@example.com']));
    fakeAuth.setSession(fakeSession());
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(0);
    expect(currentLocation()).toBe('/app/teams/create?resume=1');
    // The wizard consumes the hand-off; the callback leaves it in place.
    expect(localStorage.getItem(PENDING_TEAM_KEY)).not.toBeNull();
    expect(localStorage.getItem('tiix.pendingInvites')).not.toBeNull();
  });

  it('drops an unparsable pending team and goes to /app', async () => {
    localStorage.setItem(PENDING_TEAM_KEY, '{not json');
    fakeAuth.setSession(fakeSession());
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(0);
    expect(currentLocation()).toBe('/app');
    expect(localStorage.getItem(PENDING_TEAM_KEY)).toBeNull();
  });

  it('goes to /app with the pending team untouched when no session comes', async () => {
    localStorage.setItem(PENDING_TEAM_KEY, JSON.stringify({ name: 'Crew' }));
    fakeAuth.client.refreshSession.mockResolvedValue(null);
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(CALLBACK_TIMING.intervalMs * 14);
    expect(currentLocation()).toBe('/app');
  });

  it('goes to /app when looking for the session fails', async () => {
    fakeAuth.client.refreshSession.mockRejectedValue(new Error('boom'));
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(0);
    expect(currentLocation()).toBe('/app');
  });

  it('shows a provider error and goes to /app', async () => {
    const error = vi.spyOn(notify, 'error');
    renderAt(
      '/auth/callback?error=invalid-ticket&errorDescription=Link%20expired',
      <AuthCallbackPage />,
    );
    await advance(0);
    expect(error).toHaveBeenCalledWith('Link expired');
    expect(currentLocation()).toBe('/app');
    error.mockRestore();
  });

  it('goes to /app after 10 s when the session lookup hangs', async () => {
    fakeAuth.client.refreshSession.mockImplementation(never);
    renderAt('/auth/callback', <AuthCallbackPage />);
    await advance(CALLBACK_TIMING.overallMs - 1);
    expect(currentLocation()).toBe('/auth/callback');
    await advance(1);
    expect(currentLocation()).toBe('/app');
  });

  it('loads /app outright after 15 s if the page is still showing', async () => {
    fakeAuth.client.refreshSession.mockImplementation(never);
    // The page stays mounted whatever the address, as if the router navigation had no effect.
    render(
      <MemoryRouter initialEntries={['/auth/callback']}>
        <Routes>
          <Route path="*" element={<AuthCallbackPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await advance(CALLBACK_TIMING.fallbackMs - 1);
    expect(hardRedirect).not.toHaveBeenCalled();
    await advance(1);
    expect(hardRedirect).toHaveBeenCalledWith('/app');
  });

  it('cancels its timers when left', async () => {
    fakeAuth.client.refreshSession.mockImplementation(never);
    const view = renderAt('/auth/callback', <AuthCallbackPage />);
    view.unmount();
    await advance(CALLBACK_TIMING.fallbackMs);
    expect(hardRedirect).not.toHaveBeenCalled();
  });
});
