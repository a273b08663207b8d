/**
 * The team fields and the one-team query that several mf-teams features read (team detail, the
 * games list, the team list, the game cards and the draft entry): one selection of each, so every
 * screen caches the same shapes.
 */
import { gql, type TypedDocumentNode } from 'urql';
import type {
  GameStatus,
  InviteStatus,
  MemberPaymentStatus,
  PaymentsMode,
  TeamPlan,
  TeamRole,
  TeamStatus,
} from '@tiix/shared-data';

export interface GameFields {
  id: string;
  teamId: string;
  opponent: string;
  opponentAbbr: string | null;
  venue: string | null;
  gameDate: string;
  kickoffEpochMs: number | null;
  kickoffLocal: string | null;
  kickoffTz: string | null;
  tzAbbr: string | null;
  isPrimeTime: boolean;
  isHome: boolean;
  isPreseason: boolean;
  week: string | null;
  status: GameStatus;
  homeScore: number | null;
  awayScore: number | null;
  finalScore: string | null;
  externalGameId: string | null;
  /** User id of the member the draft gave this game to. */
  assignedTo: string | null;
}

export interface TeamSummaryFields {
  id: string;
  name: string;
  league: string;
  teamName: string;
  season: string;
  status: TeamStatus;
  ownerId: string;
  draftId: string | null;
  plan: TeamPlan;
  myRole: TeamRole;
  memberCount: number;
  gameCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TeamMemberFields {
  id: string;
  teamId: string;
  userId: string | null;
  role: TeamRole;
  paymentStatus: MemberPaymentStatus;
  /** The member's name as teammates see it (the server's one naming rule). */
  displayName: string | null;
  /** Only owners and admins get members' e-mail addresses; null for everyone else. */
  email: string | null;
  avatarUrl: string | null;
  joinedAt: string | null;
}

export interface TeamInviteFields {
  id: string;
  teamId: string;
  email: string;
  status: InviteStatus;
  invitedBy: string | null;
  invitedAt: string;
  acceptedAt: string | null;
}

export interface TeamDetailFields extends TeamSummaryFields {
  totalCost: number;
  paymentsMode: PaymentsMode;
  planExpiresAt: string | null;
  venmoUsername: string | null;
  cashappCashtag: string | null;
  paypalMe: string | null;
  zelleNote: string | null;
  members: TeamMemberFields[];
  games: GameFields[];
  invites: TeamInviteFields[];
  upcomingGames: GameFields[];
}

/** The Game fields every game query selects; scored selections add the tiix fields. */
export const GAME_FIELDS = `
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
`;

export const TEAM_SUMMARY_FIELDS = `
  id
  name
  league
  teamName
  season
  status
  ownerId
  draftId
  plan
  myRole
  memberCount
  gameCount
  createdAt
  updatedAt
`;

export const INVITE_FIELDS = `
  id
  teamId
  email
  status
  invitedBy
  invitedAt
  acceptedAt
`;

export interface TeamQuery {
  /** Null when the team does not exist or the caller is not a member. */
  team: TeamDetailFields | null;
}
export interface TeamVariables {
  id: string;
  upcomingLimit?: number;
}

/** One team with members, games, pending invites (owner/admin only) and the next home games. */
export const TeamDocument: TypedDocumentNode<TeamQuery, TeamVariables> = gql`
  query Team($id: ID!, $upcomingLimit: Int = 3) {
    team(id: $id) {
      ${TEAM_SUMMARY_FIELDS}
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
        ${GAME_FIELDS}
      }
      invites {
        ${INVITE_FIELDS}
      }
      upcomingGames(limit: $upcomingLimit) {
        ${GAME_FIELDS}
      }
    }
  }
`;
