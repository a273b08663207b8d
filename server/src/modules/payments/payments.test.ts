import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity.js';
import { users } from '../../db/schema/auth.js';
import { paymentLedger, paymentRequests, payoutAccounts } from '../../db/schema/payments.js';
import { files } from '../../db/schema/storage.js';
import { teamMembers, teams } from '../../db/schema/teams.js';
import { createMemberPaymentRequest } from './payments.service.js';
import {
  type Caller,
  draftedGames,
  errorCode,
  gql,
  type Loose,
  REQUEST_FIELDS,
  rest,
  type TeamWithMembers,
  teamWithMembers,
  setupTestApp,
} from '../../testing/index.js';

const server = setupTestApp();

const CREATE = `mutation($teamId: ID!, $payerUserId: ID!, $amountCents: Int!, $note: String) {
  createPaymentRequest(teamId: $teamId, payerUserId: $payerUserId, amountCents: $amountCents, note: $note) { ${REQUEST_FIELDS} }
}`;
const LIST = `query($teamId: ID) { paymentRequests(teamId: $teamId) { ${REQUEST_FIELDS} } }`;
const SET_STATUS = `mutation($id: ID!, $status: PaymentRequestStatus!) {
  setPaymentRequestStatus(id: $id, status: $status) { ${REQUEST_FIELDS} }
}`;
const MARK_SENT = `mutation($id: ID!, $evidenceFileId: ID) {
  markPaymentSent(id: $id, evidenceFileId: $evidenceFileId) { ${REQUEST_FIELDS} }
}`;
const REMIND = `mutation($id: ID!) { remindPayer(id: $id) { id lastRemindedAt } }`;

async function createRequest(t: TeamWithMembers, amountCents = 2500, payer?: Caller) {
  const res = await gql(server.app, t.owner, CREATE, {
    teamId: t.id,
    payerUserId: (payer ?? t.members[0]!).id,
    amountCents,
    note: 'Week 3',
  });
  expect(res.errors).toBeUndefined();
  return res.data!.createPaymentRequest as { id: string; [k: string]: unknown };
}

// In the order they were written (seq): created_at is their transaction's start, and two
// transactions waiting on the same request may have started the other way round.
const ledgerRows = (requestId: string) =>
  server.db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.requestId, requestId))
    .orderBy(paymentLedger.seq);

