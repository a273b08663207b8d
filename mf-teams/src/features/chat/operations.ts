/** mf-teams' team chat documents: history pages, live events, posting, editing, removal, reads. */
import { gql, type TypedDocumentNode } from 'urql';
import type { TeamPlan, TeamRole } from '@tiix/shared-data';

/** The most characters a message may have; the server refuses more with the same number. */
export const CHAT_MAX_LENGTH = 2000;

export type ChatMessageKind = 'user' | 'system' | 'game';

export interface ChatGameFields {
  id: string;
  opponent: string;
  isHome: boolean;
  gameDate: string;
  kickoffEpochMs: number | null;
  kickoffTz: string | null;
  tzAbbr: string | null;
  venue: string | null;
  finalScore: string | null;
  /** Null on the free plan (the score is an Unlimited feature). */
  tiixRank: number | null;
  tiixStars: number | null;
}

export interface ChatMessageFields {
  id: string;
  teamId: string;
  /** Order in the team's chat, as a string; also the cursor for older pages. */
  seq: string;
  kind: ChatMessageKind;
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  removed: boolean;
  removedByOwner: boolean;
  mine: boolean;
  canRemove: boolean;
  game: ChatGameFields | null;
  gameHolderName: string | null;
}

const MESSAGE_FIELDS = `
  id teamId seq kind authorId authorName body createdAt editedAt removed removedByOwner mine canRemove
  game { id opponent isHome gameDate kickoffEpochMs kickoffTz tzAbbr venue finalScore tiixRank tiixStars }
  gameHolderName
`;

export interface ChatTeamFields {
  id: string;
  name: string;
  league: string;
  plan: TeamPlan;
  myRole: TeamRole;
}

export const ChatTeamDocument: TypedDocumentNode<{ team: ChatTeamFields | null }, { id: string }> =
  gql`
    query ChatTeam($id: ID!) {
      team(id: $id) {
        id
        name
        league
        plan
        myRole
      }
    }
  `;

export interface ChatPageFields {
  messages: ChatMessageFields[];
  olderCursor: string | null;
}

export const ChatMessagesDocument: TypedDocumentNode<
  { chatMessages: ChatPageFields },
  { teamId: string; before?: string | null; limit?: number | null }
> = gql`
  query ChatMessages($teamId: ID!, $before: String, $limit: Int) {
    chatMessages(teamId: $teamId, before: $before, limit: $limit) {
      messages { ${MESSAGE_FIELDS} }
      olderCursor
    }
  }
`;

export type ChatEventType = 'posted' | 'edited' | 'removed';

export const ChatEventsDocument: TypedDocumentNode<
  { chatEvents: { type: ChatEventType; teamId: string; message: ChatMessageFields } },
  { teamId: string }
> = gql`
  subscription ChatEvents($teamId: ID!) {
    chatEvents(teamId: $teamId) {
      type
      teamId
      message { ${MESSAGE_FIELDS} }
    }
  }
`;

export const PostChatMessageDocument: TypedDocumentNode<
  { postChatMessage: ChatMessageFields },
  { teamId: string; body: string; gameId?: string | null }
> = gql`
  mutation PostChatMessage($teamId: ID!, $body: String!, $gameId: ID) {
    postChatMessage(teamId: $teamId, body: $body, gameId: $gameId) { ${MESSAGE_FIELDS} }
  }
`;

export const EditChatMessageDocument: TypedDocumentNode<
  { editChatMessage: ChatMessageFields },
  { messageId: string; body: string }
> = gql`
  mutation EditChatMessage($messageId: ID!, $body: String!) {
    editChatMessage(messageId: $messageId, body: $body) { ${MESSAGE_FIELDS} }
  }
`;

export const RemoveChatMessageDocument: TypedDocumentNode<
  { removeChatMessage: ChatMessageFields },
  { messageId: string }
> = gql`
  mutation RemoveChatMessage($messageId: ID!) {
    removeChatMessage(messageId: $messageId) { ${MESSAGE_FIELDS} }
  }
`;

export const MarkChatReadDocument: TypedDocumentNode<
  { markChatRead: number },
  { teamId: string; upTo?: string | null }
> = gql`
  mutation MarkChatRead($teamId: ID!, $upTo: String) {
    markChatRead(teamId: $teamId, upTo: $upTo)
  }
`;

export const ChatUnreadCountDocument: TypedDocumentNode<
  { chatUnreadCount: number },
  { teamId: string }
> = gql`
  query ChatUnreadCount($teamId: ID!) {
    chatUnreadCount(teamId: $teamId)
  }
`;

export const ChatUnreadChangedDocument: TypedDocumentNode<
  { chatUnreadChanged: { teamId: string; count: number } },
  Record<string, never>
> = gql`
  subscription ChatUnreadChanged {
    chatUnreadChanged {
      teamId
      count
    }
  }
`;
