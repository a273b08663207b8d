/**
 * The response and variable shapes the mock backends answer (types only). Each app owns its
 * own documents and result types; these mirror the server schema for the mocks, and
 * `scripts/api-contract` checks every handler's answers against that schema.
 */
import type {
  ActivityType,
  GameStatus,
  InviteStatus,
  MemberPaymentStatus,
  PaymentsMode,
  TeamPlan,
  TeamRole,
  TeamStatus,
} from '../../domain/teams';

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

export interface ActivityLogEntryFields {
  id: string;
  teamId: string;
  userId: string | null;
  /** The actor's name as teammates see it; null when the entry has no actor. */
  actorName: string | null;
  activityType: ActivityType;
  /** Per type: team_name; email; opponent and rank; draft_type; or amount. */
  details: Record<string, unknown>;
  createdAt: string;
}

export interface DashboardSummary {
  teams: number;
  upcomingGames: number;
  teamMembers: number;
  pendingPayments: number;
}

export interface InviteResult {
  success: boolean;
  message: string;
  invite: TeamInviteFields | null;
}

export interface MyTeamsQuery {
  myTeams: TeamSummaryFields[];
}

export interface TeamQuery {
  /** Null when the team does not exist or the caller is not a member. */
  team: TeamDetailFields | null;
}
export interface TeamVariables {
  id: string;
  upcomingLimit?: number;
}

export interface RecentActivityQuery {
  recentActivity: ActivityLogEntryFields[];
}
export interface RecentActivityVariables {
  teamIds?: string[] | null;
  limit?: number;
}

export interface DashboardQuery {
  dashboard: DashboardSummary;
}

export interface CreateTeamInput {
  name: string;
  league: string;
  teamName: string;
  season: string;
  inviteEmails?: string[] | null;
}
export interface CreateTeamMutation {
  createTeam: TeamSummaryFields;
}
export interface CreateTeamVariables {
  input: CreateTeamInput;
}

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

export interface DeleteTeamMutation {
  deleteTeam: boolean;
}

export interface InviteMemberMutation {
  inviteMember: InviteResult;
}
export interface InviteMemberVariables {
  teamId: string;
  email: string;
}

export interface ResendInviteMutation {
  resendInvite: InviteResult;
}

export interface RevokeInviteMutation {
  revokeInvite: InviteResult;
}