describe('payment requests over GraphQL', () => {
  it('lists each request with its own history, every actor named', async () => {
    const t = await teamWithMembers(server.db);
    const first = await createRequest(t, 2500);
    const second = await createRequest(t, 4000, t.members[1]!);
    const sent = await gql(server.app, t.members[0]!, MARK_SENT, { id: first.id });
    expect(sent.errors).toBeUndefined();

    const list = await gql(server.app, t.owner, LIST, { teamId: t.id });
    expect(list.errors).toBeUndefined();
    const history = Object.fromEntries(
      list.data!.paymentRequests.map(
        (r: { id: string; ledger: { kind: string; actorName: string }[] }) => [
          r.id,
          r.ledger.map((e) => [e.kind, e.actorName]),
        ],
      ),
    );
    expect(history).toEqual({
      [first.id]: [
        ['created', 'Olivia'],
        ['status_changed', 'Mia'],
      ],
      [second.id]: [['created', 'Olivia']],
    });
  });

  it('lists the history in write order even where created_at says otherwise', async () => {
    // A transaction that started first but wrote last: its entry has the earlier created_at.
    const t = await teamWithMembers(server.db);
    const { id } = await createRequest(t);
    await server.db.insert(paymentLedger).values({
      requestId: id,
      actorUserId: t.owner.id,
      kind: 'reminded',
      fromStatus: 'pending',
      toStatus: 'pending',
      createdAt: new Date(Date.now() - 3600_000),
    });

    const list = await gql(server.app, t.owner, LIST, { teamId: t.id });
    expect(list.errors).toBeUndefined();
    const [listed] = list.data!.paymentRequests as { ledger: { kind: string }[] }[];
    expect(listed!.ledger.map((e) => e.kind)).toEqual(['created', 'reminded']);
  });

  it('the owner creates one; the payer sees their own, other members and outsiders nothing', async () => {
    const t = await teamWithMembers(server.db);
    const created = await createRequest(t);
    expect(created).toMatchObject({
      amountCents: 2500,
      currency: 'USD',
      status: 'pending',
      teamName: 'Sunday Crew',
      payerName: 'Mia',
      ownerName: 'Olivia',
      canManage: true,
      isMine: false,
      cardAvailable: false,
      cardFeeCents: null,
      payLink: null,
    });
    expect(created.ledger).toEqual([
      expect.objectContaining({
        kind: 'created',
        toStatus: 'pending',
        amountCents: 2500,
        actorName: 'Olivia',
      }),
    ]);

    const payer = await gql(server.app, t.members[0]!, LIST, { teamId: t.id });
    expect(payer.data!.paymentRequests).toEqual([
      expect.objectContaining({ id: created.id, isMine: true, canManage: false }),
    ]);
    const allMine = await gql(server.app, t.members[0]!, LIST, {});
    expect(allMine.data!.paymentRequests.map((r: { id: string }) => r.id)).toEqual([created.id]);

    expect(
      (await gql(server.app, t.members[1]!, LIST, { teamId: t.id })).data!.paymentRequests,
    ).toEqual([]);
    expect(errorCode(await gql(server.app, t.outsider, LIST, { teamId: t.id }))).toBe('NOT_FOUND');
    expect((await gql(server.app, t.outsider, LIST, {})).data!.paymentRequests).toEqual([]);
    expect(errorCode(await gql(server.app, null, LIST, {}))).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad amount, a payer outside the team, and creators other than the owner', async () => {
    const t = await teamWithMembers(server.db);
    const base = { teamId: t.id, payerUserId: t.members[0]!.id };
    for (const amountCents of [0, -5, 10_000_001]) {
      const res = await gql(server.app, t.owner, CREATE, { ...base, amountCents });
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
    }
    expect(
      errorCode(
        await gql(server.app, t.owner, CREATE, {
          ...base,
          payerUserId: t.outsider.id,
          amountCents: 100,
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await gql(server.app, t.owner, CREATE, {
          ...base,
          payerUserId: t.owner.id,
          amountCents: 100,
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await gql(server.app, t.members[0]!, CREATE, { ...base, amountCents: 100 })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(server.app, t.outsider, CREATE, { ...base, amountCents: 100 })),
    ).toBe('NOT_FOUND');
    expect(await server.db.select().from(paymentRequests)).toEqual([]);
  });

  it('owner marks paid then waived; each change is a ledger entry; payment activity logged', async () => {
    const t = await teamWithMembers(server.db);
    const { id } = await createRequest(t, 12_345);
    const paid = await gql(server.app, t.owner, SET_STATUS, { id, status: 'paid' });
    expect(paid.data!.setPaymentRequestStatus).toMatchObject({
      status: 'paid',
      paidVia: 'external',
    });
    expect(paid.data!.setPaymentRequestStatus.paidAt).toBeTruthy();
    // Setting the same status again changes nothing and adds no entry.
    await gql(server.app, t.owner, SET_STATUS, { id, status: 'paid' });
    const waived = await gql(server.app, t.owner, SET_STATUS, { id, status: 'waived' });
    expect(waived.data!.setPaymentRequestStatus).toMatchObject({ status: 'waived', paidAt: null });
    expect(
      waived.data!.setPaymentRequestStatus.ledger.map(
        (e: { kind: string; fromStatus: string; toStatus: string }) => [
          e.kind,
          e.fromStatus,
          e.toStatus,
        ],
      ),
    ).toEqual([
      ['created', null, 'pending'],
      ['status_changed', 'pending', 'paid'],
      ['status_changed', 'paid', 'waived'],
    ]);
    const activity = await server.db
      .select({
        type: activityLog.activityType,
        userId: activityLog.userId,
        details: activityLog.details,
      })
      .from(activityLog)
      .where(eq(activityLog.teamId, t.id));
    expect(activity).toEqual(
      expect.arrayContaining([
        // Each names its request: the feed shows it only to those who may see the request.
        {
          type: 'payment_made',
          userId: t.members[0]!.id,
          details: { amount: '123.45', payment_request_id: id },
        },
        {
          type: 'payment_received',
          userId: t.owner.id,
          details: { amount: '123.45', payment_request_id: id },
        },
      ]),
    );
    expect(errorCode(await gql(server.app, t.owner, SET_STATUS, { id, status: 'pending' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(await gql(server.app, t.members[0]!, SET_STATUS, { id, status: 'paid' })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(server.app, t.members[1]!, SET_STATUS, { id, status: 'paid' })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await gql(server.app, t.outsider, SET_STATUS, { id, status: 'paid' }))).toBe(
      'NOT_FOUND',
    );
  });

  it('concurrent changes are serialised: the ledger chain has no gap and nothing is overwritten', async () => {
    const t = await teamWithMembers(server.db);
    const { id } = await createRequest(t);
    const results = await Promise.all([
      gql(server.app, t.owner, SET_STATUS, { id, status: 'paid' }),
      gql(server.app, t.owner, SET_STATUS, { id, status: 'waived' }),
      gql(server.app, t.members[0]!, MARK_SENT, { id }),
    ]);
    const rows = await ledgerRows(id);
    // Every entry starts where the previous one ended.
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.fromStatus).toBe(rows[i - 1]!.toStatus);
    const [final] = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, id));
    expect(final!.status).toBe(rows.at(-1)!.toStatus);
    // A refused "I paid" (after the owner settled it) is a clear CONFLICT, never silent.
    for (const r of results) if (r.errors) expect(errorCode(r)).toBe('CONFLICT');
  });

  it('the payer says "I paid" with a receipt; the owner confirms', async () => {
    const t = await teamWithMembers(server.db);
    const { id } = await createRequest(t);
    const payer = t.members[0]!;
    const [receipt] = await server.db
      .insert(files)
      .values({
        bucketId: 'receipts',
        name: 'r.png',
        mimeType: 'image/png',
        size: 10,
        uploadedBy: payer.id,
        isUploaded: true,
      })
      .returning();
    const [otherFile] = await server.db
      .insert(files)
      .values({ bucketId: 'receipts', name: 'x.png', uploadedBy: t.owner.id, isUploaded: true })
      .returning();
    expect(
      errorCode(await gql(server.app, payer, MARK_SENT, { id, evidenceFileId: otherFile!.id })),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(server.app, t.owner, MARK_SENT, { id }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(server.app, t.members[1]!, MARK_SENT, { id }))).toBe('NOT_FOUND');

    const sent = await gql(server.app, payer, MARK_SENT, { id, evidenceFileId: receipt!.id });
    expect(sent.data!.markPaymentSent).toMatchObject({
      status: 'payer_marked_paid',
      evidenceFileId: receipt!.id,
      evidenceUrl: `/v1/storage/files/${receipt!.id}`,
    });
    const [tagged] = await server.db.select().from(files).where(eq(files.id, receipt!.id));
    expect(tagged!.metadata).toEqual({ paymentRequestId: id });
    const kinds = sent.data!.markPaymentSent.ledger.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['created', 'status_changed', 'evidence_attached']);

    await gql(server.app, t.owner, SET_STATUS, { id, status: 'paid' });
    expect(errorCode(await gql(server.app, payer, MARK_SENT, { id }))).toBe('CONFLICT');
  });

  it('owner reminds a payer by e-mail at most once a day', async () => {
    const t = await teamWithMembers(server.db);
    const { id } = await createRequest(t);
    const first = await gql(server.app, t.owner, REMIND, { id });
    expect(first.errors).toBeUndefined();
    const mail = server.mailer.last(t.members[0]!.email, 'payment-reminder');
    expect(mail.data).toMatchObject({
      amount: '$25.00',
      teamName: 'Sunday Crew',
      ownerName: 'Olivia',
    });

    const again = await gql(server.app, t.owner, REMIND, { id });
    expect(errorCode(again)).toBe('RATE_LIMITED');
    expect(again.errors![0]!.message).toMatch(/already sent in the last 24 hours/);
    expect(server.mailer.sent.filter((m) => m.template === 'payment-reminder')).toHaveLength(1);

    await server.db
      .update(paymentRequests)
      .set({ lastRemindedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(paymentRequests.id, id));
    expect((await gql(server.app, t.owner, REMIND, { id })).errors).toBeUndefined();
    expect(server.mailer.sent.filter((m) => m.template === 'payment-reminder')).toHaveLength(2);
    expect(errorCode(await gql(server.app, t.members[0]!, REMIND, { id }))).toBe('FORBIDDEN');
    expect((await ledgerRows(id)).filter((e) => e.kind === 'reminded')).toHaveLength(2);
  });
});

describe('the ledger is append-only in the database', () => {
  it('refuses UPDATE and DELETE; deleting the team still removes its history', async () => {
    const t = await teamWithMembers(server.db);
    const { id } = await createRequest(t);
    await expect(
      server.db
        .update(paymentLedger)
        .set({ amountCents: 1 })
        .where(eq(paymentLedger.requestId, id)),
    ).rejects.toThrow();
    await expect(
      server.db.delete(paymentLedger).where(eq(paymentLedger.requestId, id)),
    ).rejects.toThrow();
    await expect(server.db.execute(sql`delete from payment_requests_ledger`)).rejects.toThrow();
    expect(await ledgerRows(id)).toHaveLength(1);
    await server.db.delete(teams).where(eq(teams.id, t.id));
    expect(await ledgerRows(id)).toHaveLength(0);
  });
});

describe('REST /api/payments', () => {
  it('request: rounds to integer cents, needs team, payer and a non-zero amount; owner only', async () => {
    const t = await teamWithMembers(server.db);
    const body = {
      teamId: t.id,
      ownerUserId: t.owner.id,
      payerUserId: t.members[0]!.id,
      amountCents: 1234.6,
      note: 'Parking',
      externalLink: 'https://venmo.com/u/olivia',
    };
    const ok = await rest(server.app, 'POST', '/api/payments/request', t.owner, body);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      ok: true,
      request: { amountCents: 1235, note: 'Parking', status: 'pending' },
    });

    const zero = await rest(server.app, 'POST', '/api/payments/request', t.owner, {
      ...body,
      amountCents: 0.4,
    });
    expect(zero).toMatchObject({ status: 400, body: { ok: false, error: 'bad_user_input' } });
    const noPayer = await rest(server.app, 'POST', '/api/payments/request', t.owner, {
      ...body,
      payerUserId: undefined,
    });
    expect(noPayer.status).toBe(400);
    const noTeam = await rest(server.app, 'POST', '/api/payments/request', t.owner, {
      ...body,
      teamId: '',
    });
    expect(noTeam.status).toBe(400);
    expect(
      (await rest(server.app, 'POST', '/api/payments/request', t.members[0]!, body)).status,
    ).toBe(403);
    expect((await rest(server.app, 'POST', '/api/payments/request', t.outsider, body)).status).toBe(
      404,
    );
    const noAuth = await rest(server.app, 'POST', '/api/payments/request', null, body);
    expect(noAuth).toMatchObject({ status: 401, body: { ok: false, error: 'unauthenticated' } });
    const otherOwner = await rest(server.app, 'POST', '/api/payments/request', t.owner, {
      ...body,
      ownerUserId: t.members[1]!.id,
    });
    expect(otherOwner.status).toBe(403);
  });

  it('update: the owner sets paid or waived; others are refused', async () => {
    const t = await teamWithMembers(server.db);
    const { id } = await createRequest(t);
    expect(
      (
        await rest(server.app, 'POST', '/api/payments/update', t.members[0]!, {
          id,
          status: 'paid',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await rest(server.app, 'POST', '/api/payments/update', t.members[1]!, {
          id,
          status: 'paid',
        })
      ).status,
    ).toBe(404);
    expect(
      (await rest(server.app, 'POST', '/api/payments/update', t.outsider, { id, status: 'paid' }))
        .status,
    ).toBe(404);
    expect(
      (await rest(server.app, 'POST', '/api/payments/update', t.owner, { id, status: 'bogus' }))
        .status,
    ).toBe(400);
    const waived = await rest(server.app, 'POST', '/api/payments/update', t.owner, {
      id,
      status: 'waived',
    });
    expect(waived).toMatchObject({
      status: 200,
      body: { ok: true, request: { id, status: 'waived' } },
    });
    const paid = await rest(server.app, 'POST', '/api/payments/update', t.owner, {
      id,
      status: 'paid',
    });
    expect(paid.body.request.status).toBe('paid');
  });
});

describe('team payment settings', () => {
  const UPDATE = `mutation($teamId: ID!, $input: PaymentHandlesInput!) {
    updatePaymentHandles(teamId: $teamId, input: $input) { venmoUsername cashappCashtag paypalMe zelleNote paymentsMode payoutsReady canManage }
  }`;

  it('the owner sets handles (validated); the Pay link follows the priority', async () => {
    const t = await teamWithMembers(server.db);
    const bad = await gql(server.app, t.owner, UPDATE, {
      teamId: t.id,
      input: { venmoUsername: 'no' },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await gql(server.app, t.members[0]!, UPDATE, {
          teamId: t.id,
          input: { venmoUsername: 'Olivia-V' },
        }),
      ),
    ).toBe('FORBIDDEN');
    const ok = await gql(server.app, t.owner, UPDATE, {
      teamId: t.id,
      input: {
        venmoUsername: '@Olivia-V',
        cashappCashtag: '$olivia',
        zelleNote: 'olivia@example.com',
      },
    });
    expect(ok.data!.updatePaymentHandles).toMatchObject({
      venmoUsername: 'Olivia-V',
      cashappCashtag: 'olivia',
      paypalMe: null,
      paymentsMode: 'external',
      payoutsReady: false,
      canManage: true,
    });
    const request = await createRequest(t, 2000);
    expect(request.payLink).toBe('https://venmo.com/Olivia-V?txn=pay&amount=20.00&note=Week+3');
    const member = await gql(
      server.app,
      t.members[0]!,
      `query($id: ID!) { teamPaymentSettings(teamId: $id) { venmoUsername canManage } }`,
      { id: t.id },
    );
    expect(member.data!.teamPaymentSettings).toEqual({
      venmoUsername: 'Olivia-V',
      canManage: false,
    });
    expect(
      errorCode(
        await gql(
          server.app,
          t.outsider,
          `query($id: ID!) { teamPaymentSettings(teamId: $id) { teamId } }`,
          { id: t.id },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('split the season and balances', () => {
  const SPLIT = `mutation($teamId: ID!, $mode: PaymentSplitMode!, $total: Int!) {
    splitSeason(teamId: $teamId, mode: $mode, totalCents: $total) { id payerUserId amountCents status }
  }`;
  const PREVIEW = `query($teamId: ID!, $mode: PaymentSplitMode!, $total: Int!) {
    splitPreview(teamId: $teamId, mode: $mode, totalCents: $total) { userId amountCents valueShare createsRequest }
  }`;
  const BALANCES = `query($teamId: ID!) { teamBalances(teamId: $teamId) {
    userId displayName requestedCents paidCents waivedCents outstandingCents valueShare costShare } }`;

  it('evenly: one request per member, cents adding up exactly to the total', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 3 });
    const preview = await gql(server.app, t.owner, PREVIEW, {
      teamId: t.id,
      mode: 'even',
      total: 10_001,
    });
    const lines = preview.data!.splitPreview as {
      userId: string;
      amountCents: number;
      createsRequest: boolean;
    }[];
    expect(lines.map((l) => l.amountCents)).toEqual([2501, 2500, 2500, 2500]);
    expect(lines.reduce((a, l) => a + l.amountCents, 0)).toBe(10_001);
    expect(lines[0]).toMatchObject({ userId: t.owner.id, createsRequest: false });

    const split = await gql(server.app, t.owner, SPLIT, {
      teamId: t.id,
      mode: 'even',
      total: 10_001,
    });
    expect(split.errors).toBeUndefined();
    const created = split.data!.splitSeason as { payerUserId: string; amountCents: number }[];
    expect(created.map((r) => r.payerUserId).sort()).toEqual(t.members.map((m) => m.id).sort());
    expect(created.every((r) => r.amountCents === 2500)).toBe(true);
    const [team] = await server.db.select().from(teams).where(eq(teams.id, t.id));
    expect(team!.totalCost).toBe(10_001);

    expect(
      errorCode(
        await gql(server.app, t.members[0]!, SPLIT, { teamId: t.id, mode: 'even', total: 100 }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await gql(server.app, t.outsider, PREVIEW, { teamId: t.id, mode: 'even', total: 100 }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await gql(server.app, t.owner, SPLIT, { teamId: t.id, mode: 'even', total: 0 })),
    ).toBe('BAD_USER_INPUT');
  });

  it("by value: refused before a draft, then shares follow the drafted games' scores", async () => {
    const t = await teamWithMembers(server.db, { memberCount: 2 });
    const early = await gql(server.app, t.owner, SPLIT, {
      teamId: t.id,
      mode: 'by_value',
      total: 9_000,
    });
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    expect(early.errors![0]!.message).toMatch(/needs a draft first/);
    expect(await server.db.select().from(paymentRequests)).toEqual([]);

    const [mia, noah] = t.members as [Caller, Caller];
    await draftedGames(server.db, t.id, [
      { userId: t.owner.id, score: 50 },
      { userId: mia.id, score: 80 },
      { userId: mia.id, score: 70 },
      { userId: noah.id, score: 100 },
    ]);
    const split = await gql(server.app, t.owner, SPLIT, {
      teamId: t.id,
      mode: 'by_value',
      total: 9_001,
    });
    const byPayer = new Map(
      (split.data!.splitSeason as { payerUserId: string; amountCents: number }[]).map((r) => [
        r.payerUserId,
        r.amountCents,
      ]),
    );
    // Values 50 / 150 / 100 of 300: 1500.17, 4500.5, 3000.33 -> 1500, 4501, 3000.
    expect(byPayer.get(mia.id)).toBe(4501);
    expect(byPayer.get(noah.id)).toBe(3000);

    const ids = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.payerUserId, mia.id));
    await gql(server.app, t.owner, SET_STATUS, { id: ids[0]!.id, status: 'paid' });
    const noahReq = await server.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.payerUserId, noah.id));
    await gql(server.app, t.owner, SET_STATUS, { id: noahReq[0]!.id, status: 'waived' });

    const balances = await gql(server.app, t.owner, BALANCES, { teamId: t.id });
    const rows = new Map(
      (balances.data!.teamBalances as { userId: string }[]).map((b) => [b.userId, b]),
    );
    expect(rows.get(mia.id)).toMatchObject({
      requestedCents: 4501,
      paidCents: 4501,
      waivedCents: 0,
      outstandingCents: 0,
      valueShare: 0.5,
    });
    expect(rows.get(noah.id)).toMatchObject({
      requestedCents: 3000,
      paidCents: 0,
      waivedCents: 3000,
      outstandingCents: 0,
    });
    // Noah's waived share falls back on the owner: 9001 - 4501 = 4500 of 9001.
    expect((rows.get(t.owner.id) as unknown as { costShare: number }).costShare).toBeCloseTo(
      4500 / 9001,
      6,
    );
    expect(errorCode(await gql(server.app, mia, BALANCES, { teamId: t.id }))).toBe('FORBIDDEN');
  });
});

describe('payouts (REST, sandbox provider)', () => {
  it('owner gets an onboarding link; status turns ready after onboarding and card mode follows', async () => {
    const t = await teamWithMembers(server.db, { plan: 'unlimited' });
    expect(
      (await rest(server.app, 'POST', '/api/payouts/account-link', t.members[0]!, { teamId: t.id }))
        .status,
    ).toBe(403);
    expect(
      (await rest(server.app, 'POST', '/api/payouts/account-link', t.outsider, { teamId: t.id }))
        .status,
    ).toBe(404);
    expect(
      (await rest(server.app, 'GET', `/api/connect/status?teamId=${t.id}`, t.outsider)).status,
    ).toBe(404);
    expect(
      await rest(server.app, 'GET', `/api/connect/status?teamId=${t.id}`, t.members[0]!),
    ).toMatchObject({
      status: 200,
      body: { ready: false },
    });

    const link = await rest(server.app, 'POST', '/api/payouts/account-link', t.owner, {
      teamId: t.id,
    });
    expect(link.status).toBe(200);
    const url = new URL(link.body.url as string);
    expect(url.pathname).toMatch(/^\/sandbox\/onboarding\/acct_sbx_/);
    const again = await rest(server.app, 'POST', '/api/payouts/account-link', t.owner, {
      teamId: t.id,
    });
    expect(new URL(again.body.url as string).pathname).toBe(url.pathname);

    const form = await rest(server.app, 'GET', url.pathname, null);
    expect(form.status).toBe(200);
    expect(form.body).toContain('Set up payouts');
    const done = await server.app.request(url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Olivia&routing=110000000&acct=000123456789',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`/app/teams/${t.id}?payouts=return`);

    expect(
      (await rest(server.app, 'GET', `/api/connect/status?teamId=${t.id}`, t.members[0]!)).body,
    ).toEqual({ ready: true });
    const settings = await gql(
      server.app,
      t.owner,
      `query($id: ID!) { teamPaymentSettings(teamId: $id) { paymentsMode payoutsReady } }`,
      { id: t.id },
    );
    expect(settings.data!.teamPaymentSettings).toEqual({
      paymentsMode: 'integrated',
      payoutsReady: true,
    });
    const [team] = await server.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, t.id)));
    expect(team!.paymentsMode).toBe('integrated');
  });
});

describe('requests between two members (swaps balanced with money, games taken for a price)', () => {
  it('the member owed sees and settles it; the payer sees it; other members do not', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 3, plan: 'unlimited' });
    const [payee, payer, bystander] = t.members as [Caller, Caller, Caller];
    const created = await createMemberPaymentRequest(server.db, {
      teamId: t.id,
      payeeUserId: payee.id,
      payerUserId: payer.id,
      amountCents: 1500,
      description: 'Swap: Week 3 for Week 9',
      actorUserId: payer.id,
    });

    const listed = async (who: Caller) =>
      ((await gql(server.app, who, LIST, { teamId: t.id })).data!.paymentRequests as Loose[]).map(
        (r) => ({
          id: r.id,
          canManage: r.canManage,
          isMine: r.isMine,
        }),
      );
    expect(await listed(payee)).toEqual([{ id: created.id, canManage: true, isMine: false }]);
    expect(await listed(payer)).toEqual([{ id: created.id, canManage: false, isMine: true }]);
    expect(await listed(bystander)).toEqual([]);
    expect(await listed(t.owner)).toEqual([{ id: created.id, canManage: true, isMine: false }]);

    // The payer cannot settle it themselves, nor can a bystander.
    for (const who of [payer, bystander]) {
      const refused = await gql(server.app, who, SET_STATUS, { id: created.id, status: 'paid' });
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorCode(refused));
    }
    const paid = await gql(server.app, payee, SET_STATUS, { id: created.id, status: 'paid' });
    expect(paid.errors).toBeUndefined();
    expect((paid.data!.setPaymentRequestStatus as Loose).status).toBe('paid');
  });
});

