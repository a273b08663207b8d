import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Provider as UrqlProvider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_MESSAGES } from '@tiix/domain';
import { createGraphqlClient } from '@tiix/shared-data';
import { setupMswServer } from '@tiix/shared-data/testing';
import { Toaster } from '@tiix/shared-ui';
import { TicketHandoffPanel } from './TicketHandoffPanel';
import type { GameHandoffFieldsFragment, TeamTicketsFields } from './operations';
import { recordedMutations } from '../../testing/recordedMutations';
import { graphqlError } from '../../testing/graphqlError';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
// Typenames as the server sends them: the apps' normalised cache needs them.
const person = (userId: string, name: string) => ({ __typename: 'HandoffMember', userId, name });
const OWNER = person('u-owner', 'Olivia');
const MIA = person('u-mia', 'Mia');
const NOAH = person('u-noah', 'Noah');

function game(over: Partial<GameHandoffFieldsFragment>): GameHandoffFieldsFragment {
  return {
    __typename: 'GameHandoff',
    gameId: 'g1',
    teamId: 't1',
    opponent: 'Denver Broncos',
    gameDate: inDays(5),
    kickoffTz: 'America/Chicago',
    member: MIA,
    status: 'not_sent',
    note: null,
    sentAt: null,
    answeredAt: null,
    canMarkSent: true,
    canConfirm: false,
    ...over,
  } as GameHandoffFieldsFragment;
}

let tickets: TeamTicketsFields;
const { calls, mutation } = recordedMutations();

const server = setupMswServer(
  graphql.query('TeamTickets', () =>
    HttpResponse.json({ data: { teamTickets: { __typename: 'TeamTickets', ...tickets } } }),
  ),
  mutation('MarkTicketsSent', (variables) => {
    const sent = game({
      gameId: variables.gameId as string,
      status: 'sent',
      note: variables.note as string,
    });
    return HttpResponse.json({ data: { markTicketsSent: sent } });
  }),
  mutation('MarkMemberTicketsSent', () =>
    HttpResponse.json({
      data: {
        markMemberTicketsSent: [
          game({ gameId: 'g1', status: 'sent' }),
          game({ gameId: 'g2', opponent: 'Las Vegas Raiders', status: 'sent' }),
        ],
      },
    }),
  ),
  mutation('SetTicketSettings', (variables) =>
    HttpResponse.json({
      data: {
        setTicketSettings: {
          __typename: 'TeamTickets',
          teamId: 't1',
          reminderDays: variables.reminderDays,
          holder: NOAH,
        },
      },
    }),
  ),
);

beforeEach(() => {
  calls.length = 0;
  tickets = {
    teamId: 't1',
    holder: OWNER,
    reminderDays: 3,
    members: [OWNER, MIA, NOAH],
    canManage: true,
    canSend: true,
    games: [
      game({}),
      game({ gameId: 'g2', opponent: 'Las Vegas Raiders', gameDate: inDays(12) }),
      game({
        gameId: 'g3',
        opponent: 'New York Giants',
        member: NOAH,
        status: 'received',
        canMarkSent: false,
      }),
      // Over: not listed.
      game({ gameId: 'g0', opponent: 'Past Opponent', gameDate: inDays(-3) }),
    ],
  } as TeamTicketsFields;
});

function renderPanel() {
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  return render(
    <UrqlProvider value={client}>
      <TicketHandoffPanel teamId="t1" />
      <Toaster />
    </UrqlProvider>,
  );
}

const gameItem = (opponent: string) => screen.getByRole('listitem', { name: `vs ${opponent}` });

// Typing into dialogs on a busy machine takes longer than the default.
describe('TicketHandoffPanel', { timeout: 20_000 }, () => {
  it('shows the holder, the reminder days and each upcoming game with its status', async () => {
    renderPanel();
    expect(await screen.findByText(/reminded/)).toHaveTextContent(
      'Ticket holder: Olivia · reminded 3 days before a game not sent',
    );
    expect(within(gameItem('Denver Broncos')).getByText('Tickets not sent')).toBeInTheDocument();
    expect(within(gameItem('New York Giants')).getByText('Tickets received')).toBeInTheDocument();
    expect(screen.queryByText('vs Past Opponent')).not.toBeInTheDocument();
  });

  it('marks one game sent with a note from a dialog, and shows the new status', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Mark tickets sent: Denver Broncos' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark tickets sent: Denver Broncos' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Sec 112 Row 4');
    await user.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { op: 'MarkTicketsSent', variables: { gameId: 'g1', note: 'Sec 112 Row 4' } },
    ]);
    expect(await within(gameItem('Denver Broncos')).findByText('Tickets sent')).toBeInTheDocument();
    expect(within(gameItem('Denver Broncos')).getByText('Sec 112 Row 4')).toBeInTheDocument();
    expect(
      await screen.findByText('Tickets for Denver Broncos marked sent; Mia is told'),
    ).toBeInTheDocument();
  });

  it('marks all of a member’s waiting games sent at once', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: "Mark all Mia's tickets sent (2)" }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({
        op: 'MarkMemberTicketsSent',
        variables: { teamId: 't1', memberId: 'u-mia', note: null },
      }),
    );
    expect(
      await within(gameItem('Las Vegas Raiders')).findByText('Tickets sent'),
    ).toBeInTheDocument();
  });

  it('lets the owner choose the ticket holder and refuses reminder days out of range', async () => {
    const user = userEvent.setup();
    renderPanel();
    const days = await screen.findByLabelText(/Remind the holder/);
    await user.clear(days);
    await user.type(days, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HANDOFF_MESSAGES.reminderDays)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(days);
    await user.type(days, '5');
    await user.selectOptions(screen.getByLabelText('Ticket holder'), 'u-noah');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          op: 'SetTicketSettings',
          variables: { teamId: 't1', holderId: 'u-noah', reminderDays: 5 },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByText(/reminded/)).toHaveTextContent(
        'Ticket holder: Noah · reminded 5 days before a game not sent',
      ),
    );
  });

  it('shows a member no settings and no send buttons', async () => {
    tickets = {
      ...tickets,
      canManage: false,
      canSend: false,
      games: tickets.games.map((g) => ({ ...g, canMarkSent: false })),
    };
    renderPanel();
    await screen.findByText(/reminded/);
    expect(screen.queryByLabelText('Ticket holder')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
  });

  it('says so when the tickets cannot be loaded', async () => {
    server.use(
      graphql.query('TeamTickets', () =>
        graphqlError('Team not found or access denied', 'NOT_FOUND'),
      ),
    );
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Team not found or access denied');
  });
});
