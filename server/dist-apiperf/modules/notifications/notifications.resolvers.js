import { Repeater } from 'graphql-yoga';
import { requireUser } from '../membership/membership.js';
import { notifyDepsFrom } from './notify.js';
import * as service from './notifications.service.js';
function subscribeMine(ctx) {
    const userId = requireUser(ctx.auth);
    const realtime = notifyDepsFrom(ctx.deps).realtime;
    return new Repeater(async (push, stop) => {
        const events = realtime.subscribe('notifications', userId);
        void stop.then(() => events.return());
        for await (const event of events)
            await push(event);
    });
}
export const notificationsResolvers = {
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
        setNotificationPreference: (_p, args, ctx) => service.setPreference(ctx, args.kind, args.channel),
    },
    Subscription: {
        myNotifications: {
            subscribe: (_p, _a, ctx) => subscribeMine(ctx),
            resolve: ({ notification, unreadCount }) => ({
                notification: notification
                    ? { ...notification, createdAt: new Date(notification.createdAt), readAt: null }
                    : null,
                unreadCount,
            }),
        },
    },
};
//# sourceMappingURL=notifications.resolvers.js.map