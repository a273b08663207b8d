// Payments: payment requests and their ledger as the caller may see them.
import { DomainError } from '../../errors/domain-error.js';
import { configuredPaymentProvider } from '../../payments-provider/index.js';
import { canManagePaymentRequest, cardOffer, personName, takesCards } from '@tiix/domain';
import {
  ALL_ROLES,
  isUuid,
  requireTeamRole,
  requireRoleIn,
  teamAccessOf,
  requireUser,
  teamRoleOf,
} from '../membership/membership.js';
import { payLinkFor } from './handles.js';
import * as repo from './payments.repository.js';
import * as cards from './card-payments.repository.js';
import type {
  ApiLedgerEntry,
  ApiPaymentRequest,
  NamePartsRecord,
  RequestViewRecord,
} from './payments.repository.js';
import { canSeePaymentRequest } from './visibility.js';
import { PAYMENT_MESSAGES, type PaymentsContext } from './payments-context.js';
import { formerPayerAccess, formerPayerRole } from '../membership/former-members.js';
import { payoutsPayee, payoutsUserId } from '../membership/payouts.js';

// ---------------------------------------------------------------------------------------------
// Views

/** A line of a request's history, its actor named as teammates see them. */
export type PaymentLedgerEntryView = ApiLedgerEntry & { at: string; actorName: string };

/**
 * A request as the caller sees it, with everything the client's PaymentRequest needs, in the
 * API's shape (instants as the DateTime scalar writes them).
 */
export type PaymentRequestView = ApiPaymentRequest & {
  teamName: string;
  payerName: string;
  ownerName: string;
  payLink: string | null;
  cardAvailable: boolean;
  cardFeeCents: number | null;
  canManage: boolean;
  isMine: boolean;
  /** Oldest first. */
  ledger: PaymentLedgerEntryView[];
};

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
  const account = await cards.findPayoutAccount(ctx.db, payee, provider.name);
  return account?.ready ?? false;
}

/** A person as teammates see them; "Former member" once their account no longer exists. */
const nameOf = (parts: NamePartsRecord | null) => (parts ? personName(parts) : 'Former member');

/**
 * The view of a request read with its team, people and history (the repository's record): the
 * request and its entries as they were read, with what the caller sees of them added.
 */
function toView(
  userId: string,
  { request, team, payer, owner, ledger, readyPayoutUserIds }: RequestViewRecord,
  now: Date,
): PaymentRequestView {
  const payee = payoutsPayee(team, readyPayoutUserIds.includes(team.ownerId));
  const ready = takesCards(team, now) && readyPayoutUserIds.includes(payee);
  const link = request.externalLink;
  return Object.assign(request, {
    teamName: team.name,
    payerName: nameOf(payer),
    ownerName: nameOf(owner),
    payLink:
      payLinkFor(
        team,
        request.amountCents,
        request.note ?? request.description,
        request.currency,
      ) ?? (link && /^https:\/\//.test(link) ? link : null),
    ...cardOffer(team, ready, request, now),
    canManage: canManagePaymentRequest(userId, team, request),
    isMine: request.payerUserId === userId,
    ledger: ledger.map(({ entry, actor }) =>
      Object.assign(entry, {
        at: entry.createdAt,
        actorName: entry.actorUserId ? nameOf(actor) : 'Payment provider',
      }),
    ),
  });
}

/** The provider whose payout accounts count (none configured: no card payments). */
const providerName = (ctx: PaymentsContext) => configuredPaymentProvider(ctx.deps)?.name ?? null;

/**
 * The given requests as the caller sees them, with their history, in the order of `ids` (one
 * statement); those that do not exist are left out. Who may see them is the caller's check.
 */
export async function viewsOf(
  ctx: PaymentsContext,
  userId: string,
  ids: readonly string[],
): Promise<PaymentRequestView[]> {
  const now = new Date();
  const byId = new Map(
    (await repo.listRequestViewsById(ctx.db, ids, userId, providerName(ctx))).map((r) => [
      r.request.id,
      r,
    ]),
  );
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [toView(userId, record, now)] : [];
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
  const [found] = await viewsOf(ctx, userId, [id]);
  if (!found) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  return found;
}

/**
 * Requests the caller may see, newest first: a team's all for its owner, else their own. Without
 * a team, also what they still owe to teams they have left or were removed from. One statement
 * reads the candidates with everything their views show; `canSeePaymentRequest` picks the rows.
 */
export async function listPaymentRequests(
  ctx: PaymentsContext,
  teamId?: string | null,
): Promise<PaymentRequestView[]> {
  const userId = requireUser(ctx.auth);
  let records: RequestViewRecord[];
  if (teamId) {
    const found = isUuid(teamId)
      ? await repo.findTeamRequestViews(ctx.db, teamId, userId, providerName(ctx))
      : null;
    requireRoleIn(found && teamAccessOf(userId, teamId, found.ownerId, found.memberRole));
    records = found!.requests;
  } else {
    records = await repo.listUserRequestViews(ctx.db, userId, providerName(ctx));
  }
  const now = new Date();
  return records
    .filter(({ request, team, memberRole }) => {
      // A request of a team the caller has left is theirs to see only as its payer.
      const role = teamRoleOf(userId, team.ownerId, memberRole) ?? formerPayerRole(request, userId);
      return role !== null && canSeePaymentRequest({ userId, role }, request);
    })
    .map((record) => toView(userId, record, now));
}
