// One file on purpose until the mocks move onto the schema with fixture data (docs/decisions): the
// payments handlers share one in-memory ledger, and splitting them now would only be undone.
import { graphql, http, HttpResponse } from 'msw';
import {
  cardFeeCents,
  PLAN_FEATURE_MESSAGES,
  PLAN_PRICE_CENTS,
  TEAM_NOT_FOUND_OR_DENIED,
} from '@tiix/domain';
import { MOCK_TEAM_ID, MOCK_USER_ID, mockTeamsBackend } from './teams';

/**
 * Payments on the mock backend: requests with their ledger, handles, balances, the season split,
 * card checkout, payouts and the Unlimited plan, shaped like the server's GraphQL and REST answers
 * (mf-payments documents, the shell's billing section, team detail's payouts banner).
 */

type Status = 'pending' | 'payer_marked_paid' | 'paid' | 'waived' | 'cancelled';

interface MockLedgerEntry {
  __typename: 'PaymentLedgerEntry';
  id: string;
  at: string;
  actorUserId: string | null;
  actorName: string;
  kind: string;
  fromStatus: Status | null;
  toStatus: Status | null;
  amountCents: number | null;
  note: string | null;
}

export interface MockPaymentRequest {
  id: string;
  teamId: string;
  ownerUserId: string;
  payerUserId: string;
  amountCents: number;
  currency: string;
  status: Status;
  note: string | null;
  description: string | null;
  externalLink: string | null;
  evidenceUrl: string | null;
  evidenceFileId: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  paidVia: 'external' | 'card' | null;
  lastRemindedAt: string | null;
  ledger: MockLedgerEntry[];
}

interface MockBilling {
  status: 'active' | 'canceled' | 'expired' | 'none';
  renewsAt: string | null;
  expiresAt: string | null;
  cancelAtPeriodEnd: boolean;
  receipts: {
    id: string;
    at: string;
    amountCents: number;
    currency: string;
    description: string;
    url: string | null;
  }[];
}

