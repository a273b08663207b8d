import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { realtimePresence } from '../db/schema/realtime.js';

/**
 * Who is in a live room, shared by every server instance through the database: one row per
 * user, room and instance (however many streams the user has open there), refreshed by a
 * heartbeat. The user's last stream on the instance ending deletes the row; an instance that
 * dies leaves rows that stop counting after PRESENCE_TIMEOUT_MS.
 */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TIMEOUT_MS = 45_000;

export async function enterRoom(db: Database, room: string, userId: string): Promise<string> {
  const connectionId = randomUUID();
  await db.insert(realtimePresence).values({ connectionId, room, userId, seenAt: new Date() });
  return connectionId;
}

export async function leaveRoom(db: Database, connectionId: string): Promise<void> {
  await db.delete(realtimePresence).where(eq(realtimePresence.connectionId, connectionId));
}

/** Refreshes many streams' rows in one statement. */
async function heartbeatAll(db: Database, connectionIds: string[]): Promise<void> {
  await db
    .update(realtimePresence)
    .set({ seenAt: new Date() })
    .where(inArray(realtimePresence.connectionId, connectionIds));
}

/**
 * The users present in rooms through this instance's streams, kept fresh by one heartbeat
 * statement for all of them (a heartbeat per row would cost a transaction per row and
 * interval: 400 open draft streams made 27 a second).
 */
export interface PresenceKeeper {
  /**
   * Marks the user present in the room until `leave` (the stream ended). A user's further
   * streams in the room share the first one's row: `first` says whether this one entered (the
   * room is told), and `leave` resolves true when the user's last stream here left.
   */
  enter(room: string, userId: string): Promise<{ first: boolean; leave: () => Promise<boolean> }>;
}

/** One per app, built by the composition root (composition.ts) and shared by its streams. */
export function createPresenceKeeper(db: Database): PresenceKeeper {
  const open = new Set<string>();
  // By room and user: the row shared by that user's streams there, and how many hold it.
  const held = new Map<string, { row: Promise<string>; streams: number }>();
  let timer: NodeJS.Timeout | null = null;
  const beat = () => {
    if (open.size > 0) void heartbeatAll(db, [...open]).catch(() => undefined);
  };
  const keeper: PresenceKeeper = {
    async enter(room, userId) {
      const key = `${room}\n${userId}`;
      let entry = held.get(key);
      const first = !entry;
      if (!entry) {
        const row = enterRoom(db, room, userId);
        entry = { row, streams: 0 };
        held.set(key, entry);
        // A failed insert must not leave a row-less entry for the next stream to share.
        row.catch(() => {
          if (held.get(key) === entry) held.delete(key);
        });
      }
      entry.streams += 1;
      const mine = entry;
      let connectionId: string;
      try {
        connectionId = await mine.row;
      } catch (err) {
        mine.streams -= 1;
        throw err;
      }
      open.add(connectionId);
      if (!timer) {
        timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
        timer.unref();
      }
      let left = false;
      return {
        first,
        leave: async () => {
          if (left) return false;
          left = true;
          mine.streams -= 1;
          if (mine.streams > 0) return false;
          if (held.get(key) === mine) held.delete(key);
          open.delete(connectionId);
          if (open.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
          await leaveRoom(db, connectionId);
          return true;
        },
      };
    },
  };
  return keeper;
}

/** Rows seen after this instant count (their stream's heartbeat is recent). */
export const presenceCutoff = (now: Date) => new Date(now.getTime() - PRESENCE_TIMEOUT_MS);

/** The presence rows that count: the room's streams with a recent heartbeat. */
const liveInRoom = (room: string | SQLWrapper, seenAfter: Date | SQLWrapper) =>
  and(eq(realtimePresence.room, room), gt(realtimePresence.seenAt, seenAfter));

/** User ids with a live stream in the room, in no particular order. */
export async function usersInRoom(db: Database, room: string, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: realtimePresence.userId })
    .from(realtimePresence)
    .where(liveInRoom(room, presenceCutoff(now)));
  return rows.map((r) => r.userId);
}

/**
 * `usersInRoom` as a SQL expression (a JSON array of user ids), for a statement that reads who is
 * in the room in the same round trip as its work (the draft pick path). `seenAfter` is
 * `presenceCutoff(now)`, or a placeholder for it in a prepared statement.
 */
export const usersInRoomSql = (room: string | SQLWrapper, seenAfter: Date | SQLWrapper) =>
  sql`(select coalesce(json_agg(distinct ${realtimePresence.userId}), '[]'::json) from ${realtimePresence} where ${liveInRoom(room, seenAfter)})`;

/** Drops rows of streams whose instance stopped without saying goodbye. */
export async function sweepPresence(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(realtimePresence)
    .where(lt(realtimePresence.seenAt, new Date(now.getTime() - 10 * PRESENCE_TIMEOUT_MS)));
}
