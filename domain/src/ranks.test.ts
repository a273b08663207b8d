import { describe, expect, it } from 'vitest';
import { applyRankSave, resolveEntries } from './ranks.js';

describe('resolveEntries', () => {
  it('clamps to 0..100 and drops fractions', () => {
    expect(resolveEntries([{ gameId: 'a', rank: 250.7 }])).toEqual(new Map([['a', 100]]));
    expect(resolveEntries([{ gameId: 'a', rank: -3 }])).toEqual(new Map([['a', 0]]));
    expect(resolveEntries([{ gameId: 'a', rank: 2.9 }])).toEqual(new Map([['a', 2]]));
  });

  it('lets later entries win, for a game and for a rank', () => {
    expect(
      resolveEntries([
        { gameId: 'a', rank: 1 },
        { gameId: 'a', rank: 3 },
      ]),
    ).toEqual(new Map([['a', 3]]));
    expect(
      resolveEntries([
        { gameId: 'a', rank: 1 },
        { gameId: 'b', rank: 1 },
      ]),
    ).toEqual(
      new Map([
        ['a', 0],
        ['b', 1],
      ]),
    );
  });

  it('keeps the later entry for a game and gives a repeated rank to the later game', () => {
    const out = resolveEntries([
      { gameId: 'a', rank: 1 },
      { gameId: 'b', rank: 2 },
      { gameId: 'a', rank: 3 },
      { gameId: 'c', rank: 2 },
      { gameId: 'd', rank: 250 },
      { gameId: 'e', rank: -4 },
    ]);
    expect(Object.fromEntries(out)).toEqual({ a: 3, b: 0, c: 2, d: 100, e: 0 });
  });
});

describe('applyRankSave', () => {
  const current = new Map([
    ['a', 1],
    ['b', 2],
  ]);

  it('moves a used rank: the game that held it becomes unranked', () => {
    expect(applyRankSave(current, [{ gameId: 'c', rank: 2 }])).toEqual(
      new Map([
        ['a', 1],
        ['c', 2],
      ]),
    );
  });

  it('unranks with 0 and re-ranks a game without touching the others', () => {
    expect(applyRankSave(current, [{ gameId: 'a', rank: 0 }])).toEqual(new Map([['b', 2]]));
    expect(applyRankSave(current, [{ gameId: 'a', rank: 5 }])).toEqual(
      new Map([
        ['b', 2],
        ['a', 5],
      ]),
    );
  });
});
