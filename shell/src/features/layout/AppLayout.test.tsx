import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers, MOCK_USER, mockChatBackend, mockTeamsBackend } from '@tiix/shared-data/mocks';
import { MOBILE_QUERY } from '@tiix/shared-ui';
import { setupMswServer } from '@tiix/shared-data/testing';
import { withMockSession } from '../../testing/session';
import { AppLayout } from './AppLayout';

// Signing in, the profile and the menu make several round trips; CI machines are slow.
vi.setConfig({ testTimeout: 20_000 });

const server = setupMswServer(...handlers);
const { renderInSession } = withMockSession();
beforeEach(() => {
  mockTeamsBackend.reset();
  // No unread chat messages, so the links read as their plain labels; one test adds some.
  mockChatBackend.reset({ empty: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** jsdom has no layout: the viewport width is what `matchMedia` answers for the breakpoint. */
function viewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === MOBILE_QUERY ? mobile : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const noUnfinishedDraft = () =>
  server.use(
    graphql.query('MyLatestDraft', () => HttpResponse.json({ data: { myLatestDraft: null } })),
  );

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function mountSignedIn(path = '/app') {
  const { store } = await renderInSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="app" element={<AppLayout />}>
          <Route index element={<Where />} />
          <Route path="*" element={<Where />} />
        </Route>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    { signIn: MOCK_USER },
  );
  // The profile has a name, so the first-sign-in prompt stays away.
  await waitFor(() => expect(store.getState().session.status).toBe('auth'));
}

describe('AppLayout on a phone (below 1024px)', () => {
  it('collapses the links and the user menu into one menu button, all by keyboard', async () => {
    viewport(true);
    noUnfinishedDraft();
    const user = userEvent.setup();
    await mountSignedIn();

    // No link row: only the brand, and a menu button that says it opens a menu.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tab to it and open it with Enter: focus moves into the menu.
    await user.tab(); // brand link
    await user.tab(); // notification bell
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Dashboard',
      'Teams',
      'Games',
      'Payments',
      'Profile',
      'Settings',
      'Legal',
      'Sign Out',
    ]);
    // The current page is marked for screen readers; the signed-in person is named.
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(menu).toHaveTextContent(MOCK_USER.displayName);
    await waitFor(() => expect(items[0]).toHaveFocus());

    // Escape closes and gives focus back to the button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    // Arrow keys walk the items; Enter follows a link and closes the menu.
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Games' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/app/games'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lists Draft only while the user has an unfinished draft', async () => {
    viewport(true);
    server.use(
      graphql.query('MyLatestDraft', () =>
        HttpResponse.json({
          data: { myLatestDraft: { __typename: 'Draft', id: 'd-1', teamId: 't', state: 'active' } },
        }),
      ),
    );
    const user = userEvent.setup();
    await mountSignedIn('/app/teams');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Draft' })).toHaveAttribute(
        'href',
        '/app/draft/d-1',
      ),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Teams' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('AppLayout at 1024px and wider', () => {
  it('shows the links in the bar and the account entries behind the avatar', async () => {
    viewport(false);
    noUnfinishedDraft();
    const user = userEvent.setup();
    await mountSignedIn();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Teams', 'Games', 'Payments']);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Settings', 'Legal', 'Sign Out']);
  });
});

describe('AppLayout unread chat messages', () => {
  it('counts unread messages of all teams on the Teams link', async () => {
    viewport(false);
    noUnfinishedDraft();
    mockChatBackend.reset();
    mockChatBackend.receive('Who has the Giants game?');
    await mountSignedIn();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The sample chat's system line and teammate message, and the new one.
    const teams = await within(nav).findByRole('link', { name: /^Teams\s*, 3 unread messages$/ });
    expect(teams).toHaveAttribute('href', '/app/teams');
    expect(within(teams).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });
});
