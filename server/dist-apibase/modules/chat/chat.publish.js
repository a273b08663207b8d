import { toPayload } from './chat.events.js';
import * as repo from './chat.repository.js';
/**
 * Sends a chat change to the team's open chats and, when it changes unread counts (a new or a
 * removed message), tells each other member so their badges refresh.
 */
export async function publishChatChange(db, realtime, type, row) {
    realtime.publish('chat', row.teamId, { type, teamId: row.teamId, message: toPayload(row) });
    if (type === 'edited')
        return;
    for (const userId of await repo.memberUserIds(db, row.teamId)) {
        if (userId !== row.authorId)
            realtime.publish('chatUnread', userId, { teamId: row.teamId });
    }
}
//# sourceMappingURL=chat.publish.js.map