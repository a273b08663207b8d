/** The notification centre's GraphQL documents (bell, centre panel, settings section). */
import { gql } from 'urql';
import type {
  MarkNotificationsReadMutation,
  MarkNotificationsReadMutationVariables,
  MyNotificationsSubscription,
  MyNotificationsSubscriptionVariables,
  NotificationPreferencesQuery,
  NotificationPreferencesQueryVariables,
  NotificationsQuery,
  NotificationsQueryVariables,
  SetNotificationPreferenceMutation,
  SetNotificationPreferenceMutationVariables,
  UnreadNotificationCountQuery,
  UnreadNotificationCountQueryVariables,
} from '../../generated/graphql';

export type {
  /** in_app: the centre only; email: the centre and an e-mail; off: nothing. */
  NotificationChannel,
  NotificationKind,
  NotificationFieldsFragment,
} from '../../generated/graphql';
export type NotificationPreferenceFields =
  NotificationPreferencesQuery['notificationPreferences'][number];

const NOTIFICATION_FIELDS = gql`
  fragment NotificationFields on Notification {
    id
    kind
    teamId
    title
    body
    link
    createdAt
    readAt
  }
`;

export const UnreadNotificationCountDocument = gql<
  UnreadNotificationCountQuery,
  UnreadNotificationCountQueryVariables
>`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`;

export const NotificationsDocument = gql<NotificationsQuery, NotificationsQueryVariables>`
  query Notifications($first: Int, $before: String) {
    notifications(first: $first, before: $before) {
      items {
        ...NotificationFields
      }
      nextCursor
    }
  }
  ${NOTIFICATION_FIELDS}
`;

export const MarkNotificationsReadDocument = gql<
  MarkNotificationsReadMutation,
  MarkNotificationsReadMutationVariables
>`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`;

export const MyNotificationsDocument = gql<
  MyNotificationsSubscription,
  MyNotificationsSubscriptionVariables
>`
  subscription MyNotifications {
    myNotifications {
      notification {
        ...NotificationFields
      }
      unreadCount
    }
  }
  ${NOTIFICATION_FIELDS}
`;

export const NotificationPreferencesDocument = gql<
  NotificationPreferencesQuery,
  NotificationPreferencesQueryVariables
>`
  query NotificationPreferences {
    notificationPreferences {
      kind
      channel
      label
    }
  }
`;

export const SetNotificationPreferenceDocument = gql<
  SetNotificationPreferenceMutation,
  SetNotificationPreferenceMutationVariables
>`
  mutation SetNotificationPreference($kind: NotificationKind!, $channel: NotificationChannel!) {
    setNotificationPreference(kind: $kind, channel: $channel) {
      kind
      channel
      label
    }
  }
`;
