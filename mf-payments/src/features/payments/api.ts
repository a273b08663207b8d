import { gql } from 'urql';
import type {
  CreatePaymentRequestMutation,
  CreatePaymentRequestMutationVariables,
  MarkPaymentSentMutation,
  MarkPaymentSentMutationVariables,
  PaymentRequestFieldsFragment,
  PaymentRequestsQuery,
  PaymentRequestsQueryVariables,
  PaymentTeamQuery,
  PaymentTeamsQuery,
  PaymentTeamsQueryVariables,
  PaymentTeamQueryVariables,
  RemindPayerMutation,
  RemindPayerMutationVariables,
  SetPaymentRequestStatusMutation,
  SetPaymentRequestStatusMutationVariables,
  SetPaymentsModeMutation,
  SetPaymentsModeMutationVariables,
  SplitPreviewQuery,
  SplitPreviewQueryVariables,
  SplitSeasonMutation,
  SplitSeasonMutationVariables,
  StartCardCheckoutMutation,
  StartCardCheckoutMutationVariables,
  TeamBalancesQuery,
  TeamBalancesQueryVariables,
  TeamPaymentSettingsQuery,
  TeamPaymentSettingsQueryVariables,
  UpdatePaymentHandlesMutation,
  UpdatePaymentHandlesMutationVariables,
} from '../../generated/graphql';

export type {
  PaymentHandlesInput,
  PaymentMethod,
  PaymentRequestStatus,
  PaymentSplitMode,
  // `evidenceFileId`: the receipt's file id in the storage API's receipts bucket.
  PaymentRequestFieldsFragment,
  TeamPaymentSettingsFieldsFragment,
} from '../../generated/graphql';
/** A ledger line; `kind`: created, status_changed, evidence_attached, reminded, card_payment. */
export type PaymentLedgerEntryFields = PaymentRequestFieldsFragment['ledger'][number];
export type MemberBalanceFields = TeamBalancesQuery['teamBalances'][number];
export type PaymentTeamFields = NonNullable<PaymentTeamQuery['team']>;

const REQUEST_FIELDS = gql`
  fragment PaymentRequestFields on PaymentRequest {
    id
    teamId
    ownerUserId
    payerUserId
    amountCents
    currency
    status
    note
    description
    externalLink
    evidenceUrl
    evidenceFileId
    createdAt
    payerName
    ownerName
    payLink
    cardAvailable
    cardFeeCents
    paidAt
    paidVia
    canManage
    isMine
    lastRemindedAt
    ledger {
      id
      at
      actorUserId
      actorName
      kind
      fromStatus
      toStatus
      amountCents
      note
    }
  }
`;

const SETTINGS_FIELDS = gql`
  fragment TeamPaymentSettingsFields on TeamPaymentSettings {
    teamId
    venmoUsername
    cashappCashtag
    paypalMe
    zelleNote
    paymentsMode
    payoutsReady
    totalCost
  }
`;

/** The caller's teams: the page's team choice and the teams they can request money for. */
export const PaymentTeamsDocument = gql<PaymentTeamsQuery, PaymentTeamsQueryVariables>`
  query PaymentTeams {
    myTeams {
      id
      name
      plan
      myRole
    }
  }
`;

/** The team's people, for the payer choice; its plan and the caller's role decide what shows. */
export const PaymentTeamDocument = gql<PaymentTeamQuery, PaymentTeamQueryVariables>`
  query PaymentTeam($id: ID!) {
    team(id: $id) {
      id
      name
      plan
      myRole
      ownerId
      members {
        id
        userId
        role
        displayName
        email
      }
    }
  }
`;

export const PaymentRequestsDocument = gql<PaymentRequestsQuery, PaymentRequestsQueryVariables>`
  query PaymentRequests($teamId: ID) {
    paymentRequests(teamId: $teamId) {
      ...PaymentRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const TeamPaymentSettingsDocument = gql<
  TeamPaymentSettingsQuery,
  TeamPaymentSettingsQueryVariables
>`
  query TeamPaymentSettings($teamId: ID!) {
    teamPaymentSettings(teamId: $teamId) {
      ...TeamPaymentSettingsFields
    }
  }
  ${SETTINGS_FIELDS}
