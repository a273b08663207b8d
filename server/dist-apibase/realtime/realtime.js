import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
export function createRealtime(options) {
    const log = options.logger.child({ component: 'realtime' });
    let clients = [];
    let pubsub;
    if (options.redisUrl) {
        // Pub/sub needs a connection of its own: a subscribed Redis connection cannot publish.
        const publishClient = new Redis(options.redisUrl, { lazyConnect: false });
        const subscribeClient = new Redis(options.redisUrl, { lazyConnect: false });
        clients = [publishClient, subscribeClient];
        for (const client of clients)
            client.on('error', (err) => log.error({ err }, 'Redis error'));
        pubsub = createPubSub({
            eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
        });
    }
    else {
        pubsub = createPubSub();
    }
    let closed = false;
    return {
        transport: options.redisUrl ? 'redis' : 'memory',
        publish(channel, id, payload) {
            // Typed by the overloads above; the pub/sub's own tuple typing cannot follow the generic K.
            pubsub.publish(channel, id, payload);
        },
        subscribe(channel, id) {
            return pubsub.subscribe(channel, id);
        },
        async close() {
            if (closed)
                return;
            closed = true;
            await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
        },
    };
}
// One per app (like the mailer): GraphQL subscriptions, REST routes and the job workers of one
// app share it. Keyed by the app's deps object so that two apps in one test process stay apart.
const byApp = new WeakMap();
export function realtimeFor(deps) {
    let found = byApp.get(deps);
    if (!found) {
        found = createRealtime({ redisUrl: deps.config.redisUrl, logger: deps.logger });
        byApp.set(deps, found);
    }
    return found;
}
//# sourceMappingURL=realtime.js.map