import type { RequestAuth } from '../../auth/caller.js';
import {
  checkLimit,
  createRateLimitStore,
  type RateLimitStore,
} from '../../auth/rate-limit-store.js';
import type { AppBase, AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { CHAT_MAX_LENGTH } from '../../db/schema/chat.js';
import { DomainError } from '../../errors/domain-error.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { ApiGame } from '../games/games.mapper.js';
import { findTeamGame } from '../games/games.repository.js';
import {
  isUuid,
  namesFromParts,
  requireRoleIn,
  requireTeamRole,
  requireUser,
  teamAccessOf,
  type TeamRole,
} from '../membership/membership.js';
import { sharedGamesOf } from './chat-reads.js';
import type { ChatMessagePayload } from './chat.events.js';
import { publishChatChange } from './chat.publish.js';
import * as repo from './chat.repository.js';
export type { ChatMessageRecord } from './chat.repository.js';

export const CHAT_MESSAGES = {
  empty: 'Write a message first.',
  tooLong: (length: number) =>
    `Messages can be at most ${CHAT_MAX_LENGTH.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}.`,
  notFound: 'Message not found',
  notAuthor: 'You can only edit your own messages.',
  cannotRemove: 'Only the author or the team owner can remove a message.',
  notEditable: 'Only your own text messages can be edited.',
  removed: 'This message was removed.',
  gameNotFound: 'Game not found in this team',
  rateLimited: (seconds: number) =>
    `You're sending messages too fast. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

/** Per user across teams: a lively conversation fits, a script flooding the chat does not. */
export const CHAT_RATE_LIMIT = { limit: 20, windowSeconds: 30 } as const;
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;

export interface ChatDeps {
  realtime: Realtime;
  rateLimits: RateLimitStore;
}

/** Built once per app by the composition root: one rate-limit store shared by every request. */
export function createChatDeps(base: AppBase, realtime: Realtime): ChatDeps {
  return { realtime, rateLimits: createRateLimitStore(base) };
}

export const chatDepsFrom = (deps: Pick<AppDeps, 'chat'>): ChatDeps => deps.chat;

export interface ChatContext {
  db: Database;
  auth: RequestAuth;
  deps: ChatDeps;
}

/** Trims the ends only (inner line breaks are the writer's); refuses empty and oversize text. */
export function cleanBody(raw: string, allowEmpty = false): string {
  const body = raw.replace(/\r\n?/g, '\n').trim();
  if (!body && !allowEmpty) throw new DomainError('BAD_USER_INPUT', CHAT_MESSAGES.empty, 'empty');
  if (body.length > CHAT_MAX_LENGTH) {
    throw new DomainError('BAD_USER_INPUT', CHAT_MESSAGES.tooLong(body.length), 'too_long');
  }
  return body;
}

async function rateLimit(ctx: ChatContext, userId: string) {
  const result = await checkLimit(ctx.deps.rateLimits, 'chat', userId, CHAT_RATE_LIMIT);
  if (!result.allowed) {
    throw new DomainError(
      'RATE_LIMITED',
      CHAT_MESSAGES.rateLimited(result.retryAfter),
      'chat_rate_limited',
    );
  }
}

export interface ChatPage {
  /** Oldest first, as a thread reads, in their live shape (as a subscription delivers them). */
  messages: ChatMessagePayload[];
  /** Pass as `before` for the page before this one; null when this page reaches the start. */
  olderCursor: string | null;
  /** The caller's role in the team (read by the membership check). */
  role: TeamRole;
  /** The games the page's messages share, as the team's plan shows them (`sharedGamesOf`). */
  games: Map<string, ApiGame>;
  /** The names of the page's authors and of its games' holders in the team, by user id. */
  names: Map<string, string>;
}

/**
 * A page of the team's chat: the membership check, the messages, the games they share and the
 * names they show, read in one statement (`findChatPage`); the rules applied here. `gameFields`:
 * the Game fields the shared games are asked for (all without it).
 */
export async function chatMessages(
  ctx: ChatContext,
  teamId: string,
  args: { before?: string | null; limit?: number | null },
  gameFields?: ReadonlySet<string>,
): Promise<ChatPage> {
  const userId = requireUser(ctx.auth);
  const limit = Math.max(1, Math.min(args.limit ?? CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX));
  let before: number | null = null;
  if (args.before != null) {
    before = /^\d{1,15}$/.test(args.before) ? Number(args.before) : Number.NaN;
    if (!Number.isSafeInteger(before)) {
      // A non-member learns nothing from a bad cursor either: the membership check answers first.
      await requireTeamRole(ctx, teamId);
      throw new DomainError('BAD_USER_INPUT', 'Invalid cursor', 'bad_cursor');
    }
  }
  const found = isUuid(teamId)
    ? await repo.findChatPage(ctx.db, teamId, userId, limit, before, gameFields)
    : null;
  const { role } = requireRoleIn(
    found && teamAccessOf(userId, teamId, found.ownerId, found.memberRole),
  );
  const { messages, hasOlder, games, names } = found!;
  return {
    messages,
    olderCursor: hasOlder ? String(messages[0]!.seq) : null,
    role,
    games: sharedGamesOf(found!, games, messages),
    names: namesFromParts(names),
  };
}

export async function postMessage(
  ctx: ChatContext,
  teamId: string,
  input: { body: string; gameId?: string | null },
): Promise<repo.ChatMessageRecord> {
  const access = await requireTeamRole(ctx, teamId);
  const gameId = input.gameId ?? null;
  // A shared game may come with a comment or none; plain messages need text.
  const body = cleanBody(input.body, gameId != null);
  if (gameId != null) {
    const game = isUuid(gameId) ? await findTeamGame(ctx.db, teamId, gameId) : null;
    if (!game) throw new DomainError('NOT_FOUND', CHAT_MESSAGES.gameNotFound, 'game_not_found');
  }
  await rateLimit(ctx, access.userId);
  const row = await repo.insertMessage(ctx.db, {
    teamId,
    authorId: access.userId,
    kind: gameId ? 'game' : 'user',
    body,
    gameId,
  });
  // The author has read what they wrote (and everything before it).
  await repo.markRead(ctx.db, teamId, access.userId, row.seq);
  await publishChatChange(ctx.db, ctx.deps.realtime, 'posted', row);
  return row;
}

/** The message and the caller's role in its team; non-members learn nothing about it. */
async function messageForCaller(ctx: ChatContext, messageId: string) {
  requireUser(ctx.auth);
  const message = isUuid(messageId) ? await repo.findMessage(ctx.db, messageId) : null;
  if (!message) throw new DomainError('NOT_FOUND', CHAT_MESSAGES.notFound);
  const access = await requireTeamRole(ctx, message.teamId).catch((err: unknown) => {
    if (err instanceof DomainError && err.code === 'NOT_FOUND') {
      throw new DomainError('NOT_FOUND', CHAT_MESSAGES.notFound);
    }
    throw err;
  });
  return { message, access };
}

export async function editMessage(
  ctx: ChatContext,
  messageId: string,
  rawBody: string,
): Promise<repo.ChatMessageRecord> {
  const { message, access } = await messageForCaller(ctx, messageId);
  if (message.kind === 'system' || message.authorId !== access.userId) {
    throw new DomainError('FORBIDDEN', CHAT_MESSAGES.notAuthor, 'not_author');
  }
  if (message.deletedAt) throw new DomainError('CONFLICT', CHAT_MESSAGES.removed, 'removed');
  const body = cleanBody(rawBody, message.kind === 'game');
  if (body === message.body) return message;
  const row = await repo.editMessage(ctx.db, message.id, body, new Date());
  if (!row) throw new DomainError('CONFLICT', CHAT_MESSAGES.removed, 'removed');
  await publishChatChange(ctx.db, ctx.deps.realtime, 'edited', row);
  return row;
}

/** The author removes their own message; the owner may remove any, the product's included. */
export async function removeMessage(
  ctx: ChatContext,
  messageId: string,
): Promise<repo.ChatMessageRecord> {
  const { message, access } = await messageForCaller(ctx, messageId);
  const isAuthor = message.authorId != null && message.authorId === access.userId;
  if (!isAuthor && access.role !== 'owner') {
    throw new DomainError('FORBIDDEN', CHAT_MESSAGES.cannotRemove, 'not_allowed');
  }
  if (message.deletedAt) return message;
  const row = (await repo.removeMessage(ctx.db, message.id, access.userId, new Date())) ?? message;
  await publishChatChange(ctx.db, ctx.deps.realtime, 'removed', row);
  return row;
}

/** Marks the team's chat read up to `seq` (default: its newest message). Returns the unread count. */
export async function markChatRead(
  ctx: ChatContext,
  teamId: string,
  upTo?: string | null,
): Promise<number> {
  const access = await requireTeamRole(ctx, teamId);
  const latest = await repo.latestSeq(ctx.db, teamId);
  const wanted = upTo != null && /^\d{1,15}$/.test(upTo) ? Number(upTo) : latest;
  await repo.markRead(ctx.db, teamId, access.userId, Math.min(wanted, latest));
  // The caller's other tabs and the nav badge follow.
  ctx.deps.realtime.publish('chatUnread', access.userId, { teamId });
  return (await repo.unreadCounts(ctx.db, access.userId, [teamId])).get(teamId) ?? 0;
}

export async function unreadCount(ctx: ChatContext, teamId: string): Promise<number> {
  const access = await requireTeamRole(ctx, teamId);
  return (await repo.unreadCounts(ctx.db, access.userId, [teamId])).get(teamId) ?? 0;
}

/** Unread messages across all the caller's teams, per team. */
export async function myUnread(ctx: ChatContext): Promise<Map<string, number>> {
  const userId = requireUser(ctx.auth);
  return repo.unreadCounts(ctx.db, userId);
}
