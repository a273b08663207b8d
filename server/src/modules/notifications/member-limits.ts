import { isOverLimit, type LimitResult } from '../../auth/rate-limit-store.js';
import type { AppDeps } from '../../context.js';

// What one member can send their teammates (MEMBER_MAIL_RATE_LIMIT_*, SWAP_OFFER_RATE_LIMIT_*):
// a swap offer or a payment request reaches the other member's inbox, so a script proposing and
// cancelling, or requesting and reminding, must not turn the app into a way to flood it. Counters
// live in the app's rate-limit store (memory, or Redis when several instances share it).

/** Kinds of e-mail counted apart: a busy swap week does not hold back a payment reminder. */
export type MemberMailFamily = 'swaps' | 'payments';

// One store per app (`deps.memberLimits`, built by the composition root): a memory store must be
// shared by every request to count at all.

/**
 * Counts one swap proposal, counter or game offered up for grabs by `userId`; the refusal (with
 * when to retry) when they are over the limit, else null.
 */
export async function offerRefusal(deps: AppDeps, userId: string): Promise<LimitResult | null> {
  const { enabled, offers } = deps.config.memberLimits;
  if (!enabled) return null;
  return isOverLimit(deps, deps.memberLimits, 'swapOffers', `user:${userId}`, offers);
}

/**
 * Counts one e-mail of `family` from `senderId` to `receiverId`; the refusal when the sender has
 * already reached the receiver's inbox the allowed number of times in the window, else null.
 */
export async function memberMailRefusal(
  deps: AppDeps,
  family: MemberMailFamily,
  senderId: string,
  receiverId: string,
): Promise<LimitResult | null> {
  const { enabled, mail } = deps.config.memberLimits;
  if (!enabled || senderId === receiverId) return null;
  return isOverLimit(
    deps,
    deps.memberLimits,
    `memberMail:${family}`,
    `${senderId}:${receiverId}`,
    mail,
  );
}

/** "3 minutes", "1 minute", "45 seconds": a retry delay as the messages say it. */
export function retryText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
