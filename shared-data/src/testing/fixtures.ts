import type { TeamSummaryFieldsFragment } from '../teams/teamOperations';

/** A team's summary fields as `MyTeamsDocument` answers them: an owned free NFL team, then `overrides`. */
export function teamSummaryFixture(
  overrides: Partial<TeamSummaryFieldsFragment> = {},
): TeamSummaryFieldsFragment {
  return {
    id: 't1',
    name: 'Sunday Crew',
    league: 'NFL',
    teamName: 'Philadelphia Eagles',
    season: '2025',
    status: 'active',
    ownerId: 'u-owner',
    draftId: null,
    plan: 'free',
    myRole: 'owner',
    memberCount: 3,
    gameCount: 9,
    createdAt: '2025-06-01T00:00:00Z',
    updatedAt: '2025-06-01T00:00:00Z',
    ...overrides,
  };
}
