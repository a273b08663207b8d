// Swaps: the service call's context, the module's messages, access and input rules.
import type { AppDeps } from '../../context.js';
import { MAX_PAYMENT_CENTS } from '../../db/schema/payments.js';
import { DomainError } from '../../errors/domain-error.js';
import { requireUnlimited } from '../billing/plan.js';
import { requireTeamRole, type MembershipContext } from '../membership/membership.js';
import { offerRefusal, retryText } from '../notifications/member-limits.js';

/** A service call: the database, the caller, and the app (for chat and notifications). */
export interface SwapsContext extends MembershipContext {
  deps: AppDeps;
  /** The clock; tests move it to check expiry. */
  now?: () => Date;
}

export const SWAP_MESSAGES = {
  notFound: 'Swap offer not found',
  grabNotFound: 'This game is no longer up for grabs',
  gameNotFound: 'Game not found in this team',
  receiver: 'Choose another member of this team to swap with',
  noGames: 'A swap needs at least one game from each side',
  tooManyGames: 'A swap can hold at most 10 games per side',
  duplicateGame: 'A game can appear only once in a swap',
  notYourGame: (opponent: string) => `You do not hold the game against ${opponent}`,
  notTheirGame: (opponent: string, name: string) =>
    `${name} does not hold the game against ${opponent}`,
  gameOver: (opponent: string) =>
    `The game against ${opponent} has already started or is over, so it cannot change hands`,
  money: `Money to balance must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS}`,
  moneyPayer: 'Say which side pays the money to balance the swap',
  message: 'The message can be at most 500 characters',
  receiverOnly: 'Only the member this offer was made to can answer it',
  partiesOnly: 'Only the two members of this offer can cancel it',
  closed: (status: string) => `This offer is already ${status}`,
  expired: 'This offer expired: one of its games has kicked off',
  changedHands: 'A game in this offer changed hands',
  holderOnly: 'Only the member who holds this game can offer it up for grabs',
  alreadyUp: 'This game is already up for grabs',
  ownGrab: 'You already hold this game',
  withdrawOwnOnly: 'Only the member who offered this game can withdraw it',
  price: `The price must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS}`,
  tooFast: (retryAfterSeconds: number) =>
    `You're making swap offers too fast. Try again in ${retryText(retryAfterSeconds)}.`,
} as const;

export const MAX_GAMES_PER_SIDE = 10;
export const HISTORY_LIMIT = 100;

export const nowOf = (ctx: SwapsContext) => (ctx.now ? ctx.now() : new Date());

/** Member of an Unlimited team: every swap and grab operation starts here. */
export async function requireSwapAccess(ctx: SwapsContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId);
  await requireUnlimited(ctx.db, teamId, 'swaps', nowOf(ctx));
  return access;
}

/**
 * Swap proposals, counters and games offered up for grabs are limited per member (each tells a
 * teammate or the team chat): refused with RATE_LIMITED beyond the limit. Checked once the offer
 * is valid, just before it is stored, so a refused input costs nothing.
 */
export async function requireOfferBudget(ctx: SwapsContext, userId: string): Promise<void> {
  const refused = await offerRefusal(ctx.deps, userId);
  if (refused) {
    throw new DomainError(
      'RATE_LIMITED',
      SWAP_MESSAGES.tooFast(refused.retryAfter),
      'swap_rate_limited',
    );
  }
}

export function cleanMessage(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.length > 500) throw new DomainError('BAD_USER_INPUT', SWAP_MESSAGES.message);
  return text;
}

export function cents(value: number | null | undefined, message: string): number | null {
  if (value === null || value === undefined || value === 0) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAYMENT_CENTS) {
    throw new DomainError('BAD_USER_INPUT', message);
  }
  return value;
}
