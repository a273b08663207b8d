import { describe, expect, it } from 'vitest';
import { draftTurns } from './draftOrder';

const people = [
  { id: 'b', position: 2, shares: 1 },
  { id: 'a', position: 1, shares: 1 },
  { id: 'c', position: 3, shares: 1 },
];
const ids = (turns: { participantId: string }[]) => turns.map((t) => t.participantId).join('');

describe('draftTurns', () => {
  it('snakes: forward, then reversed', () => {
    expect(ids(draftTurns(people, 'snake', 3, 1))).toBe('abccbaabc');
  });

  it('round-robin keeps the order every round', () => {
    expect(ids(draftTurns(people, 'round_robin', 2, 1))).toBe('abcabc');
  });

  it('gives a member with two shares two slots in a row, and repeats picks per round', () => {
    const withShares = [people[1]!, { ...people[0]!, shares: 2 }];
    expect(ids(draftTurns(withShares, 'snake', 2, 1))).toBe('abbbba');
    expect(ids(draftTurns([people[1]!, people[0]!], 'round_robin', 1, 2))).toBe('aabb');
  });

  it('numbers picks from zero, with 1-based rounds and slots, and stops at the total', () => {
    const turns = draftTurns(people, 'snake', 2, 1, 4);
    expect(turns).toHaveLength(4);
    expect(turns[3]).toEqual({ overall: 3, round: 2, slot: 1, participantId: 'c' });
  });
});
