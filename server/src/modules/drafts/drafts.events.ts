import { turnAt } from '@tiix/domain';
import type { DraftEventType } from '../../generated/graphql.js';
import type { DraftRecord, ParticipantRecord } from './drafts.repository.js';

export type { DraftEventType };

export interface DraftEventPickPayload {
  id: string;
  pickNumber: number;
  overall: number;
  round: number;
  slot: number;
  autopick: boolean;
  userId: string | null;
  participantId: string | null;
  displayName: string;
  gameId: string;
  opponent: string;
  /** ISO 8601. */
  gameDate: string;
}

/**
 * One live event of a draft, complete in itself (JSON-safe: it may cross Redis). It is the
 * schema's `DraftEvent` with every field present and instants as ISO strings; the subscription's
 * resolver types check it against the schema, and the apps type it from their own selection.
 */
export interface DraftEventPayload {
  type: DraftEventType;
  draftId: string;
  at: string;
  state: DraftRecord['state'];
  status: DraftRecord['status'];
  mode: DraftRecord['mode'];
  currentOverall: number;
  pickStartedAt: string | null;
  pickDeadline: string | null;
  remainingMs: number | null;
  onClockParticipantId: string | null;
  pick: DraftEventPickPayload | null;
  onlineUserIds: string[];
}

declare module '../../realtime/realtime.js' {
  interface RealtimeChannels {
    draft: DraftEventPayload;
  }
}

export const draftRoom = (draftId: string) => `draft:${draftId}`;

/** Milliseconds left on the clock: live when active, frozen when paused, else null. */
export function remainingMs(draft: DraftRecord, now: Date): number | null {
  if (draft.state === 'paused') return draft.pausedRemainingMs ?? null;
  if (draft.state === 'active' && draft.pickDeadline) {
    return Math.max(0, draft.pickDeadline.getTime() - now.getTime());
  }
  return null;
}

/** The participant on the clock of an active or paused draft. */
export function onClock<P extends ParticipantRecord>(
  draft: DraftRecord,
  participants: readonly P[],
): P | null {
  if (draft.state !== 'active' && draft.state !== 'paused') return null;
  if (draft.totalPicks != null && draft.currentOverall >= draft.totalPicks) return null;
  return turnAt(participants, draft, draft.currentOverall)?.participant ?? null;
}

/** Builds the event after the commit, with who is in the room now (`onlineUserIds`). */
export function buildDraftEvent(
  type: DraftEventType,
  draft: DraftRecord,
  participants: readonly ParticipantRecord[],
  onlineUserIds: string[],
  pick: DraftEventPickPayload | null = null,
  now = new Date(),
): DraftEventPayload {
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
