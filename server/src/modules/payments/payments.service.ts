import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { MAX_PAYMENT_CENTS } from '../../db/schema/payments.js';
import { DomainError } from '../../errors/domain-error.js';
import { MailDeliveryError } from '../../mail/mailer.js';
import { configuredPaymentProvider, paymentProvider } from '../../payments-provider/index.js';
import { insertActivities, type NewActivity } from '../activity/activity.repository.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { formerPayerAccess } from '../membership/former-members.js';
import { payoutsUserId } from '../membership/payouts.js';
import { memberMailRefusal, retryText } from '../notifications/member-limits.js';
import { notifyPaymentPaid, notifyPaymentRequested } from '../notifications/payment-notices.js';
import {
  cardFeeCents,
  isUnlimited,
  PLAN_FEATURE_MESSAGES,
  splitByWeights,
  TEAM_NOT_FOUND_OR_DENIED,
  UNNAMED_PERSON,
} from '@tiix/domain';
import {
  ALL_ROLES,
  isUuid,
  requireTeamRole,
  requireUser,
  teamMemberNames,
  type MembershipContext,
} from '../membership/membership.js';
import { normaliseHandles, payLinkFor, type PaymentHandles } from './handles.js';
import * as repo from './payments.repository.js';
import type {
  PaymentRequestRecord,
  PaymentStatus,
  RequestWithTeam,
  TeamPaymentFields,
} from './payments.repository.js';
import { canSeePaymentRequest, seesAllTeamRequests } from './visibility.js';
import { recordProductEvent } from '../analytics/analytics.service.js';

/** A service call: the database, the caller, and the app (provider, mailer, URLs). */
export interface PaymentsContext extends MembershipContext {
  deps: AppDeps;
}

export const REMINDER_INTERVAL_MS = 24 * 3600 * 1000;

export const PAYMENT_MESSAGES = {
  notFound: 'Payment request not found',
  amount: `Amount must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS} ($${(MAX_PAYMENT_CENTS / 100).toLocaleString('en-US')})`,
  missingFields: 'A payment request needs a team, an owner, a payer and a non-zero amount.',
  ownerOnly: 'Only the team owner can do this',
  ownerMismatch: 'Payment requests are created by the team owner for themselves',
  payerNotMember: 'The payer must be another member of this team',
  status: 'Status must be paid or waived',
  conflict: 'This payment request was changed meanwhile. Reload and try again.',
  payerOnly: 'Only the payer can say they paid this request',
  closed: (status: string) => `This payment request is already ${status}.`,
  receipt: 'The receipt must be a file you uploaded to the receipts bucket for this request.',
  remindTooSoon: (next: Date) =>
    `A reminder was already sent in the last 24 hours. You can remind again after ${next.toISOString()}.`,
  remindClosed: 'Only open payment requests can be reminded.',
  remindNoEmail: 'This payer has no e-mail address to remind.',
  remindMailFailed: 'Could not send the reminder e-mail. Please try again later.',
  remindMailLimit: (retryAfterSeconds: number) =>
    `You have sent this member several payment e-mails in the last hour. You can remind them again in ${retryText(retryAfterSeconds)}.`,
  splitTotal: `The season total must be a whole number of cents from 1 to ${MAX_PAYMENT_CENTS}.`,
  splitNoMembers: 'Invite members to the team before splitting the season.',
  splitNoDraft:
    'Splitting by value needs a draft first: no games are assigned to members yet. Split evenly or run the draft.',
  splitTooLarge: `One member's share would exceed the $${(MAX_PAYMENT_CENTS / 100).toLocaleString('en-US')} limit of a request.`,
  totalCost: 'Total cost must be a whole number of cents, 0 or more',
  cardNotSetUp:
    'Card payments are not set up for this team yet: the owner must finish payouts setup.',
  cardNotOpen: 'Only an open payment request can be paid by card.',
  cardCurrency: 'Card payments are available in USD only.',
  payoutsNotReady: 'Finish payouts setup before turning on card payments.',
} as const;

const OPEN: readonly PaymentStatus[] = ['pending', 'payer_marked_paid'];
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** Amount rule of every entry point: integer cents, positive, bounded. */
export function requireAmountCents(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > MAX_PAYMENT_CENTS
  ) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.amount);
  }
  return value;
}

