/**
 * Only re-exports, for the mocks' older imports: the enums are generated from the schema
 * (`generated/graphql.ts`), the e-mail rule lives in @tiix/domain and the pending team in
 * `session/pendingTeam.ts`. Delete this folder once nothing imports it.
 */
export type {
  TeamStatus,
  TeamRole,
  TeamPlan,
  PaymentsMode,
  MemberPaymentStatus,
  InviteStatus,
  GameStatus,
  ActivityType,
} from '../generated/graphql';
