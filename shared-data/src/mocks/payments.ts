import { http, HttpResponse } from 'msw';
import * as domain from '@tiix/domain';
import * as sample from '../fixtures/sample';
import { iso, MOCK_FRIEND_ID, MOCK_TEAM_ID, MOCK_USER_ID, type Row } from '../fixtures/sample';
import { ledgerEntry, paymentRequest, samplePaymentRequests } from '../fixtures/sample';
import { SAMPLE_BALANCES, SAMPLE_DRAFTED_VALUES } from '../fixtures/sample';
import { addResolvers, failure, graphqlHandler, refusal } from './schema';
import { mockTeamsBackend, nextId } from './teams';

/** The sample team's second member, payer of the sample requests. */
export const MOCK_PAYER_ID = MOCK_FRIEND_ID;

export type MockPaymentRequest = ReturnType<typeof paymentRequest> & Row;

/** Requests with their ledgers, payouts, card mode, plan billing and uploads; `reset()` between tests. */
export const mockPaymentsBackend = {
  requests: [] as MockPaymentRequest[],
  payoutsReady: new Map<string, boolean>(),
  cardMode: new Map<string, boolean>(),
  billing: new Map<string, Row>(),
  /** Drafted value of each member's games, by team then member (none before a draft). */
  valueShares: new Map<string, Map<string, number>>(),
  uploads: [] as { id: string; name: string; bucketId: string; metadata: unknown }[],

  reset() {
    this.requests = samplePaymentRequests();
    this.payoutsReady.clear();
    this.cardMode.clear();
    this.billing.clear();
    this.valueShares = new Map([[MOCK_TEAM_ID, new Map(Object.entries(SAMPLE_DRAFTED_VALUES))]]);
    this.uploads = [];
  },
};
mockPaymentsBackend.reset();

const team = (teamId: unknown) => mockTeamsBackend.get(teamId);
const nameOf = (teamId: string, userId: unknown) =>
  team(teamId).members.find((m) => m.userId === userId)?.displayName ?? 'Member';
const manages = (teamId: string) => team(teamId).ownerId === MOCK_USER_ID;
/** The team's plan and card mode as the domain's card rule reads them. */
const cardTeam = (teamId: string) => {
  const { plan, planExpiresAt } = team(teamId);
  return {
    plan,
    planExpiresAt: planExpiresAt ? new Date(planExpiresAt) : null,
    paymentsMode: mockPaymentsBackend.cardMode.get(teamId) ? 'integrated' : 'external',
  };
};
const cardOn = (teamId: string) =>
  domain.takesCards(cardTeam(teamId)) && !!mockPaymentsBackend.payoutsReady.get(teamId);
/** A member's share of the drafted value, as the sample balances hold it; null before a draft. */
const share = (teamId: string, userId: string | null) =>
  mockPaymentsBackend.valueShares.get(teamId)?.size
    ? ((SAMPLE_BALANCES[userId ?? '']?.valueShare as number | undefined) ?? 0)
    : null;

function view(req: MockPaymentRequest) {
  return {
    payLink: null,
    ...req,
    teamName: team(req.teamId).name,
    updatedAt: req.createdAt,
    payerName: nameOf(req.teamId, req.payerUserId),
    ownerName: nameOf(req.teamId, req.ownerUserId),
    ...domain.cardOffer(
      cardTeam(req.teamId),
      !!mockPaymentsBackend.payoutsReady.get(req.teamId),
      req,
    ),
    canManage: domain.canManagePaymentRequest(MOCK_USER_ID, team(req.teamId), req),
    isMine: req.payerUserId === MOCK_USER_ID,
  };
}

function request(teamId: string, payerUserId: string, amountCents: number, fields: Row) {
  const row = {
    ...paymentRequest(nextId('payreq'), payerUserId, amountCents, Date.now(), fields),
    teamId,
  };
  mockPaymentsBackend.requests.unshift(row);
  return row;
}

/** Writes what happened to a request into its ledger (and its new status, if any). */
function record(id: string, kind: string, status?: string, fields: Row = {}) {
  const req = mockPaymentsBackend.requests.find((r) => r.id === id);
  if (!req) throw refusal('Payment request not found', 'NOT_FOUND');
  const from = status ? req.status : null;
  req.ledger.push(ledgerEntry(nextId('ledger'), kind, Date.now(), from, status ?? null));
  Object.assign(
    req,
    fields,
    status ? { status } : {},
    status === 'paid' ? { paidAt: iso(), paidVia: req.paidVia ?? 'external' } : {},
  );
  return view(req);
}

const settings = (teamId: string) => ({
  ...team(teamId),
  teamId,
  paymentsMode: cardOn(teamId) ? 'integrated' : 'external',
  payoutsReady: !!mockPaymentsBackend.payoutsReady.get(teamId),
  canManage: manages(teamId),
});

const billing = (teamId: string) => ({
  ...(mockPaymentsBackend.billing.get(teamId) ?? sample.NO_BILLING),
  teamId,
  plan: team(teamId).plan,
  priceCents: domain.PLAN_PRICE_CENTS,
  canManage: manages(teamId),
});

function split(teamId: string, mode: string, totalCents: number) {
  const members = team(teamId).members.filter((m) => m.userId);
  const values = mockPaymentsBackend.valueShares.get(teamId);
  const byValue = mode === 'by_value' && values?.size;
  const weights = members.map((m) => (byValue ? (values.get(m.userId!) ?? 0) : 1));
  const amounts = domain.splitByWeights(totalCents, weights);
  return members.map((m, i) => ({
    userId: m.userId,
    displayName: m.displayName,
    amountCents: amounts[i],
    valueShare: share(teamId, m.userId),
    createsRequest: m.userId !== team(teamId).ownerId,
  }));
}

