import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { AuthClient } from '@tiix/shared-data';
import { renderWithProvidersAsync } from '@tiix/shared-data/testing';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';

vi.mock('../features/remotes/remoteRegistry', () => ({
  loadRemoteApp: vi.fn(async () => ({
    pages: { landing: lazy(async () => ({ default: () => <h1>Landing</h1> })) },
  })),
}));

describe('App', () => {
  it("runs on the auth client it is given, the one the app's start already started", async () => {
    // No stored token: the client starts signed out without calling the service.
    const auth = new AuthClient({ storage: null, crossTab: false });
    const start = vi.spyOn(auth, 'start');
    const subscribe = vi.spyOn(auth, 'subscribe');
    await renderWithProvidersAsync(<App auth={auth} />);
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    // The session reads this client's state and starts it (again: starting is idempotent).
    expect(subscribe).toHaveBeenCalled();
    expect(start).toHaveBeenCalled();
    await expect(start.mock.results[0]!.value).resolves.toBeUndefined();
  });
});
