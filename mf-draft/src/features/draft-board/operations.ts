import { gql, type TypedDocumentNode } from 'urql';
import type { TeamRole } from '@tiix/shared-data';

export type DraftState = 'setup_open' | 'setup_locked' | 'ready' | 'active' | 'paused' | 'complete';
export type DraftStatus = 'pending' | 'active' | 'completed';
export type DraftMode = 'turn' | 'manual' | 'auto';
export type DraftPickOrder = 'snake' | 'round_robin';
export type DraftAction = 'lock_setup' | 'start' | 'pause' | 'resume' | 'complete';
export type DraftEventType =
  | 'setup_changed'
  | 'state_changed'
  | 'mode_changed'
  | 'pick_made'
  | 'pick_undone'
  | 'clock_started'
  | 'presence';

export interface DraftParticipantFields {
  id: string;
  draftId: string;
  userId: string;
  displayName: string;
  /** 1-based place in the order. */
  position: number;
  /** Slots per round. */
  shares: number;
  online: boolean;
  pickCount: number;
}

export interface DraftGameFields {
  id: string;
  opponent: string;
  opponentAbbr: string | null;
  gameDate: string;
  kickoffEpochMs: number | null;
  kickoffTz: string | null;
  tzAbbr: string | null;
  isHome: boolean;
  isPrimeTime: boolean;
  tiixRank: number | null;
  tiixStars: number | null;
  /** The caller's own rank (their queue order), null if unranked. */
  myRank: number | null;
  owned: boolean;
  takenBy: string | null;
  /** Final: cannot be picked. */
  locked: boolean;
}

export interface DraftPickFields {
  id: string;
  draftId: string;
  userId: string | null;
  participantId: string | null;
  gameId: string;
  pickNumber: number;
  overall: number;
  slot: number;
  round: number;
  autopick: boolean;
  createdAt: string;
  displayName: string;
  game: DraftGameFields;
}

export interface DraftTurnFields {
  overall: number;
  round: number;
  slot: number;
  participantId: string;
}

export interface DraftRoomFields {
  id: string;
  teamId: string;
  teamName: string;
  realTeamName: string;
  state: DraftState;
  status: DraftStatus;
  mode: DraftMode;
  pickOrder: DraftPickOrder;
  rounds: number;
  picksPerRound: number;
  /** Zero-based index of the next pick. */
  currentOverall: number;
  totalPicks: number;
  pickStartedAt: string | null;
  pickClockSec: number;
  autoDelayMs: number;
  ownerUserId: string | null;
  startedAt: string | null;
  completedAt: string | null;
  pickDeadline: string | null;
  remainingMs: number | null;
  serverNow: string;
  viewerIsOwner: boolean;
  myParticipantId: string | null;
  participants: DraftParticipantFields[];
  onClock: DraftParticipantFields | null;
  games: DraftGameFields[];
  picks: DraftPickFields[];
  upcomingTurns: DraftTurnFields[];
}

const PARTICIPANT_FIELDS = `
  id
  draftId
  userId
  displayName
  position
  shares
  online
  pickCount
`;

const GAME_FIELDS = `
  id
  opponent
  opponentAbbr
  gameDate
  kickoffEpochMs
  kickoffTz
  tzAbbr
  isHome
  isPrimeTime
  tiixRank
  tiixStars
  myRank
  owned
  takenBy
  locked
`;

/** How many upcoming turns the room shows ('on deck'). */
export const UPCOMING_TURNS = 12;

