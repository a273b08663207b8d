import { presenceKeeper } from '../../realtime/presence.js';
import type { SseOutgoing } from '../../realtime/sse-fanout.js';
import { draftRoom } from './drafts.events.js';
import { publishPresence, requireDraftMember, type DraftsContext } from './drafts.service.js';

/**
 * Marks a member present in the draft's room while their live stream is open and tells the room
 * who is in it; `leave` (once, when the stream ends) does the reverse. The row is kept fresh by
 * the instance's shared heartbeat, so other instances count the member too.
 */
export async function enterDraftRoom(
  ctx: DraftsContext,
  draftId: string,
  userId: string,
): Promise<{ leave: () => Promise<void> }> {
  const presence = await presenceKeeper(ctx.db).enter(draftRoom(draftId), userId);
  return {
    leave: async () => {
      await presence.leave().catch(() => undefined);
      await publishPresence(ctx.db, ctx.deps, draftId).catch(() => undefined);
    },
  };
}

/**
 * `GET /api/drafts/{id}/events`: the draft's live events as plain server-sent events, for members
 * of its team (refused before the stream opens, like every draft call). Each event is one
 * `data:` line holding the JSON of the `DraftEvent` the `draftEvents` subscription sends (same
 * fields, instants as ISO strings), serialised once per instance for all its streams (see
 * realtime/sse-fanout.ts); comment lines keep the connection alive. The caller's own presence
 * event follows the opening, like the subscription's.
 */
export async function openDraftEvents(
  ctx: DraftsContext,
  draftId: string,
  /** The Node response, when served by the Node server: events are then written to it. */
  outgoing?: SseOutgoing,
): Promise<Response> {
  const { draft, access } = await requireDraftMember(ctx, draftId);
  const room = await enterDraftRoom(ctx, draft.id, access.userId);
  const response = ctx.deps.streams.open(draft.id, {
    onClose: () => void room.leave(),
    ...(outgoing ? { outgoing } : {}),
  });
  // After the stream listens: the new member's presence reaches them too.
  void publishPresence(ctx.db, ctx.deps, draft.id).catch(() => undefined);
  return response;
}
