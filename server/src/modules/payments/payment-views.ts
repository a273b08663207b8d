// Payments: payment requests and their ledger as the caller may see them.
import { DomainError } from '../../errors/domain-error.js';
import { configuredPaymentProvider } from '../../payments-provider/index.js';
import { canManagePaymentRequest, cardOffer, takesCards } from '@tiix/domain';
import {
  ALL_ROLES,
  isUuid,
  requireTeamRole,
  requireUser,
  teamMemberNames,
} from '../membership/membership.js';
import { payLinkFor } from './handles.js';
import * as repo from './payments.repository.js';
import type { LedgerRecord, RequestWithTeam } from './payments.repository.js';
import { canSeePaymentRequest, seesAllTeamRequests } from './visibility.js';
import { PAYMENT_MESSAGES, type PaymentsContext } from './payments-context.js';
import { formerPayerAccess } from '../membership/former-members.js';
import { payoutsUserId } from '../membership/payouts.js';

// ---------------------------------------------------------------------------------------------
// Views

/** A line of a request's history, its actor named as teammates see them. */
export interface PaymentLedgerEntryView extends LedgerRecord {
  at: Date;
  actorName: string;
}

/** A request as the caller sees it, with everything the client's PaymentRequest needs. */
export interface PaymentRequestView extends RequestWithTeam {
  payerName: string;
  ownerName: string;
  payLink: string | null;
  cardAvailable: boolean;
  cardFeeCents: number | null;
  canManage: boolean;
  isMine: boolean;
  /** Oldest first. */
  ledger: PaymentLedgerEntryView[];
}

/**
 * Whether the team's card payments have a ready payout account: the owner's, or after a handover
 * the previous owner's until the new owner sets up their own (the same account checkout uses).
 */
export async function payoutsReady(
  ctx: PaymentsContext,
  team: { id: string; ownerId: string },
): Promise<boolean> {
  const provider = configuredPaymentProvider(ctx.deps);
  if (!provider) return false;
  const payee = await payoutsUserId(ctx.db, team, provider.name);
  const account = await repo.findPayoutAccount(ctx.db, payee, provider.name);
  return account?.ready ?? false;
}

/**
 * The requests as the caller sees them, with their history: a few statements for the whole list
 * (teams, names, ledger), whatever its length. The payout account is read only for a team that
 * takes cards, the only case it changes anything.
 */
export async function toViews(
  ctx: PaymentsContext,
  userId: string,
  rows: RequestWithTeam[],
): Promise<PaymentRequestView[]> {
  const now = new Date();
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const teams = new Map((await repo.findTeamsPayment(ctx.db, teamIds)).map((t) => [t.id, t]));
  const ledgers = new Map<string, LedgerRecord[]>();
  for (const entry of await repo.listLedger(
    ctx.db,
    rows.map((r) => r.id),
  )) {
    ledgers.set(entry.requestId, [...(ledgers.get(entry.requestId) ?? []), entry]);
  }
  const names = new Map<string, Map<string, string>>();
  const ready = new Map<string, boolean>();
  for (const team of teams.values()) {
    const ids = rows
      .filter((r) => r.teamId === team.id)
      .flatMap((r) => [
        r.payerUserId,
        r.ownerUserId,
        ...(ledgers.get(r.id) ?? []).map((e) => e.actorUserId),
      ])
      .filter((id): id is string => !!id);
    names.set(team.id, await teamMemberNames(ctx.db, team.id, [...new Set(ids)]));
    ready.set(team.id, takesCards(team, now) && (await payoutsReady(ctx, team)));
  }
  return rows.map((r) => {
    const team = teams.get(r.teamId)!;
    const teamNames = names.get(r.teamId)!;
    return {
      ...r,
      payerName: (r.payerUserId && teamNames.get(r.payerUserId)) || 'Former member',
      ownerName: (r.ownerUserId && teamNames.get(r.ownerUserId)) || 'Former member',
      payLink:
        payLinkFor(team, r.amountCents, r.note ?? r.description, r.currency) ??
        (r.externalLink && /^https:\/\//.test(r.externalLink) ? r.externalLink : null),
      ...cardOffer(team, ready.get(r.teamId) ?? false, r, now),
      canManage: canManagePaymentRequest(userId, team, r),
      isMine: r.payerUserId === userId,
      ledger: (ledgers.get(r.id) ?? []).map((e) => ({
        ...e,
        at: e.createdAt,
        actorName: e.actorUserId
          ? (teamNames.get(e.actorUserId) ?? 'Former member')
          : 'Payment provider',
      })),
    };
  });
}

/** The request, if the caller may see it: the team owner, or the payer while a team member. */
export async function visibleRequest(ctx: PaymentsContext, id: string) {
  const userId = requireUser(ctx.auth);
  if (!isUuid(id)) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  const request = await repo.findRequest(ctx.db, id);
  if (!request) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  const access =
    (await requireTeamRole(ctx, request.teamId, ALL_ROLES).catch(() => null)) ??
    (await formerPayerAccess(ctx.db, request, userId));
  if (!access || !canSeePaymentRequest({ userId, role: access.role }, request)) {
    throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  }
  return { request, access, userId };
}

export async function view(ctx: PaymentsContext, userId: string, id: string) {
  const row = await repo.findRequest(ctx.db, id);
  if (!row) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  return (await toViews(ctx, userId, [row]))[0]!;
}

/**
 * Requests the caller may see, newest first: a team's all for its owner, else their own. Without
 * a team, also what they still owe to teams they have left or were removed from.
 */
export async function listPaymentRequests(
  ctx: PaymentsContext,
  teamId?: string | null,
): Promise<PaymentRequestView[]> {
  const userId = requireUser(ctx.auth);
  let managed: string[] = [];
  let paying: string[] = [];
  if (teamId) {
    const access = await requireTeamRole(ctx, teamId, ALL_ROLES);
    if (seesAllTeamRequests(access.role)) managed = [teamId];
    else paying = [teamId];
  } else {
    const teams = await repo.teamsOfUser(ctx.db, userId);
    managed = teams.filter((t) => t.ownerId === userId).map((t) => t.id);
    paying = teams.filter((t) => t.ownerId !== userId).map((t) => t.id);
  }
  const rows = await repo.listRequests(ctx.db, managed, paying, userId, !teamId);
  return toViews(ctx, userId, rows);
}
