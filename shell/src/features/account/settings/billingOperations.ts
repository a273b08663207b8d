import { gql, type TypedDocumentNode } from 'urql';
import type { TeamPlan, TeamRole } from '@tiix/shared-data';

/** active, canceled (still Unlimited until expiry), expired, none */
export type BillingStatusKind = 'active' | 'canceled' | 'expired' | 'none';

export interface BillingReceiptFields {
  id: string;
  at: string;
  amountCents: number;
  currency: string;
  description: string;
  url: string | null;
}

export interface BillingStatusFields {
  teamId: string;
  plan: TeamPlan;
  status: BillingStatusKind | (string & {});
  renewsAt: string | null;
  expiresAt: string | null;
  cancelAtPeriodEnd: boolean;
  receipts: BillingReceiptFields[];
}

export interface BillingTeamsQuery {
  myTeams: { id: string; name: string; plan: TeamPlan; myRole: TeamRole }[];
}
/** The caller's teams; billing shows the ones they own (the owner pays for a team). */
export const BillingTeamsDocument: TypedDocumentNode<
  BillingTeamsQuery,
  Record<string, never>
> = gql`
  query BillingTeams {
    myTeams {
      id
      name
      plan
      myRole
    }
  }
`;

const BILLING_FIELDS = `
  teamId
  plan
  status
  renewsAt
  expiresAt
  cancelAtPeriodEnd
  receipts {
    id
    at
    amountCents
    currency
    description
    url
  }
`;

export interface BillingQuery {
  billing: BillingStatusFields;
}
export const BillingDocument: TypedDocumentNode<BillingQuery, { teamId: string }> = gql`
  query Billing($teamId: ID!) {
    billing(teamId: $teamId) { ${BILLING_FIELDS} }
  }
`;

export interface StartPlanCheckoutMutation {
  startPlanCheckout: string;
}
export const StartPlanCheckoutDocument: TypedDocumentNode<
  StartPlanCheckoutMutation,
  { teamId: string }
> = gql`
  mutation StartPlanCheckout($teamId: ID!) {
    startPlanCheckout(teamId: $teamId)
  }
`;

export interface CancelPlanMutation {
  cancelPlan: BillingStatusFields;
}
export const CancelPlanDocument: TypedDocumentNode<CancelPlanMutation, { teamId: string }> = gql`
  mutation CancelPlan($teamId: ID!) {
    cancelPlan(teamId: $teamId) { ${BILLING_FIELDS} }
  }
`;

export interface ResumePlanMutation {
  resumePlan: BillingStatusFields;
}
export const ResumePlanDocument: TypedDocumentNode<ResumePlanMutation, { teamId: string }> = gql`
  mutation ResumePlan($teamId: ID!) {
    resumePlan(teamId: $teamId) { ${BILLING_FIELDS} }
  }
`;
