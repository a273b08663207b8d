import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeSession } from '@tiix/shared-data/testing';
import { currentLocation, renderAt } from '../testing/renderAt';
import { LoginPage, SignupPage } from './CredentialsPage';
import { authFailure } from '../testing/authFailure';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth, useProfile } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth, useProfile };
});

beforeEach(() => fakeAuth.reset());

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password/);

/** Types the e-mail and password and presses the form's button. */
async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  typedEmail: string,
  typedPassword: string,
  button: 'Sign in' | 'Create account',
) {
  await user.type(email(), typedEmail);
  await user.type(password(), typedPassword);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('/login', () => {
  it('shows the e-mail and password form with its texts and prefills the e-mail', () => {
    renderAt('/login?email=fan%40example.com&next=%2Fapp%2Fgames', <LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(email()).toHaveValue('fan@example.com');
    expect(email()).toBeRequired();
    expect(password()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?email=fan%40example.com&next=%2Fapp%2Fgames',
    );
  });

  it('carries the typed e-mail to signup', async () => {
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.type(email(), 'new@example.com');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?email=new%40example.com',
    );
  });

  it('shows "Signing in…" while busy, then goes to next', async () => {
    const user = userEvent.setup();
    let finish: (value: { success: boolean; message: string }) => void = () => {};
    fakeAuth.client.signInEmailPassword.mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    renderAt('/login?next=%2Fapp%2Fgames', <LoginPage />);
    await fillAndSubmit(user, 'fan@example.com', 'secret1', 'Sign in');

    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(fakeAuth.client.signInEmailPassword).toHaveBeenCalledWith('fan@example.com', 'secret1');

    finish({ success: true, message: 'Logged in!' });
    await waitFor(() => expect(currentLocation()).toBe('/app/games'));
  });

  it('defaults next to /app and ignores a next that leaves the site', async () => {
    const user = userEvent.setup();
    renderAt('/login?next=%2F%2Fevil.example', <LoginPage />);
    await fillAndSubmit(user, 'fan@example.com', 'secret1', 'Sign in');
    await waitFor(() => expect(currentLocation()).toBe('/app'));
  });

  it("shows the server's message in red as an alert", async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInEmailPassword.mockResolvedValueOnce(
      authFailure('Incorrect email or password', 401, 'invalid-email-password'),
    );
    renderAt('/login', <LoginPage />);
    await fillAndSubmit(user, 'fan@example.com', 'wrong', 'Sign in');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByRole('alert')).toHaveClass('acct-message--error');
    expect(currentLocation()).toBe('/login');
  });

  it('offers to resend the verification e-mail for an unverified account', async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInEmailPassword.mockResolvedValueOnce(
      authFailure('Email needs verification', 401, 'unverified-user'),
    );
    renderAt('/login', <LoginPage />);
    await fillAndSubmit(user, 'fan@example.com', 'secret1', 'Sign in');
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(fakeAuth.client.sendVerificationEmail).toHaveBeenCalledWith('fan@example.com');
    expect(await screen.findByText('Verification email sent.')).toBeInTheDocument();
  });

  it('asks for the authenticator code when the account has two-factor on', async () => {
    const user = userEvent.setup();
    fakeAuth.client.signInEmailPassword.mockResolvedValueOnce({
      success: false,
      message: 'Enter the code from your authenticator app.',
      data: { mfaTicket: 'mfaTotp:ticket' },
    });
    renderAt('/login', <LoginPage />);
    await fillAndSubmit(user, 'fan@example.com', 'secret1', 'Sign in');

    const code = await screen.findByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(fakeAuth.client.signInMfaTotp).toHaveBeenCalledWith('mfaTotp:ticket', '123456');
    await waitFor(() => expect(currentLocation()).toBe('/app'));
  });

  it('redirects to next at once when already signed in', () => {
    fakeAuth.setSession(fakeSession());
    renderAt('/login?next=%2Fapp%2Fpayments', <LoginPage />);
    expect(currentLocation()).toBe('/app/payments');
  });

  it('lets an anonymous session log in', () => {
    fakeAuth.setSession(fakeSession({ isAnonymous: true, email: undefined }));
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('switches to the forgot-password form and sends the reset link', async () => {
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.type(email(), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(email()).toHaveValue('fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(fakeAuth.client.sendPasswordReset).toHaveBeenCalledWith('fan@example.com', {
      redirectTo: 'http://localhost:3000/auth/callback',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
  });
});

describe('/signup', () => {
  it('shows the signup texts and links back to login with e-mail and next', () => {
    renderAt('/signup?email=fan%40example.com&next=%2Fapp%2Fteams', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(email()).toHaveValue('fan@example.com');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Have an account? Log in' })).toHaveAttribute(
      'href',
      '/login?email=fan%40example.com&next=%2Fapp%2Fteams',
    );
  });

  it('shows "Creating…" while busy, then the verification notice', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    fakeAuth.client.signUpEmailPassword.mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve as (value: unknown) => void)),
    );
    renderAt('/signup', <SignupPage />);
    await fillAndSubmit(user, 'new@example.com', 'secret1', 'Create account');

    expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect(fakeAuth.client.signUpEmailPassword).toHaveBeenCalledWith('new@example.com', 'secret1', {
      redirectTo: 'http://localhost:3000/auth/callback',
    });
    finish({
      success: true,
      message: 'Account created. Check your email to verify.',
      data: { needsEmailVerification: true },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account created. Check your email to verify.',
    );
    expect(currentLocation()).toBe('/signup');
  });

  it('goes to next when the account is usable at once', async () => {
    const user = userEvent.setup();
    fakeAuth.client.signUpEmailPassword.mockResolvedValueOnce({
      success: true,
      message: 'Logged in!',
      data: { needsEmailVerification: false },
    });
    renderAt('/signup?next=%2Fapp%2Fteams%2Fcreate', <SignupPage />);
    await fillAndSubmit(user, 'new@example.com', 'secret1', 'Create account');
    await waitFor(() => expect(currentLocation()).toBe('/app/teams/create'));
  });

  it("shows the server's message in red", async () => {
    const user = userEvent.setup();
    fakeAuth.client.signUpEmailPassword.mockResolvedValueOnce(
      authFailure('Email already in use', 409, 'email-already-in-use'),
    );
    renderAt('/signup', <SignupPage />);
    await fillAndSubmit(user, 'fan@example.com', 'secret1', 'Create account');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already in use');
  });

  it('redirects to next when already signed in', () => {
    fakeAuth.setSession(fakeSession());
    renderAt('/signup', <SignupPage />);
    expect(currentLocation()).toBe('/app');
  });
});
