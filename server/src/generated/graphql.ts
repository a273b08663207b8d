import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, sent as an ISO-8601 string in UTC. */
  DateTime: { input: Date; output: Date | string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
};

/** One line of a team's recent activity. */
export type ActivityLogEntry = {
  __typename?: 'ActivityLogEntry';
  activityType: ActivityType;
  createdAt: Scalars['DateTime']['output'];
  /** Per type: team_name; email; opponent and rank; draft_type; or amount (spec 3). */
  details: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  teamId: Scalars['ID']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
};

export type ActivityType =
  | 'draft_completed'
  | 'draft_started'
  | 'game_ranked'
  | 'invite_accepted'
  | 'invite_sent'
  | 'member_joined'
  | 'payment_made'
  | 'payment_received'
  | 'team_created';

export type CreateTeamInput = {
  inviteEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  league: Scalars['String']['input'];
  name: Scalars['String']['input'];
  season: Scalars['String']['input'];
  teamName: Scalars['String']['input'];
};

/** The four counters of the dashboard, over the caller's teams. */
export type DashboardSummary = {
  __typename?: 'DashboardSummary';
  pendingPayments: Scalars['Int']['output'];
  teamMembers: Scalars['Int']['output'];
  teams: Scalars['Int']['output'];
  upcomingGames: Scalars['Int']['output'];
};

