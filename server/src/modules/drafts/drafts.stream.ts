import type { SseOutgoing } from '../../realtime/sse-fanout.js';
import type { StreamLease } from '../../realtime/streams.js';
import { draftRoom, type DraftEventPayload } from './drafts.events.js';
import {
  presenceEvent,
  publishPresence,
  requireDraftMember,
  type DraftsContext,
} from './drafts.service.js';

export interface DraftRoomVisit {
  /**
   * The caller's presence event, once the stream listens: told to the whole room when this is
   * the member's first stream here, else to this stream only (the room already counts them).
   */
  hello(): Promise<DraftEventPayload | null>;
  leave(): Promise<void>;
}

/**
 * Marks a member present in the draft's room while their live stream is open; `leave` (once,
 * when the stream ends) does the reverse. A member with several streams in the room is one
 * presence row and one join (and one leave) however many streams they open. The row is kept
 * fresh by the instance's shared heartbeat, so other instances count the member too.
 */
export async function enterDraftRoom(
  ctx: DraftsContext,
  draftId: string,
  userId: string,
): Promise<DraftRoomVisit> {
  const presence = await ctx.deps.presence.enter(draftRoom(draftId), userId);
  return {
    hello: async () => {
      if (!presence.first) return presenceEvent(ctx.db, ctx.deps, draftId);
      await publishPresence(ctx.db, ctx.deps, draftId);
      return null;
    },
    leave: async () => {
      const last = await presence.leave().catch(() => false);
      if (last) await publishPresence(ctx.db, ctx.deps, draftId).catch(() => undefined);
    },
  };
}

/**
 * `GET /api/drafts/{id}/events`: the draft's live events as plain server-sent events, for members
 * of its team (refused before the stream opens, like every draft call, and with 429 past the
 * caller's cap of open streams). Each event is one `data:` line holding the JSON of the
 * `DraftEvent` the `draftEvents` subscription sends (same fields, instants as ISO strings),
 * serialised once per instance for all its streams (see realtime/sse-fanout.ts); comment lines
 * keep the connection alive. The caller's own presence event follows the opening, like the
 * subscription's. The stream ends with a last event when the server stops (`reconnect`) or the
 * caller leaves the team (`ended`).
 */
export async function openDraftEvents(
  ctx: DraftsContext,
  draftId: string,
  /** The Node response, when served by the Node server: events are then written to it. */
  outgoing?: SseOutgoing,
): Promise<Response> {
  const { draft, access } = await requireDraftMember(ctx, draftId);
  const lease: StreamLease = await ctx.deps.realtime.streams.open({
    userId: access.userId,
    kind: 'draft-events',
    teamId: draft.teamId,
  });
  let room: DraftRoomVisit;
  try {
    room = await enterDraftRoom(ctx, draft.id, access.userId);
  } catch (err) {
    lease.release();
    throw err;
  }
  return ctx.deps.streams.open(draft.id, {
    onClose: () => {
      lease.release();
      void room.leave();
    },
    signal: lease.signal,
    // After the stream listens: the new member's presence reaches them too.
    greet: () => room.hello(),
    ...(outgoing ? { outgoing } : {}),
  });
}
