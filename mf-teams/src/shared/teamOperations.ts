/**
 * The team fields and the one-team query that several mf-teams features read (team detail, the
 * games list, the team list, the game cards and the draft entry): one selection of each, so every
 * screen caches the same shapes. The team's summary fields are shared-data's (the shell and the
 * wizard select the same).
 */
import { gql } from 'urql';
import { TeamSummaryFieldsFragmentDoc } from '@tiix/shared-data';
import type { TeamQuery, TeamQueryVariables } from '../generated/graphql';

export type { TeamSummaryFieldsFragment } from '@tiix/shared-data';
export type { GameFieldsFragment } from '../generated/graphql';
export type TeamDetailFields = NonNullable<TeamQuery['team']>;
/**
 * `displayName`: the member's name as teammates see it (the server's one naming rule); `email`
 * only for owners and admins.
 */
export type TeamMemberFields = TeamDetailFields['members'][number];

/**
 * The Game fields every game query selects; scored selections add the tiix fields. `assignedTo`:
 * the user id of the member the draft gave this game to.
 */
export const GameFieldsFragmentDoc = gql`
  fragment GameFields on Game {
    id
    teamId
    opponent
    opponentAbbr
    venue
    gameDate
    kickoffEpochMs
    kickoffLocal
    kickoffTz
    tzAbbr
    isPrimeTime
    isHome
    isPreseason
    week
    status
    homeScore
    awayScore
    finalScore
    externalGameId
    assignedTo
  }
`;

export const TeamInviteFieldsFragmentDoc = gql`
  fragment TeamInviteFields on TeamInvite {
    id
    teamId
    email
    status
    invitedBy
    invitedAt
    acceptedAt
  }
`;

/** One team with members, games, pending invites (owner/admin only) and the next home games. */
export const TeamDocument = gql<TeamQuery, TeamQueryVariables>`
  query Team($id: ID!, $upcomingLimit: Int = 3) {
    team(id: $id) {
      ...TeamSummaryFields
      totalCost
      paymentsMode
      planExpiresAt
      venmoUsername
      cashappCashtag
      paypalMe
      zelleNote
      members {
        id
        teamId
        userId
        role
        paymentStatus
        displayName
        email
        avatarUrl
        joinedAt
      }
      games {
        ...GameFields
      }
      invites {
        ...TeamInviteFields
      }
      upcomingGames(limit: $upcomingLimit) {
        ...GameFields
      }
    }
  }
  ${TeamSummaryFieldsFragmentDoc}
  ${GameFieldsFragmentDoc}
  ${TeamInviteFieldsFragmentDoc}
`;