const DRAFT_ROOM_FIELDS = `
  id
  teamId
  teamName
  realTeamName
  state
  status
  mode
  pickOrder
  rounds
  picksPerRound
  currentOverall
  totalPicks
  pickStartedAt
  pickClockSec
  autoDelayMs
  ownerUserId
  startedAt
  completedAt
  pickDeadline
  remainingMs
  serverNow
  viewerIsOwner
  myParticipantId
  participants { ${PARTICIPANT_FIELDS} }
  onClock { ${PARTICIPANT_FIELDS} }
  games { ${GAME_FIELDS} }
  picks {
    id
    draftId
    userId
    participantId
    gameId
    pickNumber
    overall
    slot
    round
    autopick
    createdAt
    displayName
    game { ${GAME_FIELDS} }
  }
  upcomingTurns(count: ${UPCOMING_TURNS}) { overall round slot participantId }
`;

export interface DraftRoomQuery {
  draft: DraftRoomFields | null;
}

export const DraftRoomDocument: TypedDocumentNode<DraftRoomQuery, { id: string }> = gql`
  query DraftRoom($id: ID!) {
    draft(id: $id) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export interface LatestTeamDraftQuery {
  latestDraft: { id: string; state: DraftState } | null;
}

export const LatestTeamDraftDocument: TypedDocumentNode<LatestTeamDraftQuery, { teamId: string }> =
  gql`
    query LatestTeamDraft($teamId: ID!) {
      latestDraft(teamId: $teamId) {
        id
        state
      }
    }
  `;

export interface CreateDraftMutation {
  createDraft: { id: string; state: DraftState };
}

export const CreateDraftDocument: TypedDocumentNode<CreateDraftMutation, { teamId: string }> = gql`
  mutation CreateDraft($teamId: ID!) {
    createDraft(teamId: $teamId) {
      id
      state
    }
  }
