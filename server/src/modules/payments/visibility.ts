import type { TeamRole } from '../membership/membership.js';

/** The two people of a payment request; null for one who has left the app. */
export interface RequestParties {
  payerUserId: string | null;
  /** The member owed: the team owner, or a member a swap or a taken game owes money to. */
  ownerUserId: string | null;
}

/** The team owner sees every payment request of the team. */
export const seesAllTeamRequests = (role: TeamRole): boolean => role === 'owner';

/**
 * Who may see a payment request and anything that tells of it (its ledger, the payments list,
 * the activity feed's payment entries): the team owner, and a member who pays it or is owed it.
 * Admins and other members do not see money between two other people. The one home of this rule.
 */
export function canSeePaymentRequest(
  viewer: { userId: string; role: TeamRole },
  request: RequestParties,
): boolean {
  return (
    seesAllTeamRequests(viewer.role) ||
    request.payerUserId === viewer.userId ||
    request.ownerUserId === viewer.userId
  );
}
