import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { Client, fetchExchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_CHANGE_MESSAGES } from '@tiix/domain';
import { Toaster } from '@tiix/shared-ui';
import { renderWithProviders, setupMswServer } from '@tiix/shared-data/testing';
import HandoverConfirmPage from './HandoverConfirmPage';
import { handoverFixture } from '../../testing/fixtures';
import type { TeamHandoverStatus } from '../../generated/graphql';

const server = setupMswServer();

const handover = (status: TeamHandoverStatus) => handoverFixture({ toUserId: 'u-me', status });

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/app/teams/:teamId/handover/:token" element={<HandoverConfirmPage />} />
      <Route path="/app/teams/:teamId" element={<h1>Team page</h1>} />
    </Routes>,
    {
      route: '/app/teams/t1/handover/tok_abcdefghijklmnopqrstuvwxyz',
      client: new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] }),
      after: <Toaster />,
    },
  );
}

describe('handover confirmation page', () => {
  it('the new owner confirms and goes to the team page', async () => {
    let confirmed: unknown = null;
    server.use(
      graphql.query('TeamHandover', () =>
        HttpResponse.json({ data: { teamHandover: handover('pending') } }),
      ),
      graphql.mutation('ConfirmTeamHandover', ({ variables }) => {
        confirmed = variables;
        return HttpResponse.json({ data: { confirmTeamHandover: handover('accepted') } });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Become the owner of Sunday Crew?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Olivia stays on as an admin/)).toBeInTheDocument();
    expect(screen.getByText(/Card payouts keep going to Olivia's account/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Become the owner' }));
    expect(await screen.findByRole('heading', { name: 'Team page' })).toBeInTheDocument();
    expect(confirmed).toEqual({ key: 'tok_abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByText('You are now the owner of Sunday Crew')).toBeInTheDocument();
  });

  it("shows the server's reason when the link is not the viewer's", async () => {
    server.use(
      graphql.query('TeamHandover', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: MEMBERSHIP_CHANGE_MESSAGES.handoverWrongUser,
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        }),
      ),
    );
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        MEMBERSHIP_CHANGE_MESSAGES.handoverWrongUser,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Become the owner' })).not.toBeInTheDocument();
  });

  it('says when the handover was cancelled or has expired', async () => {
    server.use(
      graphql.query('TeamHandover', () =>
        HttpResponse.json({ data: { teamHandover: handover('expired') } }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText('This handover has expired. Ask the owner to start it again.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Become the owner' })).not.toBeInTheDocument();
  });
});
