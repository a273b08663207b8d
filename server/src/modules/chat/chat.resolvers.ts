import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../context.js';
import { selectedFieldsAt } from '../../graphql/selection.js';
import { leasedEvents } from '../../realtime/streams.js';
import type { ChatMessage as GqlChatMessage, Resolvers } from '../../generated/graphql.js';
import type { Game as GqlGame } from '../../generated/graphql.js';
import {
  findTeamAccess,
  requireTeamRole,
  requireUser,
  teamMemberNames,
} from '../membership/membership.js';
import {
  toPayload,
  type ChatEventPayload,
  type ChatMessagePayload,
  type ChatUnreadPayload,
} from './chat.events.js';
import { sharedGame, sharedGameId, unreadInTeam } from './chat-reads.js';
import * as service from './chat.service.js';
import type { ChatMessageRecord } from './chat.service.js';

const ctxOf = (ctx: GraphQLContext): service.ChatContext => ({
  db: ctx.db,
  auth: ctx.auth,
  deps: service.chatDepsFrom(ctx.deps),
});

/**
 * Messages travel between resolvers as their live payload (the same shape a subscription
 * delivers); codegen has no mappers, so these casts are the one place that shortcut lives.
 */
const asGql = (m: ChatMessagePayload): GqlChatMessage => m as unknown as GqlChatMessage;
const nodeOf = (m: GqlChatMessage): ChatMessagePayload => m as unknown as ChatMessagePayload;
const fromRow = (row: ChatMessageRecord) => asGql(toPayload(row));

// Per request (or per open subscription), on the context's memo: names, roles and games are
// read once, not once per message. A page's read fills the memo with the values themselves, so
// its messages' fields answer at once; a message read alone (posted, live) reads them on demand.
/** A memo's value: already read, or being read. */
type Read<T> = T | Promise<T>;
const after = <T, R>(value: Read<T>, next: (value: T) => Read<R>): Read<R> =>
  value instanceof Promise ? value.then(next) : next(value);

const nameKey = (teamId: string, userId: string) => `chat:name:${teamId}:${userId}`;

function nameOf(ctx: GraphQLContext, teamId: string, userId: string): Read<string | null> {
  return ctx.memo.once<Read<string | null>>(nameKey(teamId, userId), () =>
    teamMemberNames(ctx.db, teamId, [userId]).then((names) => names.get(userId) ?? null),
  );
}

const roleKey = (teamId: string) => `chat:role:${teamId}`;

function callerRole(ctx: GraphQLContext, teamId: string): Read<string | null> {
  const userId = ctx.auth.userId;
  if (!userId) return null;
  return ctx.memo.once<Read<string | null>>(roleKey(teamId), () =>
    findTeamAccess(ctx.db, userId, teamId).then((a) => a?.role ?? null),
  );
}

const gameKey = (teamId: string, gameId: string) => `chat:game:${teamId}:${gameId}`;

/** The game a message shares (`sharedGame`), read once per request for every field asking. */
function messageGame(ctx: GraphQLContext, message: ChatMessagePayload): Read<GqlGame | null> {
  const gameId = sharedGameId(message);
  if (!gameId) return null;
  return ctx.memo.once<Read<GqlGame | null>>(gameKey(message.teamId, gameId), () =>
    sharedGame(ctx.db, message.teamId, message).then((game) => (game as GqlGame | null) ?? null),
  );
}

/**
 * Fills the role, name and game memos with what the page's read found: its fields read nothing
 * more. The games are in the API's shape: the caller's own Game fields (myScore, ...) are the
 * scoring module's resolvers', so the cast says so.
 */
function primePage(ctx: GraphQLContext, teamId: string, page: service.ChatPage) {
  ctx.memo.set<Read<string | null>>(roleKey(teamId), page.role);
  const named = (userId: string | null) => {
    if (userId)
      ctx.memo.set<Read<string | null>>(nameKey(teamId, userId), page.names.get(userId) ?? null);
  };
  for (const message of page.messages) {
    named(message.authorId);
    const gameId = sharedGameId(message);
    if (!gameId) continue;
    const game = page.games.get(gameId) ?? null;
    ctx.memo.set<Read<GqlGame | null>>(gameKey(teamId, gameId), game as GqlGame | null);
    named(game?.assignedTo ?? null);
  }
}

/**
 * The Game fields a page's messages ask for: their `game`'s, and the holder when they ask for
 * `gameHolderName`. The page's shared games carry these only; each page of a request primes
 * the memo and its messages' fields read it at once, before another page's read can answer.
 */
