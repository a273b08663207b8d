import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  handlers,
  mockDraftBackend,
  mockRankingsBackend,
  MOCK_DRAFT_ID,
  MOCK_MEMBER_ID,
  MOCK_USER,
  type MockDraftOptions,
} from '@tiix/shared-data/mocks';
import { renderWithProviders, setupMswServer, testGraphqlClient } from '@tiix/shared-data/testing';
import { Toaster } from '@tiix/shared-ui';
import { DraftByIdPage } from './DraftBoardPage';
import { FINISH_NOW_TEXT } from './OwnerControls';

const server = setupMswServer(...handlers);
beforeEach(() => {
  mockRankingsBackend.reset();
});

const OWNER = '00000000-0000-4000-8000-000000000001';

function open(options: MockDraftOptions = {}) {
  mockDraftBackend.reset(options);
  renderWithProviders(
    <Routes>
      <Route path="/app/draft/:draftId" element={<DraftByIdPage />} />
    </Routes>,
    {
      signedInAs: { userId: options.viewerUserId ?? OWNER, email: MOCK_USER.email },
      client: testGraphqlClient(),
      route: `/app/draft/${MOCK_DRAFT_ID}`,
      after: <Toaster />,
    },
  );
}

const ready = () => screen.findByRole('heading', { name: 'Draft order' }, { timeout: 4000 });
const currentPhase = () =>
  within(screen.getByRole('group', { name: 'Draft phase' })).getByText(
    (_, el) => el?.getAttribute('aria-current') === 'step',
  );
const feed = () => screen.getByRole('list', { name: 'Picks feed' });
const game = (opponent: string) =>
  screen
    .getAllByRole('listitem')
    .find((li) => li.classList.contains('dr-game') && li.textContent?.includes(opponent))!;

