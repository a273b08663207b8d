import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Client, fetchExchange, Provider as UrqlProvider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@tiix/shared-ui';
import { createAppStore, signedIn } from '@tiix/shared-data';
import {
  MOCK_TEAM_ID,
  MOCK_USER_ID,
  mockSwapsBackend,
  swapsHandlers,
} from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import { SeasonBoardPage } from '../season-board';
import SwapsPage, { NO_INCOMING } from './SwapsPage';
import { SWAPS_LOCKED } from './swapModel';

setupMswServer(...swapsHandlers);

beforeEach(() => mockSwapsBackend.reset());

function renderAt(path: string) {
  const store = createAppStore();
  store.dispatch(signedIn({ userId: MOCK_USER_ID, email: 'demo@tiix.dev' }));
  const client = new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] });
  return render(
    <ReduxProvider store={store}>
      <UrqlProvider value={client}>
        <MemoryRouter initialEntries={[path]}>
          <Toaster />
          <Routes>
            <Route path="/app/teams/:teamId/swaps" element={<SwapsPage />} />
            <Route path="/app/teams/:teamId/season" element={<SeasonBoardPage />} />
          </Routes>
        </MemoryRouter>
      </UrqlProvider>
    </ReduxProvider>,
  );
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('swaps inbox', () => {
  it('shows offers to me, my offers and the history; accepting moves the offer to history', async () => {
    const user = userEvent.setup();
    renderAt(`/app/teams/${MOCK_TEAM_ID}/swaps`);
    const incoming = await screen.findByRole('region', { name: /Offers to you/ });
    const offer = within(incoming).getByRole('article', { name: "Sam Friend's offer" });
    expect(within(offer).getByText('Sam Friend pays you $15.00 to balance')).toBeInTheDocument();
    expect(within(offer).getByText(/My sister is in town/)).toBeInTheDocument();
    expect(
      within(section(/Your offers/)).getByRole('article', { name: 'Your offer to Alex Rivera' }),
    ).toBeInTheDocument();
    expect(within(section(/History/)).getByText('Declined')).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(section(/Offers to you/)).getByText(NO_INCOMING)).toBeVisible(),
    );
    expect(within(section(/History/)).getByText('Accepted')).toBeInTheDocument();
    // The games changed hands on the mock backend too.
    expect(mockSwapsBackend.games[0]!.holderId).not.toBe(MOCK_USER_ID);
    expect(mockSwapsBackend.games[1]!.holderId).toBe(MOCK_USER_ID);
  });

  it('counters in a dialog that holds the focus and sends the new offer the other way', async () => {
    const user = userEvent.setup();
    renderAt(`/app/teams/${MOCK_TEAM_ID}/swaps`);
    const incoming = await screen.findByRole('region', { name: /Offers to you/ });
    await user.click(within(incoming).getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: "Counter Sam Friend's offer" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The original terms are preselected from my side: I give what they asked for.
    const give = within(dialog).getByRole('group', { name: /You give/ });
    expect(within(give).getAllByRole('checkbox', { checked: true })).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Money to balance (optional, USD)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Enter the money as dollars, e.g. 25 or 12.50.');
    await waitFor(() => expect(alert).toHaveFocus());

    await user.clear(within(dialog).getByLabelText('Money to balance (optional, USD)'));
    await user.type(within(dialog).getByLabelText('Money to balance (optional, USD)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(section(/Your offers/)).getAllByRole('article', {
          name: /Your offer to Sam Friend/,
        }),
      ).toHaveLength(1),
    );
    expect(within(section(/History/)).getByText('Countered')).toBeInTheDocument();
    expect(mockSwapsBackend.swaps[0]).toMatchObject({ moneyCents: 1000, moneyPayer: 'proposer' });
  });

  it('a free team sees the Unlimited lock instead of swaps', async () => {
    mockSwapsBackend.freeTeams.add(MOCK_TEAM_ID);
    renderAt(`/app/teams/${MOCK_TEAM_ID}/swaps`);
    expect(await screen.findByText(new RegExp(SWAPS_LOCKED.replace('.', '\\.')))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Unlimited' })).toHaveAttribute(
      'href',
      '/app/settings#billing',
    );
  });
});

describe('season board', () => {
  it('shows each game with its holder and takes a game that is up for grabs', async () => {
    const user = userEvent.setup();
    renderAt(`/app/teams/${MOCK_TEAM_ID}/season`);
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByText('Yours')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Held by Sam Friend')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 swap pending')).toBeInTheDocument();

    const packers = rows[5]!;
    expect(within(packers).getByText('Up for grabs · $40.00')).toBeInTheDocument();
    await user.click(within(packers).getByRole('button', { name: 'Take: Green Bay Packers' }));
    await waitFor(() =>
      expect(within(screen.getAllByRole('listitem')[5]!).getByText('Yours')).toBeInTheDocument(),
    );
    expect(
      await screen.findByText(/A payment request of \$40\.00 was sent to you/),
    ).toBeInTheDocument();
  });

  it('opens the propose dialog for a game card link and sends the offer', async () => {
    const user = userEvent.setup();
    const samGame = mockSwapsBackend.games[1]!;
    renderAt(`/app/teams/${MOCK_TEAM_ID}/season?swap=${samGame.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Propose a swap' });
    expect(within(dialog).getByLabelText('Swap with')).toHaveValue(samGame.holderId);

    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Pick at least one of your games and one of theirs.',
    );
    const give = within(dialog).getByRole('group', { name: /You give/ });
    await user.click(within(give).getAllByRole('checkbox')[0]!);
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Deal?');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockSwapsBackend.swaps[0]).toMatchObject({
      proposerId: MOCK_USER_ID,
      receiverId: samGame.holderId,
      receiverGameIds: [samGame.id],
      message: 'Deal?',
    });
  });
});
