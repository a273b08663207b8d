import { describe, expect, it } from 'vitest';
import { RECEIPT_FROZEN } from './receipts.js';
import {
  type Caller,
  gql,
  requestPayment,
  setupTestApp,
  teamWithMembers,
  uploadReceipt,
} from '../../testing/index.js';

const server = setupTestApp();

const download = async (caller: Caller, fileId: string) =>
  (
    await server.app.request(`/v1/storage/files/${fileId}`, {
      headers: { authorization: `Bearer ${caller.token}` },
    })
  ).status;

describe('receipts in storage', () => {
  it('are visible to the payer and the team owner only', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 2 });
    const [payer, other] = t.members as [Caller, Caller];
    const requestId = await requestPayment(server.app, t.owner, t.id, payer.id);
    const fileId = await uploadReceipt(server.app, payer, requestId);
    const sent = await gql(
      server.app,
      payer,
      `mutation($id: ID!, $f: ID) { markPaymentSent(id: $id, evidenceFileId: $f) { status evidenceUrl } }`,
      { id: requestId, f: fileId },
    );
    expect(sent.data!.markPaymentSent).toEqual({
      status: 'payer_marked_paid',
      evidenceUrl: `/v1/storage/files/${fileId}`,
    });

    expect(await download(payer, fileId)).toBe(200);
    expect(await download(t.owner, fileId)).toBe(200);
    expect([403, 404]).toContain(await download(other, fileId));
    expect([403, 404]).toContain(await download(t.outsider, fileId));

    // A file someone else uploads naming this request does not become visible to the owner.
    const foreign = await uploadReceipt(server.app, other, requestId);
    expect([403, 404]).toContain(await download(t.owner, foreign));
  });

  it('are frozen while a request names them; a receipt replaced by a newer one is free again', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 1 });
    const [payer] = t.members as [Caller];
    const requestId = await requestPayment(server.app, t.owner, t.id, payer.id);
    const markSent = (fileId: string) =>
      gql(
        server.app,
        payer,
        `mutation($id: ID!, $f: ID) { markPaymentSent(id: $id, evidenceFileId: $f) { evidenceFileId } }`,
        { id: requestId, f: fileId },
      );
    const remove = async (fileId: string) =>
      server.app.request(`/v1/storage/files/${fileId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${payer.token}` },
      });

    const first = await uploadReceipt(server.app, payer, requestId);
    // Not attached yet: the owner does not see it, and the payer may still take it back.
    expect([403, 404]).toContain(await download(t.owner, first));
    expect((await markSent(first)).data?.markPaymentSent).toEqual({ evidenceFileId: first });
    expect(await download(t.owner, first)).toBe(200);
    const refused = await remove(first);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      RECEIPT_FROZEN,
    );

    const second = await uploadReceipt(server.app, payer, requestId);
    expect((await markSent(second)).data?.markPaymentSent).toEqual({ evidenceFileId: second });
    expect(await download(t.owner, second)).toBe(200);
    expect([403, 404]).toContain(await download(t.owner, first));
    expect((await remove(first)).status).toBe(204);
    expect((await remove(second)).status).toBe(409);
  });
});
