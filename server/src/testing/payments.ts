/** Every field of a payment request the payments tests read back. */
export const REQUEST_FIELDS = `
  id teamId teamName ownerUserId payerUserId amountCents currency status note description
  payerName ownerName payLink cardAvailable cardFeeCents paidAt paidVia canManage isMine
  lastRemindedAt evidenceFileId evidenceUrl
  ledger { id at actorUserId actorName kind fromStatus toStatus amountCents note }
`;
