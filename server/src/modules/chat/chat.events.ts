import type { ChatMessageRecord } from './chat.repository.js';

export type ChatEventType = 'posted' | 'edited' | 'removed';

/** A message as it travels live (JSON-safe: it may cross Redis, so instants are ISO strings). */
export interface ChatMessagePayload {
  id: string;
  seq: number;
  teamId: string;
  kind: ChatMessageRecord['kind'];
  authorId: string | null;
  body: string;
  gameId: string | null;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

/** One change in a team's chat, complete in itself. */
export interface ChatEventPayload {
  type: ChatEventType;
  teamId: string;
  message: ChatMessagePayload;
}

/** Tells one user that a team's unread count changed for them (a message, or a read elsewhere). */
export interface ChatUnreadPayload {
  teamId: string;
}

declare module '../../realtime/realtime.js' {
  interface RealtimeChannels {
    chat: ChatEventPayload;
    chatUnread: ChatUnreadPayload;
  }
}

export function toPayload(row: ChatMessageRecord): ChatMessagePayload {
  return {
    id: row.id,
    seq: row.seq,
    teamId: row.teamId,
    kind: row.kind,
    authorId: row.authorId,
    body: row.body,
    gameId: row.gameId,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedBy: row.deletedBy,
  };
}
