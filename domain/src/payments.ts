import { cardFeeCents } from './money.js';
import { isUnlimited, type PlanFields } from './plan.js';

/** The states in which a payment request is still owed: it can be paid, reminded or settled. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'payer_marked_paid'] as const;

export function isOpenPaymentStatus(status: string): boolean {
  return (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);
}

export interface CardTeamFields extends PlanFields {
  paymentsMode: string;
}

/** Whether the team takes card payments at all (card mode on an Unlimited team), whatever its payout account. */
export function takesCards(team: CardTeamFields, now: Date = new Date()): boolean {
  return team.paymentsMode === 'integrated' && isUnlimited(team, now);
}

/**
 * What a payment request offers its payer by card: only on a team that takes cards and whose
 * payout account is ready, only while the request is owed, and only in US dollars. The fee is what
 * the payer adds so that the receiver gets the whole amount.
 */
export function cardOffer(
  team: CardTeamFields,
  payoutsReady: boolean,
  request: { status: string; currency: string; amountCents: number },
  now: Date = new Date(),
): { cardAvailable: boolean; cardFeeCents: number | null } {
  const available =
    takesCards(team, now) &&
    payoutsReady &&
    request.currency === 'USD' &&
    isOpenPaymentStatus(request.status);
  return {
    cardAvailable: available,
    cardFeeCents: available ? cardFeeCents(request.amountCents) : null,
  };
}

/** The team owner manages every request; a member manages the requests they are owed. */
export function canManagePaymentRequest(
  viewerId: string,
  team: { ownerId: string | null },
  request: { ownerUserId: string | null },
): boolean {
  return team.ownerId === viewerId || request.ownerUserId === viewerId;
}
