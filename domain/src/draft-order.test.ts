import { describe, expect, it } from 'vitest';
import {
  draftTurns,
  plannedPicks,
  roundsForAllGames,
  turnAt,
  upcomingTurns,
  type OrderParticipant,
} from './draft-order.js';

const people = (...shares: number[]): OrderParticipant[] =>
  shares.map((s, i) => ({ id: `p${i + 1}`, position: i + 1, shares: s }));

const order = (
  participants: OrderParticipant[],
  settings: Parameters<typeof turnAt>[1],
  n: number,
) => Array.from({ length: n }, (_, o) => turnAt(participants, settings, o)!.participant.id);

describe('draft order', () => {
  it('snake reverses every other round', () => {
    expect(order(people(1, 1, 1), { pickOrder: 'snake', picksPerRound: 1 }, 9)).toEqual([
      'p1',
      'p2',
      'p3',
      'p3',
      'p2',
      'p1',
      'p1',
      'p2',
      'p3',
    ]);
  });

  it('round robin keeps the order: slot = overall modulo the participants, plus 1', () => {
    const ps = people(1, 1, 1);
    const turns = Array.from({ length: 7 }, (_, o) =>
      turnAt(ps, { pickOrder: 'round_robin', picksPerRound: 1 }, o)!,
    );
    expect(turns.map((t) => t.participant.id)).toEqual(['p1', 'p2', 'p3', 'p1', 'p2', 'p3', 'p1']);
    expect(turns.map((t) => t.slot)).toEqual(turns.map((t) => (t.overall % 3) + 1));
    expect(turns.map((t) => t.round)).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });

  it('gives a member with two shares two consecutive slots a round', () => {
    expect(order(people(1, 2, 1), { pickOrder: 'snake', picksPerRound: 1 }, 8)).toEqual([
      'p1',
      'p2',
      'p2',
      'p3',
      'p3',
      'p2',
      'p2',
      'p1',
    ]);
    expect(turnAt(people(1, 2, 1), { pickOrder: 'snake', picksPerRound: 1 }, 2)!.slot).toBe(3);
  });

  it('makes picksPerRound picks in a row per turn', () => {
    expect(order(people(1, 1), { pickOrder: 'snake', picksPerRound: 2 }, 8)).toEqual([
      'p1',
      'p1',
      'p2',
      'p2',
      'p2',
      'p2',
      'p1',
      'p1',
    ]);
    expect(order(people(1, 1), { pickOrder: 'round_robin', picksPerRound: 2 }, 6)).toEqual([
      'p1',
      'p1',
      'p2',
      'p2',
      'p1',
      'p1',
    ]);
  });

  it('follows positions, not the array order', () => {
    const ps = people(1, 1, 1).map((p, i) => ({ ...p, position: 3 - i }));
    expect(order(ps, { pickOrder: 'round_robin', picksPerRound: 1 }, 3)).toEqual([
      'p3',
      'p2',
      'p1',
    ]);
  });

  it('counts planned picks, rounds for all games and upcoming turns', () => {
    const ps = people(1, 2, 1);
    const settings = { pickOrder: 'snake' as const, rounds: 3, picksPerRound: 1 };
    expect(plannedPicks(ps, settings)).toBe(12);
    expect(roundsForAllGames(ps, settings, 9)).toBe(3);
    expect(roundsForAllGames(ps, settings, 8)).toBe(2);
    expect(roundsForAllGames([], settings, 8)).toBe(1);
    expect(upcomingTurns(ps, settings, 2, 5, 10).map((t) => t.overall)).toEqual([2, 3, 4]);
    expect(turnAt([], settings, 0)).toBeNull();
  });
});

const board = [
  { id: 'b', position: 2, shares: 1 },
  { id: 'a', position: 1, shares: 1 },
  { id: 'c', position: 3, shares: 1 },
];
const ids = (turns: { participantId: string }[]) => turns.map((t) => t.participantId).join('');

describe('draftTurns (the board)', () => {
  it('snakes: forward, then reversed', () => {
    expect(ids(draftTurns(board, 'snake', 3, 1))).toBe('abccbaabc');
  });

  it('round-robin keeps the order every round', () => {
    expect(ids(draftTurns(board, 'round_robin', 2, 1))).toBe('abcabc');
  });

  it('gives a member with two shares two slots in a row, and repeats picks per round', () => {
    const withShares = [board[1]!, { ...board[0]!, shares: 2 }];
    expect(ids(draftTurns(withShares, 'snake', 2, 1))).toBe('abbbba');
    expect(ids(draftTurns([board[1]!, board[0]!], 'round_robin', 1, 2))).toBe('aabb');
  });

  it('numbers picks from zero, with 1-based rounds and slots, and stops at the total', () => {
    const turns = draftTurns(board, 'snake', 2, 1, 4);
    expect(turns).toHaveLength(4);
    expect(turns[3]).toEqual({ overall: 3, round: 2, slot: 1, participantId: 'c' });
  });
});
