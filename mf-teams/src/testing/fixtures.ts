import { teamSummaryFixture } from '@tiix/shared-data/testing';
import type { TeamHandoverFieldsFragment } from '../features/members/operations';
import type {
  GameFieldsFragment,
  TeamDetailFields,
  TeamMemberFields,
} from '../shared/teamOperations';

/**
 * A team as `TeamDocument` answers it: shared-data's summary fixture, no payment handles, and no
 * members, games or invites; then `overrides`.
 */
export function teamDetailFixture(overrides: Partial<TeamDetailFields> = {}): TeamDetailFields {
  return {
    ...teamSummaryFixture(),
    totalCost: 0,
    paymentsMode: 'external',
    planExpiresAt: null,
    venmoUsername: null,
    cashappCashtag: null,
    paypalMe: null,
    zelleNote: null,
    members: [],
    games: [],
    invites: [],
    upcomingGames: [],
    ...overrides,
  };
}

/** A member of team t1 who has not joined yet and has no name or address; then `overrides`. */
export function teamMemberFixture(overrides: Partial<TeamMemberFields> = {}): TeamMemberFields {
  return {
    id: 'm1',
    teamId: 't1',
    userId: null,
    role: 'member',
    paymentStatus: 'pending',
    displayName: null,
    email: null,
    avatarUrl: null,
    joinedAt: null,
    ...overrides,
  };
}

/** Home game `n` of team t1 (week n), upcoming, with no kickoff time or score yet; then `overrides`. */
export function gameFixture(
  n: number,
  overrides: Partial<GameFieldsFragment> = {},
): GameFieldsFragment {
  return {
    id: `g${n}`,
    teamId: 't1',
    opponent: 'Dallas Cowboys',
    opponentAbbr: null,
    venue: 'Lincoln Financial Field',
    gameDate: '2025-09-07T17:00:00.000Z',
    kickoffEpochMs: null,
    kickoffLocal: null,
    kickoffTz: 'America/New_York',
    tzAbbr: 'EDT',
    isPrimeTime: false,
    isHome: true,
    isPreseason: false,
    week: String(n),
    status: 'upcoming',
    homeScore: null,
    awayScore: null,
    finalScore: null,
    externalGameId: null,
    assignedTo: null,
    ...overrides,
  };
}

/**
 * Olivia's pending handover of Sunday Crew (t1) to Mia, as the API answers it (with its type
 * name); then `overrides`.
 */
export function handoverFixture(overrides: Partial<TeamHandoverFieldsFragment> = {}) {
  const handover: TeamHandoverFieldsFragment = {
    id: 'h1',
    teamId: 't1',
    teamName: 'Sunday Crew',
    fromUserId: 'u-owner',
    fromName: 'Olivia',
    toUserId: 'u-mia',
    toName: 'Mia',
    status: 'pending',
    expiresAt: '2026-12-03T00:00:00Z',
    ...overrides,
  };
  return { __typename: 'TeamHandover', ...handover };
}