function cleanText(value: string | null | undefined, max = 500): string | null {
  const t = value?.trim();
  if (!t) return null;
  if (t.length > max) {
    throw new DomainError('BAD_USER_INPUT', `Notes can be at most ${max} characters`);
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Views

/** A request as the caller sees it, with everything the client's PaymentRequest needs. */
export interface PaymentRequestView extends RequestWithTeam {
  payerName: string;
  ownerName: string;
  payLink: string | null;
  cardAvailable: boolean;
  cardFeeCents: number | null;
  canManage: boolean;
  isMine: boolean;
}

async function payoutsReady(ctx: PaymentsContext, ownerId: string): Promise<boolean> {
  const provider = configuredPaymentProvider(ctx.deps);
  if (!provider) return false;
  const account = await repo.findPayoutAccount(ctx.db, ownerId, provider.name);
  return account?.ready ?? false;
}

function cardAvailableFor(team: TeamPaymentFields, ready: boolean, now = new Date()): boolean {
  return team.paymentsMode === 'integrated' && ready && isUnlimited(team, now);
}

async function toViews(
  ctx: PaymentsContext,
  userId: string,
  rows: RequestWithTeam[],
): Promise<PaymentRequestView[]> {
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const teams = new Map((await repo.findTeamsPayment(ctx.db, teamIds)).map((t) => [t.id, t]));
  const names = new Map<string, Map<string, string>>();
  const ready = new Map<string, boolean>();
  for (const team of teams.values()) {
    const ids = rows
      .filter((r) => r.teamId === team.id)
      .flatMap((r) => [r.payerUserId, r.ownerUserId])
      .filter((id): id is string => !!id);
    names.set(team.id, await teamMemberNames(ctx.db, team.id, [...new Set(ids)]));
    ready.set(team.id, await payoutsReady(ctx, team.ownerId));
  }
  return rows.map((r) => {
    const team = teams.get(r.teamId)!;
    const teamNames = names.get(r.teamId)!;
    const card = cardAvailableFor(team, ready.get(r.teamId) ?? false) && r.currency === 'USD';
    const open = OPEN.includes(r.status);
    return {
      ...r,
      payerName: (r.payerUserId && teamNames.get(r.payerUserId)) || 'Former member',
      ownerName: (r.ownerUserId && teamNames.get(r.ownerUserId)) || 'Former member',
      payLink:
        payLinkFor(team, r.amountCents, r.note ?? r.description, r.currency) ??
        (r.externalLink && /^https:\/\//.test(r.externalLink) ? r.externalLink : null),
      cardAvailable: card && open,
      cardFeeCents: card && open ? cardFeeCents(r.amountCents) : null,
      // The team owner manages every request; a member manages what they are owed.
      canManage: team.ownerId === userId || r.ownerUserId === userId,
      isMine: r.payerUserId === userId,
    };
  });
}

/** The request, if the caller may see it: the team owner, or the payer while a team member. */
async function visibleRequest(ctx: PaymentsContext, id: string) {
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

async function view(ctx: PaymentsContext, userId: string, id: string) {
  const row = await repo.findRequest(ctx.db, id);
  if (!row) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  return (await toViews(ctx, userId, [row]))[0]!;
}

/** Requests the caller may see, newest first: a team's all for its owner, else their own. */
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
  const rows = await repo.listRequests(ctx.db, managed, paying, userId);
  return toViews(ctx, userId, rows);
}

export async function ledgerOf(ctx: PaymentsContext, requestId: string, teamId: string) {
  const entries = await repo.listLedger(ctx.db, [requestId]);
  const ids = [...new Set(entries.map((e) => e.actorUserId).filter((x): x is string => !!x))];
  const names = await teamMemberNames(ctx.db, teamId, ids);
  return entries.map((e) => ({
    ...e,
    at: e.createdAt,
    actorName: e.actorUserId ? (names.get(e.actorUserId) ?? 'Former member') : 'Payment provider',
  }));
}

// ---------------------------------------------------------------------------------------------
// Creating and changing requests

export interface CreateRequestInput {
  teamId: unknown;
  payerUserId: unknown;
  amountCents: unknown;
  /** REST only: must be the caller (the owner creates requests in their own name). */
  ownerUserId?: unknown;
  note?: string | null;
  description?: string | null;
  externalLink?: string | null;
}

/**
 * The feed entries of a paid request; they name the request so that the feed shows them only to
 * those who may see it (`canSeePaymentRequest`).
 */
function paymentActivities(row: PaymentRequestRecord): NewActivity[] {
  const amount = dollarsText(row.amountCents);
  return [
    {
      teamId: row.teamId,
      userId: row.payerUserId,
      activityType: 'payment_made',
      details: { amount, payment_request_id: row.id },
    },
    {
      teamId: row.teamId,
      userId: row.ownerUserId,
      activityType: 'payment_received',
      details: { amount, payment_request_id: row.id },
    },
  ];
}

/** The activity line for card money given back to the request's payer (`amountCents` refunded). */
export function refundActivity(row: PaymentRequestRecord, amountCents: number): NewActivity {
  return {
    teamId: row.teamId,
    userId: row.payerUserId,
    activityType: 'payment_refunded',
    details: { amount: dollarsText(amountCents), payment_request_id: row.id },
  };
}

export async function createPaymentRequest(
  ctx: PaymentsContext,
  input: CreateRequestInput,
): Promise<PaymentRequestView> {
  const userId = requireUser(ctx.auth);
  if (typeof input.teamId !== 'string' || typeof input.payerUserId !== 'string' || !input.teamId) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.missingFields);
  }
  await requireTeamRole(ctx, input.teamId, ['owner']);
  if (input.ownerUserId !== undefined && input.ownerUserId !== userId) {
    throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.ownerMismatch);
  }
  const amountCents = requireAmountCents(input.amountCents);
  const members = await repo.listActiveMembers(ctx.db, input.teamId);
  const payer = members.find((m) => m.userId === input.payerUserId);
  if (!payer || payer.userId === userId) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.payerNotMember);
  }
  const externalLink = cleanText(input.externalLink, 2000);
  if (externalLink && !/^https:\/\/\S+$/.test(externalLink)) {
    throw new DomainError('BAD_USER_INPUT', 'The external link must be an https:// address');
  }
  const teamId = input.teamId;
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await repo.insertRequests(tx, [
      {
        teamId,
        ownerUserId: userId,
        payerUserId: payer.userId,
        amountCents,
        note: cleanText(input.note),
        description: cleanText(input.description),
        externalLink,
      },
    ]);
    await repo.appendLedger(tx, [
      {
        requestId: created!.id,
        actorUserId: userId,
        kind: 'created',
        toStatus: 'pending',
        amountCents,
      },
    ]);
    return created!;
  });
  await postSystemMessage(ctx.deps, teamId, {
    kind: 'payment_requested',
    paymentId: row.id,
    fromUserId: userId,
    toUserId: payer.userId,
    amountCents,
  });
  // Notifications (and their e-mail) never hold up the request.
  void notifyPaymentRequested(ctx.deps, row);
  return view(ctx, userId, row.id);
}

