// Finding 15: a receipt could be changed after the fact. Once a payer marked a request paid with a
// receipt, they could overwrite its bytes or rewrite its metadata so the team owner's read
// answered 404, because the owner's right to read it came from that metadata.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { files } from '../db/schema/storage.js';
import { setupTestDatabase } from '../testing/db.js';
import { securityApp } from './helpers.js';
import {
  type Caller,
  gql,
  RECEIPT_PNG,
  requestPayment,
  teamWithMembers,
  uploadReceipt,
} from '../testing/index.js';

const testDb = setupTestDatabase();

// The kit's receipt PNG, and another one (a different pixel), both accepted by the receipts bucket.
const PNG = RECEIPT_PNG;
const OTHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWP4z8DwHwAFAAH/q842iQAAAABJRU5ErkJggg==',
  'base64',
);

const FROZEN =
  'This receipt is attached to a payment request and can no longer be changed or deleted';

/** The form of a replace (PUT): one `file` and its `metadata`. */
function receiptForm(bytes: Buffer, metadata: object) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png');
  form.append('metadata', JSON.stringify(metadata));
  return form;
}

async function storage(app: Hono, caller: Caller, method: string, path: string, body?: FormData) {
  const res = await app.request(`/v1/storage/files${path}`, {
    method,
    headers: { authorization: `Bearer ${caller.token}` },
    ...(body ? { body } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('json')
    ? (JSON.parse(bytes.toString('utf8')) as { error?: { message: string } })
    : undefined;
  return { status: res.status, etag: res.headers.get('etag'), bytes, json };
}

/** A request from the team owner to a payer, marked sent by the payer with a receipt. */
async function paidWithReceipt(app: Hono) {
  const t = await teamWithMembers(testDb.db, { memberCount: 2 });
  const [payer, other] = t.members as [Caller, Caller];
  const requestId = await requestPayment(app, t.owner, t.id, payer.id);
  const fileId = await uploadReceipt(app, payer, requestId);
  const sent = await gql(
    app,
    payer,
    `mutation($id: ID!, $f: ID) { markPaymentSent(id: $id, evidenceFileId: $f) { status } }`,
    { id: requestId, f: fileId },
  );
  expect(sent.data?.markPaymentSent).toEqual({ status: 'payer_marked_paid' });
  return { ...t, payer, other, requestId, fileId };
}

describe('a receipt attached to a payment request', () => {
  it('keeps its bytes: the payer cannot overwrite it', async () => {
    const { app } = securityApp(testDb.db);
    const { owner, payer, fileId } = await paidWithReceipt(app);
    const before = await storage(app, owner, 'GET', `/${fileId}`);
    expect(before.status).toBe(200);

    const put = await storage(app, payer, 'PUT', `/${fileId}`, receiptForm(OTHER_PNG, {}));
    const after = await storage(app, owner, 'GET', `/${fileId}`);
    expect(after.status).toBe(200);
    expect(after.etag).toBe(before.etag);
    expect(after.bytes.equals(PNG)).toBe(true);
    expect(put.status).toBe(409);
    expect(put.json?.error?.message).toBe(FROZEN);
  });

  it('keeps its metadata, and the owner reads it by the request, not by the metadata', async () => {
    const { app } = securityApp(testDb.db);
    const { owner, payer, other, fileId } = await paidWithReceipt(app);
    const rewrite = await storage(
      app,
      payer,
      'PUT',
      `/${fileId}`,
      receiptForm(PNG, { metadata: { note: 'nothing to see' } }),
    );
    expect((await storage(app, owner, 'GET', `/${fileId}`)).status).toBe(200);
    expect(rewrite.status).toBe(409);

    // Even metadata wiped behind the API's back does not hide it from the owner.
    await testDb.db.update(files).set({ metadata: null }).where(eq(files.id, fileId));
    expect((await storage(app, owner, 'GET', `/${fileId}`)).status).toBe(200);
    expect((await storage(app, owner, 'GET', `/${fileId}/presignedurl`)).status).toBe(200);
    expect((await storage(app, payer, 'GET', `/${fileId}`)).status).toBe(200);
    expect((await storage(app, other, 'GET', `/${fileId}`)).status).toBe(404);
  });

  it('cannot be deleted while attached', async () => {
    const { app } = securityApp(testDb.db);
    const { owner, payer, fileId } = await paidWithReceipt(app);
    const del = await storage(app, payer, 'DELETE', `/${fileId}`);
    expect((await storage(app, owner, 'GET', `/${fileId}`)).status).toBe(200);
    expect(del.status).toBe(409);
    expect(del.json?.error?.message).toBe(FROZEN);
  });

  it('is the only way the owner sees a receipt: metadata naming the request is not enough', async () => {
    const { app } = securityApp(testDb.db);
    const { owner, payer, requestId } = await paidWithReceipt(app);
    // A second file the payer tags with the request but never attaches stays the payer's own,
    // and the payer may still change or delete it.
    const loose = await uploadReceipt(app, payer, requestId);
    expect((await storage(app, owner, 'GET', `/${loose}`)).status).toBe(404);
    expect((await storage(app, payer, 'PUT', `/${loose}`, receiptForm(OTHER_PNG, {}))).status).toBe(
      200,
    );
    expect((await storage(app, payer, 'DELETE', `/${loose}`)).status).toBe(204);
  });
});
