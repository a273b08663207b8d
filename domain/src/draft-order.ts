/**
 * Who is on the clock for each overall pick, and the limits of a draft's setup. The server runs
 * the draft by these rules; the draft board and the browser mocks lay out the same turns.
 *
 * Participants are taken by position; each appears `shares` times per round, consecutively.
 * Snake reverses the slot order every other round, round_robin keeps it. Each turn makes
 * `picksPerRound` picks in a row. With one share each and one pick per round this is the
 * classic rule: the on-clock slot is current_overall modulo the participant count, plus 1.
 */

// Limits of the setup. The clock runs from 10 s to 8 h (a slow draft over days).
export const PICK_CLOCK_MIN_SEC = 10;
export const PICK_CLOCK_MAX_SEC = 8 * 60 * 60;
export const ROUNDS_MAX = 100;
export const PICKS_PER_ROUND_MAX = 20;
export const SHARES_MAX = 10;
export const AUTO_DELAY_MAX_MS = 60 * 60 * 1000;

export type PickOrder = 'snake' | 'round_robin';

export interface OrderParticipant {
  id: string;
  /** 1-based place in the order. */
  position: number;
  /** Slots per round (a member with two seats has 2). */
  shares: number;
}

export interface OrderSettings {
  pickOrder: PickOrder;
  rounds: number;
  picksPerRound: number;
}

export interface Turn<P extends OrderParticipant = OrderParticipant> {
  overall: number;
  /** 1-based. */
  round: number;
  /** 1-based place in the round's slot sequence (a member with 2 shares holds 2 slots). */
  slot: number;
  participant: P;
}

// The sequence of a participants list, computed once per list: the pick path asks for the turn
// of the same cached list several times per pick. Lists are never changed in place (a new order
// or share count is a new list).
const sequences = new WeakMap<readonly OrderParticipant[], readonly OrderParticipant[]>();

/** The slot sequence of one round, in forward order: by position, each `shares` times. */
function buildSequence<P extends OrderParticipant>(participants: readonly P[]): readonly P[] {
  return [...participants]
    .sort((a, b) => a.position - b.position)
    .flatMap((p) => Array.from({ length: Math.max(1, p.shares) }, () => p));
}

/** The slot sequence of one round, in forward order (memoised per list). */
export function slotSequence<P extends OrderParticipant>(participants: readonly P[]): readonly P[] {
  let seq = sequences.get(participants) as readonly P[] | undefined;
  if (!seq) {
    seq = buildSequence(participants);
    sequences.set(participants, seq);
  }
  return seq;
}

export function picksPerFullRound(
  participants: readonly OrderParticipant[],
  settings: Pick<OrderSettings, 'picksPerRound'>,
): number {
  return slotSequence(participants).length * settings.picksPerRound;
}

/** Picks the settings allow, before capping by the games there are. */
export function plannedPicks(
  participants: readonly OrderParticipant[],
  settings: OrderSettings,
): number {
  return picksPerFullRound(participants, settings) * settings.rounds;
}

/** The turn of one overall pick (0-based), or null when there are no participants. */
export function turnAt<P extends OrderParticipant>(
  participants: readonly P[],
  settings: Pick<OrderSettings, 'pickOrder' | 'picksPerRound'>,
  overall: number,
): Turn<P> | null {
  return turnIn(slotSequence(participants), settings, overall);
}

function turnIn<P extends OrderParticipant>(
  seq: readonly P[],
  settings: Pick<OrderSettings, 'pickOrder' | 'picksPerRound'>,
  overall: number,
): Turn<P> | null {
  if (seq.length === 0 || overall < 0) return null;
  const perRound = seq.length * settings.picksPerRound;
  const round = Math.floor(overall / perRound) + 1;
  const turnInRound = Math.floor((overall % perRound) / settings.picksPerRound);
  const reversed = settings.pickOrder === 'snake' && round % 2 === 0;
  const index = reversed ? seq.length - 1 - turnInRound : turnInRound;
  return { overall, round, slot: index + 1, participant: seq[index]! };
}

/** The next `count` turns from `fromOverall`, stopping at `total`. */
export function upcomingTurns<P extends OrderParticipant>(
  participants: readonly P[],
  settings: Pick<OrderSettings, 'pickOrder' | 'picksPerRound'>,
  fromOverall: number,
  total: number,
  count: number,
): Turn<P>[] {
  const turns: Turn<P>[] = [];
  for (let o = fromOverall; o < total && turns.length < count; o++) {
    const turn = turnAt(participants, settings, o);
    if (!turn) break;
    turns.push(turn);
  }
  return turns;
}

/** Rounds that give out every pickable game (at least 1). */
export function roundsForAllGames(
  participants: readonly OrderParticipant[],
  settings: Pick<OrderSettings, 'picksPerRound'>,
  pickableGames: number,
): number {
  const perRound = picksPerFullRound(participants, settings);
  return perRound === 0 ? 1 : Math.max(1, Math.ceil(pickableGames / perRound));
}

/** One turn of a draft board. */
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
 * Every pick of the draft in order, for a board: each slot's turn makes `picksPerRound` picks in
 * a row, and the list stops at `totalPicks` (fewer games than slots). Unlike `turnAt`'s place in
 * the forward order, `slot` counts the round's turns as they are picked (a snake's even round
 * starts at slot 1 with the last participant).
 */
export function draftTurns(
  participants: readonly OrderParticipant[],
  pickOrder: PickOrder,
  rounds: number,
  picksPerRound: number,
  totalPicks = Number.POSITIVE_INFINITY,
): DraftTurn[] {
  const settings = { pickOrder, picksPerRound: Math.max(1, picksPerRound) };
  // Not memoised: a client may change its participants list in place.
  const seq = buildSequence(participants);
  const slots = seq.length;
  const total = Math.min(totalPicks, slots * settings.picksPerRound * rounds);
  const turns: DraftTurn[] = [];
  for (let overall = 0; overall < total; overall++) {
    const turn = turnIn(seq, settings, overall)!;
    const reversed = pickOrder === 'snake' && turn.round % 2 === 0;
    turns.push({
      overall,
      round: turn.round,
      slot: reversed ? slots - turn.slot + 1 : turn.slot,
      participantId: turn.participant.id,
    });
  }
  return turns;
}