describe('Draft room', () => {
  it.each([
    ['setup_open', 'Pre-Draft'],
    ['setup_locked', 'Pre-Draft'],
    ['active', 'Draft'],
    ['paused', 'Draft'],
    ['complete', 'Post-Draft'],
  ] as const)('shows the phase for %s as %s', async (state, phase) => {
    open({ state });
    await ready();
    expect(currentPhase()).toHaveTextContent(phase);
  });

  it('shows who is on the clock with a live countdown from the server deadline', async () => {
    open({ state: 'active', pickClockSec: 90 });
    await ready();
    expect(screen.getByText('Your turn!')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    // 90 s clock that just started: 1:30 or 1:29 by the time it renders.
    expect(timer.textContent).toMatch(/^1:(30|29)$/);
    await waitFor(() => expect(timer.textContent).toMatch(/^1:2\d$/), { timeout: 3000 });
    expect(document.title.startsWith('● Your turn · ')).toBe(true);
  });

  it('freezes the clock while paused', async () => {
    open({ state: 'paused' });
    await ready();
    expect(screen.getByRole('timer')).toHaveTextContent('0:45');
    await new Promise((r) => setTimeout(r, 1200));
    expect(screen.getByRole('timer')).toHaveTextContent('0:45');
  });

  it('shows owner controls only to the draft owner', async () => {
    open({ state: 'active' });
    await ready();
    expect(screen.getByRole('heading', { name: 'Owner controls' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo last pick' })).toBeInTheDocument();
  });

  it('hides owner controls from other members', async () => {
    open({ state: 'active', viewerUserId: MOCK_MEMBER_ID, madePicks: 1 });
    await ready();
    expect(screen.queryByRole('heading', { name: 'Owner controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    // Not their turn (Demo Fan is on the clock): no Draft button is live.
    for (const button of screen.getAllByRole('button', { name: /^Draft / }))
      expect(button).toBeDisabled();
  });

  it('runs the setup: fills the rounds, locks and starts', async () => {
    const user = userEvent.setup();
    open({ state: 'setup_open', madePicks: 0, rounds: 3 });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Enough rounds for every game' }));
    // 3 upcoming home games (the others are final), 3 members with one share each: 1 round.
    await waitFor(() => expect(screen.getByLabelText('Rounds')).toHaveValue(1));
    await user.click(screen.getByRole('button', { name: 'Move Demo Fan up' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Draft order' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Demo Fan'),
    );
    await user.click(screen.getByRole('button', { name: 'Lock setup' }));
    await user.click(await screen.findByRole('button', { name: 'Start draft' }));
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Draft'));
    expect(await screen.findByText('Your turn!')).toBeInTheDocument();
  });

  it('picks a game on my turn and the board and feed show it', async () => {
    const user = userEvent.setup();
    open({ state: 'active' });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Draft Washington Commanders' }));
    await waitFor(() => expect(feed()).toHaveTextContent('Demo Fan took Washington Commanders'));
    expect(screen.queryByRole('button', { name: 'Draft Washington Commanders' })).toBeNull();
    expect(screen.queryByText('Your turn!')).toBeNull();
  });

  it("shows the server's refusal as a toast and keeps the game", async () => {
    const user = userEvent.setup();
    open({ state: 'active' });
    await ready();
    server.use(
      graphql.mutation('MakePick', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'That game was just taken',
              extensions: { code: 'CONFLICT', reason: 'game_taken' },
            },
          ],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Draft Detroit Lions' }));
    expect(await screen.findByText('That game was just taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draft Detroit Lions' })).toBeEnabled();
  });

  it('updates the board from the live stream when another member picks', async () => {
    open({ state: 'active', madePicks: 0 });
    await ready();
    // Sam is first and on the clock.
    expect(screen.queryByText('Your turn!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Draft Kansas City Chiefs' })).toBeDisabled();
    // Sam picks on their own device: the server publishes the pick to everyone in the room.
    await waitFor(() => expect(mockDraftBackend.feed.listeners.size).toBeGreaterThan(0));
    const chiefs = mockDraftBackend.room().games.find((g) => g.opponent === 'Kansas City Chiefs')!;
    act(() => {
      mockDraftBackend.pick(chiefs.id);
    });
    await waitFor(() => expect(feed()).toHaveTextContent('Sam Friend took Kansas City Chiefs'), {
      timeout: 4000,
    });
    expect(screen.getByText('Your turn!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draft Kansas City Chiefs' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Draft Detroit Lions' })).toBeEnabled();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });

  it('polls every 1.5 s while the live stream is down, and shows it', async () => {
    server.use(http.get('*/api/drafts/:draftId/events', () => HttpResponse.error()));
    open({ state: 'active', madePicks: 0 });
    await ready();
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    const chiefs = mockDraftBackend.room().games.find((g) => g.opponent === 'Kansas City Chiefs')!;
    mockDraftBackend.pick(chiefs.id);
    await waitFor(() => expect(feed()).toHaveTextContent('Sam Friend took Kansas City Chiefs'), {
      timeout: 4000,
    });
  });

  it('reorders my queue from the keyboard', async () => {
    const user = userEvent.setup();
    open({ state: 'active' });
    await ready();
    const queue = () =>
      within(screen.getByRole('list', { name: 'My queue' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.dr-queue__name')?.textContent);
    // Ranked by score; Sam already took the Chiefs.
    expect(queue()).toEqual(['Detroit Lions', 'Washington Commanders']);
    screen.getByRole('button', { name: 'Move Washington Commanders up' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queue()).toEqual(['Washington Commanders', 'Detroit Lions']));
    expect(within(game('Washington Commanders')).getByText('My rank #1')).toBeInTheDocument();
  });

  it('finishes the draft now after a confirmation', async () => {
    const user = userEvent.setup();
    open({ state: 'active' });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Finish now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the draft now?' });
    expect(dialog).toHaveTextContent(FINISH_NOW_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Finish draft' }));
    await waitFor(() => expect(currentPhase()).toHaveTextContent('Post-Draft'));
    expect(screen.getByRole('list', { name: "Demo Fan's games" })).toBeInTheDocument();
  });
});
