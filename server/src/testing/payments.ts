import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { paymentLedger } from '../db/schema/payments.js';
import { gql } from './http.js';
import type { Caller } from './users.js';

/** The smallest valid PNG: the receipts bucket takes images and PDF judged by their bytes. */
export const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The team owner asks `payerId` for 900 cents; returns the payment request's id. */
export async function requestPayment(
  app: Hono,
  owner: Caller,
  teamId: string,
  payerId: string,
): Promise<string> {
  const created = await gql(
    app,
    owner,
    `mutation($t: ID!, $p: ID!) { createPaymentRequest(teamId: $t, payerUserId: $p, amountCents: 900) { id } }`,
    { t: teamId, p: payerId },
  );
  return created.data!.createPaymentRequest.id as string;
}

/** Uploads a receipt naming a payment request, as the pay dialog does; returns its file id. */
export async function uploadReceipt(
  app: Hono,
  caller: Caller,
  paymentRequestId: string,
): Promise<string> {
  const form = new FormData();
  form.append('bucket-id', 'receipts');
  form.append(
    'file[]',
    new Blob([new Uint8Array(RECEIPT_PNG)], { type: 'image/png' }),
    'receipt.png',
  );
  form.append('metadata[]', JSON.stringify({ metadata: { paymentRequestId } }));
  const res = await app.request('/v1/storage/files', {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { processedFiles: { id: string }[] }).processedFiles[0]!.id;
}

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

/** A payment request's ledger in the order it was written, one `kind:from->to` line an entry. */
export const ledgerKinds = async (db: Database, requestId: string) =>
  (
    await db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.requestId, requestId))
      // Write order: created_at is each transaction's start, which concurrent writers share.
      .orderBy(paymentLedger.seq)
  ).map((e) => `${e.kind}:${e.fromStatus ?? ''}->${e.toStatus ?? ''}`);
