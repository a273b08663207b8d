import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '@tiix/shared-data';
import { fakeAuth } from '@tiix/shared-data/testing';
import { renderAt } from './testing/renderAt';
import { RESET_RETURN_MS } from './components/ForgotPasswordForm';
import { SignInPage } from './SignInPage';
import { authFailure } from './testing/authFailure';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth, useProfile } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth, useProfile };
});

const PAGE = '/app/teams/t1';

beforeEach(() => fakeAuth.reset());
afterEach(() => vi.useRealTimers());

const email = () => screen.getByLabelText(/^Email/);

describe('sign-in page (app area, signed out)', () => {
  it('offers a magic link first, Google and Apple, and a way home', () => {
    renderAt(PAGE, <SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send magic link' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fapp%2Fteams%2Ft1',
    );
  });

  it('sends a magic link (busy label, slow warning), then offers to send another', async () => {
    const user = userEvent.setup();
    let finish: (value: AuthResult) => void = () => {};
    let slow: (() => void) | undefined;
    fakeAuth.client.signInMagicLink.mockImplementationOnce((_email, options) => {
      slow = options?.onSlow;
      return new Promise((resolve) => (finish = resolve));
    });
    renderAt(PAGE, <SignInPage />);
    await user.type(email(), ' fan@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(fakeAuth.client.signInMagicLink).toHaveBeenCalledWith('fan@example.com', {
      redirectTo: 'http://localhost:3000/auth/callback',
      onSlow: expect.any(Function),
    });
    act(() => slow?.());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Request is taking longer than expected. Please check your internet connection and try again.',
    );

    await act(async () =>
      finish({ success: true, message: 'Check your email for the magic link!' }),
    );
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('Check your email for the magic link!')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Send another link' });
    expect(again).toHaveFocus();
    await user.click(again);
    expect(email()).toHaveValue('fan@example.com');
    expect(email()).toHaveFocus();
  });

  it('shows why a magic link could not be sent', async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInMagicLink.mockResolvedValueOnce(
      authFailure(
        'Unable to send magic link. Please try again in a few moments or contact support if the problem persists.',
        0,
        'network',
        'Network Error',
      ),
    );
    renderAt(PAGE, <SignInPage />);
    await user.type(email(), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to send magic link. Please try again in a few moments or contact support if the problem persists.',
    );
  });

  it('signs in with e-mail and password, keeping the typed e-mail', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <SignInPage />);
    await user.type(email(), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Use email & password instead' }));
    expect(email()).toHaveValue('fan@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fakeAuth.client.signInEmailPassword).toHaveBeenCalledWith('fan@example.com', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Use magic link instead' }));
    expect(screen.getByRole('button', { name: 'Send magic link' })).toBeEnabled();
  });

  it.each([
    ['Google', 'google'],
    ['Apple', 'apple'],
  ])('continues with %s through a redirect to the callback', async (name, provider) => {
    const user = userEvent.setup();
    renderAt(PAGE, <SignInPage />);
    await user.click(screen.getByRole('button', { name: `Continue with ${name}` }));
    expect(fakeAuth.client.signInProvider).toHaveBeenCalledWith(provider, {
      redirectTo: 'http://localhost:3000/auth/callback',
    });
  });

  it('sends a password reset and returns to sign-in after 3 s', async () => {
    vi.useFakeTimers();
    renderAt(PAGE, <SignInPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Use email & password instead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const button = screen.getByRole('button', { name: 'Send reset link' });
    expect(button).toBeDisabled();
    fireEvent.change(email(), { target: { value: 'fan@example.com' } });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
    await act(() => vi.advanceTimersByTimeAsync(RESET_RETURN_MS - 1));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(email()).toHaveValue('fan@example.com');
  });
});
