import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvidersAsync } from '@tiix/shared-data/testing';
import { RemotePage } from './RemotePage';
import { loadRemoteApp, type RemoteModule } from './remoteRegistry';

vi.mock('./remoteRegistry', () => ({ loadRemoteApp: vi.fn() }));
const load = vi.mocked(loadRemoteApp);

/** The server's prerendered landing page, as it arrives in the HTML before the app's root. */
function serverPrerender() {
  const element = document.createElement('div');
  element.id = 'tiix-prerender';
  element.innerHTML = '<h1>Your season tickets, shared fairly.</h1>';
  document.body.prepend(element);
}
const prerender = () => document.getElementById('tiix-prerender');

function deferred() {
  let resolve!: (mod: RemoteModule) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<RemoteModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const landing: RemoteModule = {
  pages: { landing: lazy(async () => ({ default: () => <h1>Live landing</h1> })) },
};

describe('the prerendered landing page', () => {
  beforeEach(() => {
    load.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serverPrerender();
  });
  afterEach(() => prerender()?.remove());

  it('stays as the loading state, without a spinner, and goes when the live page mounts', async () => {
    const remote = deferred();
    load.mockReturnValue(remote.promise);
    await renderWithProvidersAsync(<RemotePage remote="mf-landing" page="landing" prerendered />);
    expect(prerender()).not.toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();

    await act(async () => remote.resolve(landing));
    expect(await screen.findByRole('heading', { name: 'Live landing' })).toBeInTheDocument();
    expect(prerender()).toBeNull();
  });

  it('goes when the remote fails, so the fallback is what shows', async () => {
    load.mockRejectedValue(new Error('manifest unreachable'));
    await renderWithProvidersAsync(<RemotePage remote="mf-landing" page="landing" prerendered />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(prerender()).toBeNull();
  });

  it('is left alone by pages it does not stand for', async () => {
    const remote = deferred();
    load.mockReturnValue(remote.promise);
    await renderWithProvidersAsync(<RemotePage remote="mf-wizard" page="createTeamModal" />);
    await act(async () =>
      remote.resolve({
        pages: { createTeamModal: lazy(async () => ({ default: () => <p>Wizard</p> })) },
      }),
    );
    expect(await screen.findByText('Wizard')).toBeInTheDocument();
    expect(prerender()).not.toBeNull();
  });
});