/**
 * A request between two members that a team action settles on (a swap balanced with money, a
 * game taken for a price): `payeeUserId` is owed, so they stand where the owner usually does.
 * Runs in the caller's transaction so the request exists only if the action commits.
 */
export async function createMemberPaymentRequest(
  tx: Database,
  input: {
    teamId: string;
    payeeUserId: string;
    payerUserId: string;
    amountCents: number;
    description: string;
    actorUserId: string;
  },
): Promise<PaymentRequestRecord> {
  const amountCents = requireAmountCents(input.amountCents);
  const [created] = await repo.insertRequests(tx, [
    {
      teamId: input.teamId,
      ownerUserId: input.payeeUserId,
      payerUserId: input.payerUserId,
      amountCents,
      description: cleanText(input.description),
    },
  ]);
  await repo.appendLedger(tx, [
    {
      requestId: created!.id,
      actorUserId: input.actorUserId,
      kind: 'created',
      toStatus: 'pending',
      amountCents,
    },
  ]);
  return created!;
}

/**
 * The team owner, or the member the request is owed to: paid or waived, from any status. Same
 * status again changes nothing.
 */
export async function setPaymentRequestStatus(
  ctx: PaymentsContext,
  id: unknown,
  status: unknown,
): Promise<PaymentRequestView> {
  if (typeof id !== 'string') throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
  const { request, access, userId } = await visibleRequest(ctx, id);
  if (access.role !== 'owner' && request.ownerUserId !== userId) {
    throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.ownerOnly);
  }
  if (status !== 'paid' && status !== 'waived') {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.status);
  }
  const settled = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRequest(tx, id);
    if (!current) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    if (current.status === status) return null;
    const now = new Date();
    const updated = await repo.updateRequestIfStatus(tx, id, current.status, {
      status,
      paidAt: status === 'paid' ? now : null,
      paidVia: status === 'paid' ? 'external' : null,
    });
    if (!updated) throw new DomainError('CONFLICT', PAYMENT_MESSAGES.conflict);
    await repo.appendLedger(tx, [
      {
        requestId: id,
        actorUserId: userId,
        kind: 'status_changed',
        fromStatus: current.status,
        toStatus: status,
        amountCents: current.amountCents,
      },
    ]);
    if (status === 'paid') await insertActivities(tx, paymentActivities(updated));
    if (status === 'paid')
      await recordProductEvent(tx, {
        name: 'payment_paid',
        userId: updated.payerUserId,
        teamId: updated.teamId,
        properties: { via: 'external', amountCents: updated.amountCents },
      });
    return status === 'paid' ? updated : null;
  });
  if (settled?.payerUserId && settled.ownerUserId) {
    await postSystemMessage(ctx.deps, settled.teamId, {
      kind: 'payment_settled',
      paymentId: settled.id,
      fromUserId: settled.payerUserId,
      toUserId: settled.ownerUserId,
      amountCents: settled.amountCents,
    });
  }
  return view(ctx, userId, request.id);
}

