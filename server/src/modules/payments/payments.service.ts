/**
 * The payments service, split by job: context, messages and input rules
 * (`payments-context.ts`), requests as the caller sees them (`payment-views.ts`), creating and
 * changing requests (`payment-requests.ts`), team settings, split and balances
 * (`team-payments.ts`), card checkout and payouts (`checkout-payouts.ts`). Callers outside the
 * module import from here.
 */
export {
  PAYMENT_MESSAGES,
  REMINDER_INTERVAL_MS,
  requireAmountCents,
  type PaymentsContext,
} from './payments-context.js';
export { listPaymentRequests, type PaymentRequestView } from './payment-views.js';
export {
  createMemberPaymentRequest,
  createPaymentRequest,
  markPaymentSent,
  paymentActivities,
  refundActivity,
  remindPayer,
  setPaymentRequestStatus,
  type CreateRequestInput,
} from './payment-requests.js';
export {
  setPaymentsMode,
  setTeamTotalCost,
  splitPreview,
  splitSeason,
  teamBalances,
  teamPaymentSettings,
  updatePaymentHandles,
  type MemberBalanceView,
  type SplitLine,
  type TeamPaymentSettingsView,
} from './team-payments.js';
export { connectStatus, payoutAccountLink, startCardCheckout } from './checkout-payouts.js';
