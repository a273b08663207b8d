/**
 * Who is on the clock for each overall pick. Pure functions: the service, the resolvers and the
 * tests share them, and the client applies the same rule (docs/decisions/004-draft-engine.md).
 *
 * Participants are taken by position; each appears `shares` times per round, consecutively.
 * Snake reverses the slot order every other round, round_robin keeps it. Each turn makes
 * `picksPerRound` picks in a row. With one share each and one pick per round this is the
 * classic rule: the on-clock slot is current_overall modulo the participant count, plus 1.
 */

export type PickOrder = 'snake' | 'round_robin';

export interface OrderParticipant {
  id: string;
  userId: string;
  position: number;
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

/** The slot sequence of one round, in forward order. */
export function slotSequence<P extends OrderParticipant>(participants: readonly P[]): readonly P[] {
  let seq = sequences.get(participants) as readonly P[] | undefined;
  if (!seq) {
    seq = [...participants]
      .sort((a, b) => a.position - b.position)
      .flatMap((p) => Array.from({ length: Math.max(1, p.shares) }, () => p));
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
  const seq = slotSequence(participants);
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