/** Payer: "I paid", optionally with a receipt from the storage API; the owner then confirms. */
export async function markPaymentSent(
  ctx: PaymentsContext,
  id: string,
  evidenceFileId?: string | null,
): Promise<PaymentRequestView> {
  const { request, userId } = await visibleRequest(ctx, id);
  if (request.payerUserId !== userId) {
    throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.payerOnly);
  }
  if (evidenceFileId) {
    const file = isUuid(evidenceFileId) ? await repo.findFile(ctx.db, evidenceFileId) : null;
    const taggedFor = file?.metadata?.paymentRequestId;
    if (
      !file ||
      file.bucketId !== 'receipts' ||
      file.uploadedBy !== userId ||
      (taggedFor !== undefined && taggedFor !== id)
    ) {
      throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.receipt);
    }
  }
  const markedNow = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRequest(tx, id);
    if (!current) throw new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    if (!OPEN.includes(current.status)) {
      throw new DomainError('CONFLICT', PAYMENT_MESSAGES.closed(current.status));
    }
    const patch: Parameters<typeof repo.updateRequestIfStatus>[3] = {
      status: 'payer_marked_paid',
    };
    if (evidenceFileId) {
      patch.evidenceFileId = evidenceFileId;
      patch.evidenceUrl = `/v1/storage/files/${evidenceFileId}`;
      await repo.tagReceipt(tx, evidenceFileId, id);
    }
    const updated = await repo.updateRequestIfStatus(tx, id, current.status, patch);
    if (!updated) throw new DomainError('CONFLICT', PAYMENT_MESSAGES.conflict);
    const entries: repo.NewLedgerEntry[] = [];
    if (current.status !== 'payer_marked_paid') {
      entries.push({
        requestId: id,
        actorUserId: userId,
        kind: 'status_changed',
        fromStatus: current.status,
        toStatus: 'payer_marked_paid',
        amountCents: current.amountCents,
      });
    }
    if (evidenceFileId) {
      entries.push({
        requestId: id,
        actorUserId: userId,
        kind: 'evidence_attached',
        fromStatus: 'payer_marked_paid',
        toStatus: 'payer_marked_paid',
        note: evidenceFileId,
      });
    }
    await repo.appendLedger(tx, entries);
    return current.status !== 'payer_marked_paid';
  });
  if (markedNow) void notifyPaymentPaid(ctx.deps, request);
  return view(ctx, userId, request.id);
}

