/** Who picks when in a draft: the one client-side home of the turn-order rule. */

export type DraftOrderKind = 'snake' | 'round_robin';

export interface DraftOrderParticipant {
  id: string;
  /** 1-based place in the order. */
  position: number;
  /** Slots per round (a member with two seats has 2). */
  shares: number;
}

export interface DraftTurn {
  /** Zero-based index of the pick over the whole draft (the draft's `currentOverall`). */
  overall: number;
  /** 1-based round. */
  round: number;
  /** 1-based slot within the round, in the order the round is picked. */
  slot: number;
  participantId: string;
}

/**
 * The round's slots: participants by position, each `shares` times in a row. A snake draft
 * reverses every other round; round-robin keeps the order.
 */
export function roundSlots(
  participants: readonly DraftOrderParticipant[],
  kind: DraftOrderKind,
  round: number,
): string[] {
  const forward = [...participants]
    .sort((a, b) => a.position - b.position)
    .flatMap((p) => Array.from({ length: Math.max(1, p.shares) }, () => p.id));
  return kind === 'snake' && round % 2 === 0 ? forward.reverse() : forward;
}

/**
 * Every pick of the draft in order: each slot's turn makes `picksPerRound` picks in a row, and the
 * list stops at `totalPicks` (fewer games than slots).
 */
export function draftTurns(
  participants: readonly DraftOrderParticipant[],
  kind: DraftOrderKind,
  rounds: number,
  picksPerRound: number,
  totalPicks = Number.POSITIVE_INFINITY,
): DraftTurn[] {
  const turns: DraftTurn[] = [];
  if (participants.length === 0) return turns;
  for (let round = 1; round <= rounds; round += 1) {
    roundSlots(participants, kind, round).forEach((participantId, index) => {
      for (let n = 0; n < Math.max(1, picksPerRound); n += 1) {
        if (turns.length >= totalPicks) return;
        turns.push({ overall: turns.length, round, slot: index + 1, participantId });
      }
    });
  }
  return turns;
}
