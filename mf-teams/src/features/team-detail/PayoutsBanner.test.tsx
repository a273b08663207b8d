import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PayoutsBanner, payoutsNavigation } from './PayoutsBanner';

let fetchSpy: MockInstance<typeof fetch>;
let ready: boolean | null = false;

beforeEach(() => {
  ready = false;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/connect/status'))
      return ready === null ? new Response('nope', { status: 500 }) : Response.json({ ready });
    if (url === '/api/payouts/account-link' && init?.method === 'POST')
      return Response.json({ url: 'http://localhost/sandbox/onboarding/acct_1' });
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('PayoutsBanner', () => {
  it("offers 'Set up payouts' while not ready and goes to the onboarding link", async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(payoutsNavigation, 'go').mockImplementation(() => undefined);
    render(<PayoutsBanner teamId="t1" />);
    const banner = await screen.findByRole('complementary', { name: 'Payouts' });
    expect(banner).toHaveTextContent('Set up payouts to receive payments from your team members.');
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/sandbox/onboarding/acct_1'),
    );
    const linkCall = fetchSpy.mock.calls.find(([url]) => url === '/api/payouts/account-link');
    expect(JSON.parse(String(linkCall![1]!.body))).toEqual({ teamId: 't1' });
  });

  it('shows nothing once ready, or when the status cannot be read', async () => {
    ready = true;
    const { unmount } = render(<PayoutsBanner teamId="t1" />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('complementary', { name: 'Payouts' })).not.toBeInTheDocument();
    unmount();
    ready = null;
    render(<PayoutsBanner teamId="t2" />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('complementary', { name: 'Payouts' })).not.toBeInTheDocument();
  });

  it("after a handover, says payouts still go to the previous owner's account, even when ready", async () => {
    ready = true;
    render(<PayoutsBanner teamId="t1" heldBy="Olivia" />);
    const banner = await screen.findByRole('complementary', { name: 'Payouts' });
    expect(banner).toHaveTextContent(
      "Card payments still go to Olivia's payout account until you set up your own.",
    );
    expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeInTheDocument();
  });
});
