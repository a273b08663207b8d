// Payments: creating payment requests and changing their status (paid, waived, sent, reminded).
import type { Database } from '../../db/client.js';
import { DomainError } from '../../errors/domain-error.js';
import { MailDeliveryError } from '../../mail/mailer.js';
import { insertActivities, type NewActivity } from '../activity/activity.repository.js';
import { postSystemMessage } from '../chat/chat.system.js';
import { memberMailRefusal } from '../notifications/member-limits.js';
import { notifyPaymentPaid, notifyPaymentRequested } from '../notifications/payment-notices.js';
import { isUuid, requireTeamRole, requireUser, teamMemberNames } from '../membership/membership.js';
import * as repo from './payments.repository.js';
import type { PaymentRequestRecord } from './payments.repository.js';
import {
  cleanText,
  dollarsText,
  OPEN,
  PAYMENT_MESSAGES,
  REMINDER_INTERVAL_MS,
  requireAmountCents,
  type PaymentsContext,
} from './payments-context.js';
import { view, visibleRequest, type PaymentRequestView } from './payment-views.js';
import { recordProductEvent } from '../analytics/analytics.service.js';

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
export function paymentActivities(row: PaymentRequestRecord): NewActivity[] {
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
  const { payLink } = await view(ctx, userId, request.id);

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
