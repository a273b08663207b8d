import type { AppDeps } from '../../context.js';
import { teamMemberNames } from '../membership/membership.js';
import { findTeam } from '../teams/teams.repository.js';
import { notify } from './notify.js';

interface PaymentRow {
  id: string;
  teamId: string;
  ownerUserId: string | null;
  payerUserId: string | null;
  amountCents: number;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function namesAndTeam(deps: AppDeps, row: PaymentRow) {
  const ids = [row.ownerUserId, row.payerUserId].filter((id): id is string => id != null);
  const [names, team] = await Promise.all([
    teamMemberNames(deps.db, row.teamId, ids),
    findTeam(deps.db, row.teamId),
  ]);
  const name = (id: string | null) => (id ? names.get(id) : undefined) ?? 'A teammate';
  return { name, teamName: team?.name ?? 'your team' };
}

/** Tells the payer of a new request (after it is committed). Never throws. */
export async function notifyPaymentRequested(deps: AppDeps, row: PaymentRow): Promise<void> {
  if (!row.payerUserId) return;
  try {
    const { name, teamName } = await namesAndTeam(deps, row);
    await notify(deps, {
      userId: row.payerUserId,
      kind: 'payment_requested',
      teamId: row.teamId,
      title: `${name(row.ownerUserId)} requested ${dollars(row.amountCents)}`,
      body: `${name(row.ownerUserId)} asked you to pay ${dollars(row.amountCents)} for ${teamName}.`,
      link: '/app/payments',
      ...(row.ownerUserId
        ? { from: { userId: row.ownerUserId, family: 'payments' as const } }
        : {}),
    });
  } catch (err) {
    deps.logger.warn({ err, paymentId: row.id }, 'payment request notification failed');
  }
}

/**
 * Tells the requester that the payer paid: by card (settled), or outside Tiix by their word (the
 * requester confirms). Never throws.
 */
export async function notifyPaymentPaid(
  deps: AppDeps,
  row: PaymentRow,
  via: 'card' | 'external' = 'external',
): Promise<void> {
  if (!row.ownerUserId) return;
  try {
    const { name, teamName } = await namesAndTeam(deps, row);
    await notify(deps, {
      userId: row.ownerUserId,
      kind: 'payment_paid',
      teamId: row.teamId,
      title: `${name(row.payerUserId)} paid ${dollars(row.amountCents)}`,
      body:
        via === 'card'
          ? `${name(row.payerUserId)} paid your ${dollars(row.amountCents)} request for ${teamName} by card.`
          : `${name(row.payerUserId)} says they paid your ${dollars(row.amountCents)} request for ${teamName}. Confirm it on the payments page.`,
      link: '/app/payments',
      // The payer's word counts against their mail limit; a card payment is the provider's.
      ...(via === 'external' && row.payerUserId
        ? { from: { userId: row.payerUserId, family: 'payments' as const } }
        : {}),
    });
  } catch (err) {
    deps.logger.warn({ err, paymentId: row.id }, 'payment paid notification failed');
  }
}
