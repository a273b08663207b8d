import { gql, type TypedDocumentNode } from 'urql';
import type { PaymentsMode, TeamPlan, TeamRole } from '@tiix/shared-data';

export type PaymentRequestStatus =
  'pending' | 'payer_marked_paid' | 'paid' | 'waived' | 'cancelled';
export type PaymentMethod = 'external' | 'card';
export type PaymentSplitMode = 'even' | 'by_value';

export interface PaymentLedgerEntryFields {
  id: string;
  at: string;
  actorUserId: string | null;
  actorName: string;
  /** created, status_changed, evidence_attached, reminded, card_payment */
  kind: string;
  fromStatus: PaymentRequestStatus | null;
  toStatus: PaymentRequestStatus | null;
  amountCents: number | null;
  note: string | null;
}

export interface PaymentRequestFields {
  id: string;
  teamId: string;
  ownerUserId: string | null;
  payerUserId: string | null;
  amountCents: number;
  currency: string;
  status: PaymentRequestStatus;
  note: string | null;
  description: string | null;
  externalLink: string | null;
  evidenceUrl: string | null;
  /** The receipt's file id in the storage API's receipts bucket. */
  evidenceFileId: string | null;
  createdAt: string;
  payerName: string;
  ownerName: string;
  payLink: string | null;
  cardAvailable: boolean;
  cardFeeCents: number | null;
  paidAt: string | null;
  paidVia: PaymentMethod | null;
  canManage: boolean;
  isMine: boolean;
  lastRemindedAt: string | null;
  ledger: PaymentLedgerEntryFields[];
}

export interface TeamPaymentSettingsFields {
  teamId: string;
  venmoUsername: string | null;
  cashappCashtag: string | null;
  paypalMe: string | null;
  zelleNote: string | null;
  paymentsMode: PaymentsMode;
  payoutsReady: boolean;
  totalCost: number;
}

export interface MemberBalanceFields {
  userId: string;
  displayName: string;
  requestedCents: number;
  paidCents: number;
  waivedCents: number;
  outstandingCents: number;
  valueShare: number | null;
  costShare: number | null;
}

export interface SplitPreviewLineFields {
  userId: string;
  displayName: string;
  amountCents: number;
  valueShare: number | null;
  /** False for the owner: their own share is not requested from anyone. */
  createsRequest: boolean;
}

export interface PaymentHandlesInput {
  venmoUsername: string | null;
  cashappCashtag: string | null;
  paypalMe: string | null;
  zelleNote: string | null;
}

export interface PaymentTeamMember {
  id: string;
  userId: string | null;
  role: TeamRole;
  displayName: string | null;
  email: string | null;
}

export interface PaymentTeamFields {
  id: string;
  name: string;
  plan: TeamPlan;
  myRole: TeamRole;
  ownerId: string;
  members: PaymentTeamMember[];
}

const LEDGER_FIELDS = `
  id
  at
  actorUserId
  actorName
  kind
  fromStatus
  toStatus
  amountCents
  note
`;

const REQUEST_FIELDS = `
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
  ledger { ${LEDGER_FIELDS} }
`;

const SETTINGS_FIELDS = `
  teamId
  venmoUsername
  cashappCashtag
  paypalMe
  zelleNote
  paymentsMode
  payoutsReady
  totalCost
`;

export interface PaymentTeamsQuery {
  myTeams: Pick<PaymentTeamFields, 'id' | 'name' | 'plan' | 'myRole'>[];
}
/** The caller's teams: the page's team choice and the teams they can request money for. */
export const PaymentTeamsDocument: TypedDocumentNode<
  PaymentTeamsQuery,
  Record<string, never>
> = gql`
  query PaymentTeams {
    myTeams {
      id
      name
      plan
      myRole
    }
  }
`;

export interface PaymentTeamQuery {
  team: PaymentTeamFields | null;
}
/** The team's people, for the payer choice; its plan and the caller's role decide what shows. */
export const PaymentTeamDocument: TypedDocumentNode<PaymentTeamQuery, { id: string }> = gql`
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

export interface PaymentRequestsQuery {
  paymentRequests: PaymentRequestFields[];
}
export const PaymentRequestsDocument: TypedDocumentNode<
  PaymentRequestsQuery,
  { teamId?: string | null }
> = gql`
  query PaymentRequests($teamId: ID) {
    paymentRequests(teamId: $teamId) { ${REQUEST_FIELDS} }
  }
