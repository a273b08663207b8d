import { TEAM_NOT_FOUND_OR_DENIED } from '@tiix/domain';
import { graphql, http, HttpResponse } from 'msw';
import { MOCK_FRIEND_ID, MOCK_USER_ID, mockTeamsBackend } from './teams';

/**
 * The team chat for standalone dev, Storybook and component tests: the same operation names,
 * shapes, rules and messages as the server's chat module, with live `chatEvents` over
 * server-sent events. The signed-in user is the demo owner unless `viewerUserId` says otherwise.
 */

const MAX_LENGTH = 2000;

type Kind = 'user' | 'system' | 'game';

interface MockChatMessage {
  id: string;
  teamId: string;
  seq: number;
  kind: Kind;
  authorId: string | null;
  body: string;
  gameId: string | null;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

type Listener = (event: {
  type: 'posted' | 'edited' | 'removed';
  message: MockChatMessage;
}) => void;

const NAMES: Record<string, string> = { [MOCK_USER_ID]: 'Alex', [MOCK_FRIEND_ID]: 'Jordan' };

let seq = 0;

function demoMessages(teamId: string): MockChatMessage[] {
  const start = Date.now() - 3 * 3_600_000;
  const make = (kind: Kind, authorId: string | null, body: string, minutes: number) => ({
    id: `chat-${++seq}`,
    teamId,
    seq,
    kind,
    authorId,
    body,
    gameId: null,
    createdAt: new Date(start + minutes * 60_000).toISOString(),
    editedAt: null,
    deletedAt: null,
    deletedBy: null,
  });
  return [
    make('system', null, 'The draft is complete. Every drafted game now has its holder.', 0),
    make(
      'user',
      MOCK_FRIEND_ID,
      'Great draft, everyone! Parking info: https://example.com/parking',
      5,
    ),
    make('user', MOCK_USER_ID, 'Thanks! See you at the opener.', 9),
  ];
}

export const mockChatBackend = {
  messages: [] as MockChatMessage[],
  viewerUserId: MOCK_USER_ID,
  lastRead: new Map<string, number>(),
  listeners: new Set<Listener>(),

  reset(options: { viewerUserId?: string; empty?: boolean } = {}) {
    seq = 0;
    this.viewerUserId = options.viewerUserId ?? MOCK_USER_ID;
    this.messages = options.empty ? [] : demoMessages(firstTeamId());
    this.lastRead.clear();
  },

  /** A message from someone else (stories and tests use it to show a live arrival). */
  receive(body: string, authorId = MOCK_FRIEND_ID, teamId = firstTeamId()) {
    const message = this.insert(teamId, 'user', authorId, body, null);
    this.emit('posted', message);
    return message;
  },

  insert(teamId: string, kind: Kind, authorId: string | null, body: string, gameId: string | null) {
    const message: MockChatMessage = {
      id: `chat-${++seq}`,
      teamId,
      seq,
      kind,
      authorId,
      body,
      gameId,
      createdAt: new Date().toISOString(),
      editedAt: null,
      deletedAt: null,
      deletedBy: null,
    };
    this.messages.push(message);
    return message;
  },

  emit(type: 'posted' | 'edited' | 'removed', message: MockChatMessage) {
    for (const listener of this.listeners) listener({ type, message });
  },

  unread(teamId: string): number {
    const read = this.lastRead.get(teamId) ?? 0;
    return this.messages.filter(
      (m) =>
        m.teamId === teamId && m.seq > read && !m.deletedAt && m.authorId !== this.viewerUserId,
    ).length;
  },
};

function firstTeamId(): string {
  return mockTeamsBackend.teams.keys().next().value ?? '';
}

const team = (teamId: unknown) =>
  typeof teamId === 'string' ? (mockTeamsBackend.teams.get(teamId) ?? null) : null;

const isOwner = (teamId: string) => team(teamId)?.ownerId === mockChatBackend.viewerUserId;

interface GqlBody {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, string> }[];
}

const gqlError = (message: string, code: string, reason?: string) =>
  HttpResponse.json<GqlBody>({
    data: null,
    errors: [{ message, extensions: { code, ...(reason ? { reason } : {}) } }],
  });
const TEAM_NOT_FOUND = () => gqlError(TEAM_NOT_FOUND_OR_DENIED, 'NOT_FOUND');
const MESSAGE_NOT_FOUND = () => gqlError('Message not found', 'NOT_FOUND');

