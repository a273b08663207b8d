import { graphql, http, HttpResponse } from 'msw';
import { MOCK_TEAM_ID } from './teams';

/**
 * The notification centre and calendar feeds on the mock backend, shaped like the server's
 * GraphQL answers (the shell's bell, centre and settings section; mf-teams' calendar panel).
 */

type Kind =
  | 'draft_your_turn'
  | 'swap_offered'
  | 'swap_accepted'
  | 'swap_declined'
  | 'payment_requested'
  | 'payment_paid'
  | 'game_soon';
type Channel = 'in_app' | 'email' | 'off';

const LABELS: Record<Kind, string> = {
  draft_your_turn: 'your turn in a draft',
  swap_offered: 'swaps offered to you',
  swap_accepted: 'your swaps accepted',
  swap_declined: 'your swaps declined',
  payment_requested: 'payment requests to you',
  payment_paid: 'payments made to you',
  game_soon: 'your games in the next 48 hours',
};

interface MockNotification {
  __typename: 'Notification';
  id: string;
  kind: Kind;
  teamId: string | null;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

const seed = (): MockNotification[] => {
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  return [
    {
      __typename: 'Notification',
      id: '00000000-0000-4000-8000-00000000a001',
      kind: 'payment_requested',
      teamId: MOCK_TEAM_ID,
      title: 'Alex requested $25.00',
      body: 'Alex asked you to pay $25.00 for Sunday Crew.',
      link: '/app/payments',
      createdAt: at(5),
      readAt: null,
    },
    {
      __typename: 'Notification',
      id: '00000000-0000-4000-8000-00000000a002',
      kind: 'game_soon',
      teamId: MOCK_TEAM_ID,
      title: 'Your game vs New York Giants is coming up',
      body: 'You hold Sunday Crew vs New York Giants on Sun, Sep 7, 12:00 PM CDT at AT&T Stadium.',
      link: `/app/teams/${MOCK_TEAM_ID}`,
      createdAt: at(90),
      readAt: at(60),
    },
  ];
};

let items = seed();
let prefs: Partial<Record<Kind, Channel>> = {};
let feedVersion = 1;
type Listener = (event: { notification: MockNotification | null; unreadCount: number }) => void;
const listeners = new Set<Listener>();

const unread = () => items.filter((n) => !n.readAt).length;

export const mockNotificationsBackend = {
  reset() {
    items = seed();
    prefs = {};
    feedVersion = 1;
  },
  get items() {
    return items;
  },
  /** A new notification arrives: listed first and sent to every open `myNotifications` stream. */
  push(fields: Pick<MockNotification, 'kind' | 'title' | 'body' | 'link'>) {
    const notification: MockNotification = {
      __typename: 'Notification',
      id: `00000000-0000-4000-8000-${String(Date.now()).slice(-12).padStart(12, '0')}`,
      teamId: MOCK_TEAM_ID,
      createdAt: new Date().toISOString(),
      readAt: null,
      ...fields,
    };
    items = [notification, ...items];
    for (const listener of listeners) listener({ notification, unreadCount: unread() });
  },
};

const encoder = new TextEncoder();

/** `myNotifications` over SSE (graphql-sse's distinct-connections format, as Yoga sends it). */
const notificationsStream = http.post('*/v1/graphql', async ({ request }) => {
  if (!request.headers.get('accept')?.includes('text/event-stream')) return undefined;
  const body = (await request.clone().json()) as { operationName?: string };
  if (body.operationName !== 'MyNotifications') return undefined;
  let listener: Listener = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      listener = (event) =>
        controller.enqueue(
          encoder.encode(
            `event: next\ndata: ${JSON.stringify({
              data: { myNotifications: { __typename: 'NotificationEvent', ...event } },
            })}\n\n`,
          ),
        );
      listeners.add(listener);
    },
    cancel() {
      listeners.delete(listener);
    },
  });
  return new HttpResponse(stream, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });
});
const preference = (kind: Kind) => ({
  __typename: 'NotificationPreference',
  kind,
  channel: prefs[kind] ?? 'email',
  label: LABELS[kind],
});
const feeds = (teamId: string) => ({
  __typename: 'CalendarFeeds',
  teamId,
  memberFeedUrl: `${location.origin}/v1/calendar/mock-member-${teamId}-v${feedVersion}.ics`,
  teamFeedUrl: `${location.origin}/v1/calendar/mock-team-${teamId}-v${feedVersion}.ics`,
});

export const notificationsHandlers = [
  notificationsStream,
  graphql.query('UnreadNotificationCount', () =>
    HttpResponse.json({ data: { unreadNotificationCount: unread() } }),
  ),
  graphql.query('Notifications', ({ variables }) => {
    const first = Math.min(Number(variables.first ?? 20), 50);
    const start = variables.before ? items.findIndex((n) => n.id === variables.before) + 1 : 0;
    const page = items.slice(start, start + first);
    const more = start + first < items.length;
    return HttpResponse.json({
      data: {
        notifications: {
          __typename: 'NotificationPage',
          items: page,
          nextCursor: more ? (page[page.length - 1]?.id ?? null) : null,
        },
      },
    });
  }),
  graphql.mutation('MarkNotificationsRead', ({ variables }) => {
    const ids = variables.ids as string[] | null | undefined;
    const now = new Date().toISOString();
    items = items.map((n) => (!ids || ids.includes(n.id) ? { ...n, readAt: n.readAt ?? now } : n));
    return HttpResponse.json({ data: { markNotificationsRead: unread() } });
  }),
  graphql.query('NotificationPreferences', () =>
    HttpResponse.json({
      data: { notificationPreferences: (Object.keys(LABELS) as Kind[]).map(preference) },
    }),
  ),
  graphql.mutation('SetNotificationPreference', ({ variables }) => {
    prefs[variables.kind as Kind] = variables.channel as Channel;
    return HttpResponse.json({
      data: { setNotificationPreference: preference(variables.kind as Kind) },
    });
  }),
  graphql.query('MyCalendarFeeds', ({ variables }) =>
    HttpResponse.json({ data: { myCalendarFeeds: feeds(String(variables.teamId)) } }),
  ),
  graphql.mutation('ResetCalendarFeeds', ({ variables }) => {
    feedVersion += 1;
    return HttpResponse.json({ data: { resetCalendarFeeds: feeds(String(variables.teamId)) } });
  }),
];
