import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeSession } from '@tiix/shared-data/testing';
import { currentLocation, renderAt } from '../testing/renderAt';
import { RESET_REDIRECT_MS, ResetPasswordPage } from './ResetPasswordPage';
import { authFailure } from '../testing/authFailure';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth, useProfile } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth, useProfile };
});

const PAGE = '/auth/reset-password';

beforeEach(() => fakeAuth.reset());
afterEach(() => vi.useRealTimers());

const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm New Password/);

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(newPassword(), password);
  await user.type(confirmPassword(), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  return user;
}

describe('/auth/reset-password', () => {
  it('verifies the link while the client signs in with it', () => {
    fakeAuth.setLoading(true);
    renderAt(`${PAGE}?refreshToken=abc&type=passwordReset`, <ResetPasswordPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifying reset link...' }),
    ).toBeInTheDocument();
    act(() => {
      fakeAuth.setSession(fakeSession());
      fakeAuth.setLoading(false);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
  });

  it.each([
    ['a refresh token', '?refreshToken=abc&type=passwordReset'],
    ['a recovery token', '?token=abc&type=recovery'],
    ['a ticket', '?ticket=passwordReset:abc'],
    ['a token in the hash', '#refreshToken=abc'],
  ])('shows the form for %s', (_label, suffix) => {
    renderAt(`${PAGE}${suffix}`, <ResetPasswordPage />, PAGE);
    expect(screen.getByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the form when a session exists (the client already tidied the address)', () => {
    fakeAuth.setSession(fakeSession());
    renderAt(PAGE, <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
  });

  it('shows Reset Link Invalid without a token or a session', () => {
    renderAt(PAGE, <ResetPasswordPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset Link Invalid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows Reset Link Invalid when the link came back with an error', () => {
    fakeAuth.setSession(fakeSession());
    renderAt(`${PAGE}?error=invalid-ticket&errorDescription=Invalid`, <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset Link Invalid' })).toBeInTheDocument();
  });

  it('checks that the passwords match, then their length', async () => {
    fakeAuth.setSession(fakeSession());
    renderAt(PAGE, <ResetPasswordPage />);
    const user = await fill('abcdef', 'abcdeg');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');

    await user.clear(newPassword());
    await user.clear(confirmPassword());
    await fill('abc', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long.',
    );
    expect(fakeAuth.client.changePassword).not.toHaveBeenCalled();
  });

  it('updates the password with the session, shows success, and goes home after 2 s', async () => {
    fakeAuth.setSession(fakeSession());
    let finish: (value: { success: boolean; message: string }) => void = () => {};
    fakeAuth.client.changePassword.mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    renderAt(PAGE, <ResetPasswordPage />);
    await fill('new-secret', 'new-secret');
    expect(screen.getByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    expect(fakeAuth.client.changePassword).toHaveBeenCalledWith('new-secret', undefined);

    vi.useFakeTimers();
    await act(async () => finish({ success: true, message: 'Password updated successfully!' }));
    expect(screen.getByRole('heading', { name: 'Password Updated!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password updated successfully! Redirecting to login...',
    );
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 1));
    expect(currentLocation()).toBe(PAGE);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentLocation()).toBe('/');
  });

  it('sends the ticket when the link has one', async () => {
    renderAt(`${PAGE}?ticket=passwordReset:abc`, <ResetPasswordPage />);
    await fill('new-secret', 'new-secret');
    expect(fakeAuth.client.changePassword).toHaveBeenCalledWith('new-secret', 'passwordReset:abc');
  });

  it('says the link is invalid when the ticket or session is refused', async () => {
    fakeAuth.client.changePassword.mockResolvedValueOnce(
      authFailure(
        'Failed to update password. Please try again.',
        401,
        'invalid-ticket',
        'Invalid ticket',
      ),
    );
    renderAt(`${PAGE}?ticket=passwordReset:abc`, <ResetPasswordPage />);
    await fill('new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired reset link. Please request a new password reset.',
    );
  });

  it("shows the service's message, else the fallback", async () => {
    fakeAuth.setSession(fakeSession());
    fakeAuth.client.changePassword
      .mockResolvedValueOnce(
        authFailure(
          'Failed to update password. Please try again.',
          400,
          'password-in-hibp-database',
          'Password is breached',
        ),
      )
      .mockResolvedValueOnce(
        authFailure(
          'Failed to update password. Please try again.',
          500,
          'internal-server-error',
          '',
        ),
      );
    renderAt(PAGE, <ResetPasswordPage />);
    const user = await fill('new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is breached');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update password. Please try again.',
    );
  });

  it('says something went wrong when the call throws', async () => {
    fakeAuth.setSession(fakeSession());
    fakeAuth.client.changePassword.mockRejectedValueOnce(new Error('boom'));
    renderAt(PAGE, <ResetPasswordPage />);
    await fill('new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
