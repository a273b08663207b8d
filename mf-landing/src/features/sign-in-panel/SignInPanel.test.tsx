import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '@tiix/shared-data';
import { fakeAuth } from '@tiix/shared-data/testing';
import { CLOSE_AFTER_LOGIN_MS, RESET_RETURN_MS } from './SignInPanelContent';
import { PANEL_MOBILE_QUERY } from './useIsMobile';
import { hasSignInPanelRequest, requestSignInPanel } from '../../shared/signInPanelRequest';
import { SignInPanel } from './SignInPanel';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth };
});

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function renderPanel() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <SignInPanel />
              <p>Landing content</p>
            </>
          }
        />
        <Route path="/app" element={<h1>App</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const trigger = () => screen.getByRole('link', { name: 'Sign in' });
const panel = () => screen.getByRole('dialog', { name: 'Sign in' });
const email = () => within(panel()).getByLabelText(/^Email/);

function setMobile(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query === PANEL_MOBILE_QUERY ? matches : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

beforeEach(() => fakeAuth.reset());
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('sign-in panel (desktop dropdown)', () => {
  it('is a link to /login that opens the panel with the e-mail focused', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(trigger()).toHaveAttribute('href', '/login');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(location()).toBe('/');
    expect(email()).toHaveFocus();
    expect(within(panel()).getByRole('tab', { name: 'Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens at once when Sign in was pressed on the server-rendered page before it loaded', async () => {
    requestSignInPanel();
    renderPanel();
    expect(panel()).toBeInTheDocument();
    await waitFor(() => expect(email()).toHaveFocus());
    // Handled once: a later mount (another visit to the page) starts closed.
    expect(hasSignInPanelRequest()).toBe(false);
  });

  it('leaves a modified click to the browser', () => {
    renderPanel();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    trigger().dispatchEvent(event);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button and with Escape, returning focus to Sign in', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(trigger());
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('closes on a click outside, but not on a click inside', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(trigger());
    await user.click(within(panel()).getByRole('heading', { name: 'Sign in' }));
    expect(panel()).toBeInTheDocument();
    await user.click(screen.getByText('Landing content'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in, shows the result, and closes and opens /app 2 s later', async () => {
    renderPanel();
    fireEvent.click(trigger());
    let finish: (value: AuthResult<{ mfaTicket?: string }>) => void = () => {};
    fakeAuth.client.signInEmailPassword.mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    fireEvent.change(email(), { target: { value: 'fan@example.com' } });
    fireEvent.change(within(panel()).getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'secret1' },
    });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sign in' }));
    expect(within(panel()).getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(fakeAuth.client.signInEmailPassword).toHaveBeenCalledWith('fan@example.com', 'secret1');

    vi.useFakeTimers();
    await act(async () => finish({ success: true, message: 'Logged in!' }));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Logged in!');
    expect(within(panel()).getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_LOGIN_MS - 1));
    expect(panel()).toBeInTheDocument();
    expect(location()).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/app');
  });

  it("closes at once and proceeds on 'Already signed in!'", async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInEmailPassword.mockResolvedValueOnce({
      success: true,
      message: 'Already signed in!',
    });
    renderPanel();
    await user.click(trigger());
    await user.type(email(), 'fan@example.com');
    await user.type(within(panel()).getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.click(within(panel()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/app'));
  });

  it("shows the server's message in red", async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInEmailPassword.mockResolvedValueOnce({
      success: false,
      message: 'Incorrect email or password',
      error: {
        status: 401,
        error: 'invalid-email-password',
        message: 'Incorrect email or password',
      },
    });
    renderPanel();
    await user.click(trigger());
    await user.type(email(), 'fan@example.com');
    await user.type(within(panel()).getByLabelText(/^Password/, { selector: 'input' }), 'nope');
    await user.click(within(panel()).getByRole('button', { name: 'Sign in' }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    expect(alert).toHaveClass('sip-message--error');
    expect(panel()).toBeInTheDocument();
  });

  it('asks for the authenticator code when needed', async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInEmailPassword.mockResolvedValueOnce({
      success: false,
      message: 'Enter the code from your authenticator app.',
      data: { mfaTicket: 'mfaTotp:t1' },
    });
    renderPanel();
    await user.click(trigger());
    await user.type(email(), 'fan@example.com');
    await user.type(within(panel()).getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.click(within(panel()).getByRole('button', { name: 'Sign in' }));
    const code = await within(panel()).findByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    await user.click(within(panel()).getByRole('button', { name: 'Verify' }));
    expect(fakeAuth.client.signInMfaTotp).toHaveBeenCalledWith('mfaTotp:t1', '123456');
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Logged in!');
  });

  it('sends a magic link: disabled when blank, busy, slow warning, confirmation, send another', async () => {
    const user = userEvent.setup();
    let finish: (value: AuthResult) => void = () => {};
    let slow: (() => void) | undefined;
    fakeAuth.client.signInMagicLink.mockImplementationOnce((_email, options) => {
      slow = options?.onSlow;
      return new Promise((resolve) => (finish = resolve));
    });
    renderPanel();
    await user.click(trigger());
    await user.click(within(panel()).getByRole('tab', { name: 'Magic link' }));
    const send = within(panel()).getByRole('button', { name: 'Send magic link' });
    expect(send).toBeDisabled();
    await user.type(email(), 'fan@example.com');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(within(panel()).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(fakeAuth.client.signInMagicLink).toHaveBeenCalledWith('fan@example.com', {
      redirectTo: 'http://localhost:3000/auth/callback',
      onSlow: expect.any(Function),
    });
    act(() => slow?.());
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Request is taking longer than expected. Please check your internet connection and try again.',
    );
    await act(async () =>
      finish({ success: true, message: 'Check your email for the magic link!' }),
    );
    expect(within(panel()).getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(within(panel()).getByText('Check your email for the magic link!')).toBeInTheDocument();
    const again = within(panel()).getByRole('button', { name: 'Send another link' });
    expect(again).toHaveFocus();
    await user.click(again);
    expect(email()).toHaveValue('fan@example.com');
    expect(email()).toHaveFocus();
  });

  it('shows a failed magic link in red', async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInMagicLink.mockResolvedValueOnce({
      success: false,
      message:
        'Unable to send magic link. Please try again in a few moments or contact support if the problem persists.',
      error: { status: 0, error: 'network', message: 'Network Error' },
    });
    renderPanel();
    await user.click(trigger());
    await user.click(within(panel()).getByRole('tab', { name: 'Magic link' }));
    await user.type(email(), 'fan@example.com');
    await user.click(within(panel()).getByRole('button', { name: 'Send magic link' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Unable to send magic link. Please try again in a few moments or contact support if the problem persists.',
    );
  });

  it('resets the password, then returns to sign-in after 3 s', async () => {
    renderPanel();
    fireEvent.click(trigger());
    fireEvent.click(within(panel()).getByRole('button', { name: 'Forgot password?' }));
    expect(
      within(panel()).getByRole('heading', { name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(email()).toHaveFocus();
    const send = within(panel()).getByRole('button', { name: 'Send reset link' });
    expect(send).toBeDisabled();
    fireEvent.change(email(), { target: { value: 'fan@example.com' } });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(send));
    expect(fakeAuth.client.sendPasswordReset).toHaveBeenCalledWith('fan@example.com', {
      redirectTo: 'http://localhost:3000/auth/callback',
    });
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
    await act(() => vi.advanceTimersByTimeAsync(RESET_RETURN_MS - 1));
    expect(
      within(panel()).getByRole('heading', { name: 'Reset your password' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(panel()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(email()).toHaveValue('fan@example.com');
  });

  it('goes back to sign-in from the forgot-password view', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(trigger());
    await user.click(within(panel()).getByRole('button', { name: 'Forgot password?' }));
    await user.click(within(panel()).getByRole('button', { name: 'Back to sign in' }));
    expect(within(panel()).getByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(email()).toHaveFocus();
  });

  it('links to account creation with the typed e-mail', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(trigger());
    await user.type(email(), 'new@example.com');
    expect(within(panel()).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?email=new%40example.com&next=%2Fapp',
    );
  });
});

describe('sign-in panel (below 1024px)', () => {
  it('opens as a modal that closes with its close button', async () => {
    setMobile(true);
    const user = userEvent.setup();
    renderPanel();
    await user.click(trigger());
    const dialog = panel();
    expect(dialog).toHaveClass('sip-modal');
    expect(email()).toHaveFocus();
    // Modal: the page behind is hidden from assistive tech while it is open.
    expect(screen.getByText('Landing content').closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and proceeds to /app 2 s after a login', async () => {
    setMobile(true);
    const user = userEvent.setup();
    renderPanel();
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.type(email(), 'fan@example.com');
    await user.type(within(panel()).getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sign in' }));
    await act(() => vi.advanceTimersByTimeAsync(CLOSE_AFTER_LOGIN_MS));
    expect(location()).toBe('/app');
  });
});
