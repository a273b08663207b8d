import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { realtimePresence } from '../db/schema/realtime.js';
/**
 * Who is in a live room, shared by every server instance through the database: one row per
 * open stream, refreshed by a heartbeat. A stream that ends deletes its row; an instance that
 * dies leaves rows that stop counting after PRESENCE_TIMEOUT_MS.
 */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TIMEOUT_MS = 45_000;
export async function enterRoom(db, room, userId) {
    const connectionId = randomUUID();
    await db.insert(realtimePresence).values({ connectionId, room, userId, seenAt: new Date() });
    return connectionId;
}
export async function heartbeat(db, connectionId) {
    await db
        .update(realtimePresence)
        .set({ seenAt: new Date() })
        .where(eq(realtimePresence.connectionId, connectionId));
}
export async function leaveRoom(db, connectionId) {
    await db.delete(realtimePresence).where(eq(realtimePresence.connectionId, connectionId));
}
/** The presence rows that count: the room's streams with a recent heartbeat. */
const liveInRoom = (room, now) => and(eq(realtimePresence.room, room), gt(realtimePresence.seenAt, new Date(now.getTime() - PRESENCE_TIMEOUT_MS)));
/** User ids with a live stream in the room, in no particular order. */
export async function usersInRoom(db, room, now = new Date()) {
    const rows = await db
        .selectDistinct({ userId: realtimePresence.userId })
        .from(realtimePresence)
        .where(liveInRoom(room, now));
    return rows.map((r) => r.userId);
}
/**
 * `usersInRoom` as a SQL expression (a JSON array of user ids), for a statement that reads who is
 * in the room in the same round trip as its work (the draft pick path).
 */
export const usersInRoomSql = (room, now) => sql `(select coalesce(json_agg(distinct ${realtimePresence.userId}), '[]'::json) from ${realtimePresence} where ${liveInRoom(room, now)})`;
/** Drops rows of streams whose instance stopped without saying goodbye. */
export async function sweepPresence(db, now = new Date()) {
    await db
        .delete(realtimePresence)
        .where(lt(realtimePresence.seenAt, new Date(now.getTime() - 10 * PRESENCE_TIMEOUT_MS)));
}
//# sourceMappingURL=presence.js.map