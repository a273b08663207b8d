import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockNotificationsBackend, notificationsHandlers } from '@tiix/shared-data/mocks';
import { renderWithProviders, setupMswServer, testGraphqlClient } from '@tiix/shared-data/testing';
import { NotificationBell } from './NotificationBell';

setupMswServer(...notificationsHandlers);

beforeEach(() => mockNotificationsBackend.reset());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBell() {
  renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <button type="button">elsewhere</button>
    </>,
    { client: testGraphqlClient(), route: '/app' },
  );
}

describe('NotificationBell', () => {
  it('shows the unread count and opens the centre with focus inside; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus(),
    );
    expect(await screen.findByText('Alex requested $25.00')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Unread: Alex requested $25.00');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('marks all read, and an entry opens its page', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Alex requested $25.00');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(mockNotificationsBackend.items.every((n) => n.readAt)).toBe(true);

    await user.click(screen.getByRole('link', { name: /Your game vs New York Giants/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app\/teams\//);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts a live notification at once and shows it in the open centre', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Alex requested $25.00');
    mockNotificationsBackend.push({
      kind: 'swap_offered',
      title: 'Sam offered you a swap',
      body: 'Sam offers Opponent 2 for your Opponent 5.',
      link: '/app/teams/t1/swaps',
    });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sam offered you a swap')).toBeInTheDocument();
  });

  it('closes on a click outside without taking focus back', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
  });
});
