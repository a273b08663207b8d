import { UNNAMED_PERSON } from '@tiix/domain';
import * as sample from '../fixtures/sample';
import { CHAT_NAMES, iso, MOCK_FRIEND_ID, MOCK_USER_ID } from '../fixtures/sample';
import type { ChatMessage as Message } from '../fixtures/sample';
import { addResolvers, Feed, graphqlHandler } from './schema';
import { mockTeamsBackend } from './teams';

type ChatEvent = { type: 'posted' | 'edited' | 'removed'; message: Message };

const firstTeamId = () => mockTeamsBackend.teams.keys().next().value ?? '';

/** The team chat; the signed-in member is `viewerUserId`. `reset()` between tests. */
export const mockChatBackend = {
  messages: [] as Message[],
  viewerUserId: MOCK_USER_ID,
  lastRead: new Map<string, number>(),
  feed: new Feed<ChatEvent>(),

  reset(options: { viewerUserId?: string; empty?: boolean } = {}) {
    this.viewerUserId = options.viewerUserId ?? MOCK_USER_ID;
    this.messages = options.empty ? [] : sample.sampleChat(firstTeamId());
    this.lastRead.clear();
  },

  /** A message from someone else (stories and tests use it to show a live arrival). */
  receive(body: string, authorId = MOCK_FRIEND_ID, teamId = firstTeamId()) {
    const message = this.insert(teamId, 'user', authorId, body);
    this.feed.publish({ type: 'posted', message });
    return message;
  },

  insert(teamId: string, kind: string, authorId: string | null, body: string, gameId?: string) {
    const seq = (this.messages.at(-1)?.seq ?? 0) + 1;
    this.messages.push(sample.chatMessage(seq, teamId, kind, authorId, body, gameId));
    return this.messages.at(-1)!;
  },

  unread(teamId: string): number {
    const read = this.lastRead.get(teamId) ?? 0;
    return this.messages.filter(
      (m) =>
        m.teamId === teamId && m.seq > read && !m.deletedBy && m.authorId !== this.viewerUserId,
    ).length;
  },
};

const name = (userId: string | null | undefined) =>
  userId ? (CHAT_NAMES[userId] ?? UNNAMED_PERSON) : null;

/** A stored message as the viewer sees it. */
function view(m: Message) {
  const team = mockTeamsBackend.teams.get(m.teamId);
  const game = m.gameId ? team?.games.find((g) => g.id === m.gameId) : undefined;
  return {
    ...m,
    seq: String(m.seq),
    authorName: name(m.authorId),
    removed: !!m.deletedBy,
    removedByOwner: !!m.deletedBy && m.deletedBy !== m.authorId,
    mine: m.authorId === mockChatBackend.viewerUserId,
    game: game ? { ...game, tiixRank: null, tiixStars: null } : null,
    gameHolderName: name(game?.assignedTo),
  };
}

const message = (id: string) => mockChatBackend.messages.find((m) => m.id === id)!;
const publish = (type: ChatEvent['type'], m: Message) => {
  mockChatBackend.feed.publish({ type, message: m });
  return view(m);
};

addResolvers({
  chatMessages: ({ teamId, before, limit }) => {
    const size = Math.max(1, Math.min(limit ?? 30, 100));
    const older = mockChatBackend.messages
      .filter((m) => m.teamId === teamId && (before == null || m.seq < Number(before)))
      .reverse();
    const page = older.slice(0, size).reverse();
    return {
      messages: page.map(view),
      olderCursor: older.length > size ? String(page[0]!.seq) : null,
    };
  },
  postChatMessage: ({ teamId, body, gameId }) => {
    const team = mockTeamsBackend.get(teamId);
    const m = mockChatBackend.insert(
      team.id,
      gameId ? 'game' : 'user',
      mockChatBackend.viewerUserId,
      body.trim(),
      gameId ?? null,
    );
    mockChatBackend.lastRead.set(team.id, m.seq);
    return publish('posted', m);
  },
  editChatMessage: ({ messageId, body }) =>
    publish('edited', Object.assign(message(messageId), { body: body.trim(), editedAt: iso() })),
  removeChatMessage: ({ messageId }) =>
    publish(
      'removed',
      Object.assign(message(messageId), {
        body: '',
        gameId: null,
        deletedBy: mockChatBackend.viewerUserId,
        canRemove: false,
      }),
    ),
  markChatRead: ({ teamId, upTo }) => {
    const latest = Math.max(
      0,
      ...mockChatBackend.messages.filter((m) => m.teamId === teamId).map((m) => m.seq),
    );
    const read = Math.max(
      mockChatBackend.lastRead.get(teamId) ?? 0,
      upTo != null ? Math.min(Number(upTo), latest) : latest,
    );
    mockChatBackend.lastRead.set(teamId, read);
    return mockChatBackend.unread(teamId);
  },
  chatUnreadCount: ({ teamId }) => mockChatBackend.unread(mockTeamsBackend.get(teamId).id),
  myChatUnread: () =>
    [...mockTeamsBackend.teams.keys()].map((teamId) => ({
      teamId,
      count: mockChatBackend.unread(teamId),
    })),
  chatEvents: ({ teamId }) =>
    mockChatBackend.feed.stream(({ type, message: m }) =>
      m.teamId === teamId ? { chatEvents: { type, teamId, message: view(m) } } : undefined,
    ),
  chatUnreadChanged: () =>
    mockChatBackend.feed.stream(({ type, message: m }) =>
      type !== 'edited' && m.authorId !== mockChatBackend.viewerUserId
        ? { chatUnreadChanged: { teamId: m.teamId, count: mockChatBackend.unread(m.teamId) } }
        : undefined,
    ),
});
mockChatBackend.reset();

export const chatHandlers = [graphqlHandler];
