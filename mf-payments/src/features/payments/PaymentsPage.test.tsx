import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@tiix/shared-ui';
import { createAppStore, createGraphqlClient } from '@tiix/shared-data';
import {
  MOCK_PAYER_ID,
  MOCK_TEAM_ID,
  MOCK_USER_ID,
  mockPaymentsBackend,
  mockTeamsBackend,
  paymentsHandlers,
  teamsHandlers,
} from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import PaymentsPage, { EMPTY_LIST } from './PaymentsPage';
import { checkoutNavigation } from './components/CardPayDialog';
import { HANDLE_MESSAGES } from './utils/handles';

const calls: { op: string; variables: Record<string, unknown> }[] = [];
const uploads: FormData[] = [];
const server = setupMswServer(...teamsHandlers, ...paymentsHandlers);
server.events.on('request:start', async ({ request }) => {
  if (!request.url.endsWith('/v1/graphql')) {
    if (request.url.endsWith('/v1/storage/files')) uploads.push(await request.clone().formData());
    return;
  }
  const body = (await request.clone().json()) as {
    operationName?: string;
    variables?: Record<string, unknown>;
  };
  calls.push({ op: body.operationName ?? '', variables: body.variables ?? {} });
});

beforeEach(() => {
  mockTeamsBackend.reset();
  mockPaymentsBackend.reset();
  // The demo team as these tests know it: the owner (Demo Fan) and one member (Sam Friend).
  const team = mockTeamsBackend.teams.get(MOCK_TEAM_ID)!;
  team.members = team.members.filter(
    (m) => m.userId === MOCK_USER_ID || m.userId === MOCK_PAYER_ID,
  );
  calls.length = 0;
  uploads.length = 0;
  // The page calls REST paths relative to its origin; Node's fetch needs them absolute.
  const mswFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    mswFetch(
      typeof input === 'string' && input.startsWith('/')
        ? new URL(input, 'http://localhost').href
        : input,
      init,
    ),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(path = '/app/payments') {
  const store = createAppStore();
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  render(
    <ReduxProvider store={store}>
      <UrqlProvider value={client}>
        <MemoryRouter initialEntries={[path]}>
          <PaymentsPage />
        </MemoryRouter>
        <Toaster />
      </UrqlProvider>
    </ReduxProvider>,
  );
}

const list = () => screen.findByRole('list', { name: 'Payment requests' });
const row = async (title: string) => within(await list()).getByRole('listitem', { name: title });

/** Makes the demo user a member (not the owner) of the demo team, payer of every request. */
function viewAsPayer({ unlimited = true } = {}) {
  const team = mockTeamsBackend.teams.get(MOCK_TEAM_ID)!;
  team.myRole = 'member';
  team.ownerId = MOCK_PAYER_ID;
  team.plan = unlimited ? 'unlimited' : 'free';
  for (const r of mockPaymentsBackend.requests) {
    r.ownerUserId = MOCK_PAYER_ID;
    r.payerUserId = MOCK_USER_ID;
  }
  mockPaymentsBackend.payoutsReady.set(MOCK_TEAM_ID, true);
  mockPaymentsBackend.cardMode.set(MOCK_TEAM_ID, true);
}

/** Opens "I paid" on the pending payment, attaches `file` as the receipt and presses Send. */
async function sendReceipt(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(within(await row('Payment')).getByRole('button', { name: 'I paid' }));
  const dialog = await screen.findByRole('dialog', { name: 'I paid' });
  await user.upload(within(dialog).getByLabelText(/Receipt/), file);
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

describe('PaymentsPage list', () => {
  it("shows 'Loading…', then 'No payment requests yet.' when there are none", async () => {
    mockPaymentsBackend.requests = [];
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText(EMPTY_LIST)).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows each row: amount in dollars with two decimals and currency, note else description else Payment, time, status', async () => {
    renderPage();
    const rows = within(await list()).getAllByRole('listitem', { name: /./ });
    expect(rows.map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Payment',
      'Season tickets: second half',
      'Parking pass',
      'Season tickets: first half',
    ]);
    expect(rows[0]).toHaveTextContent('$49.99 USD');
    expect(rows[1]).toHaveTextContent('$625.00 USD');
    expect(rows[2]).toHaveTextContent('$12.50 USD');
    expect(rows[0]).toHaveTextContent('From Sam Friend');
    const created = rows[3]!.querySelector('.pay-row__meta time');
    expect(created).toHaveAttribute('datetime', '2025-07-01T15:00:00.000Z');
    expect(created?.textContent).toMatch(/^Jul 1, 2025, \d{1,2}:00 [AP]M$/);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Waived')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Paid')).toBeInTheDocument();
  });

  it('gives the owner Mark Paid, Waive and Remind, and no payer actions', async () => {
    renderPage();
    const pending = await row('Payment');
    expect(within(pending).getByRole('button', { name: 'Mark Paid' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'Waive' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'Remind' })).toBeEnabled();
    expect(within(pending).queryByRole('button', { name: 'I paid' })).not.toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
    // Any row can be set to either: a paid row can still be waived, a waived one paid.
    const paid = await row('Season tickets: first half');
    expect(within(paid).getByRole('button', { name: 'Mark Paid' })).toBeDisabled();
    expect(within(paid).getByRole('button', { name: 'Waive' })).toBeEnabled();
  });

  it('waives a request: the status text changes and the history records who and when', async () => {
    const user = userEvent.setup();
    renderPage();
    const pending = await row('Payment');
    await user.click(within(pending).getByRole('button', { name: 'Waive' }));
    await waitFor(() => expect(within(pending).getByText('Waived')).toBeInTheDocument());
    expect(calls.find((c) => c.op === 'SetPaymentRequestStatus')?.variables).toEqual({
      id: mockPaymentsBackend.requests[0]!.id,
      status: 'waived',
    });
    await user.click(within(pending).getByText('History (2)'));
    expect(pending).toHaveTextContent('Demo Fan changed the status from Pending to Waived');
    expect(pending).toHaveTextContent('Demo Fan requested $49.99 USD');
  });

  it('reminds a payer once a day', async () => {
    const user = userEvent.setup();
    renderPage();
    const pending = await row('Payment');
    await user.click(within(pending).getByRole('button', { name: 'Remind' }));
    expect(await screen.findByText('Reminder sent to Sam Friend')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reminded today' })).toBeDisabled();
  });

  it('shows the Pay link in a new tab when the team has a handle', async () => {
    // The server builds the link from the team's handle; the sample request carries it.
    mockPaymentsBackend.requests[0]!.payLink =
      'https://venmo.com/sunday-crew?txn=pay&amount=49.99&note=Payment';
    renderPage();
    const link = within(await row('Payment')).getByRole('link', { name: 'Pay' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/venmo\.com\/sunday-crew\?txn=pay&amount=49\.99/,
    );
    // Settled rows have nothing left to pay.
    expect(
      within(await row('Season tickets: first half')).queryByRole('link', { name: 'Pay' }),
    ).not.toBeInTheDocument();
  });
});

describe('PaymentsPage as the payer', () => {
  it("shows 'I paid' and 'Pay by card' instead of the owner's buttons", async () => {
    viewAsPayer();
    renderPage();
    const pending = await row('Payment');
    expect(pending).toHaveTextContent('To Sam Friend');
    expect(within(pending).getByRole('button', { name: 'I paid' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Mark Paid' })).not.toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Waive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split the season' })).not.toBeInTheDocument();
  });

  it('has no card payment on a free team', async () => {
    viewAsPayer({ unlimited: false });
    renderPage();
    const pending = await row('Payment');
    expect(within(pending).getByRole('button', { name: 'I paid' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('shows the card fee and the total before sending the payer to the hosted checkout', async () => {
    const user = userEvent.setup();
    viewAsPayer();
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    renderPage();
    await user.click(within(await row('Payment')).getByRole('button', { name: 'Pay by card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    // $49.99 grossed up so the owner still gets it after 2.9% + 30¢ is a $1.81 fee: $51.80 in all.
    expect(within(dialog).getByText('Amount').nextSibling).toHaveTextContent('$49.99 USD');
    expect(within(dialog).getByText('Card fee').nextSibling).toHaveTextContent('$1.81 USD');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('$51.80 USD');
    expect(go).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        `/app/payments?checkout=success&request=${mockPaymentsBackend.requests[0]!.id}`,
      ),
    );
  });

  it("'I paid' uploads the receipt to the receipts bucket, then marks the request sent with it", async () => {
    const user = userEvent.setup();
    viewAsPayer();
    renderPage();
    const pending = await row('Payment');
    await user.click(within(pending).getByRole('button', { name: 'I paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'I paid' });
    const receipt = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/Receipt/), receipt);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(within(pending).getByText('Marked paid by payer')).toBeInTheDocument(),
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.get('bucket-id')).toBe('receipts');
    expect((uploads[0]!.get('file[]') as File).type).toBe('application/pdf');
    expect(JSON.parse(String(uploads[0]!.get('metadata[]')))).toEqual({
      name: 'receipt.pdf',
      metadata: { paymentRequestId: mockPaymentsBackend.requests[0]!.id },
    });
    const fileId = mockPaymentsBackend.uploads[0]!.id;
    expect(calls.find((c) => c.op === 'MarkPaymentSent')?.variables).toEqual({
      id: mockPaymentsBackend.requests[0]!.id,
      evidenceFileId: fileId,
    });
    expect(within(pending).getByRole('button', { name: 'View receipt' })).toBeInTheDocument();
  });

  it("shows the storage API's refusal (a guest session, a full quota) and does not mark the request sent", async () => {
    server.use(
      http.post('*/v1/storage/files', () =>
        HttpResponse.json(
          { error: { message: 'Sign in with an account to upload files' } },
          { status: 403, headers: { 'X-Error': 'Sign in with an account to upload files' } },
        ),
      ),
    );
    const user = userEvent.setup();
    viewAsPayer();
    renderPage();
    const dialog = await sendReceipt(
      user,
      new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sign in with an account to upload files',
    );
    expect(calls.some((c) => c.op === 'MarkPaymentSent')).toBe(false);
  });

  it('refuses a receipt that is not an image or PDF, keeping the dialog open', async () => {
    const user = userEvent.setup({ applyAccept: false });
    viewAsPayer();
    renderPage();
    const dialog = await sendReceipt(
      user,
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A receipt must be an image or a PDF.',
    );
    expect(uploads).toHaveLength(0);
    expect(calls.some((c) => c.op === 'MarkPaymentSent')).toBe(false);
  });
});

describe('New Payment Request', () => {
  it('keeps Create disabled until a team, a payer and a non-zero amount are chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('region', { name: 'New Payment Request' });
    const create = within(form).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Team' }), 'Demo Crew');
    expect(create).toBeDisabled();
    const payer = within(form).getByRole('combobox', { name: 'Payer' });
    await waitFor(() => expect(payer).toBeEnabled());
    // The owner is not offered as their own payer.
    expect(
      within(payer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a payer', 'Sam Friend']);
    await user.selectOptions(payer, 'Sam Friend');
    expect(create).toBeDisabled();

    const amount = within(form).getByRole('textbox', { name: 'Amount (USD)' });
    await user.type(amount, '0');
    expect(create).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(create).toBeDisabled();
    expect(
      within(form).getByText('Enter an amount in dollars, like 25 or 25.50.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.004');
    expect(create).toBeDisabled(); // rounds to 0 cents
    await user.clear(amount);
    await user.type(amount, '25.5');
    expect(create).toBeEnabled();
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'Parking');
    await user.click(create);

    expect(await row('Parking')).toHaveTextContent('$25.50 USD');
    expect(calls.find((c) => c.op === 'CreatePaymentRequest')?.variables).toEqual({
      teamId: MOCK_TEAM_ID,
      payerUserId: MOCK_PAYER_ID,
      amountCents: 2550,
      note: 'Parking',
    });
    expect(amount).toHaveValue('');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      graphql.mutation('CreatePaymentRequest', () =>
        HttpResponse.json({
          errors: [{ message: 'Amount is too large', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      ),
    );
    renderPage();
    const form = await screen.findByRole('region', { name: 'New Payment Request' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Team' }), 'Demo Crew');
    const payer = within(form).getByRole('combobox', { name: 'Payer' });
    await waitFor(() => expect(payer).toBeEnabled());
    await user.selectOptions(payer, 'Sam Friend');
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '99999');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Amount is too large');
    expect(within(form).getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('99999');
  });
});

describe('Payment settings', () => {
  it('explains each bad handle and saves good ones, normalised', async () => {
    const user = userEvent.setup();
    renderPage();
    const settings = await screen.findByRole('region', { name: 'Payment settings' });
    const venmo = within(settings).getByRole('textbox', { name: 'Venmo username' });
    const cashtag = within(settings).getByRole('textbox', { name: 'Cash App $Cashtag' });
    const paypal = within(settings).getByRole('textbox', { name: 'PayPal.me name' });
    await user.type(venmo, 'abc');
    await user.type(cashtag, '$1234');
    await user.type(paypal, 'bad name!');
    await user.click(within(settings).getByRole('button', { name: 'Save payment settings' }));
    expect(await within(settings).findByText(HANDLE_MESSAGES.venmo)).toBeInTheDocument();
    expect(within(settings).getByText(HANDLE_MESSAGES.cashapp)).toBeInTheDocument();
    expect(within(settings).getByText(HANDLE_MESSAGES.paypal)).toBeInTheDocument();
    expect(venmo).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.op === 'UpdatePaymentHandles')).toBe(false);

    await user.clear(venmo);
    await user.type(venmo, '@sunday-crew');
    await user.clear(cashtag);
    await user.type(cashtag, '$SundayCrew');
    await user.clear(paypal);
    await user.type(paypal, 'https://paypal.me/SundayCrew');
    await user.click(within(settings).getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('Payment settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'UpdatePaymentHandles')?.variables).toEqual({
      teamId: MOCK_TEAM_ID,
      input: {
        venmoUsername: 'sunday-crew',
        cashappCashtag: 'SundayCrew',
        paypalMe: 'SundayCrew',
        zelleNote: null,
      },
    });
    expect(within(settings).queryByText(HANDLE_MESSAGES.venmo)).not.toBeInTheDocument();
  });

  it('refuses a Zelle note over 200 characters', async () => {
    const user = userEvent.setup();
    renderPage();
    const settings = await screen.findByRole('region', { name: 'Payment settings' });
    const zelle = within(settings).getByRole('textbox', { name: 'Zelle note' });
    await user.click(zelle);
    await user.paste('x'.repeat(201));
    await user.click(within(settings).getByRole('button', { name: 'Save payment settings' }));
    expect(await within(settings).findByText(HANDLE_MESSAGES.zelle)).toBeInTheDocument();
  });

  it('shows the free team what unlocks card payments, linking to billing', async () => {
    renderPage();
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    const hint = within(payouts).getByRole('note', { name: 'Card payments: Unlimited plan' });
    expect(hint).toHaveTextContent(
      'Card payments are an Unlimited feature. Go Unlimited to collect by card.',
    );
    expect(within(hint).getByRole('link', { name: 'Go Unlimited' })).toHaveAttribute(
      'href',
      '/app/settings#billing',
    );
  });

  it("'Set up payouts' asks the server for the onboarding link and goes there", async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    let body: unknown = null;
    server.use(
      http.post('*/api/payouts/account-link', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ url: 'http://localhost/sandbox/onboarding/acct_1' });
      }),
    );
    renderPage();
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    await user.click(await within(payouts).findByRole('button', { name: 'Set up payouts' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/sandbox/onboarding/acct_1'),
    );
    expect(body).toEqual({ teamId: MOCK_TEAM_ID });
  });
});

describe('Payouts on an Unlimited team', () => {
  it('turns card payments on once payouts are ready', async () => {
    const user = userEvent.setup();
    mockTeamsBackend.teams.get(MOCK_TEAM_ID)!.plan = 'unlimited';
    mockPaymentsBackend.payoutsReady.set(MOCK_TEAM_ID, true);
    renderPage();
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).queryByRole('note')).not.toBeInTheDocument();
    await user.click(await within(payouts).findByRole('button', { name: 'Turn on card payments' }));
    expect(
      await within(payouts).findByRole('button', { name: 'Turn off card payments' }),
    ).toBeInTheDocument();
    expect(payouts).toHaveTextContent('card payments are on: members can pay by card.');
    expect(calls.find((c) => c.op === 'SetPaymentsMode')?.variables).toEqual({
      teamId: MOCK_TEAM_ID,
      mode: 'integrated',
    });
  });
});

describe('Split the season', () => {
  async function openSplit(user: ReturnType<typeof userEvent.setup>) {
    renderPage();
    await list();
    await user.click(screen.getByRole('button', { name: 'Split the season' }));
    return screen.findByRole('dialog', { name: 'Split the season' });
  }
  const previewRows = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('table', { name: 'Preview' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);

  it('previews an even split of the total cost whose lines add up to the total', async () => {
    const user = userEvent.setup();
    const dialog = await openSplit(user);
    expect(within(dialog).getByRole('textbox', { name: 'Season total (USD)' })).toHaveValue(
      '2500.00',
    );
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        'Demo Fan (your share, not requested)$1,250.00',
        'Sam Friend$1,250.00',
        'Total$2,500.00',
      ]),
    );
    const total = within(dialog).getByRole('textbox', { name: 'Season total (USD)' });
    await user.clear(total);
    await user.type(total, '100.01');
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        'Demo Fan (your share, not requested)$50.01',
        'Sam Friend$50.00',
        'Total$100.01',
      ]),
    );
  });

  it('splits by value with the value shares, and creates the requests', async () => {
    const user = userEvent.setup();
    const dialog = await openSplit(user);
    await user.click(within(dialog).getByRole('radio', { name: /By value/ }));
    await waitFor(() =>
      expect(previewRows(dialog)).toEqual([
        'Demo Fan (your share, not requested)60%$1,500.00',
        'Sam Friend40%$1,000.00',
        'Total$2,500.00',
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create requests' }));
    expect(await screen.findByText('Created 1 payment request')).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'SplitSeason')?.variables).toEqual({
      teamId: MOCK_TEAM_ID,
      mode: 'by_value',
      totalCents: 250000,
      note: 'Season tickets',
    });
    expect(await row('Season tickets')).toHaveTextContent('$1,000.00 USD');
  });

  it('says that a split by value needs a finished draft', async () => {
    const user = userEvent.setup();
    mockPaymentsBackend.valueShares.clear();
    const dialog = await openSplit(user);
    await user.click(within(dialog).getByRole('radio', { name: /By value/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Splitting by value needs a finished draft.',
    );
    expect(within(dialog).getByRole('button', { name: 'Create requests' })).toBeDisabled();
  });
});

describe('Balances', () => {
  it('shows requested, paid, waived and outstanding per member, with the fairness line', async () => {
    renderPage();
    const balances = await screen.findByRole('region', { name: 'Balances' });
    const sam = within(balances).getByRole('row', { name: /Sam Friend/ });
    // Sam: $625 paid, $12.50 waived, $625 + $49.99 outstanding, $1,312.49 in all.
    expect(
      within(sam)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$1,312.49', '$625.00', '$12.50', '$674.99', '40% of the value, 100% of the cost']);
    const owner = within(balances).getByRole('row', { name: /Demo Fan/ });
    expect(owner).toHaveTextContent('60% of the value, 0% of the cost');
  });
});

describe('after a card checkout', () => {
  it('tells the payer it is being confirmed and reads the list again until it is paid', async () => {
    viewAsPayer();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage('/app/payments?checkout=success');
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your card payment shows as paid as soon as the card processor confirms it.',
      );
      const pending = await row('Payment');
      expect(within(pending).getByText('Pending')).toBeInTheDocument();
      // The webhook lands.
      mockPaymentsBackend.requests[0]!.status = 'paid';
      mockPaymentsBackend.requests[0]!.paidVia = 'card';
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2100);
      });
      await waitFor(() => expect(within(pending).getByText('Paid')).toBeInTheDocument());
      expect(pending).toHaveTextContent('by card');
    } finally {
      vi.useRealTimers();
    }
  });
});
