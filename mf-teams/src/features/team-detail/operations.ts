/** mf-teams' team documents: one team with its members, games and invites, and the owner's edits. */
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

export interface InviteResult {
  success: boolean;
  message: string;
  invite: TeamInviteFields | null;
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

const INVITE_FIELDS = `
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

export interface UpdateTeamInput {
  name?: string | null;
  status?: TeamStatus | null;
  totalCost?: number | null;
}
export interface UpdateTeamMutation {
  updateTeam: TeamSummaryFields & { totalCost: number };
}
export interface UpdateTeamVariables {
  id: string;
  input: UpdateTeamInput;
}

/** Owner/admin; only name, status and totalCost. */
export const UpdateTeamDocument: TypedDocumentNode<UpdateTeamMutation, UpdateTeamVariables> = gql`
  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {
    updateTeam(id: $id, input: $input) {
      ${TEAM_SUMMARY_FIELDS}
      totalCost
    }
  }
`;

const INVITE_RESULT_FIELDS = `
  success
  message
  invite {
    ${INVITE_FIELDS}
  }
`;

export interface InviteMemberMutation {
  inviteMember: InviteResult;
}
export interface InviteMemberVariables {
  teamId: string;
  email: string;
}

/** Owner/admin. A refusal is `success: false` with the user-facing message, not a GraphQL error. */
export const InviteMemberDocument: TypedDocumentNode<InviteMemberMutation, InviteMemberVariables> =
  gql`
  mutation InviteMember($teamId: ID!, $email: String!) {
    inviteMember(teamId: $teamId, email: $email) {
      ${INVITE_RESULT_FIELDS}
    }
  }
`;

export interface ResendInviteMutation {
  resendInvite: InviteResult;
}

export const ResendInviteDocument: TypedDocumentNode<ResendInviteMutation, { inviteId: string }> =
  gql`
    mutation ResendInvite($inviteId: ID!) {
      resendInvite(inviteId: $inviteId) {
        ${INVITE_RESULT_FIELDS}
      }
    }
  `;

export interface RevokeInviteMutation {
  revokeInvite: InviteResult;
}

export const RevokeInviteDocument: TypedDocumentNode<RevokeInviteMutation, { inviteId: string }> =
  gql`
    mutation RevokeInvite($inviteId: ID!) {
      revokeInvite(inviteId: $inviteId) {
        ${INVITE_RESULT_FIELDS}
      }
    }
  `;
