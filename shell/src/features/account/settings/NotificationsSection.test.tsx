import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockNotificationsBackend, notificationsHandlers } from '@tiix/shared-data/mocks';
import { renderWithProviders, setupMswServer, testGraphqlClient } from '@tiix/shared-data/testing';
import { NotificationsSection } from './NotificationsSection';

const server = setupMswServer(...notificationsHandlers);
beforeEach(() => mockNotificationsBackend.reset());

function renderSection() {
  renderWithProviders(<NotificationsSection />, { client: testGraphqlClient() });
}

describe('NotificationsSection', () => {
  it('lists every kind with In app / E-mail / Off and saves a choice at once', async () => {
    const user = userEvent.setup();
    renderSection();
    const swaps = await screen.findByRole('group', { name: 'Swaps offered to you' });
    expect(screen.getAllByRole('group')).toHaveLength(7);
    expect(within(swaps).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByText(/with a link to unsubscribe in every e-mail/)).toBeInTheDocument();

    await user.click(within(swaps).getByRole('radio', { name: 'Off' }));
    expect(within(swaps).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(await screen.findByText('Saved: Swaps offered to you: Off')).toBeInTheDocument();
  });

  it('puts the old choice back when saving fails', async () => {
    const user = userEvent.setup();
    server.use(
      graphql.mutation('SetNotificationPreference', () =>
        HttpResponse.json({ errors: [{ message: 'nope' }] }),
      ),
    );
    renderSection();
    const pay = await screen.findByRole('group', { name: 'Payment requests to you' });
    await user.click(within(pay).getByRole('radio', { name: 'In app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your choice');
    await waitFor(() => expect(within(pay).getByRole('radio', { name: 'E-mail' })).toBeChecked());
  });
});
