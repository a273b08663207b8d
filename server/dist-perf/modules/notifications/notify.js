import { NOTIFICATION_KINDS } from '../../db/schema/notifications.js';
import { realtimeFor } from '../../realtime/realtime.js';
import * as repo from './notifications.repository.js';
export { NOTIFICATION_KINDS };
/** Every kind goes to the centre and by e-mail until the member chooses otherwise. */
export const DEFAULT_CHANNEL = 'email';
/** How settings and e-mails name each kind. */
export const KIND_LABELS = {
    draft_your_turn: 'your turn in a draft',
    swap_offered: 'swaps offered to you',
    swap_accepted: 'your swaps accepted',
    swap_declined: 'your swaps declined',
    payment_requested: 'payment requests to you',
    payment_paid: 'payments made to you',
    game_soon: 'your games in the next 48 hours',
};
/** The API's own origin: PUBLIC_URL, else where the auth routes are served from. */
export function apiBaseUrl(config) {
    return config.publicUrl ?? new URL(config.auth.serverUrl).origin;
}
export function notifyDepsFrom(deps) {
    return {
        db: deps.db,
        mailer: deps.mailer,
        logger: deps.logger.child({ component: 'notifications' }),
        realtime: realtimeFor(deps),
        clientUrl: deps.config.auth.clientUrl,
        apiUrl: apiBaseUrl(deps.config),
    };
}
export const unsubscribeUrl = (apiUrl, token) => `${apiUrl}/v1/notifications/unsubscribe/${encodeURIComponent(token)}`;
// Links are in-app paths: an outside or scheme-relative address would turn a notification into
// a way to send members elsewhere.
const safeLink = (link) => (link.startsWith('/') && !link.startsWith('//') ? link : '/app');
/**
 * Records an in-app notification and/or sends the e-mail according to the user's preference for
 * this kind (default: in-app + e-mail). Never throws into the caller's flow: failures are logged.
 * Call it after the caller's change is committed (the live event may be read at once).
 */
export async function notify(deps, input) {
    const d = 'config' in deps ? notifyDepsFrom(deps) : deps;
    try {
        const channel = (await repo.findPreference(d.db, input.userId, input.kind)) ?? DEFAULT_CHANNEL;
        if (channel === 'off')
            return;
        const link = safeLink(input.link);
        const created = await repo.insertNotification(d.db, {
            userId: input.userId,
            teamId: input.teamId ?? null,
            kind: input.kind,
            title: input.title,
            body: input.body,
            link,
        });
        const unreadCount = await repo.countUnread(d.db, input.userId);
        d.realtime.publish('notifications', input.userId, {
            notification: {
                id: created.id,
                kind: created.kind,
                teamId: created.teamId,
                title: created.title,
                body: created.body,
                link: created.link,
                createdAt: created.createdAt.toISOString(),
            },
            unreadCount,
        });
        if (channel === 'email')
            await sendMail(d, input, link);
    }
    catch (err) {
        d.logger.warn({ err, kind: input.kind, userId: input.userId }, 'notification not delivered');
    }
}
async function sendMail(d, input, link) {
    const recipient = await repo.findRecipient(d.db, input.userId);
    if (!recipient?.email || recipient.disabled)
        return;
    const token = await repo.unsubscribeToken(d.db, input.userId, input.kind);
    const unsubscribe = unsubscribeUrl(d.apiUrl ?? d.clientUrl, token);
    await d.mailer.send({
        to: recipient.email,
        template: 'notification',
        data: {
            displayName: recipient.displayName === recipient.email ? '' : recipient.displayName,
            title: input.title,
            body: input.body,
            link: `${d.clientUrl}${link}`,
            kindLabel: KIND_LABELS[input.kind],
            unsubscribeLink: unsubscribe,
        },
        // RFC 8058: mail clients offer their own button that POSTs here without opening a page.
        headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
    });
}
//# sourceMappingURL=notify.js.map