import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as UrqlProvider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@tiix/shared-ui';
import { createGraphqlClient } from '@tiix/shared-data';
import { mockNotificationsBackend, notificationsHandlers } from '@tiix/shared-data/mocks';
import { setupMswServer } from '@tiix/shared-data/testing';
import { CalendarPanel, RESET_CONFIRM, googleCalendarUrl, webcalUrl } from './CalendarPanel';

setupMswServer(...notificationsHandlers);
beforeEach(() => mockNotificationsBackend.reset());
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPanel() {
  const client = createGraphqlClient({ url: 'http://localhost/v1/graphql' });
  render(
    <UrqlProvider value={client}>
      <CalendarPanel teamId="t1" />
      <Toaster />
    </UrqlProvider>,
  );
}

describe('CalendarPanel', () => {
  it('shows the private links only when asked, with copy and subscribe links', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('My games')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show calendar links' }));

    const mine = await screen.findByLabelText('My games');
    expect(mine).toHaveValue('http://localhost:3000/v1/calendar/mock-member-t1-v1.ics');
    expect(screen.getByLabelText('Whole team')).toHaveValue(
      'http://localhost:3000/v1/calendar/mock-team-t1-v1.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Copy link: My games' }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/v1/calendar/mock-member-t1-v1.ics',
    );
    expect(await screen.findByText('My games link copied')).toBeInTheDocument();

    const google = screen.getByRole('link', { name: 'Add to Google Calendar: Whole team' });
    expect(google).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Flocalhost%3A3000%2Fv1%2Fcalendar%2Fmock-team-t1-v1.ics',
    );
    expect(
      screen.getByRole('link', { name: 'Subscribe in Apple Calendar or Outlook: My games' }),
    ).toHaveAttribute('href', 'webcal://localhost:3000/v1/calendar/mock-member-t1-v1.ics');
  });

  it('resets the links after confirming, and Cancel keeps them', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Show calendar links' }));
    await screen.findByLabelText('My games');

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset calendar links?' })).toHaveTextContent(
      RESET_CONFIRM,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('My games')).toHaveValue(
      'http://localhost:3000/v1/calendar/mock-member-t1-v1.ics',
    );

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Reset links' }));
    await waitFor(() =>
      expect(screen.getByLabelText('My games')).toHaveValue(
        'http://localhost:3000/v1/calendar/mock-member-t1-v2.ics',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('builds subscribe addresses from the feed URL', () => {
    expect(webcalUrl('https://tiix.app/v1/calendar/abc.ics')).toBe(
      'webcal://tiix.app/v1/calendar/abc.ics',
    );
    expect(googleCalendarUrl('https://tiix.app/v1/calendar/abc.ics')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Ftiix.app%2Fv1%2Fcalendar%2Fabc.ics',
    );
  });
});
