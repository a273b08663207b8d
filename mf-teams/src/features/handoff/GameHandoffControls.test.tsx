import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Provider as UrqlProvider } from 'urql';
import { describe, expect, it } from 'vitest';
import { createGraphqlClient } from '@tiix/shared-data';
import { setupMswServer } from '@tiix/shared-data/testing';
import { Toaster } from '@tiix/shared-ui';
import { GameHandoffControls } from './GameHandoffControls';
import type { GameHandoffFieldsFragment } from './operations';
import { graphqlError } from '../../testing/graphqlError';

const handoff = (over: Partial<GameHandoffFieldsFragment> = {}): GameHandoffFieldsFragment => ({
  gameId: 'g1',
  teamId: 't1',
  opponent: 'Denver Broncos',
  gameDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  kickoffTz: null,
  member: { userId: 'u-mia', name: 'Mia' },
  status: 'sent',
  note: 'Transfer 4411',
  sentAt: null,
  answeredAt: null,
  canMarkSent: false,
  canConfirm: true,
  ...over,
});

const answered: string[] = [];
setupMswServer(
  graphql.mutation('ConfirmTicketsReceived', () => {
    answered.push('received');
    return HttpResponse.json({
      data: {
        confirmTicketsReceived: {
          __typename: 'GameHandoff',
          ...handoff({ status: 'received' }),
          member: { __typename: 'HandoffMember', userId: 'u-mia', name: 'Mia' },
        },
      },
    });
  }),
  graphql.mutation('ReportTicketsNotReceived', () => {
    answered.push('not_received');
    return graphqlError('The tickets have not been marked sent yet', 'BAD_USER_INPUT');
  }),
);

function renderControls(value: GameHandoffFieldsFragment) {
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  return render(
    <UrqlProvider value={client}>
      <GameHandoffControls handoff={value} />
      <Toaster />
    </UrqlProvider>,
  );
}

describe('GameHandoffControls', () => {
  it('lets the member confirm sent tickets, and shows the note', async () => {
    const user = userEvent.setup();
    renderControls(handoff());
    expect(screen.getByText('Tickets sent')).toBeInTheDocument();
    expect(screen.getByText('Transfer 4411')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tickets received: Denver Broncos' }));
    await waitFor(() => expect(answered).toContain('received'));
    expect(await screen.findByText('Tickets for Denver Broncos received')).toBeInTheDocument();
  });

  it('shows the server’s reason when "not received" is refused', async () => {
    const user = userEvent.setup();
    renderControls(handoff());
    await user.click(screen.getByRole('button', { name: 'Tickets not received: Denver Broncos' }));
    expect(
      await screen.findByText('The tickets have not been marked sent yet'),
    ).toBeInTheDocument();
  });

  it('offers nothing to someone who may neither send nor answer', () => {
    renderControls(handoff({ canConfirm: false, note: null }));
    expect(screen.getByText('Tickets sent')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers "Not received" only once tickets were sent', () => {
    renderControls(handoff({ status: 'not_sent', note: null }));
    expect(
      screen.getByRole('button', { name: 'Tickets received: Denver Broncos' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /not received/ })).not.toBeInTheDocument();
  });
});
