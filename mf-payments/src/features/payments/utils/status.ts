import type {
  PaymentLedgerEntryFields,
  PaymentRequestFieldsFragment,
  PaymentRequestStatus,
} from '../api';
import { formatCents } from '@tiix/domain';

/** The status as the row shows it, in words. */
export const STATUS_LABELS: Record<PaymentRequestStatus, string> = {
  pending: 'Pending',
  payer_marked_paid: 'Marked paid by payer',
  paid: 'Paid',
  waived: 'Waived',
  cancelled: 'Cancelled',
};

/** A row's title: its note, else its description, else 'Payment'. */
export function requestTitle(
  request: Pick<PaymentRequestFieldsFragment, 'note' | 'description'>,
): string {
  return request.note?.trim() || request.description?.trim() || 'Payment';
}

/** A request the payer still owes: pending, or said paid and waiting for the owner. */
export const isOpen = (status: PaymentRequestStatus) =>
  status === 'pending' || status === 'payer_marked_paid';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner may nudge a payer once a day. */
export function canRemindAt(lastRemindedAt: string | null, now = Date.now()): boolean {
  return !lastRemindedAt || now - Date.parse(lastRemindedAt) >= DAY_MS;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `Jul 1, 2025, 3:00 PM` in the viewer's time zone. */
export function formatDateTime(isoTime: string): string {
  const ms = Date.parse(isoTime);
  return Number.isNaN(ms) ? '' : dateTime.format(ms);
}

/** One ledger line in words, e.g. "changed the status from Pending to Paid". */
export function describeLedgerEntry(entry: PaymentLedgerEntryFields, currency: string): string {
  const from = entry.fromStatus ? STATUS_LABELS[entry.fromStatus] : null;
  const to = entry.toStatus ? STATUS_LABELS[entry.toStatus] : null;
  switch (entry.kind) {
    case 'created':
      return entry.amountCents !== null
        ? `requested ${formatCents(entry.amountCents, currency)}`
        : 'created the request';
    case 'status_changed':
      return from && to ? `changed the status from ${from} to ${to}` : `set the status to ${to}`;
    case 'evidence_attached':
      return 'attached a receipt';
    case 'reminded':
      return 'sent a reminder';
    case 'card_payment':
      return entry.amountCents !== null
        ? `paid ${formatCents(entry.amountCents, currency)} by card`
        : 'paid by card';
    default:
      return to ? `${entry.kind.replace(/_/g, ' ')} (${to})` : entry.kind.replace(/_/g, ' ');
  }
}