function bodyError(raw: string, allowEmpty: boolean) {
  const body = raw.trim();
  if (!body && !allowEmpty) return gqlError('Write a message first.', 'BAD_USER_INPUT', 'empty');
  if (body.length > MAX_LENGTH) {
    return gqlError(
      `Messages can be at most 2,000 characters; this one has ${body.length.toLocaleString('en-US')}.`,
      'BAD_USER_INPUT',
      'too_long',
    );
  }
  return null;
}

/** A stored message in the GraphQL shape, for the viewer. */
function toGql(m: MockChatMessage) {
  const t = team(m.teamId);
  const game = m.gameId && !m.deletedAt ? t?.games.find((g) => g.id === m.gameId) : undefined;
  const mine = m.authorId != null && m.authorId === mockChatBackend.viewerUserId;
  const holder = game?.assignedTo ?? null;
  return {
    __typename: 'ChatMessage',
    id: m.id,
    teamId: m.teamId,
    seq: String(m.seq),
    kind: m.kind,
    authorId: m.authorId,
    authorName: m.authorId ? (NAMES[m.authorId] ?? 'Teammate') : null,
    body: m.body,
    createdAt: m.createdAt,
    editedAt: m.editedAt,
    removed: m.deletedAt != null,
    removedByOwner: m.deletedAt != null && m.deletedBy !== m.authorId,
    mine,
    canRemove: !m.deletedAt && (mine || isOwner(m.teamId)),
    game: game
      ? {
          __typename: 'Game',
          id: game.id,
          opponent: game.opponent,
          isHome: game.isHome,
          gameDate: game.gameDate,
          kickoffEpochMs: game.kickoffEpochMs,
          kickoffTz: game.kickoffTz,
          tzAbbr: game.tzAbbr,
          venue: game.venue,
          finalScore: game.finalScore,
          tiixRank: null,
          tiixStars: null,
        }
      : null,
    gameHolderName: holder ? (NAMES[holder] ?? 'Teammate') : null,
  };
}

const encoder = new TextEncoder();