`;

export interface TeamPaymentSettingsQuery {
  teamPaymentSettings: TeamPaymentSettingsFields;
}
export const TeamPaymentSettingsDocument: TypedDocumentNode<
  TeamPaymentSettingsQuery,
  { teamId: string }
> = gql`
  query TeamPaymentSettings($teamId: ID!) {
    teamPaymentSettings(teamId: $teamId) { ${SETTINGS_FIELDS} }
  }
`;

export interface TeamBalancesQuery {
  teamBalances: MemberBalanceFields[];
}
export const TeamBalancesDocument: TypedDocumentNode<TeamBalancesQuery, { teamId: string }> = gql`
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

export interface SplitPreviewQuery {
  splitPreview: SplitPreviewLineFields[];
}
export interface SplitVariables {
  teamId: string;
  mode: PaymentSplitMode;
  totalCents: number;
}
export const SplitPreviewDocument: TypedDocumentNode<SplitPreviewQuery, SplitVariables> = gql`
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

export interface UpdatePaymentHandlesMutation {
  updatePaymentHandles: TeamPaymentSettingsFields;
}
export const UpdatePaymentHandlesDocument: TypedDocumentNode<
  UpdatePaymentHandlesMutation,
  { teamId: string; input: PaymentHandlesInput }
> = gql`
  mutation UpdatePaymentHandles($teamId: ID!, $input: PaymentHandlesInput!) {
    updatePaymentHandles(teamId: $teamId, input: $input) { ${SETTINGS_FIELDS} }
  }
`;

export interface SetPaymentsModeMutation {
  setPaymentsMode: TeamPaymentSettingsFields;
}
/** Owner: collect through the peer-payment handles, or by card too (Unlimited, payouts ready). */
export const SetPaymentsModeDocument: TypedDocumentNode<
  SetPaymentsModeMutation,
  { teamId: string; mode: PaymentsMode }
> = gql`
  mutation SetPaymentsMode($teamId: ID!, $mode: PaymentsMode!) {
    setPaymentsMode(teamId: $teamId, mode: $mode) { ${SETTINGS_FIELDS} }
  }
`;

export interface CreatePaymentRequestMutation {
  createPaymentRequest: PaymentRequestFields;
}
export interface CreatePaymentRequestVariables {
  teamId: string;
  payerUserId: string;
  amountCents: number;
  note?: string | null;
  description?: string | null;
}
export const CreatePaymentRequestDocument: TypedDocumentNode<
  CreatePaymentRequestMutation,
  CreatePaymentRequestVariables
> = gql`
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
    ) { ${REQUEST_FIELDS} }
  }
`;

export interface SetPaymentRequestStatusMutation {
  setPaymentRequestStatus: PaymentRequestFields;
}
export const SetPaymentRequestStatusDocument: TypedDocumentNode<
  SetPaymentRequestStatusMutation,
  { id: string; status: PaymentRequestStatus }
> = gql`
  mutation SetPaymentRequestStatus($id: ID!, $status: PaymentRequestStatus!) {
    setPaymentRequestStatus(id: $id, status: $status) { ${REQUEST_FIELDS} }
  }
`;

export interface MarkPaymentSentMutation {
  markPaymentSent: PaymentRequestFields;
}
export const MarkPaymentSentDocument: TypedDocumentNode<
  MarkPaymentSentMutation,
  { id: string; evidenceFileId?: string | null }
> = gql`
  mutation MarkPaymentSent($id: ID!, $evidenceFileId: ID) {
    markPaymentSent(id: $id, evidenceFileId: $evidenceFileId) { ${REQUEST_FIELDS} }
  }
`;

export interface SplitSeasonMutation {
  splitSeason: PaymentRequestFields[];
}
export const SplitSeasonDocument: TypedDocumentNode<
  SplitSeasonMutation,
  SplitVariables & { note?: string | null }
> = gql`
  mutation SplitSeason(
    $teamId: ID!
    $mode: PaymentSplitMode!
    $totalCents: Int!
    $note: String
  ) {
    splitSeason(teamId: $teamId, mode: $mode, totalCents: $totalCents, note: $note) {
      ${REQUEST_FIELDS}
    }
  }
`;

export interface RemindPayerMutation {
  remindPayer: PaymentRequestFields;
}
export const RemindPayerDocument: TypedDocumentNode<RemindPayerMutation, { id: string }> = gql`
  mutation RemindPayer($id: ID!) {
    remindPayer(id: $id) { ${REQUEST_FIELDS} }
  }
`;

export interface StartCardCheckoutMutation {
  startCardCheckout: string;
}
export const StartCardCheckoutDocument: TypedDocumentNode<
  StartCardCheckoutMutation,
  { id: string }
> = gql`
  mutation StartCardCheckout($id: ID!) {
    startCardCheckout(id: $id)
  }
`;