describe('the payments list', () => {
  const ids = (res: { data?: Loose | null }) =>
    (res.data!.paymentRequests as Loose[]).map((r) => r.id as string);

  it('an owner with no requests gets an empty list; a bad or unknown team id is refused', async () => {
    const t = await teamWithMembers(server.db);
    const empty = await gql(server.app, t.owner, LIST, { teamId: t.id });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.paymentRequests).toEqual([]);
    expect((await gql(server.app, t.owner, LIST, {})).data!.paymentRequests).toEqual([]);
    for (const teamId of ['not-a-team', '00000000-0000-4000-8000-000000000000']) {
      expect(errorCode(await gql(server.app, t.owner, LIST, { teamId }))).toBe('NOT_FOUND');
    }
  });

  it('across teams: every request of a team the caller owns, their own of another, newest first', async () => {
    const mine = await teamWithMembers(server.db);
    const other = await teamWithMembers(server.db);
    await server.db
      .insert(teamMembers)
      .values({ teamId: other.id, userId: mine.owner.id, role: 'member', joinedAt: new Date() });
    const owned = await createRequest(mine);
    const owing = await gql(server.app, other.owner, CREATE, {
      teamId: other.id,
      payerUserId: mine.owner.id,
      amountCents: 900,
    });
    const othersOwn = await createRequest(other);

    const listed = await gql(server.app, mine.owner, LIST, {});
    expect(ids(listed)).toEqual([owing.data!.createPaymentRequest.id, owned.id]);
    expect(listed.data!.paymentRequests[0]).toMatchObject({ isMine: true, canManage: false });
    expect(ids(await gql(server.app, mine.owner, LIST, { teamId: other.id }))).toEqual([
      owing.data!.createPaymentRequest.id,
    ]);
    expect(ids(await gql(server.app, other.owner, LIST, { teamId: other.id }))).toEqual([
      othersOwn.id,
      owing.data!.createPaymentRequest.id,
    ]);
  });

  it('a removed member keeps only what they pay in the team they left, not what they are owed', async () => {
    const t = await teamWithMembers(server.db, { memberCount: 3 });
    const [leaving, payer, third] = t.members as [Caller, Caller, Caller];
    const theirs = await createRequest(t, 2500, leaving);
    await createMemberPaymentRequest(server.db, {
      teamId: t.id,
      payeeUserId: leaving.id,
      payerUserId: payer.id,
      amountCents: 1500,
      description: 'Swap: Week 3 for Week 9',
      actorUserId: payer.id,
    });
    await createRequest(t, 3000, third);
    await server.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, t.id), eq(teamMembers.userId, leaving.id)));

    const listed = await gql(server.app, leaving, LIST, {});
    expect(listed.data!.paymentRequests).toEqual([
      expect.objectContaining({ id: theirs.id, payerName: 'Mia', ownerName: 'Olivia' }),
    ]);
    expect(errorCode(await gql(server.app, leaving, LIST, { teamId: t.id }))).toBe('NOT_FOUND');
    const owners = await gql(server.app, t.owner, LIST, { teamId: t.id });
    expect(owners.data!.paymentRequests).toHaveLength(3);
  });

  it('names a deleted account "Former member" and an entry without an actor "Payment provider"', async () => {
    const t = await teamWithMembers(server.db);
    const created = await createRequest(t);
    expect((await gql(server.app, t.members[0]!, MARK_SENT, { id: created.id })).errors).toBe(
      undefined,
    );
    await server.db.insert(paymentLedger).values({
      requestId: created.id,
      actorUserId: null,
      kind: 'reminded',
      fromStatus: 'payer_marked_paid',
      toStatus: 'payer_marked_paid',
    });
    await server.db.delete(users).where(eq(users.id, t.members[0]!.id));

    const [listed] = (await gql(server.app, t.owner, LIST, { teamId: t.id })).data!
      .paymentRequests as Loose[];
    expect(listed).toMatchObject({ payerUserId: null, payerName: 'Former member' });
    expect((listed!.ledger as Loose[]).map((e) => e.actorName)).toEqual([
      'Olivia',
      'Former member',
      'Payment provider',
    ]);
  });

  it("card payments after a handover go to the previous owner's ready account, on Unlimited only", async () => {
    const t = await teamWithMembers(server.db, { plan: 'unlimited' });
    const [payer, newOwner] = t.members as [Caller, Caller];
    await createRequest(t, 5000, payer);
    await server.db.insert(payoutAccounts).values({
      ownerUserId: t.owner.id,
      provider: 'sandbox',
      accountId: `acct_${t.id}`,
      ready: true,
    });
    const card = async () =>
      ((await gql(server.app, payer, LIST, { teamId: t.id })).data!.paymentRequests as Loose[])[0]!
        .cardAvailable;
    const setTeam = (patch: Partial<typeof teams.$inferInsert>) =>
      server.db.update(teams).set(patch).where(eq(teams.id, t.id));

    await setTeam({ paymentsMode: 'integrated' });
    expect(await card()).toBe(true);
    // Handed over: the new owner has no account yet, so the previous owner's takes the payments.
    await setTeam({ ownerId: newOwner.id, payoutsUserId: t.owner.id });
    expect(await card()).toBe(true);
    await setTeam({ payoutsUserId: null });
    expect(await card()).toBe(false);
    await setTeam({ payoutsUserId: t.owner.id, plan: 'free' });
    expect(await card()).toBe(false);
  });
});
