/** The notification centre's GraphQL documents (bell, centre panel, settings section). */
import { gql, type TypedDocumentNode } from 'urql';

export type NotificationKind =
  | 'draft_your_turn'
  | 'swap_offered'
  | 'swap_accepted'
  | 'swap_declined'
  | 'payment_requested'
  | 'payment_paid'
  | 'game_soon'
  | 'tickets_to_send'
  | 'tickets_for_you'
  | 'member_removed'
  | 'team_handover';

/** in_app: the centre only; email: the centre and an e-mail; off: nothing. */
export type NotificationChannel = 'in_app' | 'email' | 'off';

export interface NotificationFields {
  id: string;
  kind: NotificationKind;
  teamId: string | null;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

const NOTIFICATION_FIELDS = `
  id
  kind
  teamId
  title
  body
  link
  createdAt
  readAt
`;

export interface UnreadNotificationCountQuery {
  unreadNotificationCount: number;
}
export const UnreadNotificationCountDocument: TypedDocumentNode<
  UnreadNotificationCountQuery,
  Record<string, never>
> = gql`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`;

export interface NotificationsQuery {
  notifications: { items: NotificationFields[]; nextCursor: string | null };
}
export const NotificationsDocument: TypedDocumentNode<
  NotificationsQuery,
  { first?: number; before?: string | null }
> = gql`
  query Notifications($first: Int, $before: String) {
    notifications(first: $first, before: $before) {
      items {
        ${NOTIFICATION_FIELDS}
      }
      nextCursor
    }
  }
`;

export interface MarkNotificationsReadMutation {
  markNotificationsRead: number;
}
export const MarkNotificationsReadDocument: TypedDocumentNode<
  MarkNotificationsReadMutation,
  { ids?: string[] | null }
> = gql`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`;

export interface MyNotificationsSubscription {
  myNotifications: { notification: NotificationFields | null; unreadCount: number };
}
export const MyNotificationsDocument: TypedDocumentNode<
  MyNotificationsSubscription,
  Record<string, never>
> = gql`
  subscription MyNotifications {
    myNotifications {
      notification {
        ${NOTIFICATION_FIELDS}
      }
      unreadCount
    }
  }
`;

export interface NotificationPreferenceFields {
  kind: NotificationKind;
  channel: NotificationChannel;
  label: string;
}

export interface NotificationPreferencesQuery {
  notificationPreferences: NotificationPreferenceFields[];
}
export const NotificationPreferencesDocument: TypedDocumentNode<
  NotificationPreferencesQuery,
  Record<string, never>
> = gql`
  query NotificationPreferences {
    notificationPreferences {
      kind
      channel
      label
    }
  }
`;

export interface SetNotificationPreferenceMutation {
  setNotificationPreference: NotificationPreferenceFields;
}
export const SetNotificationPreferenceDocument: TypedDocumentNode<
  SetNotificationPreferenceMutation,
  { kind: NotificationKind; channel: NotificationChannel }
> = gql`
  mutation SetNotificationPreference($kind: NotificationKind!, $channel: NotificationChannel!) {
    setNotificationPreference(kind: $kind, channel: $channel) {
      kind
      channel
      label
    }
  }
`;
