// Payments: a team's payment settings, the season split and the members' balances.
import { MAX_PAYMENT_CENTS } from '../../db/schema/payments.js';
import { DomainError } from '../../errors/domain-error.js';
import { paymentProvider } from '../../payments-provider/index.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { notifyPaymentRequested } from '../notifications/payment-notices.js';
import {
  isUnlimited,
  PLAN_FEATURE_MESSAGES,
  splitByWeights,
  TEAM_NOT_FOUND_OR_DENIED,
  UNNAMED_PERSON,
} from '@tiix/domain';
import { ALL_ROLES, requireTeamRole, teamMemberNames } from '../membership/membership.js';
import { normaliseHandles, type PaymentHandles } from './handles.js';
import * as repo from './payments.repository.js';
import type { TeamPaymentFields } from './payments.repository.js';
import {
  cleanText,
  PAYMENT_MESSAGES,
  teamOrThrow,
  type PaymentsContext,
} from './payments-context.js';
import { payoutsReady, viewsOf, type PaymentRequestView } from './payment-views.js';

// ---------------------------------------------------------------------------------------------
// Team settings, split, balances

export interface TeamPaymentSettingsView extends PaymentHandles {
  teamId: string;
  paymentsMode: 'external' | 'integrated';
  payoutsReady: boolean;
  totalCost: number;
  canManage: boolean;
}

async function settingsView(
  ctx: PaymentsContext,
  team: TeamPaymentFields,
  userId: string,
): Promise<TeamPaymentSettingsView> {
  const ready = await payoutsReady(ctx, team);
  return {
    teamId: team.id,
    venmoUsername: team.venmoUsername,
    cashappCashtag: team.cashappCashtag,
    paypalMe: team.paypalMe,
    zelleNote: team.zelleNote,
    // Integrated only counts once the owner can actually receive card payments.
    paymentsMode: team.paymentsMode === 'integrated' && ready ? 'integrated' : 'external',
    payoutsReady: ready,
    totalCost: team.totalCost,
    canManage: team.ownerId === userId,
  };
}

export async function teamPaymentSettings(ctx: PaymentsContext, teamId: string) {
  const access = await requireTeamRole(ctx, teamId, ALL_ROLES);
  return settingsView(ctx, await teamOrThrow(ctx.db, teamId), access.userId);
}

export async function updatePaymentHandles(
  ctx: PaymentsContext,
  teamId: string,
  input: Parameters<typeof normaliseHandles>[0],
) {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  const patch = normaliseHandles(input);
  const team =
    Object.keys(patch).length > 0
      ? await repo.updateTeamPayment(ctx.db, teamId, patch)
      : await repo.findTeamPayment(ctx.db, teamId);
  if (!team) throw new DomainError('NOT_FOUND', TEAM_NOT_FOUND_OR_DENIED);
  return settingsView(ctx, team, access.userId);
}

export async function setTeamTotalCost(ctx: PaymentsContext, teamId: string, totalCents: number) {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  if (!Number.isInteger(totalCents) || totalCents < 0 || totalCents > 2_000_000_000) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.totalCost);
  }
  const team = await repo.updateTeamPayment(ctx.db, teamId, { totalCost: totalCents });
  if (!team) throw new DomainError('NOT_FOUND', TEAM_NOT_FOUND_OR_DENIED);
  return settingsView(ctx, team, access.userId);
}

export async function setPaymentsMode(
  ctx: PaymentsContext,
  teamId: string,
  mode: 'external' | 'integrated',
) {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  const team = await teamOrThrow(ctx.db, teamId);
  if (mode === 'integrated') {
    // Refused first on a server without card payments: nothing the owner does would help.
    paymentProvider(ctx.deps);
    if (!isUnlimited(team)) {
      throw new DomainError(
        'PLAN_LIMIT',
        PLAN_FEATURE_MESSAGES.card_payments,
        'plan_card_payments',
      );
    }
    if (!(await payoutsReady(ctx, team))) {
      throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.payoutsNotReady);
    }
  }
  const updated = await repo.updateTeamPayment(ctx.db, teamId, { paymentsMode: mode });
  return settingsView(ctx, updated ?? team, access.userId);
}

export interface SplitLine {
  userId: string;
  displayName: string;
  amountCents: number;
  valueShare: number | null;
  createsRequest: boolean;
}

/** Every joined member's share of the total: even, or by the value of their drafted games. */
async function computeSplit(
  ctx: PaymentsContext,
  teamId: string,
  mode: 'even' | 'by_value',
  totalCents: number,
  ownerId: string,
): Promise<SplitLine[]> {
  if (!Number.isInteger(totalCents) || totalCents < 1 || totalCents > MAX_PAYMENT_CENTS * 100) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.splitTotal);
  }
  const members = await repo.listActiveMembers(ctx.db, teamId);
  if (!members.some((m) => m.userId !== ownerId)) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.splitNoMembers);
  }
  const values = await repo.draftedValueByMember(ctx.db, teamId);
  const totalValue = members.reduce((a, m) => a + (values.get(m.userId) ?? 0), 0);
  if (mode === 'by_value' && totalValue === 0) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.splitNoDraft, 'no_draft');
  }
  const weights = members.map((m) => (mode === 'even' ? 1 : (values.get(m.userId) ?? 0)));
  const amounts = splitByWeights(totalCents, weights);
  const names = await teamMemberNames(
    ctx.db,
    teamId,
    members.map((m) => m.userId),
  );
  return members.map((m, i) => ({
    userId: m.userId,
    displayName: names.get(m.userId) ?? UNNAMED_PERSON,
    amountCents: amounts[i]!,
    valueShare: totalValue > 0 ? (values.get(m.userId) ?? 0) / totalValue : null,
    createsRequest: m.userId !== ownerId && amounts[i]! > 0,
  }));
}