/** `chatEvents` and `chatUnreadChanged` over SSE, in the format Yoga sends. */
const chatStreams = http.post('*/v1/graphql', async ({ request }) => {
  if (!request.headers.get('accept')?.includes('text/event-stream')) return undefined;
  const body = (await request.clone().json()) as {
    operationName?: string;
    variables?: { teamId?: string };
  };
  if (body.operationName !== 'ChatEvents' && body.operationName !== 'ChatUnreadChanged') {
    return undefined;
  }
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (data: object) =>
        controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify({ data })}\n\n`));
      const listener: Listener = ({ type, message }) => {
        if (body.operationName === 'ChatEvents') {
          if (message.teamId !== body.variables?.teamId) return;
          send({ chatEvents: { type, teamId: message.teamId, message: toGql(message) } });
        } else if (type !== 'edited' && message.authorId !== mockChatBackend.viewerUserId) {
          const teamId = message.teamId;
          send({ chatUnreadChanged: { teamId, count: mockChatBackend.unread(teamId) } });
        }
      };
      mockChatBackend.listeners.add(listener);
      stop = () => mockChatBackend.listeners.delete(listener);
    },
    cancel() {
      stop();
    },
  });
  return new HttpResponse(stream, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });
});

type Vars = Record<string, unknown>;

function ownMessage(id: unknown) {
  return mockChatBackend.messages.find((m) => m.id === id) ?? null;
}

export const chatHandlers = [
  chatStreams,
  graphql.query('ChatTeam', ({ variables }) => {
    const t = team(variables.id);
    return HttpResponse.json<GqlBody>({
      data: {
        team: t
          ? {
              __typename: 'Team',
              id: t.id,
              name: t.name,
              league: t.league,
              plan: t.plan,
              myRole: t.ownerId === mockChatBackend.viewerUserId ? 'owner' : 'member',
            }
          : null,
      },
    });
  }),
  graphql.query('ChatMessages', ({ variables }) => {
    const { teamId, before, limit } = variables as Vars;
    if (!team(teamId)) return TEAM_NOT_FOUND();
    const size = Math.max(1, Math.min(Number(limit ?? 30), 100));
    const older = mockChatBackend.messages
      .filter((m) => m.teamId === teamId && (before == null || m.seq < Number(before)))
      .sort((a, b) => b.seq - a.seq);
    const page = older.slice(0, size).reverse();
    return HttpResponse.json<GqlBody>({
      data: {
        chatMessages: {
          __typename: 'ChatPage',
          messages: page.map(toGql),
          olderCursor: older.length > size ? String(page[0]!.seq) : null,
        },
      },
    });
  }),
  graphql.mutation('PostChatMessage', ({ variables }) => {
    const { teamId, body, gameId } = variables as Vars;
    const t = team(teamId);
    if (!t) return TEAM_NOT_FOUND();
    const refused = bodyError(String(body ?? ''), gameId != null);
    if (refused) return refused;
    if (gameId != null && !t.games.some((g) => g.id === gameId)) {
      return gqlError('Game not found in this team', 'NOT_FOUND', 'game_not_found');
    }
    const message = mockChatBackend.insert(
      t.id,
      gameId ? 'game' : 'user',
      mockChatBackend.viewerUserId,
      String(body).trim(),
      (gameId as string | null) ?? null,
    );
    mockChatBackend.lastRead.set(t.id, message.seq);
    mockChatBackend.emit('posted', message);
    return HttpResponse.json<GqlBody>({ data: { postChatMessage: toGql(message) } });
  }),
  graphql.mutation('EditChatMessage', ({ variables }) => {
    const message = ownMessage(variables.messageId);
    if (!message) return MESSAGE_NOT_FOUND();
    if (message.kind === 'system' || message.authorId !== mockChatBackend.viewerUserId) {
      return gqlError('You can only edit your own messages.', 'FORBIDDEN', 'not_author');
    }
    if (message.deletedAt) return gqlError('This message was removed.', 'CONFLICT', 'removed');
    const refused = bodyError(String(variables.body ?? ''), message.kind === 'game');
    if (refused) return refused;
    message.body = String(variables.body).trim();
    message.editedAt = new Date().toISOString();
    mockChatBackend.emit('edited', message);
    return HttpResponse.json<GqlBody>({ data: { editChatMessage: toGql(message) } });
  }),
  graphql.mutation('RemoveChatMessage', ({ variables }) => {
    const message = ownMessage(variables.messageId);
    if (!message) return MESSAGE_NOT_FOUND();
    const mine = message.authorId === mockChatBackend.viewerUserId;
    if (!mine && !isOwner(message.teamId)) {
      return gqlError(
        'Only the author or the team owner can remove a message.',
        'FORBIDDEN',
        'not_allowed',
      );
    }
    if (!message.deletedAt) {
      Object.assign(message, {
        body: '',
        gameId: null,
        deletedAt: new Date().toISOString(),
        deletedBy: mockChatBackend.viewerUserId,
      });
      mockChatBackend.emit('removed', message);
    }
    return HttpResponse.json<GqlBody>({ data: { removeChatMessage: toGql(message) } });
  }),
  graphql.mutation('MarkChatRead', ({ variables }) => {
    const { teamId, upTo } = variables as Vars;
    if (!team(teamId)) return TEAM_NOT_FOUND();
    const latest = Math.max(
      0,
      ...mockChatBackend.messages.filter((m) => m.teamId === teamId).map((m) => m.seq),
    );
    const wanted = upTo != null ? Math.min(Number(upTo), latest) : latest;
    const id = teamId as string;
    mockChatBackend.lastRead.set(id, Math.max(mockChatBackend.lastRead.get(id) ?? 0, wanted));
    return HttpResponse.json<GqlBody>({ data: { markChatRead: mockChatBackend.unread(id) } });
  }),
  graphql.query('ChatUnreadCount', ({ variables }) => {
    if (!team(variables.teamId)) return TEAM_NOT_FOUND();
    return HttpResponse.json<GqlBody>({
      data: { chatUnreadCount: mockChatBackend.unread(variables.teamId as string) },
    });
  }),
  graphql.query('MyChatUnread', () =>
    HttpResponse.json<GqlBody>({
      data: {
        myChatUnread: [...mockTeamsBackend.teams.keys()].map((teamId) => ({
          __typename: 'ChatUnread',
          teamId,
          count: mockChatBackend.unread(teamId),
        })),
      },
    }),
  ),
];

mockChatBackend.reset();
