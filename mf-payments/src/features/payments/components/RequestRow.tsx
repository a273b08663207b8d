import { useId, useState } from 'react';
import { useMutation } from 'urql';
import { Badge, Button, type BadgeTone, notify } from '@tiix/shared-ui';
import { useAccessToken, SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';
import {
  RemindPayerDocument,
  SetPaymentRequestStatusDocument,
  type PaymentRequestFieldsFragment,
  type PaymentRequestStatus,
} from '../api';
import { errorMessage } from '../utils/errors';
import { formatCents } from '@tiix/domain';
import {
  canRemindAt,
  describeLedgerEntry,
  formatDateTime,
  isOpen,
  requestTitle,
  STATUS_LABELS,
} from '../utils/status';
import { receiptLink } from '../utils/storage';
import { CardPayDialog } from './CardPayDialog';
import { MarkSentDialog } from './MarkSentDialog';

const STATUS_TONES: Record<PaymentRequestStatus, BadgeTone> = {
  pending: 'warning',
  payer_marked_paid: 'info',
  paid: 'success',
  waived: 'neutral',
  cancelled: 'neutral',
};

/**
 * One payment request: amount, title, people and time, the status in words, the actions the
 * caller may take (the server says which through canManage and isMine) and its history.
 */
export function RequestRow({
  request,
  onChanged,
}: {
  request: PaymentRequestFieldsFragment;
  onChanged: () => void;
}) {
  const titleId = useId();
  const token = useAccessToken();
  const [{ fetching: setting }, setStatus] = useMutation(SetPaymentRequestStatusDocument);
  const [{ fetching: reminding }, remind] = useMutation(RemindPayerDocument);
  const [pendingStatus, setPendingStatus] = useState<PaymentRequestStatus | null>(null);
  const amount = formatCents(request.amountCents, request.currency);
  const open = isOpen(request.status);

  const changeStatus = async (status: 'paid' | 'waived') => {
    setPendingStatus(status);
    const result = await setStatus({ id: request.id, status }, SCREEN_HANDLES_ERRORS);
    setPendingStatus(null);
    if (result.error) notify.error(errorMessage(result.error));
    else onChanged();
  };

  const sendReminder = async () => {
    const result = await remind({ id: request.id }, SCREEN_HANDLES_ERRORS);
    if (result.error) notify.error(errorMessage(result.error));
    else notify.success(`Reminder sent to ${request.payerName}`);
  };

  const openReceipt = async () => {
    const url = await receiptLink(
      request.evidenceFileId ? `/v1/storage/files/${request.evidenceFileId}` : request.evidenceUrl!,
      token,
    );
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else notify.error('The receipt could not be opened.');
  };

  const remindable = canRemindAt(request.lastRemindedAt);

  return (
    <li className="pay-row" aria-labelledby={titleId}>
      <div className="pay-row__main">
        <p className="pay-row__amount">{amount}</p>
        <h3 id={titleId} className="pay-row__title">
          {requestTitle(request)}
        </h3>
        <p className="pay-row__meta">
          {request.isMine ? `To ${request.ownerName}` : `From ${request.payerName}`}
          {' · '}
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
      </div>
      <p className="pay-row__status">
        <span className="tx-visually-hidden">Status: </span>
        <Badge tone={STATUS_TONES[request.status]}>{STATUS_LABELS[request.status]}</Badge>
        {request.status === 'paid' && request.paidVia === 'card' ? (
          <span className="pay-row__via"> by card</span>
        ) : null}
      </p>
      <div className="pay-row__actions">
        {request.payLink && open ? (
          <Button asChild variant="secondary" size="sm">
            <a href={request.payLink} target="_blank" rel="noopener noreferrer">
              Pay
            </a>
          </Button>
        ) : null}
        {request.isMine && request.status === 'pending' ? (
          <>
            {request.cardAvailable ? <CardPayDialog request={request} /> : null}
            <MarkSentDialog request={request} onSent={onChanged} />
          </>
        ) : null}
        {request.evidenceFileId || request.evidenceUrl ? (
          <Button variant="ghost" size="sm" onClick={() => void openReceipt()}>
            View receipt
          </Button>
        ) : null}
        {request.canManage ? (
          <>
            <Button
              size="sm"
              disabled={request.status === 'paid' || setting}
              loading={pendingStatus === 'paid'}
              onClick={() => void changeStatus('paid')}
            >
              Mark Paid
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={request.status === 'waived' || setting}
              loading={pendingStatus === 'waived'}
              onClick={() => void changeStatus('waived')}
            >
              Waive
            </Button>
            {request.status === 'pending' ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={!remindable}
                loading={reminding}
                onClick={() => void sendReminder()}
                title={remindable ? undefined : 'You can remind a payer once a day'}
              >
                {remindable ? 'Remind' : 'Reminded today'}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {request.ledger.length > 0 ? (
        <details className="pay-row__history">
          <summary>History ({request.ledger.length})</summary>
          <ol>
            {request.ledger.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>{' '}
                <strong>{entry.actorName}</strong> {describeLedgerEntry(entry, request.currency)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
