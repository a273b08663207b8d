import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { Client, fetchExchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_CHANGE_MESSAGES } from '@tiix/domain';
import { currentTeamChanged, selectCurrentTeamId } from '@tiix/shared-data';
import { renderWithProviders, setupMswServer } from '@tiix/shared-data/testing';
import { LEAVE_CONSEQUENCES, LeaveTeamButton } from './LeaveTeamButton';
import { graphqlError } from '../../testing/graphqlError';

const server = setupMswServer();

function renderButton(role: 'owner' | 'admin' | 'member') {
  const result = renderWithProviders(
    <Routes>
      <Route
        path="/app/teams/:teamId"
        element={<LeaveTeamButton teamId="t1" teamName="Sunday Crew" myRole={role} />}
      />
      <Route path="/app/teams" element={<h1>Your teams</h1>} />
    </Routes>,
    {
      route: '/app/teams/t1',
      signedInAs: { userId: 'u-me', email: 'me@tiix.dev' },
      client: new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] }),
    },
  );
  result.store!.dispatch(currentTeamChanged('t1'));
  return result;
}

describe('Leave team', () => {
  it('a member confirms, leaves and lands on the teams list', async () => {
    let asked: unknown = null;
    server.use(
      graphql.mutation('LeaveTeam', ({ variables }) => {
        asked = variables;
        return HttpResponse.json({
          data: {
            leaveTeam: {
              __typename: 'MemberDeparture',
              teamId: 't1',
              userId: 'u-me',
              gamesMoved: 0,
              gamesUpForGrabs: false,
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderButton('member');
    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Sunday Crew?' });
    expect(dialog).toHaveTextContent(LEAVE_CONSEQUENCES);
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByRole('heading', { name: 'Your teams' })).toBeInTheDocument();
    expect(asked).toEqual({ teamId: 't1' });
    expect(selectCurrentTeamId(store!.getState())).toBeNull();
  });

  it('the owner cannot: the button is off and says to hand the team over first', () => {
    renderButton('owner');
    const button = screen.getByRole('button', { name: 'Leave team' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(MEMBERSHIP_CHANGE_MESSAGES.ownerLeaves);
  });

  it("shows the server's refusal and stays", async () => {
    server.use(
      graphql.mutation('LeaveTeam', () =>
        graphqlError(MEMBERSHIP_CHANGE_MESSAGES.draftInProgress('You'), 'CONFLICT'),
      ),
    );
    const user = userEvent.setup();
    renderButton('admin');
    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        MEMBERSHIP_CHANGE_MESSAGES.draftInProgress('You'),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Your teams' })).not.toBeInTheDocument();
  });
});