export async function splitPreview(
  ctx: PaymentsContext,
  teamId: string,
  mode: 'even' | 'by_value',
  totalCents: number,
) {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  return computeSplit(ctx, teamId, mode, totalCents, access.ownerId);
}

/**
 * Owner: one request per other member for their share of the season total, which becomes the
 * team's total cost; the owner's own share is not requested. All or nothing, in one transaction.
 */
export async function splitSeason(
  ctx: PaymentsContext,
  teamId: string,
  mode: 'even' | 'by_value',
  totalCents: number,
  note?: string | null,
): Promise<PaymentRequestView[]> {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  const lines = await computeSplit(ctx, teamId, mode, totalCents, access.ownerId);
  const requested = lines.filter((l) => l.createsRequest);
  if (requested.some((l) => l.amountCents > MAX_PAYMENT_CENTS)) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.splitTooLarge);
  }
  const text =
    cleanText(note) ??
    (mode === 'even' ? 'Season tickets (even split)' : 'Season tickets (split by value)');
  const created = await ctx.db.transaction(async (tx) => {
    await repo.updateTeamPayment(tx, teamId, { totalCost: totalCents });
    const rows = await repo.insertRequests(
      tx,
      requested.map((l) => ({
        teamId,
        ownerUserId: access.userId,
        payerUserId: l.userId,
        amountCents: l.amountCents,
        note: text,
        description: mode === 'even' ? 'Season split: even' : 'Season split: by value',
      })),
    );
    await repo.appendLedger(
      tx,
      rows.map((r) => ({
        requestId: r.id,
        actorUserId: access.userId,
        kind: 'created' as const,
        toStatus: 'pending' as const,
        amountCents: r.amountCents,
        note: `split ${mode}`,
      })),
    );
    return rows;
  });
  for (const r of created) {
    await postSystemMessage(ctx.deps, teamId, {
      kind: 'payment_requested',
      paymentId: r.id,
      fromUserId: access.userId,
      toUserId: r.payerUserId!,
      amountCents: r.amountCents,
    });
  }
  for (const r of created) void notifyPaymentRequested(ctx.deps, r);
  return viewsOf(
    ctx,
    access.userId,
    created.map((r) => r.id),
  );
}

export interface MemberBalanceView {
  userId: string;
  displayName: string;
  requestedCents: number;
  paidCents: number;
  waivedCents: number;
  outstandingCents: number;
  valueShare: number | null;
  costShare: number | null;
}

/**
 * Per member: requested (all but cancelled), paid, waived, outstanding; and the fairness line:
 * their share of the season's value against their share of the cost. The owner's cost is the
 * part of the team's total cost not requested from anyone.
 */
export async function teamBalances(
  ctx: PaymentsContext,
  teamId: string,
): Promise<MemberBalanceView[]> {
  const access = await requireTeamRole(ctx, teamId, ['owner']);
  const team = await teamOrThrow(ctx.db, teamId);
  const members = await repo.listActiveMembers(ctx.db, teamId);
  const requests = await repo.listTeamRequests(ctx.db, teamId);
  const values = await repo.draftedValueByMember(ctx.db, teamId);
  const totalValue = members.reduce((a, m) => a + (values.get(m.userId) ?? 0), 0);
  const names = await teamMemberNames(
    ctx.db,
    teamId,
    members.map((m) => m.userId),
  );
  const sums = new Map<string, { requested: number; paid: number; waived: number }>();
  for (const m of members) sums.set(m.userId, { requested: 0, paid: 0, waived: 0 });
  for (const r of requests) {
    const s = r.payerUserId ? sums.get(r.payerUserId) : undefined;
    if (!s || r.status === 'cancelled') continue;
    s.requested += r.amountCents;
    if (r.status === 'paid') s.paid += r.amountCents;
    if (r.status === 'waived') s.waived += r.amountCents;
  }
  const requestedFromOthers = [...sums.entries()]
    .filter(([id]) => id !== access.ownerId)
    .reduce((a, [, s]) => a + s.requested - s.waived, 0);
  const ownerCost = Math.max(0, team.totalCost - requestedFromOthers);
  const costBase = requestedFromOthers + ownerCost;
  return members.map((m) => {
    const s = sums.get(m.userId)!;
    const cost = m.userId === access.ownerId ? ownerCost : s.requested - s.waived;
    return {
      userId: m.userId,
      displayName: names.get(m.userId) ?? UNNAMED_PERSON,
      requestedCents: s.requested,
      paidCents: s.paid,
      waivedCents: s.waived,
      outstandingCents: s.requested - s.paid - s.waived,
      valueShare: totalValue > 0 ? (values.get(m.userId) ?? 0) / totalValue : null,
      costShare: costBase > 0 ? cost / costBase : null,
    };
  });
}
