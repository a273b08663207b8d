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
  /** The actor's name as teammates see it (team display name, profile name, auth display name, else the e-mail's local part); null when the entry has no actor. */
  actorName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Per type: team_name; email (invite_sent, shown only to the team's owner and admins); opponent and rank; draft_type; or amount and payment_request_id (payment entries, payment_refunded included, shown only to those who may see that request). */
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
  /** details.name: the member who left. */
  | 'member_left'
  /** details.name: the member removed (the entry's user removed them). */
  | 'member_removed'
  /** details.name and details.role: the member and their new role (admin or member). */
  | 'member_role_changed'
  | 'payment_made'
  | 'payment_received'
  | 'payment_refunded'
  | 'team_created'
  /** details.name: the new owner (the entry's user is the previous owner). */
  | 'team_handed_over';

/** The roles the owner gives; the owner's own role moves only by handing the team over. */
export type AssignableRole =
  | 'admin'
  | 'member';

export type BillingReceipt = {
  __typename?: 'BillingReceipt';
  amountCents: Scalars['Int']['output'];
  at: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type BillingStatus = {
  __typename?: 'BillingStatus';
  /** Caller is the team owner (may check out, cancel and resume). */
  canManage: Scalars['Boolean']['output'];
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The plan in force now (free once Unlimited has expired). */
  plan: TeamPlan;
  /** Yearly price of the Unlimited plan in cents. */
  priceCents: Scalars['Int']['output'];
  receipts: Array<BillingReceipt>;
  renewsAt?: Maybe<Scalars['DateTime']['output']>;
  /** active, canceled (still Unlimited until expiry), expired, none */
  status: Scalars['String']['output'];
  teamId: Scalars['ID']['output'];
};

/** The caller's private calendar feed addresses for one team (subscribe in any calendar app). */
export type CalendarFeeds = {
  __typename?: 'CalendarFeeds';
  /** The caller's own games. */
  memberFeedUrl: Scalars['String']['output'];
  /** Every game of the team, with who holds each. */
  teamFeedUrl: Scalars['String']['output'];
  teamId: Scalars['ID']['output'];
};

export type ChatEvent = {
  __typename?: 'ChatEvent';
  message: ChatMessage;
  teamId: Scalars['ID']['output'];
  type: ChatEventType;
};

export type ChatEventType =
  | 'edited'
  | 'posted'
  | 'removed';

/** One message of a team's chat. A removed message keeps its place with an empty body. */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  authorId?: Maybe<Scalars['ID']['output']>;
  /** The author's name in this team; null for system messages. */
  authorName?: Maybe<Scalars['String']['output']>;
  body: Scalars['String']['output'];
  /** The caller may remove it (its author, or the team owner). */
  canRemove: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The shared game (game cards and game-related system messages); its score only on Unlimited. */
  game?: Maybe<Game>;
  /** Who holds the shared game now, by their name in this team. */
  gameHolderName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: ChatMessageKind;
  /** The caller wrote it (may edit and remove it). */
  mine: Scalars['Boolean']['output'];
  removed: Scalars['Boolean']['output'];
  /** Removed by the team owner rather than by its author. */
  removedByOwner: Scalars['Boolean']['output'];
  /** Order within the team's chat; also the paging cursor (pass it as `before`). */
  seq: Scalars['String']['output'];
  teamId: Scalars['ID']['output'];
};

export type ChatMessageKind =
  /** A game shared into the chat as a card, with an optional comment in body. */
  | 'game'
  /** Written by the product (draft start and end, a member joining, swaps, payments). */
  | 'system'
  /** Typed by a member. */
  | 'user';

export type ChatPage = {
  __typename?: 'ChatPage';
  /** Oldest first. */
  messages: Array<ChatMessage>;
  /** Cursor for the page before this one; null at the start of the chat. */
  olderCursor?: Maybe<Scalars['String']['output']>;
};

export type ChatUnread = {
  __typename?: 'ChatUnread';
  count: Scalars['Int']['output'];
  teamId: Scalars['ID']['output'];
};

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

/** Weekends (Friday night to Sunday) or weeknights; any = no preference. */
export type DayPreference =
  | 'any'
  | 'weekends'
  | 'weeknights';

/** A draft that assigns a team's games to its members. */
export type Draft = {
  __typename?: 'Draft';
  autoDelayMs: Scalars['Int']['output'];
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Zero-based index of the next pick. */
  currentOverall: Scalars['Int']['output'];
  games: Array<DraftGame>;
  id: Scalars['ID']['output'];
  mode: DraftMode;
  /** The caller's participant id, if they are in the draft. */
  myParticipantId?: Maybe<Scalars['ID']['output']>;
  /** The participant on the clock (active or paused drafts), else null. */
  onClock?: Maybe<DraftParticipant>;
  ownerUserId?: Maybe<Scalars['ID']['output']>;
  participants: Array<DraftParticipant>;
  pickClockSec: Scalars['Int']['output'];
  /** When the current pick's time runs out (active drafts with a clock). */
  pickDeadline?: Maybe<Scalars['DateTime']['output']>;
  pickOrder: DraftPickOrder;
  pickStartedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Ordered by pickNumber. */
  picks: Array<DraftPick>;
  picksPerRound: Scalars['Int']['output'];
  /** The team's real team, e.g. Dallas Cowboys. */
  realTeamName: Scalars['String']['output'];
  /** Milliseconds left on the clock: live when active, frozen when paused. */
  remainingMs?: Maybe<Scalars['Int']['output']>;
  rounds: Scalars['Int']['output'];
  /** The server's clock when this was read, for skew correction. */
  serverNow: Scalars['DateTime']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  state: DraftState;
  status: DraftStatus;
  teamId: Scalars['ID']['output'];
  teamName: Scalars['String']['output'];
  /** Total picks the draft will make (rounds x slots per round x picks per round, capped by pickable games). */
  totalPicks: Scalars['Int']['output'];
  /** The next picks in order (up to `count`), each the participant on the clock for that overall. */
  upcomingTurns: Array<DraftTurn>;
  updatedAt: Scalars['DateTime']['output'];
  /** The caller is the draft owner. */
  viewerIsOwner: Scalars['Boolean']['output'];
};


/** A draft that assigns a team's games to its members. */
export type DraftUpcomingTurnsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
};

export type DraftAction =
  | 'complete'
  | 'lock_setup'
  | 'pause'
  | 'resume'
  | 'start';

export type DraftEvent = {
  __typename?: 'DraftEvent';
  at: Scalars['DateTime']['output'];
  currentOverall: Scalars['Int']['output'];
  draftId: Scalars['ID']['output'];
  mode: DraftMode;
  onClockParticipantId?: Maybe<Scalars['ID']['output']>;
  /** User ids in the room now. */
  onlineUserIds: Array<Scalars['ID']['output']>;
  /** Set for pick_made and pick_undone (no nested lookups: built at publish time). */
  pick?: Maybe<DraftEventPick>;
  pickDeadline?: Maybe<Scalars['DateTime']['output']>;
  pickStartedAt?: Maybe<Scalars['DateTime']['output']>;
  remainingMs?: Maybe<Scalars['Int']['output']>;
  state: DraftState;
  status: DraftStatus;
  type: DraftEventType;
};

export type DraftEventPick = {
  __typename?: 'DraftEventPick';
  autopick: Scalars['Boolean']['output'];
  displayName: Scalars['String']['output'];
  gameDate: Scalars['DateTime']['output'];
  gameId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  opponent: Scalars['String']['output'];
  overall: Scalars['Int']['output'];
  participantId?: Maybe<Scalars['ID']['output']>;
  pickNumber: Scalars['Int']['output'];
  round: Scalars['Int']['output'];
  slot: Scalars['Int']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
};

export type DraftEventType =
  /** A new pick's clock began (after a pick, on start, on resume). */
  | 'clock_started'
  | 'mode_changed'
  | 'pick_made'
  | 'pick_undone'
  /** Someone entered or left the room. */
  | 'presence'
  /** Order, shares, rounds, clock or pick order changed before the lock. */
  | 'setup_changed'
  /** lock, start, pause, resume, complete (also finish now). */
  | 'state_changed';

/** A game as the draft room lists it. */
export type DraftGame = {
  __typename?: 'DraftGame';
  gameDate: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isHome: Scalars['Boolean']['output'];
  isPrimeTime: Scalars['Boolean']['output'];
  kickoffEpochMs?: Maybe<Scalars['Float']['output']>;
  kickoffTz?: Maybe<Scalars['String']['output']>;
  /** Final (has a score): cannot be picked. */
  locked: Scalars['Boolean']['output'];
  /** The caller's own rank (their queue order), null if unranked. */
  myRank?: Maybe<Scalars['Int']['output']>;
  opponent: Scalars['String']['output'];
  opponentAbbr?: Maybe<Scalars['String']['output']>;
  /** Taken in this draft. */
  owned: Scalars['Boolean']['output'];
  /** User id of the member who took it. */
  takenBy?: Maybe<Scalars['ID']['output']>;
  /** 0-100 game-quality score; null when the team's plan hides it. */
  tiixRank?: Maybe<Scalars['Int']['output']>;
  tiixStars?: Maybe<Scalars['Int']['output']>;
  tzAbbr?: Maybe<Scalars['String']['output']>;
};

export type DraftMode =
  | 'auto'
  | 'manual'
  | 'turn';

