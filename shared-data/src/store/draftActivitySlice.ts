import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Draft changes made in this window: a draft was created, started, paused, resumed or completed.
 * The shell owns the one store and every remote dispatches into it, so a part of the app in
 * another remote (the nav's Draft link) selects the revision and reads the latest draft again when
 * it moves, without knowing who changed the draft.
 */
export interface DraftActivityState {
  /** Goes up by one on every change. */
  revision: number;
  /** The draft that changed last, or null before any change. */
  lastDraftId: string | null;
}

export const draftActivitySlice = createSlice({
  name: 'draftActivity',
  initialState: (): DraftActivityState => ({ revision: 0, lastDraftId: null }),
  reducers: {
    /** A draft was created, started, paused, resumed or completed in this window. */
    draftChanged: (state, action: PayloadAction<string>) => {
      state.revision += 1;
      state.lastDraftId = action.payload;
    },
  },
  selectors: {
    selectDraftRevision: (state) => state.revision,
    selectLastChangedDraftId: (state) => state.lastDraftId,
  },
});

export const { draftChanged } = draftActivitySlice.actions;
export const { selectDraftRevision, selectLastChangedDraftId } = draftActivitySlice.selectors;
