import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { realtimePresence } from '../db/schema/realtime.js';

/**
 * Who is in a live room, shared by every server instance through the database: one row per
 * open stream, refreshed by a heartbeat. A stream that ends deletes its row; an instance that
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
 * The open streams of this instance in the rooms of one database, kept fresh by one heartbeat
 * statement for all of them (a heartbeat per stream would cost a transaction per stream and
 * interval: 400 open draft streams made 27 a second).
 */
export interface PresenceKeeper {
  /** Marks the user present in the room until `leave` (the stream ended). */
  enter(room: string, userId: string): Promise<{ leave: () => Promise<void> }>;
}

const keepers = new WeakMap<Database, PresenceKeeper>();

export function presenceKeeper(db: Database): PresenceKeeper {
  let keeper = keepers.get(db);
  if (keeper) return keeper;
  const open = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const beat = () => {
    if (open.size > 0) void heartbeatAll(db, [...open]).catch(() => undefined);
  };
  keeper = {
    async enter(room, userId) {
      const connectionId = await enterRoom(db, room, userId);
      open.add(connectionId);
      if (!timer) {
        timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
        timer.unref();
      }
      let left = false;
      return {
        leave: async () => {
          if (left) return;
          left = true;
          open.delete(connectionId);
          if (open.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
          await leaveRoom(db, connectionId);
        },
      };
    },
  };
  keepers.set(db, keeper);
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
