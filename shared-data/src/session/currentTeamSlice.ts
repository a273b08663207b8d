import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { safeStorage } from '../storage';

export const CURRENT_TEAM_STORAGE_KEY = 'tiix.currentTeamId';

export const currentTeamSlice = createSlice({
  name: 'currentTeam',
  initialState: (): { teamId: string | null } => ({
    teamId: safeStorage.get(CURRENT_TEAM_STORAGE_KEY),
  }),
  reducers: {
    /** Remember the team the user works in (null forgets it). */
    currentTeamChanged: (state, action: PayloadAction<string | null>) => {
      state.teamId = action.payload;
    },
  },
  selectors: {
    selectCurrentTeamId: (state) => state.teamId,
  },
});

export const { currentTeamChanged } = currentTeamSlice.actions;
export const { selectCurrentTeamId } = currentTeamSlice.selectors;
