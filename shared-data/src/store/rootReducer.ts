import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '../session/sessionSlice';
import { currentTeamSlice } from '../session/currentTeamSlice';
import { draftActivitySlice } from './draftActivitySlice';

/**
 * Slices that remotes add at run time with `rootReducer.inject(slice)`. A remote declares its
 * slice here by module augmentation:
 *   declare module '@tiix/shared-data' { interface LazyLoadedSlices { draftUi: DraftUiState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by remotes through declaration merging
export interface LazyLoadedSlices {}

/** The shell's root reducer; remotes inject their slices into it. */
export const rootReducer = combineSlices(
  sessionSlice,
  currentTeamSlice,
  draftActivitySlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