function pageGameFields(info: GraphQLResolveInfo): Set<string> {
  const fields = selectedFieldsAt(info, ['messages', 'game']);
  if (selectedFieldsAt(info, ['messages']).has('gameHolderName')) fields.add('assignedTo');
  return fields;
}

/**
 * Live streams of a team's chat and of the caller's unread counts: checked and counted against
 * the caller's cap of open streams when subscribing; the team's stream completes when the
 * caller leaves the team, both when the server stops (realtime/streams.ts).
 */
async function subscribeChatEvents(ctx: GraphQLContext, teamId: string) {
  // Refused here, before the stream opens: the caller gets a normal GraphQL error.
  const access = await requireTeamRole(ctx, teamId);
  const realtime = service.chatDepsFrom(ctx.deps).realtime;
  const lease = await realtime.streams.open({ userId: access.userId, kind: 'chat', teamId });
  return leasedEvents(lease, realtime.subscribe('chat', teamId));
}

async function subscribeUnread(ctx: GraphQLContext) {
  const userId = requireUser(ctx.auth);
  const realtime = service.chatDepsFrom(ctx.deps).realtime;
  const lease = await realtime.streams.open({ userId, kind: 'chat-unread', teamId: null });
  return leasedEvents(lease, realtime.subscribe('chatUnread', userId));
}

export const chatResolvers: Resolvers = {
  Query: {
    chatMessages: async (_p, args, ctx, info) => {
      const page = await service.chatMessages(ctxOf(ctx), args.teamId, args, pageGameFields(info));
      primePage(ctx, args.teamId, page);
      return { messages: page.messages.map(asGql), olderCursor: page.olderCursor };
    },
    chatUnreadCount: (_p, args, ctx) => service.unreadCount(ctxOf(ctx), args.teamId),
    myChatUnread: async (_p, _a, ctx) =>
      [...(await service.myUnread(ctxOf(ctx)))].map(([teamId, count]) => ({ teamId, count })),
  },
  Mutation: {
    postChatMessage: async (_p, args, ctx) =>
      fromRow(
        await service.postMessage(ctxOf(ctx), args.teamId, {
          body: args.body,
          gameId: args.gameId ?? null,
        }),
      ),
    editChatMessage: async (_p, args, ctx) =>
      fromRow(await service.editMessage(ctxOf(ctx), args.messageId, args.body)),
    removeChatMessage: async (_p, args, ctx) =>
      fromRow(await service.removeMessage(ctxOf(ctx), args.messageId)),
    markChatRead: (_p, args, ctx) => service.markChatRead(ctxOf(ctx), args.teamId, args.upTo),
  },
  Subscription: {
    chatEvents: {
      subscribe: (_p, args, ctx) => subscribeChatEvents(ctx, args.teamId),
      resolve: (payload: ChatEventPayload) => ({
        type: payload.type,
        teamId: payload.teamId,
        message: asGql(payload.message),
      }),
    },
    chatUnreadChanged: {
      subscribe: (_p, _a, ctx) => subscribeUnread(ctx),
      resolve: async (payload: ChatUnreadPayload, _a: unknown, ctx: GraphQLContext) => {
        const userId = requireUser(ctx.auth);
        return {
          teamId: payload.teamId,
          count: await unreadInTeam(ctx.db, userId, payload.teamId),
        };
      },
    },
  },
  ChatMessage: {
    seq: (m) => String(nodeOf(m).seq),
    createdAt: (m) => nodeOf(m).createdAt,
    editedAt: (m) => nodeOf(m).editedAt,
    removed: (m) => nodeOf(m).deletedAt != null,
    removedByOwner: (m) => {
      const node = nodeOf(m);
      return node.deletedAt != null && node.deletedBy != null && node.deletedBy !== node.authorId;
    },
    mine: (m, _a, ctx) => ctx.auth.userId != null && nodeOf(m).authorId === ctx.auth.userId,
    canRemove: (m, _a, ctx) => {
      const node = nodeOf(m);
      if (node.deletedAt) return false;
      if (ctx.auth.userId != null && node.authorId === ctx.auth.userId) return true;
      return after(callerRole(ctx, node.teamId), (role) => role === 'owner');
    },
    authorName: (m, _a, ctx) => {
      const node = nodeOf(m);
      return node.authorId ? nameOf(ctx, node.teamId, node.authorId) : null;
    },
    game: (m, _a, ctx) => messageGame(ctx, nodeOf(m)),
    gameHolderName: (m, _a, ctx) => {
      const node = nodeOf(m);
      return after(messageGame(ctx, node), (game) =>
        game?.assignedTo ? nameOf(ctx, node.teamId, game.assignedTo) : null,
      );
    },
  },
};