`;

export interface DraftSetupInput {
  pickOrder?: DraftPickOrder;
  rounds?: number;
  fillAllGames?: boolean;
  picksPerRound?: number;
  pickClockSec?: number;
  autoDelayMs?: number;
}

/** Every mutation that changes the draft answers with the room's fields, so the cache updates. */
export const UpdateDraftSetupDocument: TypedDocumentNode<
  { updateDraftSetup: DraftRoomFields },
  { draftId: string; input: DraftSetupInput }
> = gql`
  mutation UpdateDraftSetup($draftId: ID!, $input: DraftSetupInput!) {
    updateDraftSetup(draftId: $draftId, input: $input) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export const SetDraftOrderDocument: TypedDocumentNode<
  { setDraftOrder: DraftRoomFields },
  { draftId: string; participantIds: string[] }
> = gql`
  mutation SetDraftOrder($draftId: ID!, $participantIds: [ID!]!) {
    setDraftOrder(draftId: $draftId, participantIds: $participantIds) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export const RandomizeDraftOrderDocument: TypedDocumentNode<
  { randomizeDraftOrder: DraftRoomFields },
  { draftId: string }
> = gql`
  mutation RandomizeDraftOrder($draftId: ID!) {
    randomizeDraftOrder(draftId: $draftId) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export const SetDraftSharesDocument: TypedDocumentNode<
  { setDraftShares: DraftRoomFields },
  { draftId: string; participantId: string; shares: number }
> = gql`
  mutation SetDraftShares($draftId: ID!, $participantId: ID!, $shares: Int!) {
    setDraftShares(draftId: $draftId, participantId: $participantId, shares: $shares) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export const DraftActionDocument: TypedDocumentNode<
  { draftAction: DraftRoomFields },
  { draftId: string; action: DraftAction }
> = gql`
  mutation DraftAction($draftId: ID!, $action: DraftAction!) {
    draftAction(draftId: $draftId, action: $action) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export const SetDraftModeDocument: TypedDocumentNode<
  { setDraftMode: DraftRoomFields },
  { draftId: string; mode: DraftMode }
> = gql`
  mutation SetDraftMode($draftId: ID!, $mode: DraftMode!) {
    setDraftMode(draftId: $draftId, mode: $mode) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export const MakePickDocument: TypedDocumentNode<
  { makePick: { id: string; gameId: string; overall: number } },
  { draftId: string; gameId: string; participantId?: string | null }
> = gql`
  mutation MakePick($draftId: ID!, $gameId: ID!, $participantId: ID) {
    makePick(draftId: $draftId, gameId: $gameId, participantId: $participantId) {
      id
      gameId
      overall
    }
  }
`;

export const AutopickNextDocument: TypedDocumentNode<
  { autopickNext: { id: string; gameId: string; overall: number } | null },
  { draftId: string }
> = gql`
  mutation AutopickNext($draftId: ID!) {
    autopickNext(draftId: $draftId) {
      id
      gameId
      overall
    }
  }
`;

export const UndoLastPickDocument: TypedDocumentNode<
  { undoLastPick: DraftRoomFields },
  { draftId: string }
> = gql`
  mutation UndoLastPick($draftId: ID!) {
    undoLastPick(draftId: $draftId) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export const FinishDraftNowDocument: TypedDocumentNode<
  { finishDraftNow: DraftRoomFields },
  { draftId: string }
> = gql`
  mutation FinishDraftNow($draftId: ID!) {
    finishDraftNow(draftId: $draftId) {
      ${DRAFT_ROOM_FIELDS}
    }
  }
`;

export interface DraftEventPickFields {
  id: string;
  pickNumber: number;
  overall: number;
  round: number;
  slot: number;
  autopick: boolean;
  userId: string | null;
  participantId: string | null;
  displayName: string;
  gameId: string;
  opponent: string;
  gameDate: string;
}

export interface DraftEventFields {
  type: DraftEventType;
  draftId: string;
  at: string;
  state: DraftState;
  status: DraftStatus;
  mode: DraftMode;
  currentOverall: number;
  pickStartedAt: string | null;
  pickDeadline: string | null;
  remainingMs: number | null;
  onClockParticipantId: string | null;
  pick: DraftEventPickFields | null;
  onlineUserIds: string[];
}

/**
 * The `draftEvents` subscription, selecting every field. The room reads the same events from the
 * plain stream (draftStream.ts), whose JSON is this selection's result; the document stays so
 * that the contract check (`pnpm contract`) keeps `DraftEventFields` in step with the schema.
 */
export const DraftEventsDocument: TypedDocumentNode<
  { draftEvents: DraftEventFields },
  { draftId: string }
> = gql`
  subscription DraftEvents($draftId: ID!) {
    draftEvents(draftId: $draftId) {
      type
      draftId
      at
      state
      status
      mode
      currentOverall
      pickStartedAt
      pickDeadline
      remainingMs
      onClockParticipantId
      pick {
        id
        pickNumber
        overall
        round
        slot
        autopick
        userId
        participantId
        displayName
        gameId
        opponent
        gameDate
      }
      onlineUserIds
    }
  }
`;

export interface DraftTeamQuery {
  /** Null when the team does not exist or the caller is not a member. */
  team: { id: string; myRole: TeamRole } | null;
}

/** The draft page only needs the caller's role in the team (owners run the draft). */
export const DraftTeamDocument: TypedDocumentNode<DraftTeamQuery, { id: string }> = gql`
  query Team($id: ID!) {
    team(id: $id) {
      id
      myRole
    }
  }
`;

export interface RankingInput {
  gameId: string;
  /** Clamped to 0-100 by the server; 0 removes the rank. */
  rank: number;
}

export interface SaveMyRankingsMutation {
  saveMyRankings: { id: string; gameId: string; userId: string; rank: number }[];
}

/** The queue panel saves the caller's ranks; later entries win (the server's rule). */
export const SaveMyRankingsDocument: TypedDocumentNode<
  SaveMyRankingsMutation,
  { teamId: string; rankings: RankingInput[] }
> = gql`
  mutation SaveMyRankings($teamId: ID!, $rankings: [RankingInput!]!) {
    saveMyRankings(teamId: $teamId, rankings: $rankings) {
      id
      gameId
      userId
      rank
    }
  }
`;