/** The demo team's second member (see the teams mock). */
export const MOCK_PAYER_ID = '00000000-0000-4000-8000-000000000002';
/** The demo team's third member (an admin who got no games in the demo draft). */
const MOCK_THIRD_ID = '00000000-0000-4000-8000-000000000003';
const DAY_MS = 86_400_000;
const T0 = Date.parse('2025-07-01T15:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${(++seq).toString().padStart(4, '0')}`;

function memberName(teamId: string, userId: string | null): string {
  const member = mockTeamsBackend.teams.get(teamId)?.members.find((m) => m.userId === userId);
  return member?.displayName ?? member?.email?.split('@')[0] ?? 'Member';
}

function entry(
  actorUserId: string,
  teamId: string,
  kind: string,
  at: number,
  from: Status | null,
  to: Status | null,
  amountCents: number | null = null,
  note: string | null = null,
): MockLedgerEntry {
  return {
    __typename: 'PaymentLedgerEntry',
    id: nextId('ledger'),
    at: iso(at),
    actorUserId,
    actorName: memberName(teamId, actorUserId),
    kind,
    fromStatus: from,
    toStatus: to,
    amountCents,
    note,
  };
}

function request(
  payerUserId: string,
  amountCents: number,
  at: number,
  fields: Partial<MockPaymentRequest> = {},
): MockPaymentRequest {
  return {
    id: nextId('payreq'),
    teamId: MOCK_TEAM_ID,
    ownerUserId: MOCK_USER_ID,
    payerUserId,
    amountCents,
    currency: 'USD',
    status: 'pending',
    note: null,
    description: null,
    externalLink: null,
    evidenceUrl: null,
    evidenceFileId: null,
    createdAt: iso(at),
    updatedAt: iso(at),
    paidAt: null,
    paidVia: null,
    lastRemindedAt: null,
    ledger: [entry(MOCK_USER_ID, MOCK_TEAM_ID, 'created', at, null, 'pending', amountCents)],
    ...fields,
  };
}

function demoRequests(): MockPaymentRequest[] {
  const paid = request(MOCK_PAYER_ID, 62_500, T0, { note: 'Season tickets: first half' });
  paid.status = 'paid';
  paid.paidAt = iso(T0 + 3 * DAY_MS);
  paid.paidVia = 'external';
  paid.ledger.push(
    entry(MOCK_USER_ID, MOCK_TEAM_ID, 'status_changed', T0 + 3 * DAY_MS, 'pending', 'paid'),
  );
  const waived = request(MOCK_PAYER_ID, 1_250, T0 + 5 * DAY_MS, { description: 'Parking pass' });
  waived.status = 'waived';
  waived.ledger.push(
    entry(MOCK_USER_ID, MOCK_TEAM_ID, 'status_changed', T0 + 6 * DAY_MS, 'pending', 'waived'),
  );
  const pending = request(MOCK_PAYER_ID, 62_500, T0 + 30 * DAY_MS, {
    note: 'Season tickets: second half',
  });
  const plain = request(MOCK_PAYER_ID, 4_999, T0 + 31 * DAY_MS);
  // Newest first, like the server's list.
  return [plain, pending, waived, paid];
}

/** In-memory payments state behind the handlers; `reset()` between tests. */
export const mockPaymentsBackend = {
  requests: [] as MockPaymentRequest[],
  payoutsReady: new Map<string, boolean>(),
  cardMode: new Map<string, boolean>(),
  billing: new Map<string, MockBilling>(),
  /** Value shares of the demo draft (sum of a member's games' score over the team's). */
  valueShares: new Map<string, Map<string, number>>(),
  uploads: [] as { id: string; name: string; bucketId: string; metadata: unknown }[],

  reset() {
    seq = 0;
    this.requests = demoRequests();
    this.payoutsReady.clear();
    this.cardMode.clear();
    this.billing.clear();
    this.valueShares.clear();
    this.valueShares.set(
      MOCK_TEAM_ID,
      new Map([
        [MOCK_USER_ID, 0.6],
        [MOCK_PAYER_ID, 0.4],
        [MOCK_THIRD_ID, 0],
      ]),
    );
    this.uploads = [];
  },
};
mockPaymentsBackend.reset();

function plainTeam(teamId: string) {
  return mockTeamsBackend.teams.get(teamId);
}

/** The demo user sees everything of the teams they own and their own requests elsewhere. */
function shape(req: MockPaymentRequest) {
  const team = plainTeam(req.teamId);
  const ready = integrated(req.teamId);
  const handle = team?.venmoUsername
    ? `https://venmo.com/${encodeURIComponent(team.venmoUsername)}?txn=pay&amount=${(req.amountCents / 100).toFixed(2)}&note=${encodeURIComponent(req.note ?? req.description ?? 'Payment')}`
    : team?.cashappCashtag
      ? `https://cash.app/$${encodeURIComponent(team.cashappCashtag)}/${(req.amountCents / 100).toFixed(2)}`
      : team?.paypalMe
        ? `https://paypal.me/${encodeURIComponent(team.paypalMe)}/${(req.amountCents / 100).toFixed(2)}USD`
        : null;
  const { updatedAt: _u, ...rest } = req;
  return {
    __typename: 'PaymentRequest',
    ...rest,
    payerName: memberName(req.teamId, req.payerUserId),
    ownerName: memberName(req.teamId, req.ownerUserId),
    payLink: req.externalLink ?? handle,
    cardAvailable: ready,
    cardFeeCents: ready ? cardFeeCents(req.amountCents) : null,
    canManage: team?.ownerId === MOCK_USER_ID,
    isMine: req.payerUserId === MOCK_USER_ID,
  };
}

/** Card payments: the owner chose them, on Unlimited, with payouts ready. */
function integrated(teamId: string): boolean {
  return (
    plainTeam(teamId)?.plan === 'unlimited' &&
    (mockPaymentsBackend.payoutsReady.get(teamId) ?? false) &&
    (mockPaymentsBackend.cardMode.get(teamId) ?? false)
  );
}

function settingsOf(teamId: string) {
  const team = plainTeam(teamId)!;
  const ready = mockPaymentsBackend.payoutsReady.get(teamId) ?? false;
  return {
    __typename: 'TeamPaymentSettings',
    teamId,
    venmoUsername: team.venmoUsername,
    cashappCashtag: team.cashappCashtag,
    paypalMe: team.paypalMe,
    zelleNote: team.zelleNote,
    paymentsMode: integrated(teamId) ? 'integrated' : 'external',
    payoutsReady: ready,
    totalCost: team.totalCost,
    canManage: team.ownerId === MOCK_USER_ID,
  };
}

function billingOf(teamId: string) {
  const team = plainTeam(teamId)!;
  const row = mockPaymentsBackend.billing.get(teamId) ?? {
    status: 'none' as const,
    renewsAt: null,
    expiresAt: null,
    cancelAtPeriodEnd: false,
    receipts: [],
  };
  return {
    __typename: 'BillingStatus',
    teamId,
    plan: team.plan,
    priceCents: PLAN_PRICE_CENTS,
    canManage: team.ownerId === MOCK_USER_ID,
    ...row,
    receipts: row.receipts.map((r) => ({ __typename: 'BillingReceipt', ...r })),
  };
}

/** Cents split over people by weight, adding up exactly to the total (largest remainder). */
function splitCents(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const raw = weights.map((w) => (totalCents * w) / sum);
  const out = raw.map(Math.floor);
  let left = totalCents - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

function splitLines(teamId: string, mode: string, totalCents: number) {
  const team = plainTeam(teamId)!;
  const members = team.members.filter((m) => m.userId);
  const shares = mockPaymentsBackend.valueShares.get(teamId);
  const weights = members.map((m) => (mode === 'by_value' ? (shares?.get(m.userId!) ?? 0) : 1));
  const amounts = splitCents(totalCents, weights);
  return members.map((m, i) => ({
    __typename: 'SplitPreviewLine',
    userId: m.userId!,
    displayName: memberName(teamId, m.userId),
    amountCents: amounts[i]!,
    valueShare: shares?.get(m.userId!) ?? null,
    createsRequest: m.userId !== team.ownerId,
  }));
}

interface GraphqlErrorBody {
  data: null;
  errors: { message: string; extensions: { code: string } }[];
}
const gqlError = (message: string, code: string) =>
  HttpResponse.json<GraphqlErrorBody>({ data: null, errors: [{ message, extensions: { code } }] });

const NOT_FOUND = () => gqlError('Payment request not found', 'NOT_FOUND');
const TEAM_NOT_FOUND = () => gqlError(TEAM_NOT_FOUND_OR_DENIED, 'NOT_FOUND');
const CARD_LOCKED = PLAN_FEATURE_MESSAGES.card_payments;

function setStatus(req: MockPaymentRequest, to: Status, kind = 'status_changed') {
  const now = Date.now();
  req.ledger.push(entry(MOCK_USER_ID, req.teamId, kind, now, req.status, to));
  req.status = to;
  req.updatedAt = iso(now);
  if (to === 'paid') {
    req.paidAt = iso(now);
    req.paidVia ??= 'external';
  }
}

export const paymentsHandlers = [
  graphql.query('BillingTeams', () =>
    HttpResponse.json({
      data: {
        myTeams: [...mockTeamsBackend.teams.values()].reverse().map((t) => ({
          __typename: 'Team',
          id: t.id,
          name: t.name,
          plan: t.plan,
          myRole: t.myRole,
        })),
      },
    }),
  ),
  graphql.query('PaymentTeams', () =>
    HttpResponse.json({
      data: {
        myTeams: [...mockTeamsBackend.teams.values()].reverse().map((t) => ({
          __typename: 'Team',
          id: t.id,
          name: t.name,
          plan: t.plan,
          myRole: t.myRole,
        })),
      },
    }),
  ),
  graphql.query('PaymentTeam', ({ variables }) => {
    const team = plainTeam(variables.id as string);
    if (!team) return HttpResponse.json({ data: { team: null } });
    return HttpResponse.json({
      data: {
        team: {
          __typename: 'Team',
          id: team.id,
          name: team.name,
          plan: team.plan,
          myRole: team.myRole,
          ownerId: team.ownerId,
          members: team.members.map((m) => ({
            __typename: 'TeamMember',
            id: m.id,
            userId: m.userId,
            role: m.role,
            displayName: m.displayName,
            email: m.email,
          })),
        },
      },
    });
  }),
  graphql.query('PaymentRequests', ({ variables }) => {
    const teamId = (variables.teamId as string | null | undefined) ?? null;
    const rows = mockPaymentsBackend.requests.filter(
      (r) => plainTeam(r.teamId) && (!teamId || r.teamId === teamId),
    );
    return HttpResponse.json({ data: { paymentRequests: rows.map(shape) } });
  }),
  graphql.query('TeamPaymentSettings', ({ variables }) => {
    if (!plainTeam(variables.teamId as string)) return TEAM_NOT_FOUND();
    return HttpResponse.json({
      data: { teamPaymentSettings: settingsOf(variables.teamId as string) },
    });
  }),
  graphql.query('TeamBalances', ({ variables }) => {
    const teamId = variables.teamId as string;
    const team = plainTeam(teamId);
    if (!team) return TEAM_NOT_FOUND();
    const rows = mockPaymentsBackend.requests.filter(
      (r) => r.teamId === teamId && r.status !== 'cancelled',
    );
    const total = rows.reduce((n, r) => n + r.amountCents, 0);
    const shares = mockPaymentsBackend.valueShares.get(teamId);
    const balances = team.members
      .filter((m) => m.userId)
      .map((m) => {
        const mine = rows.filter((r) => r.payerUserId === m.userId);
        const sum = (status?: Status) =>
          mine.filter((r) => !status || r.status === status).reduce((n, r) => n + r.amountCents, 0);
        const requested = sum();
        return {
          __typename: 'MemberBalance',
          userId: m.userId!,
          displayName: memberName(teamId, m.userId),
          requestedCents: requested,
          paidCents: sum('paid'),
          waivedCents: sum('waived'),
          outstandingCents: sum('pending') + sum('payer_marked_paid'),
          valueShare: shares?.get(m.userId!) ?? null,
          costShare: total ? requested / total : null,
        };
      });
    return HttpResponse.json({ data: { teamBalances: balances } });
  }),
  graphql.query('SplitPreview', ({ variables }) => {
    const { teamId, mode, totalCents } = variables as {
      teamId: string;
      mode: string;
      totalCents: number;
    };
    if (!plainTeam(teamId)) return TEAM_NOT_FOUND();
    if (!Number.isInteger(totalCents) || totalCents <= 0)
      return gqlError('The total must be a positive amount', 'BAD_USER_INPUT');
    return HttpResponse.json({ data: { splitPreview: splitLines(teamId, mode, totalCents) } });
  }),
  graphql.query('Billing', ({ variables }) => {
    if (!plainTeam(variables.teamId as string)) return TEAM_NOT_FOUND();
    return HttpResponse.json({ data: { billing: billingOf(variables.teamId as string) } });
  }),
  graphql.mutation('UpdatePaymentHandles', ({ variables }) => {
    const team = plainTeam(variables.teamId as string);
    if (!team) return TEAM_NOT_FOUND();
    const input = variables.input as Record<string, string | null>;
    team.venmoUsername = input.venmoUsername ?? null;
    team.cashappCashtag = input.cashappCashtag ?? null;
    team.paypalMe = input.paypalMe ?? null;
    team.zelleNote = input.zelleNote ?? null;
    return HttpResponse.json({ data: { updatePaymentHandles: settingsOf(team.id) } });
  }),
  graphql.mutation('SetPaymentsMode', ({ variables }) => {
    const team = plainTeam(variables.teamId as string);
    if (!team) return TEAM_NOT_FOUND();
    if (variables.mode === 'integrated') {
      if (team.plan !== 'unlimited') return gqlError(CARD_LOCKED, 'PLAN_LIMIT');
      if (!mockPaymentsBackend.payoutsReady.get(team.id))
        return gqlError('Set up payouts first to collect by card.', 'CONFLICT');
    }
    mockPaymentsBackend.cardMode.set(team.id, variables.mode === 'integrated');
    return HttpResponse.json({ data: { setPaymentsMode: settingsOf(team.id) } });
  }),
  graphql.mutation('CreatePaymentRequest', ({ variables }) => {
    const { teamId, payerUserId, amountCents, note, description } = variables as {
      teamId: string;
      payerUserId: string;
      amountCents: number;
      note?: string | null;
      description?: string | null;
    };
    const team = plainTeam(teamId);
    if (!team) return TEAM_NOT_FOUND();
    if (!team.members.some((m) => m.userId === payerUserId))
      return gqlError('The payer must be a member of the team', 'BAD_USER_INPUT');
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      return gqlError('The amount must be more than $0.00', 'BAD_USER_INPUT');
    const row = request(payerUserId, amountCents, Date.now(), {
      teamId,
      note: note?.trim() || null,
      description: description?.trim() || null,
    });
    mockPaymentsBackend.requests.unshift(row);
    return HttpResponse.json({ data: { createPaymentRequest: shape(row) } });
  }),
  graphql.mutation('SetPaymentRequestStatus', ({ variables }) => {
    const row = mockPaymentsBackend.requests.find((r) => r.id === variables.id);
    if (!row) return NOT_FOUND();
    setStatus(row, variables.status as Status);
    return HttpResponse.json({ data: { setPaymentRequestStatus: shape(row) } });
  }),
  graphql.mutation('MarkPaymentSent', ({ variables }) => {
    const row = mockPaymentsBackend.requests.find((r) => r.id === variables.id);
    if (!row) return NOT_FOUND();
    if (variables.evidenceFileId) {
      row.evidenceFileId = String(variables.evidenceFileId);
      row.evidenceUrl = `/v1/storage/files/${row.evidenceFileId}`;
      row.ledger.push(entry(MOCK_USER_ID, row.teamId, 'evidence_attached', Date.now(), null, null));
    }
    setStatus(row, 'payer_marked_paid');
    return HttpResponse.json({ data: { markPaymentSent: shape(row) } });
  }),
  graphql.mutation('SplitSeason', ({ variables }) => {
    const { teamId, mode, totalCents, note } = variables as {
      teamId: string;
      mode: string;
      totalCents: number;
      note?: string | null;
    };
    const team = plainTeam(teamId);
    if (!team) return TEAM_NOT_FOUND();
    if (!Number.isInteger(totalCents) || totalCents <= 0)
      return gqlError('The total must be a positive amount', 'BAD_USER_INPUT');
    team.totalCost = totalCents;
    const created = splitLines(teamId, mode, totalCents)
      .filter((line) => line.amountCents > 0 && line.createsRequest)
      .map((line) =>
        request(line.userId, line.amountCents, Date.now(), {
          teamId,
          note: note?.trim() || 'Season split',
        }),
      );
    mockPaymentsBackend.requests.unshift(...created.reverse());
    return HttpResponse.json({ data: { splitSeason: created.map(shape) } });
  }),
  graphql.mutation('RemindPayer', ({ variables }) => {
    const row = mockPaymentsBackend.requests.find((r) => r.id === variables.id);
    if (!row) return NOT_FOUND();
    if (row.lastRemindedAt && Date.now() - Date.parse(row.lastRemindedAt) < DAY_MS)
      return gqlError('You can remind a payer once a day', 'RATE_LIMITED');
    row.lastRemindedAt = new Date().toISOString();
    row.ledger.push(entry(MOCK_USER_ID, row.teamId, 'reminded', Date.now(), null, null));
    return HttpResponse.json({ data: { remindPayer: shape(row) } });
  }),
  graphql.mutation('StartCardCheckout', ({ variables }) => {
    const row = mockPaymentsBackend.requests.find((r) => r.id === variables.id);
    if (!row) return NOT_FOUND();
    if (plainTeam(row.teamId)?.plan !== 'unlimited') return gqlError(CARD_LOCKED, 'PLAN_LIMIT');
    // Offline there is no hosted checkout: the payment succeeds at once, like a sandbox webhook.
    row.paidVia = 'card';
    setStatus(row, 'paid', 'card_payment');
    return HttpResponse.json({
      data: { startCardCheckout: `/app/payments?checkout=success&request=${row.id}` },
    });
  }),
  graphql.mutation('StartPlanCheckout', ({ variables }) => {
    const team = plainTeam(variables.teamId as string);
    if (!team) return TEAM_NOT_FOUND();
    const now = Date.now();
    team.plan = 'unlimited';
    team.planExpiresAt = iso(now + 365 * DAY_MS);
    mockPaymentsBackend.billing.set(team.id, {
      status: 'active',
      renewsAt: team.planExpiresAt,
      expiresAt: team.planExpiresAt,
      cancelAtPeriodEnd: false,
      receipts: [
        {
          id: nextId('receipt'),
          at: iso(now),
          amountCents: PLAN_PRICE_CENTS,
          currency: 'USD',
          description: 'Tiix Unlimited, 1 year',
          url: null,
        },
      ],
    });
    return HttpResponse.json({
      data: { startPlanCheckout: `/app/settings?billing=success&team=${team.id}` },
    });
  }),
  graphql.mutation('CancelPlan', ({ variables }) => {
    const row = mockPaymentsBackend.billing.get(variables.teamId as string);
    if (!row) return gqlError('There is no subscription to cancel', 'CONFLICT');
    Object.assign(row, { status: 'canceled', cancelAtPeriodEnd: true, renewsAt: null });
    return HttpResponse.json({ data: { cancelPlan: billingOf(variables.teamId as string) } });
  }),
  graphql.mutation('ResumePlan', ({ variables }) => {
    const row = mockPaymentsBackend.billing.get(variables.teamId as string);
    if (!row) return gqlError('There is no subscription to resume', 'CONFLICT');
    Object.assign(row, { status: 'active', cancelAtPeriodEnd: false, renewsAt: row.expiresAt });
    return HttpResponse.json({ data: { resumePlan: billingOf(variables.teamId as string) } });
  }),
  http.get('*/api/connect/status', ({ request }) => {
    const teamId = new URL(request.url).searchParams.get('teamId') ?? '';
    return HttpResponse.json({ ready: mockPaymentsBackend.payoutsReady.get(teamId) ?? false });
  }),
  http.post('*/api/payouts/account-link', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { teamId?: string };
    if (!body.teamId || !plainTeam(body.teamId))
      return HttpResponse.json(
        { ok: false, error: 'not_found', message: TEAM_NOT_FOUND_OR_DENIED },
        { status: 404 },
      );
    // Offline onboarding completes at once.
    mockPaymentsBackend.payoutsReady.set(body.teamId, true);
    return HttpResponse.json({ url: `/app/teams/${body.teamId}?payouts=return` });
  }),
  http.post('*/v1/storage/files', async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll('file[]').filter((f): f is File => typeof f !== 'string');
    const bucketId = String(form.get('bucket-id') ?? 'default');
    if (files.length === 0)
      return HttpResponse.json({ error: { message: 'No file[] in the upload' } }, { status: 400 });
    const metadata = form.getAll('metadata[]').map((m) => JSON.parse(String(m)) as unknown);
    const processedFiles = files.map((file, i) => {
      const id = nextId('file');
      mockPaymentsBackend.uploads.push({ id, name: file.name, bucketId, metadata: metadata[i] });
      const now = new Date().toISOString();
      return {
        id,
        name: file.name,
        size: file.size,
        bucketId,
        etag: `"${id}"`,
        createdAt: now,
        updatedAt: now,
        isUploaded: true,
        mimeType: file.type,
        uploadedByUserId: MOCK_USER_ID,
        metadata: metadata[i] ?? null,
      };
    });
    return HttpResponse.json({ processedFiles }, { status: 201 });
  }),
];