addResolvers({
  paymentRequests: ({ teamId }) =>
    mockPaymentsBackend.requests
      .filter((r) => mockTeamsBackend.teams.has(r.teamId) && (!teamId || r.teamId === teamId))
      .map(view),
  teamPaymentSettings: ({ teamId }) => settings(teamId),
  // The sample team's balances are data: the server sums them from requests and draft.
  teamBalances: ({ teamId }) =>
    team(teamId).members.flatMap((m) => {
      const row = teamId === MOCK_TEAM_ID && SAMPLE_BALANCES[m.userId ?? ''];
      return row ? [{ ...row, userId: m.userId, displayName: m.displayName }] : [];
    }),
  splitPreview: ({ teamId, mode, totalCents }) => split(teamId, mode, totalCents),
  billing: ({ teamId }) => billing(teamId),
  updatePaymentHandles: ({ teamId, input }) => {
    const handles = { venmoUsername: null, cashappCashtag: null, paypalMe: null, zelleNote: null };
    Object.assign(team(teamId), handles, input);
    return settings(teamId);
  },
  setPaymentsMode: ({ teamId, mode }) => {
    mockPaymentsBackend.cardMode.set(team(teamId).id, mode === 'integrated');
    return settings(teamId);
  },
  createPaymentRequest: ({ teamId, payerUserId, amountCents, note, description }) =>
    view(
      request(team(teamId).id, payerUserId, amountCents, {
        note: note?.trim() || null,
        description: description?.trim() || null,
      }),
    ),
  setPaymentRequestStatus: ({ id, status }) => record(id, 'status_changed', status),
  markPaymentSent: ({ id, evidenceFileId }) => {
    if (evidenceFileId)
      record(id, 'evidence_attached', undefined, {
        evidenceFileId,
        evidenceUrl: `/v1/storage/files/${evidenceFileId}`,
      });
    return record(id, 'status_changed', 'payer_marked_paid');
  },
  splitSeason: ({ teamId, mode, totalCents, note }) => {
    team(teamId).totalCost = totalCents;
    const lines = split(teamId, mode, totalCents).filter(
      (l) => l.amountCents! > 0 && l.createsRequest,
    );
    const made = lines.map((l) =>
      request(teamId, l.userId!, l.amountCents!, { note: note?.trim() || 'Season split' }),
    );
    return made.reverse().map(view);
  },
  remindPayer: ({ id }) => record(id, 'reminded', undefined, { lastRemindedAt: iso() }),
  // Offline there is no hosted checkout: the payment succeeds at once, like a sandbox webhook.
  startCardCheckout: ({ id }) => {
    record(id, 'card_payment', 'paid', { paidVia: 'card' });
    return `/app/payments?checkout=success&request=${id}`;
  },
  startPlanCheckout: ({ teamId }) => {
    const expires = iso(Date.now() + 365 * 86_400_000);
    Object.assign(team(teamId), { plan: 'unlimited', planExpiresAt: expires });
    mockPaymentsBackend.billing.set(teamId, sample.planBilling(nextId('receipt'), expires));
    return `/app/settings?billing=success&team=${teamId}`;
  },
  cancelPlan: ({ teamId }) => {
    const canceled = { status: 'canceled', cancelAtPeriodEnd: true, renewsAt: null };
    Object.assign(mockPaymentsBackend.billing.get(teamId)!, canceled);
    return billing(teamId);
  },
  resumePlan: ({ teamId }) => {
    const row = mockPaymentsBackend.billing.get(teamId)!;
    Object.assign(row, { status: 'active', cancelAtPeriodEnd: false, renewsAt: row.expiresAt });
    return billing(teamId);
  },
});

export const paymentsHandlers = [
  graphqlHandler,
  http.get('*/api/connect/status', ({ request }) => {
    const teamId = new URL(request.url).searchParams.get('teamId') ?? '';
    return HttpResponse.json({ ready: mockPaymentsBackend.payoutsReady.get(teamId) ?? false });
  }),
  http.post('*/api/payouts/account-link', async ({ request }) => {
    const { teamId = '' } = (await request.json().catch(() => ({}))) as { teamId?: string };
    if (!mockTeamsBackend.teams.has(teamId))
      return failure(404, 'not_found', domain.TEAM_NOT_FOUND_OR_DENIED);
    // Offline onboarding completes at once.
    mockPaymentsBackend.payoutsReady.set(teamId, true);
    return HttpResponse.json({ url: `/app/teams/${teamId}?payouts=return` });
  }),
  http.post('*/v1/storage/files', async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll('file[]').filter((f): f is File => typeof f !== 'string');
    const bucketId = String(form.get('bucket-id') ?? 'default');
    const metadata = form.getAll('metadata[]').map((m) => JSON.parse(String(m)) as unknown);
    const processedFiles = files.map((file, i) => {
      const id = nextId('file');
      mockPaymentsBackend.uploads.push({ id, name: file.name, bucketId, metadata: metadata[i] });
      return sample.storedFile(id, file, bucketId, MOCK_USER_ID, metadata[i]);
    });
    return HttpResponse.json({ processedFiles }, { status: 201 });
  }),
];
