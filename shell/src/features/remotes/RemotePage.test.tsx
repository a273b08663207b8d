import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARED_DATA_VERSION } from '@tiix/shared-data';
import { renderWithProvidersAsync } from '@tiix/shared-data/testing';
import { RemotePage } from './RemotePage';
import { loadRemoteApp } from './remoteRegistry';

vi.mock('./remoteRegistry', () => ({ loadRemoteApp: vi.fn() }));
const load = vi.mocked(loadRemoteApp);

const pageModule = (text: string) => ({
  pages: { payments: lazy(async () => ({ default: () => <h1>{text}</h1> })) },
});

describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the page the remote exposes', async () => {
    load.mockResolvedValue(pageModule('Payments'));
    await renderWithProvidersAsync(<RemotePage remote="mf-payments" page="payments" />);
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-payments');
  });

  it('shows the contained fallback when the remote fails, and Retry loads it again', async () => {
    load
      .mockRejectedValueOnce(new Error('manifest unreachable'))
      .mockResolvedValueOnce(pageModule('Payments'));
    await renderWithProvidersAsync(<RemotePage remote="mf-payments" page="payments" />);
    expect(
      await screen.findByRole('heading', { name: "This part of Tiix didn't load" }),
    ).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf-payments', true);
  });

  it('contains a page that throws while rendering', async () => {
    load.mockResolvedValue({
      pages: {
        payments: lazy(async () => ({
          default: () => {
            throw new Error('boom');
          },
        })),
      },
    });
    await renderWithProvidersAsync(<RemotePage remote="mf-payments" page="payments" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('treats a missing page key as a failure', async () => {
    load.mockResolvedValue(pageModule('Other'));
    await renderWithProvidersAsync(<RemotePage remote="mf-payments" page="nope" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('contains a remote built with another major of shared-data and reports it in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({ ...pageModule('Payments'), sharedDataVersion: '1.0.0' });
    await renderWithProvidersAsync(<RemotePage remote="mf-payments" page="payments" />);
    expect(
      await screen.findByRole('heading', { name: 'This part of Tiix is being updated' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(
      error.mock.calls.some((call) =>
        call.some((arg) =>
          String(arg).includes(
            `mf-payments was built with @tiix/shared-data 1.0.0, but this shell provides ${SHARED_DATA_VERSION}`,
          ),
        ),
      ),
    ).toBe(true);
  });

  it('runs a remote built with the same major of shared-data', async () => {
    load.mockResolvedValue({ ...pageModule('Payments'), sharedDataVersion: SHARED_DATA_VERSION });
    await renderWithProvidersAsync(<RemotePage remote="mf-payments" page="payments" />);
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });
});