/** A draft that assigns a team's games to its members. */
export type Draft = {
  __typename?: 'Draft';
  autoDelayMs: Scalars['Int']['output'];
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Zero-based index of the next pick. */
  currentOverall: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mode: DraftMode;
  ownerUserId?: Maybe<Scalars['ID']['output']>;
  pickClockSec: Scalars['Int']['output'];
  pickOrder: DraftPickOrder;
  pickStartedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Ordered by pickNumber. */
  picks: Array<DraftPick>;
  picksPerRound: Scalars['Int']['output'];
  rounds: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  state: DraftState;
  status: DraftStatus;
  teamId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type DraftMode =
  | 'auto'
  | 'manual'
  | 'turn';

export type DraftPick = {
  __typename?: 'DraftPick';
  autopick: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  draftId: Scalars['ID']['output'];
  gameId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  overall: Scalars['Int']['output'];
  pickNumber: Scalars['Int']['output'];
  round: Scalars['Int']['output'];
  slot: Scalars['Int']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
};

export type DraftPickOrder =
  | 'round_robin'
  | 'snake';

export type DraftState =
  | 'active'
  | 'complete'
  | 'paused'
  | 'ready'
  | 'setup_locked'
  | 'setup_open';

/** The older lifecycle field: pending, then active (startedAt set), then completed (completedAt set). */
export type DraftStatus =
  | 'active'
  | 'completed'
  | 'pending';

/** One game of a team's season, with its game-quality score. */
export type Game = {
  __typename?: 'Game';
  adp?: Maybe<Scalars['Float']['output']>;
  assignedTo?: Maybe<Scalars['ID']['output']>;
  awayScore?: Maybe<Scalars['Int']['output']>;
  baseScore?: Maybe<Scalars['Float']['output']>;
  contextPct?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  excitementIndex?: Maybe<Scalars['Float']['output']>;
  externalGameId?: Maybe<Scalars['String']['output']>;
  finalScore?: Maybe<Scalars['String']['output']>;
  /** Kickoff instant. */
  gameDate: Scalars['DateTime']['output'];
  homeScore?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  importance?: Maybe<GameImportance>;
  isHome: Scalars['Boolean']['output'];
  isPreseason: Scalars['Boolean']['output'];
  isPrimeTime: Scalars['Boolean']['output'];
  /** Kickoff as epoch milliseconds (Float: it does not fit a GraphQL Int). */
  kickoffEpochMs?: Maybe<Scalars['Float']['output']>;
  /** Venue-local wall time, e.g. 2025-09-07T13:00. */
  kickoffLocal?: Maybe<Scalars['String']['output']>;
  /** IANA time zone of the venue. */
  kickoffTz?: Maybe<Scalars['String']['output']>;
  opponent: Scalars['String']['output'];
  opponentAbbr?: Maybe<Scalars['String']['output']>;
  /** Ticket price in cents. */
  priceCents?: Maybe<Scalars['Int']['output']>;
  probGoneBeforePick?: Maybe<Scalars['Float']['output']>;
  resaleIndexPct?: Maybe<Scalars['Float']['output']>;
  slatePercentile?: Maybe<Scalars['Float']['output']>;
  slateRank?: Maybe<Scalars['Int']['output']>;
  slateSize?: Maybe<Scalars['Int']['output']>;
  status: GameStatus;
  teamId: Scalars['ID']['output'];
  teamPercentile?: Maybe<Scalars['Float']['output']>;
  /** Game-quality score, 0-100. */
  tiixRank?: Maybe<Scalars['Int']['output']>;
  tiixRankPercentile?: Maybe<Scalars['Float']['output']>;
  tiixRankTeam?: Maybe<Scalars['Int']['output']>;
  tiixRationale?: Maybe<Scalars['String']['output']>;
  tiixReasonTags: Array<Scalars['String']['output']>;
  /** 1-5. */
  tiixStars?: Maybe<Scalars['Int']['output']>;
  tzAbbr?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  venue?: Maybe<Scalars['String']['output']>;
  /** A number for regular weeks; playoff rounds are labels. */
  week?: Maybe<Scalars['String']['output']>;
};

export type GameImportance =
  | 'high'
  | 'low'
  | 'medium';

/** A member's own rank of a game, 1 = best. */
export type GameRanking = {
  __typename?: 'GameRanking';
  createdAt: Scalars['DateTime']['output'];
  gameId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  rank: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
};

export type GameStatus =
  | 'cancelled'
  | 'final'
  | 'live'
  | 'postponed'
  | 'upcoming';

export type Health = {
  __typename?: 'Health';
  database: HealthStatus;
};

export type HealthStatus =
  | 'OK'
  | 'UNAVAILABLE';

export type InviteResult = {
  __typename?: 'InviteResult';
  invite?: Maybe<TeamInvite>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type InviteStatus =
  | 'accepted'
  | 'pending'
  | 'revoked';

/** A sports league with bundled real schedules (public: no sign-in needed). */
export type League = {
  __typename?: 'League';
  /** The season to offer first: the earliest with games still ahead, else the newest. */
  defaultSeason?: Maybe<Scalars['String']['output']>;
  /** NFL, NBA, MLB, MLS, NHL, NWSL or WNBA. */
  id: Scalars['ID']['output'];
  /** /logos/leagues/{league}.svg */
  logoUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** pair: seasons are shown as '2025-2026' (NFL, NBA, NHL); single: as '2025'. */
  seasonDisplay: Scalars['String']['output'];
  /** Month index (0 = January) in which a season starts. */
  seasonStartMonth: Scalars['Int']['output'];
  /** Seasons with a schedule, oldest first. */
  seasons: Array<Season>;
  sport: Scalars['String']['output'];
  /** Number of current teams. */
  teamCount: Scalars['Int']['output'];
};

/** A real team of a league (not a Tiix team, which is a group sharing its tickets). */
export type LeagueTeam = {
  __typename?: 'LeagueTeam';
  abbreviation: Scalars['String']['output'];
  /** False for a team that exists only in older seasons. */
  active: Scalars['Boolean']['output'];
  conference?: Maybe<Scalars['String']['output']>;
  division?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  /** 'NFL:DAL': the abbreviation alone repeats across leagues. */
  id: Scalars['ID']['output'];
  league: Scalars['String']['output'];
  location: Scalars['String']['output'];
  /** /logos/{league}/{slug}.svg */
  logoUrl: Scalars['String']['output'];
  primaryColor?: Maybe<Scalars['String']['output']>;
  /** open, dome, retractable or indoor arena; null when the venue is unknown. */
  roofType?: Maybe<Scalars['String']['output']>;
  secondaryColor?: Maybe<Scalars['String']['output']>;
  shortName: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** IANA time zone of the venue. */
  timezone: Scalars['String']['output'];
  venueCity?: Maybe<Scalars['String']['output']>;
  venueName?: Maybe<Scalars['String']['output']>;
  venueState?: Maybe<Scalars['String']['output']>;
};

export type MemberPaymentStatus =
  | 'paid'
  | 'pending'
  | 'waived';

export type Mutation = {
  __typename?: 'Mutation';
  /** ONE transaction: team, owner membership, the season's home games from the bundled schedule, invites (token per e-mail) + invite e-mails, activity entries (team_created, invite_sent). Errors: UNAUTHENTICATED, BAD_USER_INPUT (name 1-50 trimmed, unknown league/team/season), PLAN_LIMIT. */
  createTeam: Team;
  /** Owner only. */
  deleteTeam: Scalars['Boolean']['output'];
  /**
   * The signed-in user's profile, created from the user's id, e-mail, display name and the current
   * time if it does not exist yet. Null for anonymous users, who have no profile.
   */
  ensureMyProfile?: Maybe<Profile>;
  /**
   * Ranks the team's upcoming games (not final, kickoff not passed) 1..n by game-quality score,
   * best first, ties and unscored games by date, as one saveMyRankings (at most 100 ranks). Returns
   * all the caller's ranks of the team's games, best first.
   */
  fillMyRankingsFromScore: Array<GameRanking>;
  /** Owner/admin. A refusal the UI shows as text is success false with its message. */
  inviteMember: InviteResult;
  /** Owner/admin; pending invites only. The token stays the same. */
  resendInvite: InviteResult;
  /** Owner/admin; pending invites only. */
  revokeInvite: InviteResult;
  /**
   * ONE transaction: deletes the caller's earlier ranks for the given games and inserts the ranks
   * above 0 (clamped to 0-100), one game_ranked activity entry each. A rank the caller had given
   * another game of the team moves: that game loses it. Within the list a later entry wins over an
   * earlier one (same game or same rank). An empty list changes nothing. Returns all the caller's
   * ranks of the team's games, best first.
   * Errors: UNAUTHENTICATED (guests), NOT_FOUND (unknown team or not a member), BAD_USER_INPUT (a
   * game that is not the team's, or ranking a final game).
   */
  saveMyRankings: Array<GameRanking>;
  /**
   * Changes the signed-in user's profile. Only name and lastLogin can change (spec 3); an omitted
   * argument is left as it is, the name is trimmed and an empty name is stored as unset (spec 5).
   * Creates the profile first if it is missing.
   */
  updateMyProfile?: Maybe<Profile>;
  /** Owner/admin. Only name, status, totalCost; an empty trimmed name is refused (BAD_USER_INPUT). */
  updateTeam: Team;
};


export type MutationCreateTeamArgs = {
  input: CreateTeamInput;
};


export type MutationDeleteTeamArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFillMyRankingsFromScoreArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationInviteMemberArgs = {
  email: Scalars['String']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationResendInviteArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationRevokeInviteArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationSaveMyRankingsArgs = {
  rankings: Array<RankingInput>;
  teamId: Scalars['ID']['input'];
};


export type MutationUpdateMyProfileArgs = {
  lastLogin?: InputMaybe<Scalars['DateTime']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateTeamArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTeamInput;
};

/** A request from the team owner to a member to pay an amount. */
export type PaymentRequest = {
  __typename?: 'PaymentRequest';
  amountCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code, USD by default. */
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  evidenceUrl?: Maybe<Scalars['String']['output']>;
  externalLink?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  ownerUserId?: Maybe<Scalars['ID']['output']>;
  payerUserId?: Maybe<Scalars['ID']['output']>;
  status: PaymentRequestStatus;
  teamId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PaymentRequestStatus =
  | 'paid'
  | 'pending'
  | 'waived';

/** external: members pay each other through the owner's handles; integrated: card checkout. */
export type PaymentsMode =
  | 'external'
  | 'integrated';

/** The product's view of a signed-up user (spec 3, Profile). */
export type Profile = {
  __typename?: 'Profile';
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** The auth user's id; the same value as userId, so client caches can key on id. */
  id: Scalars['ID']['output'];
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  dashboard: DashboardSummary;
  /** State of the services this server depends on. */
  health: Health;
  /** A league's teams by name: of one season ('2025', '2025-26' or '2025-2026') or the current ones. */
  leagueTeams: Array<LeagueTeam>;
  /** The leagues the create-team wizard offers. */
  leagues: Array<League>;
  /** The signed-in user's profile; null for anonymous users and before ensureMyProfile created it. */
  myProfile?: Maybe<Profile>;
  /** The caller's ranks of the team's games, best (1) first. [] when the team cannot be read. */
  myRankings: Array<GameRanking>;
  /** Teams the caller is a member of, newest first (signed-in users; guests get []). */
  myTeams: Array<Team>;
  /** Newest first, at most `limit` (default 20, at most 100), of the given teams the caller belongs to (all of them when teamIds is omitted). */
  recentActivity: Array<ActivityLogEntry>;
  /** The seasons a team has games in, oldest first. The team: abbreviation, slug or full name. */
  seasons: Array<Season>;
  /** The server's clock. Clients use it to correct their own clock, e.g. for the draft pick timer. */
  serverTime: Scalars['DateTime']['output'];
  /** Null when the team does not exist or the caller is not a member (the UI shows 'Team Not Found or Access Denied'). */
  team?: Maybe<Team>;
  /** The team's games, soonest first. Members only: [] for guests, outsiders and unknown teams. */
  teamGames: Array<Game>;
  /** Every member's ranks of the team's games, by user then rank. [] when the team cannot be read. */
  teamRankings: Array<GameRanking>;
};


export type QueryLeagueTeamsArgs = {
  league: Scalars['String']['input'];
  season?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyRankingsArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryRecentActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  teamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QuerySeasonsArgs = {
  league: Scalars['String']['input'];
  team: Scalars['String']['input'];
};


export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTeamGamesArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTeamRankingsArgs = {
  teamId: Scalars['ID']['input'];
};

/** One game's rank in a save: rank 1 = best. Values are clamped to 0-100 and 0 removes the rank. */
export type RankingInput = {
  gameId: Scalars['ID']['input'];
  rank: Scalars['Int']['input'];
};

/** A season of a league, or of one team's games when teamId is set. */
export type Season = {
  __typename?: 'Season';
  /** Local date of the first and last game, YYYY-MM-DD. */
  firstGameDate?: Maybe<Scalars['String']['output']>;
  gameCount: Scalars['Int']['output'];
  /** Team seasons only. */
  homeGameCount?: Maybe<Scalars['Int']['output']>;
  /** 'NFL:2025', or 'NFL:DAL:2025' for a team's season. */
  id: Scalars['ID']['output'];
  /** As shown to users: '2025-2026' (NFL, NBA, NHL) or '2025'. */
  label: Scalars['String']['output'];
  lastGameDate?: Maybe<Scalars['String']['output']>;
  league: Scalars['String']['output'];
  /** Season id as the data writes it: '2025' or '2025-26'. Pass it back as the season argument. */
  season: Scalars['String']['output'];
  startYear: Scalars['Int']['output'];
  teamId?: Maybe<Scalars['String']['output']>;
  upcomingGameCount: Scalars['Int']['output'];
};

/** A group of friends sharing one real team's season tickets. */
export type Team = {
  __typename?: 'Team';
  cashappCashtag?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  draftId?: Maybe<Scalars['ID']['output']>;
  gameCount: Scalars['Int']['output'];
  games: Array<Game>;
  id: Scalars['ID']['output'];
  /** Pending invites; only owners and admins see them. */
  invites: Array<TeamInvite>;
  league: Scalars['String']['output'];
  /** Members who have joined (accepted invites and the owner). */
  memberCount: Scalars['Int']['output'];
  members: Array<TeamMember>;
  /** The caller's role in this team (owner if owner_id matches, else from membership). */
  myRole: TeamRole;
  name: Scalars['String']['output'];
  ownerId: Scalars['ID']['output'];
  paymentsMode: PaymentsMode;
  paypalMe?: Maybe<Scalars['String']['output']>;
  plan: TeamPlan;
  planExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  season: Scalars['String']['output'];
  status: TeamStatus;
  /** The real team, e.g. Dallas Cowboys. */
  teamName: Scalars['String']['output'];
  /** Season ticket cost in cents. */
  totalCost: Scalars['Int']['output'];
  /** Home games at or after now, not final, soonest first. */
  upcomingGames: Array<Game>;
  updatedAt: Scalars['DateTime']['output'];
  venmoUsername?: Maybe<Scalars['String']['output']>;
  zelleNote?: Maybe<Scalars['String']['output']>;
};


/** A group of friends sharing one real team's season tickets. */
export type TeamUpcomingGamesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** An invitation of one e-mail address. Its token is a secret sent only by e-mail, so it is not exposed here. */
export type TeamInvite = {
  __typename?: 'TeamInvite';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  acceptedBy?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invitedAt: Scalars['DateTime']['output'];
  invitedBy?: Maybe<Scalars['ID']['output']>;
  status: InviteStatus;
  teamId: Scalars['ID']['output'];
};

export type TeamMember = {
  __typename?: 'TeamMember';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  displayName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  inviteId?: Maybe<Scalars['ID']['output']>;
  /** Draft order follows join order. */
  joinedAt?: Maybe<Scalars['DateTime']['output']>;
  paymentStatus: MemberPaymentStatus;
  role: TeamRole;
  teamId: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Null while the row stands for an invite that has not been accepted yet. */
  userId?: Maybe<Scalars['ID']['output']>;
};

export type TeamPlan =
  | 'free'
  | 'unlimited';

export type TeamRole =
  | 'admin'
  | 'member'
  | 'owner';

export type TeamStatus =
  | 'active'
  | 'archived'
  | 'draft'
  | 'setup';

export type UpdateTeamInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<TeamStatus>;
  totalCost?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivityLogEntry: ResolverTypeWrapper<ActivityLogEntry>;
  ActivityType: ActivityType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateTeamInput: CreateTeamInput;
  DashboardSummary: ResolverTypeWrapper<DashboardSummary>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Draft: ResolverTypeWrapper<Draft>;
  DraftMode: DraftMode;
  DraftPick: ResolverTypeWrapper<DraftPick>;
  DraftPickOrder: DraftPickOrder;
  DraftState: DraftState;
  DraftStatus: DraftStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Game: ResolverTypeWrapper<Game>;
  GameImportance: GameImportance;
  GameRanking: ResolverTypeWrapper<GameRanking>;
  GameStatus: GameStatus;
  Health: ResolverTypeWrapper<Health>;
  HealthStatus: HealthStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteResult: ResolverTypeWrapper<InviteResult>;
  InviteStatus: InviteStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  League: ResolverTypeWrapper<League>;
  LeagueTeam: ResolverTypeWrapper<LeagueTeam>;
  MemberPaymentStatus: MemberPaymentStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaymentRequest: ResolverTypeWrapper<PaymentRequest>;
  PaymentRequestStatus: PaymentRequestStatus;
  PaymentsMode: PaymentsMode;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RankingInput: RankingInput;
  Season: ResolverTypeWrapper<Season>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Team: ResolverTypeWrapper<Team>;
  TeamInvite: ResolverTypeWrapper<TeamInvite>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamPlan: TeamPlan;
  TeamRole: TeamRole;
  TeamStatus: TeamStatus;
  UpdateTeamInput: UpdateTeamInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityLogEntry: ActivityLogEntry;
  Boolean: Scalars['Boolean']['output'];
  CreateTeamInput: CreateTeamInput;
  DashboardSummary: DashboardSummary;
  DateTime: Scalars['DateTime']['output'];
  Draft: Draft;
  DraftPick: DraftPick;
  Float: Scalars['Float']['output'];
  Game: Game;
  GameRanking: GameRanking;
  Health: Health;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteResult: InviteResult;
  JSON: Scalars['JSON']['output'];
  League: League;
  LeagueTeam: LeagueTeam;
  Mutation: Record<PropertyKey, never>;
  PaymentRequest: PaymentRequest;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  RankingInput: RankingInput;
  Season: Season;
  String: Scalars['String']['output'];
  Team: Team;
  TeamInvite: TeamInvite;
  TeamMember: TeamMember;
  UpdateTeamInput: UpdateTeamInput;
};

export type ActivityLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityLogEntry'] = ResolversParentTypes['ActivityLogEntry']> = {
  activityType?: Resolver<ResolversTypes['ActivityType'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DashboardSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardSummary'] = ResolversParentTypes['DashboardSummary']> = {
  pendingPayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingGames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DraftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Draft'] = ResolversParentTypes['Draft']> = {
  autoDelayMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentOverall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['DraftMode'], ParentType, ContextType>;
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pickClockSec?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pickOrder?: Resolver<ResolversTypes['DraftPickOrder'], ParentType, ContextType>;
  pickStartedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  picks?: Resolver<Array<ResolversTypes['DraftPick']>, ParentType, ContextType>;
  picksPerRound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DraftState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DraftStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DraftPickResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftPick'] = ResolversParentTypes['DraftPick']> = {
  autopick?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  draftId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pickNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type GameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  adp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  assignedTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  awayScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  baseScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contextPct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  excitementIndex?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  externalGameId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finalScore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gameDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  homeScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importance?: Resolver<Maybe<ResolversTypes['GameImportance']>, ParentType, ContextType>;
  isHome?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreseason?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimeTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kickoffEpochMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  kickoffLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kickoffTz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opponentAbbr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  probGoneBeforePick?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  resaleIndexPct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slatePercentile?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slateRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slateSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamPercentile?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tiixRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tiixRankPercentile?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tiixRankTeam?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tiixRationale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tiixReasonTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tiixStars?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tzAbbr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  week?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GameRankingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameRanking'] = ResolversParentTypes['GameRanking']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['HealthStatus'], ParentType, ContextType>;
};

export type InviteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteResult'] = ResolversParentTypes['InviteResult']> = {
  invite?: Resolver<Maybe<ResolversTypes['TeamInvite']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LeagueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['League'] = ResolversParentTypes['League']> = {
  defaultSeason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seasonDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seasonStartMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType>;
  sport?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeagueTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeagueTeam'] = ResolversParentTypes['LeagueTeam']> = {
  abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  division?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roofType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venueName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venueState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input'>>;
  deleteTeam?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTeamArgs, 'id'>>;
  ensureMyProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  fillMyRankingsFromScore?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<MutationFillMyRankingsFromScoreArgs, 'teamId'>>;
  inviteMember?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'email' | 'teamId'>>;
  resendInvite?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationResendInviteArgs, 'inviteId'>>;
  revokeInvite?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationRevokeInviteArgs, 'inviteId'>>;
  saveMyRankings?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<MutationSaveMyRankingsArgs, 'rankings' | 'teamId'>>;
  updateMyProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, Partial<MutationUpdateMyProfileArgs>>;
  updateTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationUpdateTeamArgs, 'id' | 'input'>>;
};

export type PaymentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRequest'] = ResolversParentTypes['PaymentRequest']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evidenceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  payerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentRequestStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  dashboard?: Resolver<ResolversTypes['DashboardSummary'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  leagueTeams?: Resolver<Array<ResolversTypes['LeagueTeam']>, ParentType, ContextType, RequireFields<QueryLeagueTeamsArgs, 'league'>>;
  leagues?: Resolver<Array<ResolversTypes['League']>, ParentType, ContextType>;
  myProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  myRankings?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<QueryMyRankingsArgs, 'teamId'>>;
  myTeams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  recentActivity?: Resolver<Array<ResolversTypes['ActivityLogEntry']>, ParentType, ContextType, RequireFields<QueryRecentActivityArgs, 'limit'>>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonsArgs, 'league' | 'team'>>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamArgs, 'id'>>;
  teamGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryTeamGamesArgs, 'teamId'>>;
  teamRankings?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<QueryTeamRankingsArgs, 'teamId'>>;
};

export type SeasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = {
  firstGameDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  homeGameCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastGameDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upcomingGameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  cashappCashtag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  draftId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  gameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  games?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes['TeamInvite']>, ParentType, ContextType>;
  league?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  myRole?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentsMode?: Resolver<ResolversTypes['PaymentsMode'], ParentType, ContextType>;
  paypalMe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['TeamPlan'], ParentType, ContextType>;
  planExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  season?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamStatus'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<TeamUpcomingGamesArgs, 'limit'>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  venmoUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zelleNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamInvite'] = ResolversParentTypes['TeamInvite']> = {
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  acceptedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InviteStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  joinedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['MemberPaymentStatus'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActivityLogEntry?: ActivityLogEntryResolvers<ContextType>;
  DashboardSummary?: DashboardSummaryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Draft?: DraftResolvers<ContextType>;
  DraftPick?: DraftPickResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameRanking?: GameRankingResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  InviteResult?: InviteResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  League?: LeagueResolvers<ContextType>;
  LeagueTeam?: LeagueTeamResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PaymentRequest?: PaymentRequestResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamInvite?: TeamInviteResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
};

