// Payments: card checkout for a request, and the owner's payout account.
import { DomainError } from '../../errors/domain-error.js';
import { configuredPaymentProvider, paymentProvider } from '../../payments-provider/index.js';
import { cardFeeCents, isUnlimited, PLAN_FEATURE_MESSAGES } from '@tiix/domain';
import { ALL_ROLES, requireTeamRole } from '../membership/membership.js';
import * as repo from './payments.repository.js';
import * as cards from './card-payments.repository.js';
import { OPEN, PAYMENT_MESSAGES, teamOrThrow, type PaymentsContext } from './payments-context.js';
import { visibleRequest } from './payment-views.js';
import { payoutsUserId } from '../membership/payouts.js';

// ---------------------------------------------------------------------------------------------
// Card checkout and payouts

/** An open checkout is handed out again only while the payer has this long left to pay. */
const CHECKOUT_REUSE_MARGIN_MS = 10 * 60_000;

/**
 * Payer: a hosted card checkout for the request; it is marked paid only by the webhook. One
 * open checkout per request: asking again returns the same page, so one payer cannot pay twice
 * through two pages (money that still arrives twice is refunded by the webhook).
 */
export async function startCardCheckout(ctx: PaymentsContext, id: string): Promise<string> {
  const { request, userId } = await visibleRequest(ctx, id);
  if (request.payerUserId !== userId) {
    throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.payerOnly);
  }
  if (!OPEN.includes(request.status)) {
    throw new DomainError('CONFLICT', PAYMENT_MESSAGES.cardNotOpen);
  }
  if (request.currency !== 'USD') {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.cardCurrency);
  }
  const provider = paymentProvider(ctx.deps);
  const team = await teamOrThrow(ctx.db, request.teamId);
  if (!isUnlimited(team)) {
    throw new DomainError('PLAN_LIMIT', PLAN_FEATURE_MESSAGES.card_payments, 'plan_card_payments');
  }
  const payee = await payoutsUserId(ctx.db, team, provider.name);
  const account = await cards.findPayoutAccount(ctx.db, payee, provider.name);
  if (team.paymentsMode !== 'integrated' || !account?.ready) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.cardNotSetUp, 'card_not_set_up');
  }
  const open = await cards.findOpenCardCheckout(ctx.db, request.id);
  if (open) {
    const usable =
      open.provider === provider.name &&
      open.url &&
      (!open.expiresAt || open.expiresAt.getTime() > Date.now() + CHECKOUT_REUSE_MARGIN_MS);
    if (usable) return open.url!;
    await cards.expireOpenCardCheckout(ctx.db, open.id);
  }
  const feeCents = cardFeeCents(request.amountCents);
  const base = ctx.deps.config.auth.clientUrl;
  const session = await provider.createPaymentCheckout({
    paymentRequestId: request.id,
    amountCents: request.amountCents,
    feeCents,
    currency: request.currency,
    description: `${request.teamName}: ${request.note ?? request.description ?? 'Payment'}`,
    destinationAccountId: account.accountId,
    customerEmail: await repo.findUserEmail(ctx.db, userId),
    successUrl: `${base}/app/payments?checkout=success&request=${request.id}`,
    cancelUrl: `${base}/app/payments?checkout=cancelled&request=${request.id}`,
  });
  const recorded = await cards.insertCardCheckout(ctx.db, {
    requestId: request.id,
    provider: provider.name,
    sessionId: session.sessionId,
    amountCents: request.amountCents,
    feeCents,
    payerUserId: userId,
    url: session.url,
    expiresAt: session.expiresAt,
  });
  if (recorded) return session.url;
  // A second call at the same moment opened one first: its page, and ours is never shown.
  const winner = await cards.findOpenCardCheckout(ctx.db, request.id);
  if (!winner?.url) throw new DomainError('CONFLICT', PAYMENT_MESSAGES.conflict);
  return winner.url;
}

/** Owner: the provider's onboarding link for their payout account (created on first use). */
export async function payoutAccountLink(ctx: PaymentsContext, teamId: unknown): Promise<string> {
  if (typeof teamId !== 'string' || !teamId) {
    throw new DomainError('BAD_USER_INPUT', 'teamId is required');
  }
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  const provider = paymentProvider(ctx.deps);
  let account = await cards.findPayoutAccount(ctx.db, access.userId, provider.name);
  if (!account) {
    const accountId = await provider.createPayoutAccount({
      ownerUserId: access.userId,
      email: await repo.findUserEmail(ctx.db, access.userId),
    });
    account = await cards.insertPayoutAccount(ctx.db, {
      ownerUserId: access.userId,
      provider: provider.name,
      accountId,
    });
  }
  const back = `${ctx.deps.config.auth.clientUrl}/app/teams/${teamId}`;
  return provider.createAccountLink({
    accountId: account.accountId,
    returnUrl: `${back}?payouts=return`,
    refreshUrl: `${back}?payouts=refresh`,
  });
}

/** Member: whether the owner's payout account can take card payments. */
export async function connectStatus(ctx: PaymentsContext, teamId: unknown): Promise<boolean> {
  if (typeof teamId !== 'string' || !teamId) {
    throw new DomainError('BAD_USER_INPUT', 'teamId is required');
  }
  const access = await requireTeamRole(ctx, teamId, ALL_ROLES);
  const provider = configuredPaymentProvider(ctx.deps);
  if (!provider) return false;
  const payee = await payoutsUserId(ctx.db, { id: teamId, ownerId: access.ownerId }, provider.name);
  const account = await cards.findPayoutAccount(ctx.db, payee, provider.name);
  if (!account) return false;
  if (account.ready) return true;
  // The webhook may not have arrived yet (or was missed): ask the provider once more.
  const ready = await provider.isAccountReady(account.accountId).catch(() => false);
  if (ready) {
    await cards.setPayoutAccountReady(ctx.db, provider.name, account.accountId, true);
    await cards.enableIntegratedForOwner(ctx.db, access.ownerId);
  }
  return ready;
}