/** The team owner or the member owed: one e-mail nudge to the payer, at most once in 24 hours. */
export async function remindPayer(
  ctx: PaymentsContext,
  id: string,
  now = new Date(),
): Promise<PaymentRequestView> {
  const { request, access, userId } = await visibleRequest(ctx, id);
  if (access.role !== 'owner' && request.ownerUserId !== userId) {
    throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.ownerOnly);
  }
  if (request.status !== 'pending') {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.remindClosed);
  }
  const email = request.payerUserId ? await repo.findUserEmail(ctx.db, request.payerUserId) : null;
  if (!email) throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.remindNoEmail);
  const names = await teamMemberNames(ctx.db, request.teamId, [userId, request.payerUserId!]);
  const payLink = (await toViews(ctx, userId, [request]))[0]!.payLink;

  // The e-mail goes out inside the transaction: a refused send rolls the claim back, so the
  // owner may try again rather than lose the day's reminder.
  await ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimReminder(
      tx,
      id,
      new Date(now.getTime() - REMINDER_INTERVAL_MS),
      now,
    );
    if (!claimed) {
      const last = request.lastRemindedAt ?? now;
      throw new DomainError(
        'RATE_LIMITED',
        PAYMENT_MESSAGES.remindTooSoon(new Date(last.getTime() + REMINDER_INTERVAL_MS)),
        'reminder_too_soon',
      );
    }
    // A reminder is nothing but an e-mail: past the per-teammate mail limit it is refused (and
    // the claim rolls back), rather than reported sent.
    const overLimit = await memberMailRefusal(ctx.deps, 'payments', userId, request.payerUserId!);
    if (overLimit) {
      throw new DomainError(
        'RATE_LIMITED',
        PAYMENT_MESSAGES.remindMailLimit(overLimit.retryAfter),
        'member_mail_limit',
      );
    }
    await repo.appendLedger(tx, [
      {
        requestId: id,
        actorUserId: userId,
        kind: 'reminded',
        fromStatus: request.status,
        toStatus: request.status,
        amountCents: request.amountCents,
      },
    ]);
    try {
      await ctx.deps.mailer.send({
        to: email,
        template: 'payment-reminder',
        data: {
          displayName: names.get(request.payerUserId!),
          ownerName: names.get(userId),
          teamName: request.teamName,
          amount: `$${dollarsText(request.amountCents)}`,
          note: request.note ?? request.description ?? '',
          link: `${ctx.deps.config.auth.clientUrl}/app/payments`,
          payLink: payLink ?? '',
        },
      });
    } catch (err) {
      if (err instanceof MailDeliveryError) {
        throw new DomainError('CONFLICT', PAYMENT_MESSAGES.remindMailFailed, 'mail_failed');
      }
      throw err;
    }
  });
  return view(ctx, userId, id);
}

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
  const ready = await payoutsReady(ctx, team.ownerId);
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

async function teamOrThrow(db: Database, teamId: string) {
  const team = await repo.findTeamPayment(db, teamId);
  if (!team) throw new DomainError('NOT_FOUND', TEAM_NOT_FOUND_OR_DENIED);
  return team;
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
    if (!(await payoutsReady(ctx, team.ownerId))) {
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
  const withTeam = await Promise.all(created.map((r) => repo.findRequest(ctx.db, r.id)));
  return toViews(
    ctx,
    access.userId,
    withTeam.filter((r): r is RequestWithTeam => !!r),
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
  const account = await repo.findPayoutAccount(ctx.db, payee, provider.name);
  if (team.paymentsMode !== 'integrated' || !account?.ready) {
    throw new DomainError('BAD_USER_INPUT', PAYMENT_MESSAGES.cardNotSetUp, 'card_not_set_up');
  }
  const open = await repo.findOpenCardCheckout(ctx.db, request.id);
  if (open) {
    const usable =
      open.provider === provider.name &&
      open.url &&
      (!open.expiresAt || open.expiresAt.getTime() > Date.now() + CHECKOUT_REUSE_MARGIN_MS);
    if (usable) return open.url!;
    await repo.expireOpenCardCheckout(ctx.db, open.id);
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
  const recorded = await repo.insertCardCheckout(ctx.db, {
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
  const winner = await repo.findOpenCardCheckout(ctx.db, request.id);
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
  let account = await repo.findPayoutAccount(ctx.db, access.userId, provider.name);
  if (!account) {
    const accountId = await provider.createPayoutAccount({
      ownerUserId: access.userId,
      email: await repo.findUserEmail(ctx.db, access.userId),
    });
    account = await repo.insertPayoutAccount(ctx.db, {
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
  const account = await repo.findPayoutAccount(ctx.db, payee, provider.name);
  if (!account) return false;
  if (account.ready) return true;
  // The webhook may not have arrived yet (or was missed): ask the provider once more.
  const ready = await provider.isAccountReady(account.accountId).catch(() => false);
  if (ready) {
    await repo.setPayoutAccountReady(ctx.db, provider.name, account.accountId, true);
    await repo.enableIntegratedForOwner(ctx.db, access.ownerId);
  }
  return ready;
}

export { paymentActivities };
