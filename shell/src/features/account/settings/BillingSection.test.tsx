import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@tiix/shared-ui';
import { createGraphqlClient } from '@tiix/shared-data';
import {
  MOCK_TEAM_ID,
  mockPaymentsBackend,
  mockTeamsBackend,
  paymentsHandlers,
} from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import { BillingSection, CHECKOUT_THANKS, planCheckoutNavigation } from './BillingSection';

const server = setupMswServer(...paymentsHandlers);
const ops: string[] = [];
server.events.on('request:start', async ({ request }) => {
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { operationName?: string };
  if (body.operationName) ops.push(body.operationName);
});

beforeEach(() => {
  mockTeamsBackend.reset();
  mockPaymentsBackend.reset();
  ops.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderBilling(path = '/app/settings#billing') {
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  render(
    <UrqlProvider value={client}>
      <MemoryRouter initialEntries={[path]}>
        <BillingSection />
      </MemoryRouter>
      <Toaster />
    </UrqlProvider>,
  );
}

const teamCard = () => screen.findByRole('listitem', { name: 'Demo Crew' });

describe('Billing', () => {
  it("shows a free team's plan and sends the owner to the hosted checkout for Unlimited", async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(planCheckoutNavigation, 'go').mockImplementation(() => undefined);
    renderBilling();
    const card = await teamCard();
    expect(
      await within(card).findByText(/^Free: 1 team, up to 4 invited members/),
    ).toBeInTheDocument();
    expect(within(card).getByText('No receipts yet.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Go Unlimited · $49/year' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(`/app/settings?billing=success&team=${MOCK_TEAM_ID}`),
    );
    expect(ops).toContain('StartPlanCheckout');
  });

  it('brings the section into focus when opened at #billing', async () => {
    renderBilling();
    await teamCard();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Billing' })).toHaveFocus(),
    );
  });

  it('shows an Unlimited team its renewal date and receipts; cancel keeps it until expiry, resume renews', async () => {
    const user = userEvent.setup();
    const team = mockTeamsBackend.teams.get(MOCK_TEAM_ID)!;
    team.plan = 'unlimited';
    mockPaymentsBackend.billing.set(MOCK_TEAM_ID, {
      status: 'active',
      renewsAt: '2026-08-01T12:00:00.000Z',
      expiresAt: '2026-08-01T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      receipts: [
        {
          id: 'r1',
          at: '2025-08-01T12:00:00.000Z',
          amountCents: 4900,
          currency: 'USD',
          description: 'Tiix Unlimited, 1 year',
          url: 'https://receipts.example/r1',
        },
      ],
    });
    renderBilling('/app/settings');
    const card = await teamCard();
    expect(await within(card).findByText('Unlimited. Renews on Aug 1, 2026.')).toBeInTheDocument();
    const receipts = within(card).getByRole('table', { name: 'Receipts' });
    expect(within(receipts).getAllByRole('row')[1]).toHaveTextContent(
      'Aug 1, 2025Tiix Unlimited, 1 year$49.00',
    );
    expect(within(receipts).getByRole('link', { name: 'Tiix Unlimited, 1 year' })).toHaveAttribute(
      'href',
      'https://receipts.example/r1',
    );

    await user.click(within(card).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Unlimited?' });
    expect(dialog).toHaveTextContent('Demo Crew stays Unlimited until Aug 1, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(
      await within(card).findByText('Unlimited until Aug 1, 2026. It will not renew.'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await within(card).findByText('Unlimited. Renews on Aug 1, 2026.')).toBeInTheDocument();
    expect(ops.filter((op) => op === 'CancelPlan' || op === 'ResumePlan')).toEqual([
      'CancelPlan',
      'ResumePlan',
    ]);
  });

  it('says the team turns Unlimited once the payment is confirmed, and reads the plan again', async () => {
    renderBilling(`/app/settings?billing=success&team=${MOCK_TEAM_ID}`);
    const card = await teamCard();
    expect(await within(card).findByText(CHECKOUT_THANKS)).toBeInTheDocument();
    // The webhook lands.
    mockTeamsBackend.teams.get(MOCK_TEAM_ID)!.plan = 'unlimited';
    expect(await within(card).findByText('Unlimited.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(card).queryByText(CHECKOUT_THANKS)).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    server.use(
      graphql.mutation('StartPlanCheckout', () =>
        HttpResponse.json({
          errors: [
            { message: 'Only the team owner can do that', extensions: { code: 'FORBIDDEN' } },
          ],
        }),
      ),
    );
    renderBilling();
    const card = await teamCard();
    await user.click(await within(card).findByRole('button', { name: 'Go Unlimited · $49/year' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Only the team owner can do that',
    );
  });

  it('asks someone who owns no team to create one first', async () => {
    mockTeamsBackend.teams.get(MOCK_TEAM_ID)!.myRole = 'member';
    renderBilling();
    expect(await screen.findByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      '/app/teams/create',
    );
  });
});
