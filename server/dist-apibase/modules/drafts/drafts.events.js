import { turnAt } from './draft-order.js';
export const draftRoom = (draftId) => `draft:${draftId}`;
/** Milliseconds left on the clock: live when active, frozen when paused, else null. */
export function remainingMs(draft, now) {
    if (draft.state === 'paused')
        return draft.pausedRemainingMs ?? null;
    if (draft.state === 'active' && draft.pickDeadline) {
        return Math.max(0, draft.pickDeadline.getTime() - now.getTime());
    }
    return null;
}
/** The participant on the clock of an active or paused draft. */
export function onClock(draft, participants) {
    if (draft.state !== 'active' && draft.state !== 'paused')
        return null;
    if (draft.totalPicks != null && draft.currentOverall >= draft.totalPicks)
        return null;
    return turnAt(participants, draft, draft.currentOverall)?.participant ?? null;
}
/** Builds the event after the commit, with who is in the room now (`onlineUserIds`). */
export function buildDraftEvent(type, draft, participants, onlineUserIds, pick = null, now = new Date()) {
    return {
        type,
        draftId: draft.id,
        at: now.toISOString(),
        state: draft.state,
        status: draft.status,
        mode: draft.mode,
        currentOverall: draft.currentOverall,
        pickStartedAt: draft.pickStartedAt?.toISOString() ?? null,
        pickDeadline: draft.pickDeadline?.toISOString() ?? null,
        remainingMs: remainingMs(draft, now),
        onClockParticipantId: onClock(draft, participants)?.id ?? null,
        pick,
        onlineUserIds,
    };
}
//# sourceMappingURL=drafts.events.js.map