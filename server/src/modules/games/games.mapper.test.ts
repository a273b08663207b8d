import { describe, expect, it } from 'vitest';
import { withScoreHidden, type ApiGame } from './games.mapper.js';

describe('withScoreHidden', () => {
  it('blanks the score fields a game carries and adds none (free games keep their shape)', () => {
    // A game shaped in SQL for one query: only the fields it asked for.
    const shaped = {
      id: 'g1',
      opponent: 'Eagles',
      tiixRank: 88,
      tiixReasonTags: ['rivalry'],
    } as unknown as ApiGame;
    const hidden = withScoreHidden(shaped);
    expect(hidden).toEqual({ id: 'g1', opponent: 'Eagles', tiixRank: null, tiixReasonTags: [] });
    expect(Object.keys(hidden)).toEqual(Object.keys(shaped));
    // The game it was given is left as it was.
    expect(shaped).toMatchObject({ tiixRank: 88, tiixReasonTags: ['rivalry'] });
  });
});