`;

export const TeamBalancesDocument = gql<TeamBalancesQuery, TeamBalancesQueryVariables>`
  query TeamBalances($teamId: ID!) {
    teamBalances(teamId: $teamId) {
      userId
      displayName
      requestedCents
      paidCents
      waivedCents
      outstandingCents
      valueShare
      costShare
    }
  }
`;

/** `createsRequest` is false for the owner: their own share is not requested from anyone. */
export const SplitPreviewDocument = gql<SplitPreviewQuery, SplitPreviewQueryVariables>`
  query SplitPreview($teamId: ID!, $mode: PaymentSplitMode!, $totalCents: Int!) {
    splitPreview(teamId: $teamId, mode: $mode, totalCents: $totalCents) {
      userId
      displayName
      amountCents
      valueShare
      createsRequest
    }
  }
`;

export const UpdatePaymentHandlesDocument = gql<
  UpdatePaymentHandlesMutation,
  UpdatePaymentHandlesMutationVariables
>`
  mutation UpdatePaymentHandles($teamId: ID!, $input: PaymentHandlesInput!) {
    updatePaymentHandles(teamId: $teamId, input: $input) {
      ...TeamPaymentSettingsFields
    }
  }
  ${SETTINGS_FIELDS}
`;

/** Owner: collect through the peer-payment handles, or by card too (Unlimited, payouts ready). */
export const SetPaymentsModeDocument = gql<
  SetPaymentsModeMutation,
  SetPaymentsModeMutationVariables
>`
  mutation SetPaymentsMode($teamId: ID!, $mode: PaymentsMode!) {
    setPaymentsMode(teamId: $teamId, mode: $mode) {
      ...TeamPaymentSettingsFields
    }
  }
  ${SETTINGS_FIELDS}
`;

export const CreatePaymentRequestDocument = gql<
  CreatePaymentRequestMutation,
  CreatePaymentRequestMutationVariables
>`
  mutation CreatePaymentRequest(
    $teamId: ID!
    $payerUserId: ID!
    $amountCents: Int!
    $note: String
    $description: String
  ) {
    createPaymentRequest(
      teamId: $teamId
      payerUserId: $payerUserId
      amountCents: $amountCents
      note: $note
      description: $description
    ) {
      ...PaymentRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const SetPaymentRequestStatusDocument = gql<
  SetPaymentRequestStatusMutation,
  SetPaymentRequestStatusMutationVariables
>`
  mutation SetPaymentRequestStatus($id: ID!, $status: PaymentRequestStatus!) {
    setPaymentRequestStatus(id: $id, status: $status) {
      ...PaymentRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const MarkPaymentSentDocument = gql<
  MarkPaymentSentMutation,
  MarkPaymentSentMutationVariables
>`
  mutation MarkPaymentSent($id: ID!, $evidenceFileId: ID) {
    markPaymentSent(id: $id, evidenceFileId: $evidenceFileId) {
      ...PaymentRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const SplitSeasonDocument = gql<SplitSeasonMutation, SplitSeasonMutationVariables>`
  mutation SplitSeason($teamId: ID!, $mode: PaymentSplitMode!, $totalCents: Int!, $note: String) {
    splitSeason(teamId: $teamId, mode: $mode, totalCents: $totalCents, note: $note) {
      ...PaymentRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const RemindPayerDocument = gql<RemindPayerMutation, RemindPayerMutationVariables>`
  mutation RemindPayer($id: ID!) {
    remindPayer(id: $id) {
      ...PaymentRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export const StartCardCheckoutDocument = gql<
  StartCardCheckoutMutation,
  StartCardCheckoutMutationVariables
>`
  mutation StartCardCheckout($id: ID!) {
    startCardCheckout(id: $id)
  }
`;
