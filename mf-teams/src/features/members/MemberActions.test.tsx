import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Client, fetchExchange } from 'urql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_CHANGE_MESSAGES } from '@tiix/domain';
import { Toaster } from '@tiix/shared-ui';
import type { TeamRole } from '@tiix/shared-data';
import { renderWithProviders, setupMswServer } from '@tiix/shared-data/testing';
import { MemberActions } from './MemberActions';
import { recordedMutations } from '../../testing/recordedMutations';
import { handoverFixture } from '../../testing/fixtures';
import { graphqlError } from '../../testing/graphqlError';

const server = setupMswServer();
const { calls, mutation } = recordedMutations();

beforeEach(() => {
  calls.length = 0;
  server.use(
    mutation('RemoveMember', (variables) =>
      HttpResponse.json({
        data: {
          removeMember: {
            __typename: 'MemberDeparture',
            teamId: 't1',
            userId: variables.userId,
            gamesMoved: 2,
            gamesUpForGrabs: true,
          },
        },
      }),
    ),
    mutation('SetMemberRole', (variables) =>
      HttpResponse.json({
        data: { setMemberRole: { __typename: 'MemberRoleChange', ...variables } },
      }),
    ),
    mutation('StartTeamHandover', (variables) =>
      HttpResponse.json({
        data: {
          startTeamHandover: handoverFixture({ toUserId: variables.toUserId as string }),
        },
      }),
    ),
  );
});

function renderActions(myRole: TeamRole, role: TeamRole, onChanged = vi.fn()) {
  renderWithProviders(
    <MemberActions
      teamId="t1"
      teamName="Sunday Crew"
      member={{ userId: 'u-mia', name: 'Mia', role }}
      myRole={myRole}
      myUserId="u-me"
      onChanged={onChanged}
    />,
    {
      client: new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] }),
      after: <Toaster />,
    },
  );
  return onChanged;
}

describe('member row actions', () => {
  it('the owner removes a member after a confirmation that says what happens', async () => {
    const user = userEvent.setup();
    const onChanged = renderActions('owner', 'member');
    await user.click(screen.getByRole('button', { name: 'Remove Mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mia from Sunday Crew?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('up for grabs'));
    expect(dialog).toHaveTextContent(MEMBERSHIP_CHANGE_MESSAGES.consequences);
    // The safe choice has the focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove Mia' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([{ op: 'RemoveMember', variables: { teamId: 't1', userId: 'u-mia' } }]);
    expect(await screen.findByText('Mia was removed from Sunday Crew')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel removes nobody', async () => {
    const user = userEvent.setup();
    renderActions('owner', 'member');
    await user.click(screen.getByRole('button', { name: 'Remove Mia' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal inside the dialog", async () => {
    server.use(
      graphql.mutation('RemoveMember', () =>
        graphqlError(MEMBERSHIP_CHANGE_MESSAGES.draftInProgress('Mia'), 'CONFLICT'),
      ),
    );
    const user = userEvent.setup();
    const onChanged = renderActions('admin', 'member');
    await user.click(screen.getByRole('button', { name: 'Remove Mia' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Mia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MEMBERSHIP_CHANGE_MESSAGES.draftInProgress('Mia'),
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('the owner promotes a member to admin and an admin back', async () => {
    const user = userEvent.setup();
    renderActions('owner', 'member');
    await user.click(screen.getByRole('button', { name: 'Make Mia an admin' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { op: 'SetMemberRole', variables: { teamId: 't1', userId: 'u-mia', role: 'admin' } },
      ]),
    );
    expect(await screen.findByText('Mia is now an admin')).toBeInTheDocument();
  });

  it('the owner asks a member to take the team over', async () => {
    const user = userEvent.setup();
    renderActions('owner', 'admin');
    expect(screen.getByRole('button', { name: 'Make Mia a member' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hand the team over to Mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand Sunday Crew over to Mia?' });
    expect(dialog).toHaveTextContent(/you stay on as an admin/);
    await user.click(within(dialog).getByRole('button', { name: 'Ask them to confirm' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { op: 'StartTeamHandover', variables: { teamId: 't1', toUserId: 'u-mia' } },
      ]),
    );
  });

  it('an admin may remove plain members only and change no roles; a member nothing', () => {
    renderActions('admin', 'member');
    expect(screen.getByRole('button', { name: 'Remove Mia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make Mia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hand the team over/ })).not.toBeInTheDocument();
  });

  it('shows nothing an admin may not do to an admin or the owner, or a member to anyone', () => {
    for (const [mine, theirs] of [
      ['admin', 'admin'],
      ['admin', 'owner'],
      ['member', 'member'],
      ['member', 'admin'],
    ] as const) {
      const { unmount } = renderWithProviders(
        <MemberActions
          teamId="t1"
          teamName="Sunday Crew"
          member={{ userId: 'u-mia', name: 'Mia', role: theirs }}
          myRole={mine}
          myUserId="u-me"
          onChanged={() => undefined}
        />,
        { client: new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] }) },
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
  });
});
