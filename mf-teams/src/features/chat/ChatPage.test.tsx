import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, createGraphqlClient, signedIn } from '@tiix/shared-data';
import {
  handlers,
  mockChatBackend,
  mockTeamsBackend,
  MOCK_TEAM_ID,
  MOCK_USER_ID,
} from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import ChatPage from './ChatPage';
import { ShareToChatButton, SHARED } from './ShareToChatButton';
import { TeamChatLink } from './TeamChatLink';
import { MESSAGE_REMOVED, REMOVED_BY_OWNER } from './ChatMessageItem';

const server = setupMswServer(...handlers);
beforeEach(() => {
  mockTeamsBackend.reset();
  mockChatBackend.reset();
});

const FRIEND_ID = '00000000-0000-4000-8000-000000000002';

function renderPage(ui = <ChatPage />, path = '/app/teams/:teamId/chat') {
  const store = createAppStore();
  store.dispatch(signedIn({ userId: MOCK_USER_ID, email: 'demo@tiix.dev' }));
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  return render(
    <ReduxProvider store={store}>
      <UrqlProvider value={client}>
        <MemoryRouter initialEntries={[`/app/teams/${MOCK_TEAM_ID}/chat`]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </UrqlProvider>
    </ReduxProvider>,
  );
}

const messageList = () => screen.findByRole('list');
const composer = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatPage', () => {
  it('shows the history with system lines apart and links clickable, text never as markup', async () => {
    mockChatBackend.receive('<b>bold?</b> tickets at https://tickets.example.com/a?b=1 ok');
    renderPage();
    const list = await messageList();
    expect(
      within(list)
        .getByText(/The draft is complete/)
        .closest('li'),
    ).toHaveClass('tm-chat-msg--system');
    const link = within(list).getByRole('link', { name: 'https://tickets.example.com/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/a?b=1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // The markup is shown as typed: no <b> element is created from it.
    expect(within(list).getByText(/<b>bold\?<\/b>/)).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
  });

  it('Enter sends, Shift+Enter adds a line', async () => {
    const user = userEvent.setup();
    renderPage();
    await messageList();
    await user.type(composer(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(composer()).toHaveValue('First line\nsecond line');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/First line\s+second line/)).toBeInTheDocument();
    expect(composer()).toHaveValue('');
    expect(mockChatBackend.messages.at(-1)).toMatchObject({
      authorId: MOCK_USER_ID,
      body: 'First line\nsecond line',
    });
  });

  it('counts down near the limit, refuses more, and keeps the text when sending fails', async () => {
    const user = userEvent.setup();
    renderPage();
    await messageList();
    const box = composer();
    await user.click(box);
    await user.paste('x'.repeat(1990));
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await user.paste('y'.repeat(15));
    expect(screen.getByText('5 characters over the 2,000 limit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.clear(box);
    server.use(
      graphql.mutation('PostChatMessage', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: "You're sending messages too fast. Try again in 12 seconds.",
              extensions: { code: 'RATE_LIMITED' },
            },
          ],
        }),
      ),
    );
    await user.type(box, 'Do not lose me{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're sending messages too fast. Try again in 12 seconds.",
    );
    expect(box).toHaveValue('Do not lose me');
  });

  it("shows another member's message live and announces it", async () => {
    renderPage();
    await messageList();
    // The stream opens asynchronously; send until it is delivered.
    await waitFor(
      async () => {
        if (!screen.queryByText('Who has the Giants game?')) {
          await act(async () => {
            mockChatBackend.receive('Who has the Giants game?', FRIEND_ID, MOCK_TEAM_ID);
          });
        }
        expect(screen.getAllByText('Who has the Giants game?').length).toBeGreaterThan(0);
      },
      { timeout: 4000 },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Jordan: Who has the Giants game?');
  });

  it('edits and deletes your own message; the owner removes a teammate’s', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await messageList();
    const own = within(list).getByText('Thanks! See you at the opener.').closest('li')!;
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const edit = within(own).getByRole('textbox', { name: 'Edit message' });
    await user.clear(edit);
    await user.type(edit, 'Thanks! See you at the opener, gate B.{Enter}');
    expect(await within(list).findByText('Thanks! See you at the opener, gate B.')).toBeVisible();
    expect(within(list).getByText('(edited)')).toBeInTheDocument();

    const mine = within(list).getByText('Thanks! See you at the opener, gate B.').closest('li')!;
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(await within(list).findByText(MESSAGE_REMOVED)).toBeInTheDocument();

    // The demo viewer owns the team: a teammate's message can be removed, not edited.
    const theirs = within(list)
      .getByText(/Great draft, everyone!/)
      .closest('li')!;
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(theirs).getByRole('button', { name: 'Remove' }));
    await user.click(within(theirs).getByRole('button', { name: 'Remove' }));
    expect(await within(list).findByText(REMOVED_BY_OWNER)).toBeInTheDocument();
  });

  it('a member who is not the owner gets no Remove on others’ messages', async () => {
    mockChatBackend.viewerUserId = FRIEND_ID;
    // As the server answers them: only their own messages may be removed.
    for (const m of mockChatBackend.messages) m.canRemove = m.authorId === FRIEND_ID;
    renderPage();
    const list = await messageList();
    const theirs = within(list).getByText('Thanks! See you at the opener.').closest('li')!;
    expect(within(theirs).queryByRole('button')).toBeNull();
  });

  it('loads older messages on demand', async () => {
    const user = userEvent.setup();
    mockChatBackend.reset({ empty: true });
    for (let i = 1; i <= 35; i++) mockChatBackend.receive(`message ${i}`);
    renderPage();
    const list = await messageList();
    expect(within(list).getByText('message 35')).toBeInTheDocument();
    expect(within(list).queryByText('message 5')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(list).findByText('message 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });
});

describe('Share to chat and the unread link', () => {
  it('shares a game as a card in the chat', async () => {
    const user = userEvent.setup();
    const game = mockTeamsBackend.teams.get(MOCK_TEAM_ID)!.games[0]!;
    renderPage(<ShareToChatButton teamId={MOCK_TEAM_ID} gameId={game.id} />);
    await user.click(screen.getByRole('button', { name: 'Share to chat' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SHARED);
    expect(mockChatBackend.messages.at(-1)).toMatchObject({ kind: 'game', gameId: game.id });
  });

  it('shows the unread count on the team chat link', async () => {
    mockChatBackend.receive('one');
    mockChatBackend.receive('two');
    renderPage(<TeamChatLink teamId={MOCK_TEAM_ID} />);
    // The demo history's system line and teammate message, plus the two new ones.
    expect(await screen.findByRole('link', { name: 'Team chat, 4 unread' })).toHaveAttribute(
      'href',
      `/app/teams/${MOCK_TEAM_ID}/chat`,
    );
  });
});
