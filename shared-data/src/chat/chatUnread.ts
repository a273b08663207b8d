/** The caller's unread chat count per team, live: the shell's nav and mf-teams' chat link send it. */
import { gql } from 'urql';
import type {
  ChatUnreadChangedSubscription,
  ChatUnreadChangedSubscriptionVariables,
} from '../generated/graphql';

export const ChatUnreadChangedDocument = gql<
  ChatUnreadChangedSubscription,
  ChatUnreadChangedSubscriptionVariables
>`
  subscription ChatUnreadChanged {
    chatUnreadChanged {
      teamId
      count
    }
  }
`;
