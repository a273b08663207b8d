import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { Client, fetchExchange, Provider as UrqlProvider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@tiix/shared-ui';
import { setupMswServer } from '@tiix/shared-data/testing';
import { TASTE_CLEARED, TASTE_SAVED, TASTE_TITLE, TasteDialog } from './TasteDialog';
import type { MemberTasteFields, MemberTasteInput } from './tasteOperations';
import { graphqlError } from '../../../testing/graphqlError';

let stored: MemberTasteFields | null = null;
const saved: MemberTasteInput[] = [];
let clears = 0;

setupMswServer(
  graphql.query('MyTaste', () => HttpResponse.json({ data: { myTaste: stored } })),
  graphql.mutation('SetMyTaste', ({ variables }) => {
    const input = variables.input as MemberTasteInput;
    if (input.lovedOpponents.includes('Refused Team')) {
      return graphqlError('Refused Team cannot be both loved and avoided', 'BAD_USER_INPUT');
    }
    saved.push(input);
    stored = { ...input, updatedAt: '2026-11-23T00:00:00Z' };
    return HttpResponse.json({ data: { setMyTaste: stored } });
  }),
  graphql.mutation('ClearMyTaste', () => {
    clears++;
    stored = null;
    return HttpResponse.json({ data: { clearMyTaste: true } });
  }),
);

beforeEach(() => {
  stored = null;
  saved.length = 0;
  clears = 0;
});

function renderDialog(opponents = ['Denver Broncos', 'Buffalo Bills', 'Denver Broncos']) {
  let changed = 0;
  const client = new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] });
  render(
    <UrqlProvider value={client}>
      <TasteDialog opponents={opponents} onChanged={() => changed++} />
      <Toaster />
    </UrqlProvider>,
  );
  return { changes: () => changed };
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: TASTE_TITLE }));
  const dialog = await screen.findByRole('dialog', { name: TASTE_TITLE });
  await within(dialog).findByRole('form', { name: TASTE_TITLE });
  return { user, dialog };
}

// Several user steps each on a shared, slow CI machine.
describe('TasteDialog', { timeout: 30_000 }, () => {
  it('sets a taste: days, kickoff, tolerances and a feeling per opponent', async () => {
    const { changes } = renderDialog();
    const { user, dialog } = await openForm();
    const d = within(dialog);
    // Defaults without a taste; each opponent once, sorted.
    const days = within(d.getByRole('group', { name: 'Days' }));
    expect(days.getByRole('radio', { name: 'No preference' })).toBeChecked();
    expect(d.getByRole('combobox', { name: 'Cold' })).toHaveValue('medium');
    expect(d.getAllByRole('combobox', { name: 'Denver Broncos' })).toHaveLength(1);
    expect(d.getByRole('combobox', { name: 'Buffalo Bills' })).toHaveValue('neutral');
    expect(d.queryByRole('button', { name: 'Clear my taste' })).not.toBeInTheDocument();

    await user.click(d.getByRole('radio', { name: 'Weeknights' }));
    await user.click(d.getByRole('radio', { name: 'Late (7 pm or later)' }));
    await user.selectOptions(d.getByRole('combobox', { name: 'Cold' }), 'low');
    await user.selectOptions(d.getByRole('combobox', { name: 'Denver Broncos' }), 'love');
    await user.selectOptions(d.getByRole('combobox', { name: 'Buffalo Bills' }), 'avoid');
    await user.click(d.getByRole('button', { name: 'Save taste' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      days: 'weeknights',
      kickoff: 'late',
      coldTolerance: 'low',
      rainTolerance: 'medium',
      lovedOpponents: ['Denver Broncos'],
      avoidedOpponents: ['Buffalo Bills'],
    });
    expect(await screen.findByText(TASTE_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toBe(1);
    // Focus returns to the button that opened the dialog.
    expect(screen.getByRole('button', { name: TASTE_TITLE })).toHaveFocus();
  });

  it('shows the saved taste, keeps names from other teams, and clears it', async () => {
    stored = {
      days: 'weekends',
      kickoff: 'early',
      coldTolerance: 'high',
      rainTolerance: 'low',
      lovedOpponents: ['Boston Celtics', 'Buffalo Bills'],
      avoidedOpponents: [],
      updatedAt: '2026-11-20T00:00:00Z',
    };
    const { changes } = renderDialog();
    const { user, dialog } = await openForm();
    const d = within(dialog);
    expect(d.getByRole('radio', { name: 'Weekends' })).toBeChecked();
    expect(d.getByRole('radio', { name: 'Early (before 6 pm)' })).toBeChecked();
    expect(d.getByRole('combobox', { name: 'Rain' })).toHaveValue('low');
    expect(d.getByRole('combobox', { name: 'Buffalo Bills' })).toHaveValue('love');

    await user.selectOptions(d.getByRole('combobox', { name: 'Buffalo Bills' }), 'neutral');
    await user.click(d.getByRole('button', { name: 'Save taste' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // A name from another league's team stays loved.
    expect(saved[0]!.lovedOpponents).toEqual(['Boston Celtics']);

    await user.click(screen.getByRole('button', { name: TASTE_TITLE }));
    const again = within(await screen.findByRole('dialog', { name: TASTE_TITLE }));
    await user.click(await again.findByRole('button', { name: 'Clear my taste' }));
    await waitFor(() => expect(clears).toBe(1));
    expect(await screen.findByText(TASTE_CLEARED)).toBeInTheDocument();
    expect(changes()).toBe(2);
  });

  it("shows the server's message when a save is refused and keeps the dialog open", async () => {
    renderDialog(['Refused Team']);
    const { user, dialog } = await openForm();
    const d = within(dialog);
    await user.selectOptions(d.getByRole('combobox', { name: 'Refused Team' }), 'love');
    await user.click(d.getByRole('button', { name: 'Save taste' }));
    expect(
      await screen.findByText('Refused Team cannot be both loved and avoided'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TASTE_TITLE })).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
