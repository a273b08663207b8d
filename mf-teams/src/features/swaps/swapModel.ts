import type { CombinedError } from 'urql';
import {
  formatDollars,
  PLAN_FEATURE_MESSAGES,
  formatGameTime,
  type GameTimeFields,
} from '@tiix/domain';
import type { GameSwapFieldsFragment } from './operations';

export const SWAPS_LOCKED = PLAN_FEATURE_MESSAGES.swaps;
export const MESSAGE_MAX = 500;

/** 2500 -> '$25.00'. */
export const formatCents = formatDollars;

/**
 * A dollar amount typed by a member, in cents: '' is no money (null), '12.5' is 1250, and
 * anything that is not a positive amount with at most two decimals is 'invalid'.
 */
export function dollarsToCents(text: string): number | null | 'invalid' {
  const t = text.trim().replace(/^\$/, '');
  if (!t) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'invalid';
  const cents = Math.round(Number(t) * 100);
  return cents > 0 ? cents : 'invalid';
}

/** The server's message for a refused operation, or a generic one for a network failure. */
export function errorMessage(error: CombinedError | undefined, fallback: string): string {
  return error?.graphQLErrors[0]?.message ?? fallback;
}

export const isPlanLimit = (error: CombinedError | undefined) =>
  error?.graphQLErrors.some((e) => e.extensions?.code === 'PLAN_LIMIT') ?? false;

/** 'vs Eagles · Sun, Sep 7, 2025 · 1:00 PM CDT'. */
export const gameLabel = (game: GameTimeFields & { isHome: boolean; opponent: string }) =>
  `${game.isHome ? 'vs' : 'at'} ${game.opponent} · ${formatGameTime(game)}`;

export const STATUS_LABEL: Record<GameSwapFieldsFragment['status'], string> = {
  proposed: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  countered: 'Countered',
  expired: 'Expired',
  void: 'Void',
};

/** Who pays whom, in words, from the viewer's side. */
export function moneyLine(swap: GameSwapFieldsFragment, viewerId: string | null): string | null {
  if (!swap.moneyCents || !swap.moneyPayer) return null;
  const payer = swap.moneyPayer === 'proposer' ? swap.proposer : swap.receiver;
  const payee = swap.moneyPayer === 'proposer' ? swap.receiver : swap.proposer;
  const who = (m: { userId: string; name: string }, you: string) =>
    m.userId === viewerId ? you : m.name;
  return `${who(payer, 'You')} ${payer.userId === viewerId ? 'pay' : 'pays'} ${who(payee, 'you')} ${formatCents(swap.moneyCents)} to balance`;
}
