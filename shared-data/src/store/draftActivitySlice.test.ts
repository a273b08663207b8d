import { describe, expect, it } from 'vitest';
import { createAppStore } from './createAppStore';
import { draftChanged, selectDraftRevision, selectLastChangedDraftId } from './draftActivitySlice';

describe('draftActivity', () => {
  it('counts every draft change in the one store and keeps the draft that changed last', () => {
    const store = createAppStore();
    expect(selectDraftRevision(store.getState())).toBe(0);
    expect(selectLastChangedDraftId(store.getState())).toBeNull();

    store.dispatch(draftChanged('d1'));
    store.dispatch(draftChanged('d2'));
    expect(selectDraftRevision(store.getState())).toBe(2);
    expect(selectLastChangedDraftId(store.getState())).toBe('d2');
  });
});
