import { iso, MOCK_TEAM_ID, NOTIFICATION_LABELS, sampleNotifications } from '../fixtures/sample';
import type { Row } from '../fixtures/sample';
import { addResolvers, Feed, graphqlHandler, type Args } from './schema';

/** The notification centre, its preferences and the calendar feeds; `reset()` between tests. */
export const mockNotificationsBackend = {
  items: sampleNotifications(),
  prefs: {} as Record<string, string>,
  feedVersion: 1,
  feed: new Feed<Row | null>(),

  reset() {
    this.items = sampleNotifications();
    this.prefs = {};
    this.feedVersion = 1;
  },

  /** A new notification arrives: listed first and sent to every open `myNotifications` stream. */
  push(fields: { kind: string; title: string; body: string; link: string }) {
    const id = `00000000-0000-4000-8000-${String(Date.now()).slice(-12).padStart(12, '0')}`;
    const notification = { id, teamId: MOCK_TEAM_ID, createdAt: iso(), readAt: null, ...fields };
    this.items = [notification, ...this.items];
    this.feed.publish(notification);
  },
};

const unread = () => mockNotificationsBackend.items.filter((n) => !n.readAt).length;
const preference = (kind: string) => ({
  kind,
  channel: mockNotificationsBackend.prefs[kind] ?? 'email',
  label: NOTIFICATION_LABELS[kind],
});
const feeds = ({ teamId }: Args) => {
  const v = mockNotificationsBackend.feedVersion;
  return {
    teamId,
    memberFeedUrl: `${location.origin}/v1/calendar/mock-member-${teamId}-v${v}.ics`,
    teamFeedUrl: `${location.origin}/v1/calendar/mock-team-${teamId}-v${v}.ics`,
  };
};

addResolvers({
  unreadNotificationCount: unread,
  notifications: ({ first, before }) => {
    const items = mockNotificationsBackend.items;
    const size = Math.min(first ?? 20, 50);
    const start = before ? items.findIndex((n) => n.id === before) + 1 : 0;
    const page = items.slice(start, start + size);
    return {
      items: page,
      nextCursor: start + size < items.length ? (page.at(-1)?.id ?? null) : null,
    };
  },
  markNotificationsRead: ({ ids }) => {
    for (const n of mockNotificationsBackend.items)
      if (!ids || ids.includes(n.id)) n.readAt ??= iso();
    return unread();
  },
  notificationPreferences: () => Object.keys(NOTIFICATION_LABELS).map(preference),
  setNotificationPreference: ({ kind, channel }) => {
    mockNotificationsBackend.prefs[kind] = channel;
    return preference(kind);
  },
  myCalendarFeeds: feeds,
  resetCalendarFeeds: (args) => {
    mockNotificationsBackend.feedVersion += 1;
    return feeds(args);
  },
  myNotifications: () =>
    mockNotificationsBackend.feed.stream((notification) => ({
      myNotifications: { notification, unreadCount: unread() },
    })),
});

export const notificationsHandlers = [graphqlHandler];
