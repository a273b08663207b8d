import { leasedEvents } from '../../realtime/streams.js';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { requireUser } from '../membership/membership.js';
import { notifyDepsFrom, type NotificationEventPayload } from './notify.js';
import * as service from './notifications.service.js';

/** The caller's notifications, live; counted against their cap of open streams. */
async function subscribeMine(ctx: GraphQLContext) {
  const userId = requireUser(ctx.auth);
  const realtime = notifyDepsFrom(ctx.deps).realtime;
  const lease = await realtime.streams.open({ userId, kind: 'notifications', teamId: null });
  return leasedEvents(lease, realtime.subscribe('notifications', userId));
}

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_p, args, ctx) => service.listMyNotifications(ctx, args.first, args.before),
    unreadNotificationCount: (_p, _a, ctx) => service.unreadCount(ctx),
    notificationPreferences: (_p, _a, ctx) => service.myPreferences(ctx),
  },
  Mutation: {
    markNotificationsRead: async (_p, args, ctx) => {
      const unreadCount = await service.markRead(ctx, args.ids);
      // The caller's other tabs update their bell too.
      notifyDepsFrom(ctx.deps).realtime.publish('notifications', ctx.auth.userId ?? '', {
        notification: null,
        unreadCount,
      });
      return unreadCount;
    },
    setNotificationPreference: (_p, args, ctx) =>
      service.setPreference(ctx, args.kind, args.channel),
  },
  Subscription: {
    myNotifications: {
      subscribe: (_p, _a, ctx) => subscribeMine(ctx),
      resolve: ({ notification, unreadCount }: NotificationEventPayload) => ({
        notification: notification
          ? { ...notification, createdAt: new Date(notification.createdAt), readAt: null }
          : null,
        unreadCount,
      }),
    },
  },
};
