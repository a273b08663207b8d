/** Every field of a payment request the payments tests read back. */
export const REQUEST_FIELDS = `
  id teamId teamName ownerUserId payerUserId amountCents currency status note description
  payerName ownerName payLink cardAvailable cardFeeCents paidAt paidVia canManage isMine
  lastRemindedAt evidenceFileId evidenceUrl
  ledger { id at actorUserId actorName kind fromStatus toStatus amountCents note }
`;

/** The provider's event for a paid card checkout of a payment request, as its webhook sends it. */
export function checkoutCompletedEvent(event: {
  id: string;
  sessionId: string;
  requestId: string;
  amountTotal: number;
  paymentIntent: string;
}) {
  return {
    id: event.id,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: event.sessionId,
        mode: 'payment',
        payment_status: 'paid',
        amount_total: event.amountTotal,
        payment_intent: event.paymentIntent,
        metadata: { paymentRequestId: event.requestId },
      },
    },
  };
}
