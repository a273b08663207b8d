import { gql } from 'urql';
import type {
  BillingQuery,
  BillingQueryVariables,
  BillingTeamsQuery,
  BillingTeamsQueryVariables,
  CancelPlanMutation,
  CancelPlanMutationVariables,
  ResumePlanMutation,
  ResumePlanMutationVariables,
  StartPlanCheckoutMutation,
  StartPlanCheckoutMutationVariables,
} from '../../../generated/graphql';

/** `status`: active, canceled (still Unlimited until expiry), expired or none. */
export type { BillingFieldsFragment } from '../../../generated/graphql';

/** The caller's teams; billing shows the ones they own (the owner pays for a team). */
export const BillingTeamsDocument = gql<BillingTeamsQuery, BillingTeamsQueryVariables>`
  query BillingTeams {
    myTeams {
      id
      name
      plan
      myRole
    }
  }
`;

const BILLING_FIELDS = gql`
  fragment BillingFields on BillingStatus {
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
  }
`;

export const BillingDocument = gql<BillingQuery, BillingQueryVariables>`
  query Billing($teamId: ID!) {
    billing(teamId: $teamId) {
      ...BillingFields
    }
  }
  ${BILLING_FIELDS}
`;

export const StartPlanCheckoutDocument = gql<
  StartPlanCheckoutMutation,
  StartPlanCheckoutMutationVariables
>`
  mutation StartPlanCheckout($teamId: ID!) {
    startPlanCheckout(teamId: $teamId)
  }
`;

export const CancelPlanDocument = gql<CancelPlanMutation, CancelPlanMutationVariables>`
  mutation CancelPlan($teamId: ID!) {
    cancelPlan(teamId: $teamId) {
      ...BillingFields
    }
  }
  ${BILLING_FIELDS}
`;

export const ResumePlanDocument = gql<ResumePlanMutation, ResumePlanMutationVariables>`
  mutation ResumePlan($teamId: ID!) {
    resumePlan(teamId: $teamId) {
      ...BillingFields
    }
  }
  ${BILLING_FIELDS}
`;
