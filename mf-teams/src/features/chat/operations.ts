/** mf-teams' team chat documents: history pages, live events, posting, editing, removal, reads. */
import { gql } from 'urql';
import type {
  ChatEventsSubscription,
  ChatEventsSubscriptionVariables,
  ChatMessageFieldsFragment,
  ChatMessagesQuery,
  ChatMessagesQueryVariables,
  ChatTeamQuery,
  ChatTeamQueryVariables,
  ChatUnreadCountQuery,
  ChatUnreadCountQueryVariables,
  EditChatMessageMutation,
  EditChatMessageMutationVariables,
  MarkChatReadMutation,
  MarkChatReadMutationVariables,
  PostChatMessageMutation,
  PostChatMessageMutationVariables,
  RemoveChatMessageMutation,
  RemoveChatMessageMutationVariables,
} from '../../generated/graphql';

export type {
  ChatEventType,
  ChatMessageFieldsFragment,
  ChatMessageKind,
} from '../../generated/graphql';

/** The most characters a message may have; the server refuses more with the same number. */
export const CHAT_MAX_LENGTH = 2000;

export type ChatGameFields = NonNullable<ChatMessageFieldsFragment['game']>;

/**
 * `seq`: the order in the team's chat, as a string, also the cursor for older pages. The game's
 * `tiixRank` and `tiixStars` are null on the free plan (the score is an Unlimited feature).
 */
const MESSAGE_FIELDS = gql`
  fragment ChatMessageFields on ChatMessage {
    id
    teamId
    seq
    kind
    authorId
    authorName
    body
    createdAt
    editedAt
    removed
    removedByOwner
    mine
    canRemove
    game {
      id
      opponent
      isHome
      gameDate
      kickoffEpochMs
      kickoffTz
      tzAbbr
      venue
      finalScore
      tiixRank
      tiixStars
    }
    gameHolderName
  }
`;

export const ChatTeamDocument = gql<ChatTeamQuery, ChatTeamQueryVariables>`
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

export const ChatMessagesDocument = gql<ChatMessagesQuery, ChatMessagesQueryVariables>`
  query ChatMessages($teamId: ID!, $before: String, $limit: Int) {
    chatMessages(teamId: $teamId, before: $before, limit: $limit) {
      messages {
        ...ChatMessageFields
      }
      olderCursor
    }
  }
  ${MESSAGE_FIELDS}
`;

export const ChatEventsDocument = gql<ChatEventsSubscription, ChatEventsSubscriptionVariables>`
  subscription ChatEvents($teamId: ID!) {
    chatEvents(teamId: $teamId) {
      type
      teamId
      message {
        ...ChatMessageFields
      }
    }
  }
  ${MESSAGE_FIELDS}
`;

export const PostChatMessageDocument = gql<
  PostChatMessageMutation,
  PostChatMessageMutationVariables
>`
  mutation PostChatMessage($teamId: ID!, $body: String!, $gameId: ID) {
    postChatMessage(teamId: $teamId, body: $body, gameId: $gameId) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const EditChatMessageDocument = gql<
  EditChatMessageMutation,
  EditChatMessageMutationVariables
>`
  mutation EditChatMessage($messageId: ID!, $body: String!) {
    editChatMessage(messageId: $messageId, body: $body) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const RemoveChatMessageDocument = gql<
  RemoveChatMessageMutation,
  RemoveChatMessageMutationVariables
>`
  mutation RemoveChatMessage($messageId: ID!) {
    removeChatMessage(messageId: $messageId) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}
`;

export const MarkChatReadDocument = gql<MarkChatReadMutation, MarkChatReadMutationVariables>`
  mutation MarkChatRead($teamId: ID!, $upTo: String) {
    markChatRead(teamId: $teamId, upTo: $upTo)
  }
`;

export const ChatUnreadCountDocument = gql<ChatUnreadCountQuery, ChatUnreadCountQueryVariables>`
  query ChatUnreadCount($teamId: ID!) {
    chatUnreadCount(teamId: $teamId)
  }
`;
