/** mf-teams' swap documents: the inbox, the season board, offers and 'up for grabs'. */
import { gql } from 'urql';
import type {
  AcceptSwapMutation,
  AcceptSwapMutationVariables,
  CancelSwapMutation,
  CancelSwapMutationVariables,
  CounterSwapMutation,
  CounterSwapMutationVariables,
  DeclineSwapMutation,
  DeclineSwapMutationVariables,
  OfferUpForGrabsMutation,
  OfferUpForGrabsMutationVariables,
  ProposeSwapMutation,
  ProposeSwapMutationVariables,
  SeasonBoardQuery,
  SeasonBoardQueryVariables,
  SwapInboxQuery,
  SwapInboxQueryVariables,
  TakeGameMutation,
  TakeGameMutationVariables,
  WithdrawGameGrabMutation,
  WithdrawGameGrabMutationVariables,
} from '../../generated/graphql';

export type {
  GameSwapFieldsFragment,
  SeasonGameFieldsFragment,
  SwapMoneyFrom,
} from '../../generated/graphql';
export type SeasonBoardFields = SeasonBoardQuery['seasonBoard'];
export type SeasonBoardEntryFields = SeasonBoardFields['entries'][number];

const MEMBER = gql`
  fragment SwapMemberFields on SwapMember {
    userId
    name
  }
`;

const SEASON_GAME = gql`
  fragment SeasonGameFields on SeasonGame {
    id
    teamId
    opponent
    opponentAbbr
    venue
    gameDate
    kickoffLocal
    kickoffTz
    tzAbbr
    isHome
    week
    status
    holderId
    holderName
  }
`;

const SWAP = gql`
  fragment GameSwapFields on GameSwap {
    id
    teamId
    status
    proposer {
      ...SwapMemberFields
    }
    receiver {
      ...SwapMemberFields
    }
    proposerGames {
      ...SeasonGameFields
    }
    receiverGames {
      ...SeasonGameFields
    }
    moneyCents
    moneyPayer
    message
    voidReason
    expiresAt
    createdAt
    decidedAt
    counterOfId
    counteredById
    paymentRequestId
    canAccept
    canDecline
    canCounter
    canCancel
  }
  ${MEMBER}
  ${SEASON_GAME}
`;

const GRAB = gql`
  fragment GameGrabFields on GameGrab {
    id
    gameId
    status
    holder {
      ...SwapMemberFields
    }
    taker {
      ...SwapMemberFields
    }
    priceCents
    note
    voidReason
    createdAt
    closedAt
    paymentRequestId
    canTake
    canWithdraw
  }
  ${MEMBER}
`;

/** Errors: UNAUTHENTICATED, NOT_FOUND (not a member), PLAN_LIMIT (free team). */
export const SwapInboxDocument = gql<SwapInboxQuery, SwapInboxQueryVariables>`
  query SwapInbox($teamId: ID!) {
    swaps(teamId: $teamId) {
      incoming {
        ...GameSwapFields
      }
      outgoing {
        ...GameSwapFields
      }
      history {
        ...GameSwapFields
      }
    }
  }
  ${SWAP}
`;

export const SeasonBoardDocument = gql<SeasonBoardQuery, SeasonBoardQueryVariables>`
  query SeasonBoard($teamId: ID!) {
    seasonBoard(teamId: $teamId) {
      teamId
      viewerId
      members {
        ...SwapMemberFields
      }
      entries {
        game {
          ...SeasonGameFields
        }
        pendingSwapCount
        swappable
        grab {
          ...GameGrabFields
        }
      }
    }
  }
  ${MEMBER}
  ${SEASON_GAME}
  ${GRAB}
`;

export const ProposeSwapDocument = gql<ProposeSwapMutation, ProposeSwapMutationVariables>`
  mutation ProposeSwap($teamId: ID!, $receiverId: ID!, $terms: SwapTermsInput!) {
    proposeSwap(teamId: $teamId, receiverId: $receiverId, terms: $terms) {
      ...GameSwapFields
    }
  }
  ${SWAP}
`;

export const AcceptSwapDocument = gql<AcceptSwapMutation, AcceptSwapMutationVariables>`
  mutation AcceptSwap($swapId: ID!) {
    acceptSwap(swapId: $swapId) {
      ...GameSwapFields
    }
  }
  ${SWAP}
`;

export const DeclineSwapDocument = gql<DeclineSwapMutation, DeclineSwapMutationVariables>`
  mutation DeclineSwap($swapId: ID!) {
    declineSwap(swapId: $swapId) {
      ...GameSwapFields
    }
  }
  ${SWAP}
`;

export const CancelSwapDocument = gql<CancelSwapMutation, CancelSwapMutationVariables>`
  mutation CancelSwap($swapId: ID!) {
    cancelSwap(swapId: $swapId) {
      ...GameSwapFields
    }
  }
  ${SWAP}
`;

export const CounterSwapDocument = gql<CounterSwapMutation, CounterSwapMutationVariables>`
  mutation CounterSwap($swapId: ID!, $terms: SwapTermsInput!) {
    counterSwap(swapId: $swapId, terms: $terms) {
      ...GameSwapFields
    }
  }
  ${SWAP}
`;

export const OfferUpForGrabsDocument = gql<
  OfferUpForGrabsMutation,
  OfferUpForGrabsMutationVariables
>`
  mutation OfferUpForGrabs($gameId: ID!, $priceCents: Int, $note: String) {
    offerUpForGrabs(gameId: $gameId, priceCents: $priceCents, note: $note) {
      ...GameGrabFields
    }
  }
  ${GRAB}
`;

export const WithdrawGameGrabDocument = gql<
  WithdrawGameGrabMutation,
  WithdrawGameGrabMutationVariables
>`
  mutation WithdrawGameGrab($grabId: ID!) {
    withdrawGameGrab(grabId: $grabId) {
      ...GameGrabFields
    }
  }
  ${GRAB}
`;

export const TakeGameDocument = gql<TakeGameMutation, TakeGameMutationVariables>`
  mutation TakeGame($grabId: ID!) {
    takeGame(grabId: $grabId) {
      ...GameGrabFields
    }
  }
  ${GRAB}
`;