/** A member's place in the draft order. `id` is the draftTeamId of REST picks. */
export type DraftParticipant = {
  __typename?: 'DraftParticipant';
  /** The member's name for teammates (team display name, else profile name, else e-mail local part). */
  displayName: Scalars['String']['output'];
  draftId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** In the draft room now. */
  online: Scalars['Boolean']['output'];
  pickCount: Scalars['Int']['output'];
  /** 1-based place in the order. */
  position: Scalars['Int']['output'];
  /** Slots per round (a member who paid for two seats has 2). At least 1. */
  shares: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type DraftPick = {
  __typename?: 'DraftPick';
  autopick: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  draftId: Scalars['ID']['output'];
  game: DraftGame;
  gameId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  overall: Scalars['Int']['output'];
  participantId?: Maybe<Scalars['ID']['output']>;
  pickNumber: Scalars['Int']['output'];
  round: Scalars['Int']['output'];
  slot: Scalars['Int']['output'];
  userId?: Maybe<Scalars['ID']['output']>;
};

export type DraftPickOrder =
  | 'round_robin'
  | 'snake';

export type DraftSetupInput = {
  autoDelayMs?: InputMaybe<Scalars['Int']['input']>;
  /** Set rounds to give out every pickable home game (ignores `rounds`). */
  fillAllGames?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pick clock in seconds: 10 s to 8 h (28800). */
  pickClockSec?: InputMaybe<Scalars['Int']['input']>;
  pickOrder?: InputMaybe<DraftPickOrder>;
  picksPerRound?: InputMaybe<Scalars['Int']['input']>;
  rounds?: InputMaybe<Scalars['Int']['input']>;
};

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

export type DraftTurn = {
  __typename?: 'DraftTurn';
  overall: Scalars['Int']['output'];
  participantId: Scalars['ID']['output'];
  round: Scalars['Int']['output'];
  slot: Scalars['Int']['output'];
};

/** One game of a team's season, with its game-quality score. */
export type Game = {
  __typename?: 'Game';
  adp?: Maybe<Scalars['Float']['output']>;
  assignedTo?: Maybe<Scalars['ID']['output']>;
  awayScore?: Maybe<Scalars['Int']['output']>;
  baseScore?: Maybe<Scalars['Float']['output']>;
  contextPct?: Maybe<Scalars['Float']['output']>;
  convenienceReasons: Array<Scalars['String']['output']>;
  /** What makes it easy to go to (day, kickoff hour, climate, holiday), in points added to stature. */
  convenienceScore?: Maybe<Scalars['Float']['output']>;
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
  /** Expected pick number of the game if every member valued games like the caller; null without a taste. */
  myAdp?: Maybe<Scalars['Float']['output']>;
  /** The caller's personal score 0-100 from their taste; null without a taste (or for guests). */
  myScore?: Maybe<Scalars['Int']['output']>;
  /** Why the personal score differs from the team score (taste reasons), most important first. */
  myScoreReasons: Array<Scalars['String']['output']>;
  opponent: Scalars['String']['output'];
  opponentAbbr?: Maybe<Scalars['String']['output']>;
  /** Ticket price in cents. */
  priceCents?: Maybe<Scalars['Int']['output']>;
  probGoneBeforePick?: Maybe<Scalars['Float']['output']>;
  resaleIndexPct?: Maybe<Scalars['Float']['output']>;
  /** Version of the scoring model the score was computed with. */
  scoreModelVersion?: Maybe<Scalars['String']['output']>;
  slatePercentile?: Maybe<Scalars['Float']['output']>;
  slateRank?: Maybe<Scalars['Int']['output']>;
  slateSize?: Maybe<Scalars['Int']['output']>;
  /** Its reasons, most important first. */
  statureReasons: Array<Scalars['String']['output']>;
  /** What makes the game big (opponent, matchup, appeal, rivalry, stakes, season timing), 0-100. */
  statureScore?: Maybe<Scalars['Float']['output']>;
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

/** A game its holder offers to the whole team: the first member to take it gets it. */
export type GameGrab = {
  __typename?: 'GameGrab';
  canTake: Scalars['Boolean']['output'];
  canWithdraw: Scalars['Boolean']['output'];
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  gameId: Scalars['ID']['output'];
  holder: SwapMember;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  paymentRequestId?: Maybe<Scalars['ID']['output']>;
  /** Price the taker pays the holder, in cents (a payment request). */
  priceCents?: Maybe<Scalars['Int']['output']>;
  status: GameGrabStatus;
  taker?: Maybe<SwapMember>;
  voidReason?: Maybe<Scalars['String']['output']>;
};

export type GameGrabStatus =
  | 'expired'
  | 'open'
  | 'taken'
  | 'void'
  | 'withdrawn';

/** The ticket handoff of one assigned home game. */
export type GameHandoff = {
  __typename?: 'GameHandoff';
  answeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The caller is the game's member and the game is open. */
  canConfirm: Scalars['Boolean']['output'];
  /** The caller is the ticket holder or the owner and the game is open. */
  canMarkSent: Scalars['Boolean']['output'];
  gameDate: Scalars['DateTime']['output'];
  gameId: Scalars['ID']['output'];
  kickoffTz?: Maybe<Scalars['String']['output']>;
  /** The member who holds the game and receives its tickets. */
  member: HandoffMember;
  /** Transfer reference, section and seats: only the ticket holder, the owner and the member read it. */
  note?: Maybe<Scalars['String']['output']>;
  opponent: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: HandoffStatus;
  teamId: Scalars['ID']['output'];
};

/** Who held a game from when to when, and how they got it. */
export type GameHolding = {
  __typename?: 'GameHolding';
  /** Null while they hold it. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  gameId: Scalars['ID']['output'];
  grabId?: Maybe<Scalars['ID']['output']>;
  holder: SwapMember;
  id: Scalars['ID']['output'];
  reason: GameHoldingReason;
  startedAt: Scalars['DateTime']['output'];
  swapId?: Maybe<Scalars['ID']['output']>;
};

export type GameHoldingReason =
  | 'draft'
  | 'grab'
  /** The member who held it left or was removed; it went back to the owner. */
  | 'removal'
  | 'swap';

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

/** An offer of games (and optionally money) between two members of an Unlimited team. */
export type GameSwap = {
  __typename?: 'GameSwap';
  canAccept: Scalars['Boolean']['output'];
  canCancel: Scalars['Boolean']['output'];
  canCounter: Scalars['Boolean']['output'];
  canDecline: Scalars['Boolean']['output'];
  /** The offer this one counters. */
  counterOfId?: Maybe<Scalars['ID']['output']>;
  /** The counter-offer that answered this one. */
  counteredById?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Kickoff of the earliest game involved; the offer cannot be accepted from then on. */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** Money to balance, in cents, paid by moneyPayer to the other side. */
  moneyCents?: Maybe<Scalars['Int']['output']>;
  moneyPayer?: Maybe<SwapSide>;
  /** The payment request created for the money on acceptance. */
  paymentRequestId?: Maybe<Scalars['ID']['output']>;
  proposer: SwapMember;
  /** Games the proposer gives. */
  proposerGames: Array<SeasonGame>;
  receiver: SwapMember;
  /** Games the receiver gives. */
  receiverGames: Array<SeasonGame>;
  status: SwapStatus;
  teamId: Scalars['ID']['output'];
  voidReason?: Maybe<Scalars['String']['output']>;
};

export type HandoffMember = {
  __typename?: 'HandoffMember';
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** Where a game's ticket handoff stands. not_received: the member said sent tickets never came. */
export type HandoffStatus =
  | 'not_received'
  | 'not_sent'
  | 'received'
  | 'sent';

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

/** Kickoffs before 18:00 local (early) or from 19:00 (late); any = no preference. */
export type KickoffPreference =
  | 'any'
  | 'early'
  | 'late';

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

export type MemberBalance = {
  __typename?: 'MemberBalance';
  /** Share of the cost requested from them, 0-1. */
  costShare?: Maybe<Scalars['Float']['output']>;
  displayName: Scalars['String']['output'];
  outstandingCents: Scalars['Int']['output'];
  paidCents: Scalars['Int']['output'];
  requestedCents: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
  /** Share of the season's value (sum of the member's drafted games' score over the team total), 0-1; null before a draft. */
  valueShare?: Maybe<Scalars['Float']['output']>;
  waivedCents: Scalars['Int']['output'];
};

/** What became of a member who left or was removed. */
export type MemberDeparture = {
  __typename?: 'MemberDeparture';
  /** Their upcoming games that moved (back to the owner, and up for grabs when the team has game swaps). */
  gamesMoved: Scalars['Int']['output'];
  gamesUpForGrabs: Scalars['Boolean']['output'];
  teamId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type MemberPaymentStatus =
  | 'paid'
  | 'pending'
  | 'waived';

export type MemberRoleChange = {
  __typename?: 'MemberRoleChange';
  role: AssignableRole;
  teamId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

/** A member's game taste, set once for every team: turns the team score into their personal score. */
export type MemberTaste = {
  __typename?: 'MemberTaste';
  /** Each takes 12 points away. */
  avoidedOpponents: Array<Scalars['String']['output']>;
  coldTolerance: Tolerance;
  days: DayPreference;
  kickoff: KickoffPreference;
  /** Opponent names as the games show them; each adds 12 points. */
  lovedOpponents: Array<Scalars['String']['output']>;
  rainTolerance: Tolerance;
  updatedAt: Scalars['DateTime']['output'];
};

export type MemberTasteInput = {
  avoidedOpponents: Array<Scalars['String']['input']>;
  coldTolerance: Tolerance;
  days: DayPreference;
  kickoff: KickoffPreference;
  /** At most 40 names of 1-80 characters; a name may not also be avoided. */
  lovedOpponents: Array<Scalars['String']['input']>;
  rainTolerance: Tolerance;
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptSwap: GameSwap;
  /** Picks for the on-clock member from their ranks (owner; the Auto-step of manual mode). Null when nothing was picked. */
  autopickNext?: Maybe<DraftPick>;
  cancelPlan: BillingStatus;
  cancelSwap: GameSwap;
  /** Owner only: withdraws the pending handover. False when there was none. */
  cancelTeamHandover: Scalars['Boolean']['output'];
  /** Removes the caller's taste: the team score applies again. True when there was one. */
  clearMyTaste: Scalars['Boolean']['output'];
  completeDraft: Draft;
  /** The member the handover is for: becomes the owner; the previous owner becomes an admin. */
  confirmTeamHandover: TeamHandover;
  /** The game's member confirms the tickets arrived. */
  confirmTicketsReceived: GameHandoff;
  /** Closes the offer as countered and returns the new offer the other way. */
  counterSwap: GameSwap;
  /** Creates and starts one (1 round, 30 s clock). Owner or admin. */
  createAndStartDraft: Draft;
  /** Creates a draft in setup_open (defaults: 1 round, 30 s clock, snake, manual). Owner or admin. */
  createDraft: Draft;
  createPaymentRequest: PaymentRequest;
  /** ONE transaction: team, owner membership, the season's home games from the bundled schedule, invites (token per e-mail) + invite e-mails, activity entries (team_created, invite_sent). Errors: UNAUTHENTICATED, BAD_USER_INPUT (name 1-50 trimmed, unknown league/team/season), PLAN_LIMIT. */
  createTeam: Team;
  declineSwap: GameSwap;
  /** Owner only. */
  deleteTeam: Scalars['Boolean']['output'];
  draftAction: Draft;
  /** The author only; text messages and game-card comments. */
  editChatMessage: ChatMessage;
  /**
   * The signed-in user's profile, created from the user's id, e-mail, display name and the current
   * time if it does not exist yet. Null for anonymous users, who have no profile.
   */
  ensureMyProfile?: Maybe<Profile>;
  /**
   * Ranks the team's upcoming games (not final, kickoff not passed) 1..n by the caller's personal
   * score when they have set a taste (myTaste), else by the game-quality score, best first, ties and unscored games by date, as one saveMyRankings (at most 100 ranks). Returns
   * all the caller's ranks of the team's games, best first.
   */
  fillMyRankingsFromScore: Array<GameRanking>;
  /** Owner: every remaining pick made now from each member's ranks; the draft completes. */
  finishDraftNow: Draft;
  /** Owner/admin. A refusal the UI shows as text is success false with its message. */
  inviteMember: InviteResult;
  /** Any member but the owner (FORBIDDEN: hand the team over first). */
  leaveTeam: MemberDeparture;
  /** Turn mode: the on-clock member picks for themselves. Manual mode: the owner may pass participantId to pick for anyone. */
  makePick: DraftPick;
  /** Marks the chat read up to seq (default: the newest message). Returns the unread count left. */
  markChatRead: Scalars['Int']['output'];
  /** The ticket holder or owner marks every upcoming game of one member sent. */
  markMemberTicketsSent: Array<GameHandoff>;
  /** Marks the given notifications read, or all of them when ids is omitted. Returns the unread count. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Payer: 'I paid' (optionally with a receipt file id from /v1/storage); the owner confirms with paid. */
  markPaymentSent: PaymentRequest;
  /** The ticket holder or owner marks one game's tickets sent. */
  markTicketsSent: GameHandoff;
  offerUpForGrabs: GameGrab;
  /** Plain text, at most 2,000 characters. gameId shares a team game as a card (body optional). */
  postChatMessage: ChatMessage;
  proposeSwap: GameSwap;
  randomizeDraftOrder: Draft;
  remindPayer: PaymentRequest;
  /** The author, or the team owner for any message. The message shows as removed. */
  removeChatMessage: ChatMessage;
  /** Owner (any member) or admin (plain members only). Never the owner, never oneself (use leaveTeam). CONFLICT while the member is in a draft under way. */
  removeMember: MemberDeparture;
  /** The game's member says the tickets did not arrive; the ticket holder is told. */
  reportTicketsNotReceived: GameHandoff;
  /** Owner/admin; pending invites only. The token stays the same. */
  resendInvite: InviteResult;
  /** Replaces both addresses; the old ones stop working at once. */
  resetCalendarFeeds: CalendarFeeds;
  resumePlan: BillingStatus;
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
  setDraftMode: Draft;
  /** The new order as participant ids (all of them). */
  setDraftOrder: Draft;
  setDraftShares: Draft;
  /** Owner only: admin or member. */
  setMemberRole: MemberRoleChange;
  /**
   * Sets the caller's taste and recomputes their personal score of every game of their teams.
   * Errors: UNAUTHENTICATED (guests), BAD_USER_INPUT (too many or invalid opponent names, a name
   * both loved and avoided).
   */
  setMyTaste: MemberTaste;
  setNotificationPreference: NotificationPreference;
  /** Owner: paid or waived (any row can be set to either). */
  setPaymentRequestStatus: PaymentRequest;
  /** Owner: external handles, or integrated card payments (needs payouts ready and Unlimited). */
  setPaymentsMode: TeamPaymentSettings;
  setTeamTotalCost: TeamPaymentSettings;
  /** The owner sets the ticket holder (any member) and/or the reminder days (1 to 14). */
  setTicketSettings: TeamTickets;
  splitSeason: Array<PaymentRequest>;
  /** Card checkout for a request: returns the provider's hosted checkout URL. */
  startCardCheckout: Scalars['String']['output'];
  startDraft: Draft;
  /** Unlimited plan checkout for a team (owner): returns the hosted checkout URL. */
  startPlanCheckout: Scalars['String']['output'];
  /** Owner only: offers the team to a member, who gets an e-mail and an in-app notice with the confirmation link. One pending handover per team. */
  startTeamHandover: TeamHandover;
  takeGame: GameGrab;
  /** Owner: removes the last pick and gives the clock back to its member. */
  undoLastPick: Draft;
  updateDraftSetup: Draft;
  /**
   * Changes the signed-in user's profile. Only name and lastLogin can change; an omitted
   * argument is left as it is, the name is trimmed and an empty name is stored as unset.
   * Creates the profile first if it is missing.
   */
  updateMyProfile?: Maybe<Profile>;
  updatePaymentHandles: TeamPaymentSettings;
  /** Owner/admin. Only name, status, totalCost; an empty trimmed name is refused (BAD_USER_INPUT). */
  updateTeam: Team;
  withdrawGameGrab: GameGrab;
};


export type MutationAcceptSwapArgs = {
  swapId: Scalars['ID']['input'];
};


export type MutationAutopickNextArgs = {
  draftId: Scalars['ID']['input'];
};


export type MutationCancelPlanArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationCancelSwapArgs = {
  swapId: Scalars['ID']['input'];
};


export type MutationCancelTeamHandoverArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationCompleteDraftArgs = {
  draftId: Scalars['ID']['input'];
};


export type MutationConfirmTeamHandoverArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmTicketsReceivedArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationCounterSwapArgs = {
  swapId: Scalars['ID']['input'];
  terms: SwapTermsInput;
};


export type MutationCreateAndStartDraftArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationCreateDraftArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationCreatePaymentRequestArgs = {
  amountCents: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  payerUserId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreateTeamArgs = {
  input: CreateTeamInput;
};


export type MutationDeclineSwapArgs = {
  swapId: Scalars['ID']['input'];
};


export type MutationDeleteTeamArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDraftActionArgs = {
  action: DraftAction;
  draftId: Scalars['ID']['input'];
};


export type MutationEditChatMessageArgs = {
  body: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
};


export type MutationFillMyRankingsFromScoreArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationFinishDraftNowArgs = {
  draftId: Scalars['ID']['input'];
};


export type MutationInviteMemberArgs = {
  email: Scalars['String']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationLeaveTeamArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationMakePickArgs = {
  draftId: Scalars['ID']['input'];
  gameId: Scalars['ID']['input'];
  participantId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMarkChatReadArgs = {
  teamId: Scalars['ID']['input'];
  upTo?: InputMaybe<Scalars['String']['input']>;
};


export type MutationMarkMemberTicketsSentArgs = {
  memberId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  teamId: Scalars['ID']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationMarkPaymentSentArgs = {
  evidenceFileId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationMarkTicketsSentArgs = {
  gameId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationOfferUpForGrabsArgs = {
  gameId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  priceCents?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationPostChatMessageArgs = {
  body: Scalars['String']['input'];
  gameId?: InputMaybe<Scalars['ID']['input']>;
  teamId: Scalars['ID']['input'];
};


export type MutationProposeSwapArgs = {
  receiverId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  terms: SwapTermsInput;
};


export type MutationRandomizeDraftOrderArgs = {
  draftId: Scalars['ID']['input'];
};


export type MutationRemindPayerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveChatMessageArgs = {
  messageId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  teamId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationReportTicketsNotReceivedArgs = {
  gameId: Scalars['ID']['input'];
};


export type MutationResendInviteArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationResetCalendarFeedsArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationResumePlanArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationRevokeInviteArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationSaveMyRankingsArgs = {
  rankings: Array<RankingInput>;
  teamId: Scalars['ID']['input'];
};


export type MutationSetDraftModeArgs = {
  draftId: Scalars['ID']['input'];
  mode: DraftMode;
};


export type MutationSetDraftOrderArgs = {
  draftId: Scalars['ID']['input'];
  participantIds: Array<Scalars['ID']['input']>;
};


export type MutationSetDraftSharesArgs = {
  draftId: Scalars['ID']['input'];
  participantId: Scalars['ID']['input'];
  shares: Scalars['Int']['input'];
};


export type MutationSetMemberRoleArgs = {
  role: AssignableRole;
  teamId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetMyTasteArgs = {
  input: MemberTasteInput;
};


export type MutationSetNotificationPreferenceArgs = {
  channel: NotificationChannel;
  kind: NotificationKind;
};


export type MutationSetPaymentRequestStatusArgs = {
  id: Scalars['ID']['input'];
  status: PaymentRequestStatus;
};


export type MutationSetPaymentsModeArgs = {
  mode: PaymentsMode;
  teamId: Scalars['ID']['input'];
};


export type MutationSetTeamTotalCostArgs = {
  teamId: Scalars['ID']['input'];
  totalCents: Scalars['Int']['input'];
};


export type MutationSetTicketSettingsArgs = {
  holderId?: InputMaybe<Scalars['ID']['input']>;
  reminderDays?: InputMaybe<Scalars['Int']['input']>;
  teamId: Scalars['ID']['input'];
};


export type MutationSplitSeasonArgs = {
  mode: PaymentSplitMode;
  note?: InputMaybe<Scalars['String']['input']>;
  teamId: Scalars['ID']['input'];
  totalCents: Scalars['Int']['input'];
};


export type MutationStartCardCheckoutArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartDraftArgs = {
  draftId: Scalars['ID']['input'];
};


export type MutationStartPlanCheckoutArgs = {
  teamId: Scalars['ID']['input'];
};


export type MutationStartTeamHandoverArgs = {
  teamId: Scalars['ID']['input'];
  toUserId: Scalars['ID']['input'];
};


export type MutationTakeGameArgs = {
  grabId: Scalars['ID']['input'];
};


export type MutationUndoLastPickArgs = {
  draftId: Scalars['ID']['input'];
};


export type MutationUpdateDraftSetupArgs = {
  draftId: Scalars['ID']['input'];
  input: DraftSetupInput;
};


export type MutationUpdateMyProfileArgs = {
  lastLogin?: InputMaybe<Scalars['DateTime']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdatePaymentHandlesArgs = {
  input: PaymentHandlesInput;
  teamId: Scalars['ID']['input'];
};


export type MutationUpdateTeamArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTeamInput;
};


export type MutationWithdrawGameGrabArgs = {
  grabId: Scalars['ID']['input'];
};

/** The caller's next game and its handoff, as the dashboard shows it. */
export type NextGameHandoff = {
  __typename?: 'NextGameHandoff';
  gameDate: Scalars['DateTime']['output'];
  gameId: Scalars['ID']['output'];
  /** e.g. 'Sun Dec 6 · Broncos at Chiefs · tickets sent' */
  line: Scalars['String']['output'];
  opponent: Scalars['String']['output'];
  status: HandoffStatus;
  teamId: Scalars['ID']['output'];
  teamName: Scalars['String']['output'];
};

/** One entry of the caller's notification centre. */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** The in-app path the notification is about, e.g. /app/teams/<id>/payments. */
  link: Scalars['String']['output'];
  readAt?: Maybe<Scalars['DateTime']['output']>;
  teamId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
};

/** Where a kind of notification goes. email means the notification centre and an e-mail. */
export type NotificationChannel =
  | 'email'
  | 'in_app'
  | 'off';

/** A live change of the caller's notification centre. */
export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  /** The new notification; null when only the unread count changed (read elsewhere). */
  notification?: Maybe<Notification>;
  unreadCount: Scalars['Int']['output'];
};

export type NotificationKind =
  | 'draft_your_turn'
  | 'game_soon'
  | 'member_removed'
  | 'payment_paid'
  | 'payment_requested'
  | 'swap_accepted'
  | 'swap_declined'
  | 'swap_offered'
  | 'team_handover'
  | 'tickets_for_you'
  | 'tickets_to_send';

export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** Newest first. */
  items: Array<Notification>;
  /** Pass as before to get the next (older) page; null when there is none. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  channel: NotificationChannel;
  kind: NotificationKind;
  /** How the settings page names the kind, e.g. 'payment requests to you'. */
  label: Scalars['String']['output'];
};

export type PaymentHandlesInput = {
  cashappCashtag?: InputMaybe<Scalars['String']['input']>;
  paypalMe?: InputMaybe<Scalars['String']['input']>;
  venmoUsername?: InputMaybe<Scalars['String']['input']>;
  zelleNote?: InputMaybe<Scalars['String']['input']>;
};

/** Append-only history of a request: who changed what, when. */
export type PaymentLedgerEntry = {
  __typename?: 'PaymentLedgerEntry';
  actorName: Scalars['String']['output'];
  actorUserId?: Maybe<Scalars['ID']['output']>;
  amountCents?: Maybe<Scalars['Int']['output']>;
  at: Scalars['DateTime']['output'];
  fromStatus?: Maybe<PaymentRequestStatus>;
  id: Scalars['ID']['output'];
  /** created, status_changed, evidence_attached, reminded, card_payment, card_refund */
  kind: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  toStatus?: Maybe<PaymentRequestStatus>;
};

export type PaymentMethod =
  | 'card'
  | 'external';

/** A request from the team owner to a member to pay an amount. */
export type PaymentRequest = {
  __typename?: 'PaymentRequest';
  amountCents: Scalars['Int']['output'];
  /** Caller may mark paid / waive (team owner). */
  canManage: Scalars['Boolean']['output'];
  /** Card checkout available (team payments mode integrated and payouts ready). */
  cardAvailable: Scalars['Boolean']['output'];
  /** Provider fee in cents the payer would pay on top by card (we take no cut). */
  cardFeeCents?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code, USD by default. */
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The receipt's file id in the storage API's receipts bucket. */
  evidenceFileId?: Maybe<Scalars['ID']['output']>;
  evidenceUrl?: Maybe<Scalars['String']['output']>;
  externalLink?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Caller is the payer. */
  isMine: Scalars['Boolean']['output'];
  lastRemindedAt?: Maybe<Scalars['DateTime']['output']>;
  ledger: Array<PaymentLedgerEntry>;
  note?: Maybe<Scalars['String']['output']>;
  ownerName: Scalars['String']['output'];
  ownerUserId?: Maybe<Scalars['ID']['output']>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  paidVia?: Maybe<PaymentMethod>;
  /** The Pay link for this request from the team's handle priority (Venmo, then Cash App, then PayPal.me) with amount and note prefilled where the service supports it; null when no handle. */
  payLink?: Maybe<Scalars['String']['output']>;
  payerName: Scalars['String']['output'];
  payerUserId?: Maybe<Scalars['ID']['output']>;
  status: PaymentRequestStatus;
  teamId: Scalars['ID']['output'];
  /** The team's name, for lists across teams. */
  teamName: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type PaymentRequestStatus =
  | 'cancelled'
  | 'paid'
  /** The payer says they paid outside Tiix; the owner confirms with paid. */
  | 'payer_marked_paid'
  | 'pending'
  | 'waived';

export type PaymentSplitMode =
  | 'by_value'
  | 'even';

/** external: members pay each other through the owner's handles; integrated: card checkout. */
export type PaymentsMode =
  | 'external'
  | 'integrated';

/** The product's view of a signed-up user. */
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
  billing: BillingStatus;
  /** A page of the team's chat, newest page first; members only. limit: 1-100 (default 30). */
  chatMessages: ChatPage;
  /** Unread messages of the caller in one team. */
  chatUnreadCount: Scalars['Int']['output'];
  dashboard: DashboardSummary;
  draft?: Maybe<Draft>;
  /** Who held a game, oldest first. */
  gameHoldingHistory: Array<GameHolding>;
  /** State of the services this server depends on. */
  health: Health;
  /** The team's latest draft: active or paused first, else the newest. */
  latestDraft?: Maybe<Draft>;
  /** A league's teams by name: of one season ('2025', '2025-26' or '2025-2026') or the current ones. */
  leagueTeams: Array<LeagueTeam>;
  /** The leagues the create-team wizard offers. */
  leagues: Array<League>;
  /** Members only; the addresses are created on first use. */
  myCalendarFeeds: CalendarFeeds;
  /** Unread messages of the caller in each of their teams (teams with none included, count 0). */
  myChatUnread: Array<ChatUnread>;
  /** The caller's latest draft over all their teams (running first, else the newest); null for guests. */
  myLatestDraft?: Maybe<Draft>;
  /** The caller's next game in any team, with its handoff; null when they hold none. */
  myNextGame?: Maybe<NextGameHandoff>;
  /** The signed-in user's profile; null for anonymous users and before ensureMyProfile created it. */
  myProfile?: Maybe<Profile>;
  /** The caller's ranks of the team's games, best (1) first. [] when the team cannot be read. */
  myRankings: Array<GameRanking>;
  /** The caller's taste; null when none is set (the team score applies) or for guests. */
  myTaste?: Maybe<MemberTaste>;
  /** Teams the caller is a member of, newest first (signed-in users; guests get []). */
  myTeams: Array<Team>;
  /** One entry per kind, the default (email) where the caller has not chosen. */
  notificationPreferences: Array<NotificationPreference>;
  /** The caller's notifications, newest first, 20 a page by default (at most 50). */
  notifications: NotificationPage;
  /** Requests the caller may see: the owner sees the team's, a payer their own. Newest first. teamId optional = all caller's teams. */
  paymentRequests: Array<PaymentRequest>;
  /** Newest first, at most `limit` (default 20, at most 100), of the given teams the caller belongs to (all of them when teamIds is omitted), only entries whose data the caller may see: invites for the team's owner and admins, a payment for the team owner, its payer and the member owed. */
  recentActivity: Array<ActivityLogEntry>;
  /** The team's season: every game, its holder, open swaps and up-for-grabs offers. */
  seasonBoard: SeasonBoard;
  /** The seasons a team has games in, oldest first. The team: abbreviation, slug or full name. */
  seasons: Array<Season>;
  /** The server's clock. Clients use it to correct their own clock, e.g. for the draft pick timer. */
  serverTime: Scalars['DateTime']['output'];
  splitPreview: Array<SplitPreviewLine>;
  /** The caller's swaps in a team (Unlimited plan, members only). */
  swaps: SwapInbox;
  /** Null when the team does not exist or the caller is not a member (the UI shows 'Team Not Found or Access Denied'). */
  team?: Maybe<Team>;
  teamBalances: Array<MemberBalance>;
  /** The team's games, soonest first. Members only: [] for guests, outsiders and unknown teams. */
  teamGames: Array<Game>;
  /** The handover of a confirmation link, for the member it is for (FORBIDDEN for anyone else; NOT_FOUND for an unknown token). */
  teamHandover: TeamHandover;
  teamPaymentSettings: TeamPaymentSettings;
  /** Every member's ranks of the team's games, by user then rank. [] when the team cannot be read. */
  teamRankings: Array<GameRanking>;
  /** The team's ticket handoff (members only). */
  teamTickets: TeamTickets;
  unreadNotificationCount: Scalars['Int']['output'];
};


export type QueryBillingArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryChatMessagesArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  teamId: Scalars['ID']['input'];
};


export type QueryChatUnreadCountArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryDraftArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGameHoldingHistoryArgs = {
  gameId: Scalars['ID']['input'];
};


export type QueryLatestDraftArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryLeagueTeamsArgs = {
  league: Scalars['String']['input'];
  season?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyCalendarFeedsArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryMyRankingsArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentRequestsArgs = {
  teamId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRecentActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  teamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QuerySeasonBoardArgs = {
  teamId: Scalars['ID']['input'];
};


export type QuerySeasonsArgs = {
  league: Scalars['String']['input'];
  team: Scalars['String']['input'];
};


export type QuerySplitPreviewArgs = {
  mode: PaymentSplitMode;
  teamId: Scalars['ID']['input'];
  totalCents: Scalars['Int']['input'];
};


export type QuerySwapsArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTeamBalancesArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTeamGamesArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTeamHandoverArgs = {
  token: Scalars['String']['input'];
};


export type QueryTeamPaymentSettingsArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTeamRankingsArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTeamTicketsArgs = {
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

/** Every game of a team's season with who holds it. */
export type SeasonBoard = {
  __typename?: 'SeasonBoard';
  entries: Array<SeasonBoardEntry>;
  members: Array<SwapMember>;
  teamId: Scalars['ID']['output'];
  viewerId: Scalars['ID']['output'];
};

export type SeasonBoardEntry = {
  __typename?: 'SeasonBoardEntry';
  game: SeasonGame;
  /** The open up-for-grabs offer of this game, if any. */
  grab?: Maybe<GameGrab>;
  /** Open swap offers that involve this game. */
  pendingSwapCount: Scalars['Int']['output'];
  /** Held by someone and not started yet: it can still change hands. */
  swappable: Scalars['Boolean']['output'];
};

/** A game as swaps and the season board show it, with who holds it now. */
export type SeasonGame = {
  __typename?: 'SeasonGame';
  gameDate: Scalars['DateTime']['output'];
  holderId?: Maybe<Scalars['ID']['output']>;
  holderName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isHome: Scalars['Boolean']['output'];
  kickoffLocal?: Maybe<Scalars['String']['output']>;
  kickoffTz?: Maybe<Scalars['String']['output']>;
  opponent: Scalars['String']['output'];
  opponentAbbr?: Maybe<Scalars['String']['output']>;
  status: GameStatus;
  teamId: Scalars['ID']['output'];
  tzAbbr?: Maybe<Scalars['String']['output']>;
  venue?: Maybe<Scalars['String']['output']>;
  week?: Maybe<Scalars['String']['output']>;
};

export type SplitPreviewLine = {
  __typename?: 'SplitPreviewLine';
  amountCents: Scalars['Int']['output'];
  /** False for the owner: their own share is not requested from anyone. */
  createsRequest: Scalars['Boolean']['output'];
  displayName: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  valueShare?: Maybe<Scalars['Float']['output']>;
};

/** Live events, streamed over server-sent events. Modules add theirs with `extend type Subscription`. */
export type Subscription = {
  __typename?: 'Subscription';
  /** New, edited and removed messages of one team's chat, for its members. */
  chatEvents: ChatEvent;
  /** Fires when one of the caller's unread counts may have changed; refetch the counts. */
  chatUnreadChanged: ChatUnread;
  /** Live events of one draft, for its team's members. Subscribing marks the caller present. */
  draftEvents: DraftEvent;
  /** The caller's own notifications as they arrive. */
  myNotifications: NotificationEvent;
};


/** Live events, streamed over server-sent events. Modules add theirs with `extend type Subscription`. */
export type SubscriptionChatEventsArgs = {
  teamId: Scalars['ID']['input'];
};


/** Live events, streamed over server-sent events. Modules add theirs with `extend type Subscription`. */
export type SubscriptionDraftEventsArgs = {
  draftId: Scalars['ID']['input'];
};

/** The caller's swaps in one team. */
export type SwapInbox = {
  __typename?: 'SwapInbox';
  /** Closed offers, newest first. */
  history: Array<GameSwap>;
  /** Open offers made to the caller. */
  incoming: Array<GameSwap>;
  /** Open offers the caller made. */
  outgoing: Array<GameSwap>;
};

export type SwapMember = {
  __typename?: 'SwapMember';
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** Who pays the money to balance an offer, seen from the member making it. */
export type SwapMoneyFrom =
  | 'me'
  | 'them';

export type SwapSide =
  | 'proposer'
  | 'receiver';

export type SwapStatus =
  | 'accepted'
  | 'cancelled'
  /** Answered with a counter-offer (a new swap the other way). */
  | 'countered'
  | 'declined'
  /** The earliest game kicked off before anyone accepted. */
  | 'expired'
  | 'proposed'
  /** Another swap or a take moved one of its games; voidReason says why. */
  | 'void';

/** Terms of an offer from the side of the member making it. */
export type SwapTermsInput = {
  /** Games the member making the offer gives. */
  giveGameIds: Array<Scalars['ID']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  moneyCents?: InputMaybe<Scalars['Int']['input']>;
  moneyFrom?: InputMaybe<SwapMoneyFrom>;
  /** Games the other member gives. */
  takeGameIds: Array<Scalars['ID']['input']>;
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
  /** After a handover: the name of the previous owner whose payout account still takes card payments, until the owner sets up their own; else null. */
  payoutsHeldBy?: Maybe<Scalars['String']['output']>;
  paypalMe?: Maybe<Scalars['String']['output']>;
  /** The pending handover, for the owner and for the member it is for; null for everyone else. */
  pendingHandover?: Maybe<TeamHandover>;
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

/** The owner's offer of a team to another member, who confirms it before expiresAt. */
export type TeamHandover = {
  __typename?: 'TeamHandover';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  fromName: Scalars['String']['output'];
  fromUserId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  status: TeamHandoverStatus;
  teamId: Scalars['ID']['output'];
  teamName: Scalars['String']['output'];
  toName: Scalars['String']['output'];
  toUserId: Scalars['ID']['output'];
};

export type TeamHandoverStatus =
  | 'accepted'
  | 'cancelled'
  | 'expired'
  | 'pending';

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
  /** How teammates see this person: the team's display name, else the profile name, else the auth display name, else the e-mail's local part. */
  displayName?: Maybe<Scalars['String']['output']>;
  /** Only the team's owner and admins see members' e-mail addresses (member management); null for everyone else. */
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

export type TeamPaymentSettings = {
  __typename?: 'TeamPaymentSettings';
  /** Caller is the team owner (may edit these settings). */
  canManage: Scalars['Boolean']['output'];
  cashappCashtag?: Maybe<Scalars['String']['output']>;
  paymentsMode: PaymentsMode;
  payoutsReady: Scalars['Boolean']['output'];
  paypalMe?: Maybe<Scalars['String']['output']>;
  teamId: Scalars['ID']['output'];
  totalCost: Scalars['Int']['output'];
  venmoUsername?: Maybe<Scalars['String']['output']>;
  zelleNote?: Maybe<Scalars['String']['output']>;
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

/** A team's ticket holder, reminder setting and every assigned home game's handoff. */
export type TeamTickets = {
  __typename?: 'TeamTickets';
  /** The caller may change the ticket holder and reminder days (the owner). */
  canManage: Scalars['Boolean']['output'];
  /** The caller may mark tickets sent (the ticket holder or the owner). */
  canSend: Scalars['Boolean']['output'];
  games: Array<GameHandoff>;
  /** Who holds the season-ticket account: the owner unless the owner chose another member. */
  holder: HandoffMember;
  /** Everyone who may be the ticket holder: the team's members, in joining order. */
  members: Array<HandoffMember>;
  /** The ticket holder is reminded this many days before kickoff of a game not sent. */
  reminderDays: Scalars['Int']['output'];
  teamId: Scalars['ID']['output'];
};

/** How much cold or rain spoils a game for the member: low counts it 1.5 times, high a quarter. */
export type Tolerance =
  | 'high'
  | 'low'
  | 'medium';

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
  AssignableRole: AssignableRole;
  BillingReceipt: ResolverTypeWrapper<BillingReceipt>;
  BillingStatus: ResolverTypeWrapper<BillingStatus>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarFeeds: ResolverTypeWrapper<CalendarFeeds>;
  ChatEvent: ResolverTypeWrapper<ChatEvent>;
  ChatEventType: ChatEventType;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatMessageKind: ChatMessageKind;
  ChatPage: ResolverTypeWrapper<ChatPage>;
  ChatUnread: ResolverTypeWrapper<ChatUnread>;
  CreateTeamInput: CreateTeamInput;
  DashboardSummary: ResolverTypeWrapper<DashboardSummary>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayPreference: DayPreference;
  Draft: ResolverTypeWrapper<Draft>;
  DraftAction: DraftAction;
  DraftEvent: ResolverTypeWrapper<DraftEvent>;
  DraftEventPick: ResolverTypeWrapper<DraftEventPick>;
  DraftEventType: DraftEventType;
  DraftGame: ResolverTypeWrapper<DraftGame>;
  DraftMode: DraftMode;
  DraftParticipant: ResolverTypeWrapper<DraftParticipant>;
  DraftPick: ResolverTypeWrapper<DraftPick>;
  DraftPickOrder: DraftPickOrder;
  DraftSetupInput: DraftSetupInput;
  DraftState: DraftState;
  DraftStatus: DraftStatus;
  DraftTurn: ResolverTypeWrapper<DraftTurn>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Game: ResolverTypeWrapper<Game>;
  GameGrab: ResolverTypeWrapper<GameGrab>;
  GameGrabStatus: GameGrabStatus;
  GameHandoff: ResolverTypeWrapper<GameHandoff>;
  GameHolding: ResolverTypeWrapper<GameHolding>;
  GameHoldingReason: GameHoldingReason;
  GameImportance: GameImportance;
  GameRanking: ResolverTypeWrapper<GameRanking>;
  GameStatus: GameStatus;
  GameSwap: ResolverTypeWrapper<GameSwap>;
  HandoffMember: ResolverTypeWrapper<HandoffMember>;
  HandoffStatus: HandoffStatus;
  Health: ResolverTypeWrapper<Health>;
  HealthStatus: HealthStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteResult: ResolverTypeWrapper<InviteResult>;
  InviteStatus: InviteStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KickoffPreference: KickoffPreference;
  League: ResolverTypeWrapper<League>;
  LeagueTeam: ResolverTypeWrapper<LeagueTeam>;
  MemberBalance: ResolverTypeWrapper<MemberBalance>;
  MemberDeparture: ResolverTypeWrapper<MemberDeparture>;
  MemberPaymentStatus: MemberPaymentStatus;
  MemberRoleChange: ResolverTypeWrapper<MemberRoleChange>;
  MemberTaste: ResolverTypeWrapper<MemberTaste>;
  MemberTasteInput: MemberTasteInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NextGameHandoff: ResolverTypeWrapper<NextGameHandoff>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationChannel: NotificationChannel;
  NotificationEvent: ResolverTypeWrapper<NotificationEvent>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  PaymentHandlesInput: PaymentHandlesInput;
  PaymentLedgerEntry: ResolverTypeWrapper<PaymentLedgerEntry>;
  PaymentMethod: PaymentMethod;
  PaymentRequest: ResolverTypeWrapper<PaymentRequest>;
  PaymentRequestStatus: PaymentRequestStatus;
  PaymentSplitMode: PaymentSplitMode;
  PaymentsMode: PaymentsMode;
  Profile: ResolverTypeWrapper<Profile>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RankingInput: RankingInput;
  Season: ResolverTypeWrapper<Season>;
  SeasonBoard: ResolverTypeWrapper<SeasonBoard>;
  SeasonBoardEntry: ResolverTypeWrapper<SeasonBoardEntry>;
  SeasonGame: ResolverTypeWrapper<SeasonGame>;
  SplitPreviewLine: ResolverTypeWrapper<SplitPreviewLine>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SwapInbox: ResolverTypeWrapper<SwapInbox>;
  SwapMember: ResolverTypeWrapper<SwapMember>;
  SwapMoneyFrom: SwapMoneyFrom;
  SwapSide: SwapSide;
  SwapStatus: SwapStatus;
  SwapTermsInput: SwapTermsInput;
  Team: ResolverTypeWrapper<Team>;
  TeamHandover: ResolverTypeWrapper<TeamHandover>;
  TeamHandoverStatus: TeamHandoverStatus;
  TeamInvite: ResolverTypeWrapper<TeamInvite>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamPaymentSettings: ResolverTypeWrapper<TeamPaymentSettings>;
  TeamPlan: TeamPlan;
  TeamRole: TeamRole;
  TeamStatus: TeamStatus;
  TeamTickets: ResolverTypeWrapper<TeamTickets>;
  Tolerance: Tolerance;
  UpdateTeamInput: UpdateTeamInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityLogEntry: ActivityLogEntry;
  BillingReceipt: BillingReceipt;
  BillingStatus: BillingStatus;
  Boolean: Scalars['Boolean']['output'];
  CalendarFeeds: CalendarFeeds;
  ChatEvent: ChatEvent;
  ChatMessage: ChatMessage;
  ChatPage: ChatPage;
  ChatUnread: ChatUnread;
  CreateTeamInput: CreateTeamInput;
  DashboardSummary: DashboardSummary;
  DateTime: Scalars['DateTime']['output'];
  Draft: Draft;
  DraftEvent: DraftEvent;
  DraftEventPick: DraftEventPick;
  DraftGame: DraftGame;
  DraftParticipant: DraftParticipant;
  DraftPick: DraftPick;
  DraftSetupInput: DraftSetupInput;
  DraftTurn: DraftTurn;
  Float: Scalars['Float']['output'];
  Game: Game;
  GameGrab: GameGrab;
  GameHandoff: GameHandoff;
  GameHolding: GameHolding;
  GameRanking: GameRanking;
  GameSwap: GameSwap;
  HandoffMember: HandoffMember;
  Health: Health;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteResult: InviteResult;
  JSON: Scalars['JSON']['output'];
  League: League;
  LeagueTeam: LeagueTeam;
  MemberBalance: MemberBalance;
  MemberDeparture: MemberDeparture;
  MemberRoleChange: MemberRoleChange;
  MemberTaste: MemberTaste;
  MemberTasteInput: MemberTasteInput;
  Mutation: Record<PropertyKey, never>;
  NextGameHandoff: NextGameHandoff;
  Notification: Notification;
  NotificationEvent: NotificationEvent;
  NotificationPage: NotificationPage;
  NotificationPreference: NotificationPreference;
  PaymentHandlesInput: PaymentHandlesInput;
  PaymentLedgerEntry: PaymentLedgerEntry;
  PaymentRequest: PaymentRequest;
  Profile: Profile;
  Query: Record<PropertyKey, never>;
  RankingInput: RankingInput;
  Season: Season;
  SeasonBoard: SeasonBoard;
  SeasonBoardEntry: SeasonBoardEntry;
  SeasonGame: SeasonGame;
  SplitPreviewLine: SplitPreviewLine;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SwapInbox: SwapInbox;
  SwapMember: SwapMember;
  SwapTermsInput: SwapTermsInput;
  Team: Team;
  TeamHandover: TeamHandover;
  TeamInvite: TeamInvite;
  TeamMember: TeamMember;
  TeamPaymentSettings: TeamPaymentSettings;
  TeamTickets: TeamTickets;
  UpdateTeamInput: UpdateTeamInput;
};

export type ActivityLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityLogEntry'] = ResolversParentTypes['ActivityLogEntry']> = {
  activityType?: Resolver<ResolversTypes['ActivityType'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BillingReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingReceipt'] = ResolversParentTypes['BillingReceipt']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BillingStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingStatus'] = ResolversParentTypes['BillingStatus']> = {
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['TeamPlan'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['BillingReceipt']>, ParentType, ContextType>;
  renewsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CalendarFeedsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalendarFeeds'] = ResolversParentTypes['CalendarFeeds']> = {
  memberFeedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamFeedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChatEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatEvent'] = ResolversParentTypes['ChatEvent']> = {
  message?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChatEventType'], ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canRemove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType>;
  gameHolderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChatMessageKind'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removedByOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChatPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatPage'] = ResolversParentTypes['ChatPage']> = {
  messages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  olderCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatUnreadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatUnread'] = ResolversParentTypes['ChatUnread']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  games?: Resolver<Array<ResolversTypes['DraftGame']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['DraftMode'], ParentType, ContextType>;
  myParticipantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  onClock?: Resolver<Maybe<ResolversTypes['DraftParticipant']>, ParentType, ContextType>;
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['DraftParticipant']>, ParentType, ContextType>;
  pickClockSec?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pickDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pickOrder?: Resolver<ResolversTypes['DraftPickOrder'], ParentType, ContextType>;
  pickStartedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  picks?: Resolver<Array<ResolversTypes['DraftPick']>, ParentType, ContextType>;
  picksPerRound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realTeamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remainingMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serverNow?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DraftState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DraftStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingTurns?: Resolver<Array<ResolversTypes['DraftTurn']>, ParentType, ContextType, RequireFields<DraftUpcomingTurnsArgs, 'count'>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerIsOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DraftEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftEvent'] = ResolversParentTypes['DraftEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentOverall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  draftId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['DraftMode'], ParentType, ContextType>;
  onClockParticipantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  onlineUserIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  pick?: Resolver<Maybe<ResolversTypes['DraftEventPick']>, ParentType, ContextType>;
  pickDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pickStartedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remainingMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DraftState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DraftStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DraftEventType'], ParentType, ContextType>;
};

export type DraftEventPickResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftEventPick'] = ResolversParentTypes['DraftEventPick']> = {
  autopick?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pickNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DraftGameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftGame'] = ResolversParentTypes['DraftGame']> = {
  gameDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHome?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimeTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kickoffEpochMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  kickoffTz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opponentAbbr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  takenBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tiixRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tiixStars?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tzAbbr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DraftParticipantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftParticipant'] = ResolversParentTypes['DraftParticipant']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draftId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shares?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DraftPickResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftPick'] = ResolversParentTypes['DraftPick']> = {
  autopick?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draftId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['DraftGame'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pickNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DraftTurnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DraftTurn'] = ResolversParentTypes['DraftTurn']> = {
  overall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  adp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  assignedTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  awayScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  baseScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contextPct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  convenienceReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  convenienceScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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
  myAdp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  myScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  myScoreReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opponentAbbr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  probGoneBeforePick?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  resaleIndexPct?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scoreModelVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slatePercentile?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slateRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slateSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statureReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  statureScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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

export type GameGrabResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameGrab'] = ResolversParentTypes['GameGrab']> = {
  canTake?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canWithdraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['SwapMember'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameGrabStatus'], ParentType, ContextType>;
  taker?: Resolver<Maybe<ResolversTypes['SwapMember']>, ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GameHandoffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameHandoff'] = ResolversParentTypes['GameHandoff']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  canConfirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canMarkSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gameDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kickoffTz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  member?: Resolver<ResolversTypes['HandoffMember'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HandoffStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GameHoldingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameHolding'] = ResolversParentTypes['GameHolding']> = {
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  grabId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['SwapMember'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['GameHoldingReason'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  swapId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type GameRankingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameRanking'] = ResolversParentTypes['GameRanking']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type GameSwapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GameSwap'] = ResolversParentTypes['GameSwap']> = {
  canAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCounter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDecline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counterOfId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  counteredById?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moneyCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  moneyPayer?: Resolver<Maybe<ResolversTypes['SwapSide']>, ParentType, ContextType>;
  paymentRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  proposer?: Resolver<ResolversTypes['SwapMember'], ParentType, ContextType>;
  proposerGames?: Resolver<Array<ResolversTypes['SeasonGame']>, ParentType, ContextType>;
  receiver?: Resolver<ResolversTypes['SwapMember'], ParentType, ContextType>;
  receiverGames?: Resolver<Array<ResolversTypes['SeasonGame']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SwapStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  voidReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HandoffMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HandoffMember'] = ResolversParentTypes['HandoffMember']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MemberBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberBalance'] = ResolversParentTypes['MemberBalance']> = {
  costShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outstandingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  valueShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  waivedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberDepartureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberDeparture'] = ResolversParentTypes['MemberDeparture']> = {
  gamesMoved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gamesUpForGrabs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MemberRoleChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberRoleChange'] = ResolversParentTypes['MemberRoleChange']> = {
  role?: Resolver<ResolversTypes['AssignableRole'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MemberTasteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberTaste'] = ResolversParentTypes['MemberTaste']> = {
  avoidedOpponents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  coldTolerance?: Resolver<ResolversTypes['Tolerance'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['DayPreference'], ParentType, ContextType>;
  kickoff?: Resolver<ResolversTypes['KickoffPreference'], ParentType, ContextType>;
  lovedOpponents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rainTolerance?: Resolver<ResolversTypes['Tolerance'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptSwap?: Resolver<ResolversTypes['GameSwap'], ParentType, ContextType, RequireFields<MutationAcceptSwapArgs, 'swapId'>>;
  autopickNext?: Resolver<Maybe<ResolversTypes['DraftPick']>, ParentType, ContextType, RequireFields<MutationAutopickNextArgs, 'draftId'>>;
  cancelPlan?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType, RequireFields<MutationCancelPlanArgs, 'teamId'>>;
  cancelSwap?: Resolver<ResolversTypes['GameSwap'], ParentType, ContextType, RequireFields<MutationCancelSwapArgs, 'swapId'>>;
  cancelTeamHandover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelTeamHandoverArgs, 'teamId'>>;
  clearMyTaste?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completeDraft?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationCompleteDraftArgs, 'draftId'>>;
  confirmTeamHandover?: Resolver<ResolversTypes['TeamHandover'], ParentType, ContextType, RequireFields<MutationConfirmTeamHandoverArgs, 'token'>>;
  confirmTicketsReceived?: Resolver<ResolversTypes['GameHandoff'], ParentType, ContextType, RequireFields<MutationConfirmTicketsReceivedArgs, 'gameId'>>;
  counterSwap?: Resolver<ResolversTypes['GameSwap'], ParentType, ContextType, RequireFields<MutationCounterSwapArgs, 'swapId' | 'terms'>>;
  createAndStartDraft?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationCreateAndStartDraftArgs, 'teamId'>>;
  createDraft?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationCreateDraftArgs, 'teamId'>>;
  createPaymentRequest?: Resolver<ResolversTypes['PaymentRequest'], ParentType, ContextType, RequireFields<MutationCreatePaymentRequestArgs, 'amountCents' | 'payerUserId' | 'teamId'>>;
  createTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input'>>;
  declineSwap?: Resolver<ResolversTypes['GameSwap'], ParentType, ContextType, RequireFields<MutationDeclineSwapArgs, 'swapId'>>;
  deleteTeam?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTeamArgs, 'id'>>;
  draftAction?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationDraftActionArgs, 'action' | 'draftId'>>;
  editChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationEditChatMessageArgs, 'body' | 'messageId'>>;
  ensureMyProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  fillMyRankingsFromScore?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<MutationFillMyRankingsFromScoreArgs, 'teamId'>>;
  finishDraftNow?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationFinishDraftNowArgs, 'draftId'>>;
  inviteMember?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'email' | 'teamId'>>;
  leaveTeam?: Resolver<ResolversTypes['MemberDeparture'], ParentType, ContextType, RequireFields<MutationLeaveTeamArgs, 'teamId'>>;
  makePick?: Resolver<ResolversTypes['DraftPick'], ParentType, ContextType, RequireFields<MutationMakePickArgs, 'draftId' | 'gameId'>>;
  markChatRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkChatReadArgs, 'teamId'>>;
  markMemberTicketsSent?: Resolver<Array<ResolversTypes['GameHandoff']>, ParentType, ContextType, RequireFields<MutationMarkMemberTicketsSentArgs, 'memberId' | 'teamId'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  markPaymentSent?: Resolver<ResolversTypes['PaymentRequest'], ParentType, ContextType, RequireFields<MutationMarkPaymentSentArgs, 'id'>>;
  markTicketsSent?: Resolver<ResolversTypes['GameHandoff'], ParentType, ContextType, RequireFields<MutationMarkTicketsSentArgs, 'gameId'>>;
  offerUpForGrabs?: Resolver<ResolversTypes['GameGrab'], ParentType, ContextType, RequireFields<MutationOfferUpForGrabsArgs, 'gameId'>>;
  postChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationPostChatMessageArgs, 'body' | 'teamId'>>;
  proposeSwap?: Resolver<ResolversTypes['GameSwap'], ParentType, ContextType, RequireFields<MutationProposeSwapArgs, 'receiverId' | 'teamId' | 'terms'>>;
  randomizeDraftOrder?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationRandomizeDraftOrderArgs, 'draftId'>>;
  remindPayer?: Resolver<ResolversTypes['PaymentRequest'], ParentType, ContextType, RequireFields<MutationRemindPayerArgs, 'id'>>;
  removeChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationRemoveChatMessageArgs, 'messageId'>>;
  removeMember?: Resolver<ResolversTypes['MemberDeparture'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'teamId' | 'userId'>>;
  reportTicketsNotReceived?: Resolver<ResolversTypes['GameHandoff'], ParentType, ContextType, RequireFields<MutationReportTicketsNotReceivedArgs, 'gameId'>>;
  resendInvite?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationResendInviteArgs, 'inviteId'>>;
  resetCalendarFeeds?: Resolver<ResolversTypes['CalendarFeeds'], ParentType, ContextType, RequireFields<MutationResetCalendarFeedsArgs, 'teamId'>>;
  resumePlan?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType, RequireFields<MutationResumePlanArgs, 'teamId'>>;
  revokeInvite?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationRevokeInviteArgs, 'inviteId'>>;
  saveMyRankings?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<MutationSaveMyRankingsArgs, 'rankings' | 'teamId'>>;
  setDraftMode?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationSetDraftModeArgs, 'draftId' | 'mode'>>;
  setDraftOrder?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationSetDraftOrderArgs, 'draftId' | 'participantIds'>>;
  setDraftShares?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationSetDraftSharesArgs, 'draftId' | 'participantId' | 'shares'>>;
  setMemberRole?: Resolver<ResolversTypes['MemberRoleChange'], ParentType, ContextType, RequireFields<MutationSetMemberRoleArgs, 'role' | 'teamId' | 'userId'>>;
  setMyTaste?: Resolver<ResolversTypes['MemberTaste'], ParentType, ContextType, RequireFields<MutationSetMyTasteArgs, 'input'>>;
  setNotificationPreference?: Resolver<ResolversTypes['NotificationPreference'], ParentType, ContextType, RequireFields<MutationSetNotificationPreferenceArgs, 'channel' | 'kind'>>;
  setPaymentRequestStatus?: Resolver<ResolversTypes['PaymentRequest'], ParentType, ContextType, RequireFields<MutationSetPaymentRequestStatusArgs, 'id' | 'status'>>;
  setPaymentsMode?: Resolver<ResolversTypes['TeamPaymentSettings'], ParentType, ContextType, RequireFields<MutationSetPaymentsModeArgs, 'mode' | 'teamId'>>;
  setTeamTotalCost?: Resolver<ResolversTypes['TeamPaymentSettings'], ParentType, ContextType, RequireFields<MutationSetTeamTotalCostArgs, 'teamId' | 'totalCents'>>;
  setTicketSettings?: Resolver<ResolversTypes['TeamTickets'], ParentType, ContextType, RequireFields<MutationSetTicketSettingsArgs, 'teamId'>>;
  splitSeason?: Resolver<Array<ResolversTypes['PaymentRequest']>, ParentType, ContextType, RequireFields<MutationSplitSeasonArgs, 'mode' | 'teamId' | 'totalCents'>>;
  startCardCheckout?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartCardCheckoutArgs, 'id'>>;
  startDraft?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationStartDraftArgs, 'draftId'>>;
  startPlanCheckout?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartPlanCheckoutArgs, 'teamId'>>;
  startTeamHandover?: Resolver<ResolversTypes['TeamHandover'], ParentType, ContextType, RequireFields<MutationStartTeamHandoverArgs, 'teamId' | 'toUserId'>>;
  takeGame?: Resolver<ResolversTypes['GameGrab'], ParentType, ContextType, RequireFields<MutationTakeGameArgs, 'grabId'>>;
  undoLastPick?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationUndoLastPickArgs, 'draftId'>>;
  updateDraftSetup?: Resolver<ResolversTypes['Draft'], ParentType, ContextType, RequireFields<MutationUpdateDraftSetupArgs, 'draftId' | 'input'>>;
  updateMyProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, Partial<MutationUpdateMyProfileArgs>>;
  updatePaymentHandles?: Resolver<ResolversTypes['TeamPaymentSettings'], ParentType, ContextType, RequireFields<MutationUpdatePaymentHandlesArgs, 'input' | 'teamId'>>;
  updateTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationUpdateTeamArgs, 'id' | 'input'>>;
  withdrawGameGrab?: Resolver<ResolversTypes['GameGrab'], ParentType, ContextType, RequireFields<MutationWithdrawGameGrabArgs, 'grabId'>>;
};

export type NextGameHandoffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NextGameHandoff'] = ResolversParentTypes['NextGameHandoff']> = {
  gameDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HandoffStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentLedgerEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentLedgerEntry'] = ResolversParentTypes['PaymentLedgerEntry']> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['PaymentRequestStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<Maybe<ResolversTypes['PaymentRequestStatus']>, ParentType, ContextType>;
};

export type PaymentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRequest'] = ResolversParentTypes['PaymentRequest']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cardFeeCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evidenceFileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  evidenceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastRemindedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ledger?: Resolver<Array<ResolversTypes['PaymentLedgerEntry']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paidVia?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  payLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentRequestStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  billing?: Resolver<ResolversTypes['BillingStatus'], ParentType, ContextType, RequireFields<QueryBillingArgs, 'teamId'>>;
  chatMessages?: Resolver<ResolversTypes['ChatPage'], ParentType, ContextType, RequireFields<QueryChatMessagesArgs, 'teamId'>>;
  chatUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryChatUnreadCountArgs, 'teamId'>>;
  dashboard?: Resolver<ResolversTypes['DashboardSummary'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['Draft']>, ParentType, ContextType, RequireFields<QueryDraftArgs, 'id'>>;
  gameHoldingHistory?: Resolver<Array<ResolversTypes['GameHolding']>, ParentType, ContextType, RequireFields<QueryGameHoldingHistoryArgs, 'gameId'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  latestDraft?: Resolver<Maybe<ResolversTypes['Draft']>, ParentType, ContextType, RequireFields<QueryLatestDraftArgs, 'teamId'>>;
  leagueTeams?: Resolver<Array<ResolversTypes['LeagueTeam']>, ParentType, ContextType, RequireFields<QueryLeagueTeamsArgs, 'league'>>;
  leagues?: Resolver<Array<ResolversTypes['League']>, ParentType, ContextType>;
  myCalendarFeeds?: Resolver<ResolversTypes['CalendarFeeds'], ParentType, ContextType, RequireFields<QueryMyCalendarFeedsArgs, 'teamId'>>;
  myChatUnread?: Resolver<Array<ResolversTypes['ChatUnread']>, ParentType, ContextType>;
  myLatestDraft?: Resolver<Maybe<ResolversTypes['Draft']>, ParentType, ContextType>;
  myNextGame?: Resolver<Maybe<ResolversTypes['NextGameHandoff']>, ParentType, ContextType>;
  myProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  myRankings?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<QueryMyRankingsArgs, 'teamId'>>;
  myTaste?: Resolver<Maybe<ResolversTypes['MemberTaste']>, ParentType, ContextType>;
  myTeams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  notificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  paymentRequests?: Resolver<Array<ResolversTypes['PaymentRequest']>, ParentType, ContextType, Partial<QueryPaymentRequestsArgs>>;
  recentActivity?: Resolver<Array<ResolversTypes['ActivityLogEntry']>, ParentType, ContextType, RequireFields<QueryRecentActivityArgs, 'limit'>>;
  seasonBoard?: Resolver<ResolversTypes['SeasonBoard'], ParentType, ContextType, RequireFields<QuerySeasonBoardArgs, 'teamId'>>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonsArgs, 'league' | 'team'>>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  splitPreview?: Resolver<Array<ResolversTypes['SplitPreviewLine']>, ParentType, ContextType, RequireFields<QuerySplitPreviewArgs, 'mode' | 'teamId' | 'totalCents'>>;
  swaps?: Resolver<ResolversTypes['SwapInbox'], ParentType, ContextType, RequireFields<QuerySwapsArgs, 'teamId'>>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamArgs, 'id'>>;
  teamBalances?: Resolver<Array<ResolversTypes['MemberBalance']>, ParentType, ContextType, RequireFields<QueryTeamBalancesArgs, 'teamId'>>;
  teamGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryTeamGamesArgs, 'teamId'>>;
  teamHandover?: Resolver<ResolversTypes['TeamHandover'], ParentType, ContextType, RequireFields<QueryTeamHandoverArgs, 'token'>>;
  teamPaymentSettings?: Resolver<ResolversTypes['TeamPaymentSettings'], ParentType, ContextType, RequireFields<QueryTeamPaymentSettingsArgs, 'teamId'>>;
  teamRankings?: Resolver<Array<ResolversTypes['GameRanking']>, ParentType, ContextType, RequireFields<QueryTeamRankingsArgs, 'teamId'>>;
  teamTickets?: Resolver<ResolversTypes['TeamTickets'], ParentType, ContextType, RequireFields<QueryTeamTicketsArgs, 'teamId'>>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type SeasonBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeasonBoard'] = ResolversParentTypes['SeasonBoard']> = {
  entries?: Resolver<Array<ResolversTypes['SeasonBoardEntry']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['SwapMember']>, ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SeasonBoardEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeasonBoardEntry'] = ResolversParentTypes['SeasonBoardEntry']> = {
  game?: Resolver<ResolversTypes['SeasonGame'], ParentType, ContextType>;
  grab?: Resolver<Maybe<ResolversTypes['GameGrab']>, ParentType, ContextType>;
  pendingSwapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  swappable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SeasonGameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeasonGame'] = ResolversParentTypes['SeasonGame']> = {
  gameDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  holderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHome?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kickoffLocal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kickoffTz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opponent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opponentAbbr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tzAbbr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  week?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SplitPreviewLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SplitPreviewLine'] = ResolversParentTypes['SplitPreviewLine']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createsRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  valueShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  chatEvents?: SubscriptionResolver<ResolversTypes['ChatEvent'], "chatEvents", ParentType, ContextType, RequireFields<SubscriptionChatEventsArgs, 'teamId'>>;
  chatUnreadChanged?: SubscriptionResolver<ResolversTypes['ChatUnread'], "chatUnreadChanged", ParentType, ContextType>;
  draftEvents?: SubscriptionResolver<ResolversTypes['DraftEvent'], "draftEvents", ParentType, ContextType, RequireFields<SubscriptionDraftEventsArgs, 'draftId'>>;
  myNotifications?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "myNotifications", ParentType, ContextType>;
};

export type SwapInboxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwapInbox'] = ResolversParentTypes['SwapInbox']> = {
  history?: Resolver<Array<ResolversTypes['GameSwap']>, ParentType, ContextType>;
  incoming?: Resolver<Array<ResolversTypes['GameSwap']>, ParentType, ContextType>;
  outgoing?: Resolver<Array<ResolversTypes['GameSwap']>, ParentType, ContextType>;
};

export type SwapMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwapMember'] = ResolversParentTypes['SwapMember']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  payoutsHeldBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paypalMe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingHandover?: Resolver<Maybe<ResolversTypes['TeamHandover']>, ParentType, ContextType>;
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

export type TeamHandoverResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamHandover'] = ResolversParentTypes['TeamHandover']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamHandoverStatus'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type TeamPaymentSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamPaymentSettings'] = ResolversParentTypes['TeamPaymentSettings']> = {
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cashappCashtag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentsMode?: Resolver<ResolversTypes['PaymentsMode'], ParentType, ContextType>;
  payoutsReady?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paypalMe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  venmoUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zelleNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamTicketsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamTickets'] = ResolversParentTypes['TeamTickets']> = {
  canManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  games?: Resolver<Array<ResolversTypes['GameHandoff']>, ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['HandoffMember'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['HandoffMember']>, ParentType, ContextType>;
  reminderDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActivityLogEntry?: ActivityLogEntryResolvers<ContextType>;
  BillingReceipt?: BillingReceiptResolvers<ContextType>;
  BillingStatus?: BillingStatusResolvers<ContextType>;
  CalendarFeeds?: CalendarFeedsResolvers<ContextType>;
  ChatEvent?: ChatEventResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatPage?: ChatPageResolvers<ContextType>;
  ChatUnread?: ChatUnreadResolvers<ContextType>;
  DashboardSummary?: DashboardSummaryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Draft?: DraftResolvers<ContextType>;
  DraftEvent?: DraftEventResolvers<ContextType>;
  DraftEventPick?: DraftEventPickResolvers<ContextType>;
  DraftGame?: DraftGameResolvers<ContextType>;
  DraftParticipant?: DraftParticipantResolvers<ContextType>;
  DraftPick?: DraftPickResolvers<ContextType>;
  DraftTurn?: DraftTurnResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameGrab?: GameGrabResolvers<ContextType>;
  GameHandoff?: GameHandoffResolvers<ContextType>;
  GameHolding?: GameHoldingResolvers<ContextType>;
  GameRanking?: GameRankingResolvers<ContextType>;
  GameSwap?: GameSwapResolvers<ContextType>;
  HandoffMember?: HandoffMemberResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  InviteResult?: InviteResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  League?: LeagueResolvers<ContextType>;
  LeagueTeam?: LeagueTeamResolvers<ContextType>;
  MemberBalance?: MemberBalanceResolvers<ContextType>;
  MemberDeparture?: MemberDepartureResolvers<ContextType>;
  MemberRoleChange?: MemberRoleChangeResolvers<ContextType>;
  MemberTaste?: MemberTasteResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NextGameHandoff?: NextGameHandoffResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  PaymentLedgerEntry?: PaymentLedgerEntryResolvers<ContextType>;
  PaymentRequest?: PaymentRequestResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonBoard?: SeasonBoardResolvers<ContextType>;
  SeasonBoardEntry?: SeasonBoardEntryResolvers<ContextType>;
  SeasonGame?: SeasonGameResolvers<ContextType>;
  SplitPreviewLine?: SplitPreviewLineResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SwapInbox?: SwapInboxResolvers<ContextType>;
  SwapMember?: SwapMemberResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamHandover?: TeamHandoverResolvers<ContextType>;
  TeamInvite?: TeamInviteResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamPaymentSettings?: TeamPaymentSettingsResolvers<ContextType>;
  TeamTickets?: TeamTicketsResolvers<ContextType>;
};

