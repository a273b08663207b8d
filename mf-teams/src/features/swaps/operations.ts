/** mf-teams' swap documents: the inbox, the season board, offers and 'up for grabs'. */
import { gql, type TypedDocumentNode } from 'urql';
import type { GameStatus } from '@tiix/shared-data';

export type SwapStatus =
  'proposed' | 'accepted' | 'declined' | 'cancelled' | 'countered' | 'expired' | 'void';
export type SwapSide = 'proposer' | 'receiver';
export type SwapMoneyFrom = 'me' | 'them';
export type GameGrabStatus = 'open' | 'taken' | 'withdrawn' | 'expired' | 'void';

export interface SwapMemberFields {
  userId: string;
  name: string;
}

export interface SeasonGameFields {
  id: string;
  teamId: string;
  opponent: string;
  opponentAbbr: string | null;
  venue: string | null;
  gameDate: string;
  kickoffLocal: string | null;
  kickoffTz: string | null;
  tzAbbr: string | null;
  isHome: boolean;
  week: string | null;
  status: GameStatus;
  holderId: string | null;
  holderName: string | null;
}

export interface GameSwapFields {
  id: string;
  teamId: string;
  status: SwapStatus;
  proposer: SwapMemberFields;
  receiver: SwapMemberFields;
  proposerGames: SeasonGameFields[];
  receiverGames: SeasonGameFields[];
  moneyCents: number | null;
  moneyPayer: SwapSide | null;
  message: string | null;
  voidReason: string | null;
  expiresAt: string;
  createdAt: string;
  decidedAt: string | null;
  counterOfId: string | null;
  counteredById: string | null;
  paymentRequestId: string | null;
  canAccept: boolean;
  canDecline: boolean;
  canCounter: boolean;
  canCancel: boolean;
}

export interface GameGrabFields {
  id: string;
  gameId: string;
  status: GameGrabStatus;
  holder: SwapMemberFields;
  taker: SwapMemberFields | null;
  priceCents: number | null;
  note: string | null;
  voidReason: string | null;
  createdAt: string;
  closedAt: string | null;
  paymentRequestId: string | null;
  canTake: boolean;
  canWithdraw: boolean;
}

export interface SeasonBoardEntryFields {
  game: SeasonGameFields;
  pendingSwapCount: number;
  grab: GameGrabFields | null;
  swappable: boolean;
}

export interface SeasonBoardFields {
  teamId: string;
  viewerId: string;
  members: SwapMemberFields[];
  entries: SeasonBoardEntryFields[];
}

export interface SwapTermsInput {
  giveGameIds: string[];
  takeGameIds: string[];
  moneyCents?: number | null;
  moneyFrom?: SwapMoneyFrom | null;
  message?: string | null;
}

const MEMBER = 'userId name';
const SEASON_GAME = `
  id teamId opponent opponentAbbr venue gameDate kickoffLocal kickoffTz tzAbbr isHome week status
  holderId holderName
`;
const SWAP = `
  id teamId status
  proposer { ${MEMBER} }
  receiver { ${MEMBER} }
  proposerGames { ${SEASON_GAME} }
  receiverGames { ${SEASON_GAME} }
  moneyCents moneyPayer message voidReason expiresAt createdAt decidedAt counterOfId
  counteredById paymentRequestId canAccept canDecline canCounter canCancel
`;
const GRAB = `
  id gameId status holder { ${MEMBER} } taker { ${MEMBER} } priceCents note voidReason createdAt
  closedAt paymentRequestId canTake canWithdraw
`;

export interface TeamIdVariables {
  teamId: string;
}

export interface SwapInboxQuery {
  swaps: { incoming: GameSwapFields[]; outgoing: GameSwapFields[]; history: GameSwapFields[] };
}

/** Errors: UNAUTHENTICATED, NOT_FOUND (not a member), PLAN_LIMIT (free team). */
export const SwapInboxDocument: TypedDocumentNode<SwapInboxQuery, TeamIdVariables> = gql`
  query SwapInbox($teamId: ID!) {
    swaps(teamId: $teamId) {
      incoming { ${SWAP} }
      outgoing { ${SWAP} }
      history { ${SWAP} }
    }
  }
`;

export interface SeasonBoardQuery {
  seasonBoard: SeasonBoardFields;
}

export const SeasonBoardDocument: TypedDocumentNode<SeasonBoardQuery, TeamIdVariables> = gql`
  query SeasonBoard($teamId: ID!) {
    seasonBoard(teamId: $teamId) {
      teamId
      viewerId
      members { ${MEMBER} }
      entries {
        game { ${SEASON_GAME} }
        pendingSwapCount
        swappable
        grab { ${GRAB} }
      }
    }
  }
`;

export interface ProposeSwapVariables {
  teamId: string;
  receiverId: string;
  terms: SwapTermsInput;
}

export const ProposeSwapDocument: TypedDocumentNode<
  { proposeSwap: GameSwapFields },
  ProposeSwapVariables
> = gql`
  mutation ProposeSwap($teamId: ID!, $receiverId: ID!, $terms: SwapTermsInput!) {
    proposeSwap(teamId: $teamId, receiverId: $receiverId, terms: $terms) { ${SWAP} }
  }
`;

export interface SwapIdVariables {
  swapId: string;
}

export const AcceptSwapDocument: TypedDocumentNode<
  { acceptSwap: GameSwapFields },
  SwapIdVariables
> = gql`
    mutation AcceptSwap($swapId: ID!) {
      acceptSwap(swapId: $swapId) { ${SWAP} }
    }
  `;

export const DeclineSwapDocument: TypedDocumentNode<
  { declineSwap: GameSwapFields },
  SwapIdVariables
> = gql`
  mutation DeclineSwap($swapId: ID!) {
    declineSwap(swapId: $swapId) { ${SWAP} }
  }
`;

export const CancelSwapDocument: TypedDocumentNode<
  { cancelSwap: GameSwapFields },
  SwapIdVariables
> = gql`
    mutation CancelSwap($swapId: ID!) {
      cancelSwap(swapId: $swapId) { ${SWAP} }
    }
  `;

export const CounterSwapDocument: TypedDocumentNode<
  { counterSwap: GameSwapFields },
  SwapIdVariables & { terms: SwapTermsInput }
> = gql`
  mutation CounterSwap($swapId: ID!, $terms: SwapTermsInput!) {
    counterSwap(swapId: $swapId, terms: $terms) { ${SWAP} }
  }
`;

export const OfferUpForGrabsDocument: TypedDocumentNode<
  { offerUpForGrabs: GameGrabFields },
  { gameId: string; priceCents: number | null; note: string | null }
> = gql`
  mutation OfferUpForGrabs($gameId: ID!, $priceCents: Int, $note: String) {
    offerUpForGrabs(gameId: $gameId, priceCents: $priceCents, note: $note) { ${GRAB} }
  }
`;

export const WithdrawGameGrabDocument: TypedDocumentNode<
  { withdrawGameGrab: GameGrabFields },
  { grabId: string }
> = gql`
  mutation WithdrawGameGrab($grabId: ID!) {
    withdrawGameGrab(grabId: $grabId) { ${GRAB} }
  }
`;

export const TakeGameDocument: TypedDocumentNode<{ takeGame: GameGrabFields }, { grabId: string }> =
  gql`
    mutation TakeGame($grabId: ID!) {
      takeGame(grabId: $grabId) { ${GRAB} }
    }
  `;
