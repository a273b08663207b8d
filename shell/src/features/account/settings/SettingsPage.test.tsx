import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeSession, fakeUser } from '@tiix/shared-data/testing';
import { currentLocation, renderAt } from '../testing/renderAt';
import { SettingsPage } from './SettingsPage';
import { authFailure } from '../testing/authFailure';

// Notifications and Billing read GraphQL; they have their own tests beside them.
vi.mock('./NotificationsSection', () => ({
  NotificationsSection: () => (
    <section>
      <h2>Notifications</h2>
    </section>
  ),
}));
vi.mock('./BillingSection', () => ({
  BillingSection: () => (
    <section>
      <h2>Billing</h2>
    </section>
  ),
}));

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth, useProfile } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth, useProfile };
});

const PAGE = '/app/settings';
const DAY = 24 * 60 * 60 * 1000;
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36';
const FIREFOX_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

function card(title: string) {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  return within(heading.closest('section') as HTMLElement);
}

async function renderSettings(path = PAGE) {
  const view = renderAt(path, <SettingsPage />, PAGE);
  // Let every card's first load settle.
  await waitFor(() => expect(screen.queryAllByText(/^Loading /)).toHaveLength(0));
  return view;
}

beforeEach(() => {
  fakeAuth.reset();
  fakeAuth.setSession(fakeSession());
});

afterEach(() => {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

describe('/app/settings', () => {
  it("shows 'Loading settings...' without a user", () => {
    fakeAuth.setSession(null);
    renderAt(PAGE, <SettingsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading settings...');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(fakeAuth.client.fetchUser).not.toHaveBeenCalled();
  });

  it('has one card per subject', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Email',
      'Password',
      'Two-factor authentication',
      'Passkeys',
      'Signed-in devices',
      'Linked accounts',
      'Personal access tokens',
      'Notifications',
      'Billing',
      'Delete account',
    ]);
  });

  describe('email', () => {
    it('shows a verified address', async () => {
      await renderSettings();
      expect(card('Email').getByText('fan@example.com')).toBeInTheDocument();
      expect(card('Email').getByText('Verified')).toBeInTheDocument();
      expect(
        card('Email').queryByRole('button', { name: 'Resend verification email' }),
      ).not.toBeInTheDocument();
    });

    it('resends the verification e-mail for an unverified address', async () => {
      const user = userEvent.setup();
      fakeAuth.client.fetchUser.mockResolvedValue({
        success: true,
        message: 'OK',
        data: fakeUser({ emailVerified: false }),
      });
      await renderSettings();
      expect(card('Email').getByText('Not verified')).toBeInTheDocument();
      await user.click(card('Email').getByRole('button', { name: 'Resend verification email' }));
      expect(fakeAuth.client.sendVerificationEmail).toHaveBeenCalledWith('fan@example.com');
      expect(await card('Email').findByRole('status')).toHaveTextContent(
        'Verification email sent.',
      );
    });
  });

  describe('password', () => {
    it('applies the reset rules', async () => {
      const user = userEvent.setup();
      await renderSettings();
      const password = card('Password');
      await user.type(password.getByLabelText(/^New password/), 'abcdef');
      await user.type(password.getByLabelText(/^Confirm new password/), 'abcdeg');
      await user.click(password.getByRole('button', { name: 'Update password' }));
      expect(password.getByRole('alert')).toHaveTextContent('Passwords do not match.');
      await user.clear(password.getByLabelText(/^New password/));
      await user.clear(password.getByLabelText(/^Confirm new password/));
      await user.type(password.getByLabelText(/^New password/), 'abc');
      await user.type(password.getByLabelText(/^Confirm new password/), 'abc');
      await user.click(password.getByRole('button', { name: 'Update password' }));
      expect(password.getByRole('alert')).toHaveTextContent(
        'Password must be at least 8 characters long.',
      );
      expect(fakeAuth.client.changePassword).not.toHaveBeenCalled();
    });

    it('asks for the current password when the server wants a recent sign-in, then retries', async () => {
      const user = userEvent.setup();
      fakeAuth.client.changePassword.mockResolvedValueOnce(
        authFailure(
          'Failed to update password. Please try again.',
          403,
          'elevated-claim-required',
          'Elevation required',
        ),
      );
      await renderSettings();
      const password = card('Password');
      await user.type(password.getByLabelText(/^New password/), 'new-secret');
      await user.type(password.getByLabelText(/^Confirm new password/), 'new-secret');
      await user.click(password.getByRole('button', { name: 'Update password' }));
      const confirm = within(await password.findByRole('form', { name: "Confirm it's you" }));
      const current = confirm.getByLabelText(/^Current password/);
      expect(current).toHaveFocus();
      await user.type(current, 'old-secret{Enter}');
      expect(await password.findByRole('status')).toHaveTextContent(
        'Your password has been changed.',
      );
      expect(fakeAuth.client.elevateWithPassword).toHaveBeenCalledWith('old-secret', undefined);
      expect(fakeAuth.client.changePassword).toHaveBeenCalledTimes(2);
      expect(fakeAuth.client.changePassword).toHaveBeenLastCalledWith('new-secret');
      expect(password.queryByRole('form', { name: "Confirm it's you" })).not.toBeInTheDocument();
      expect(password.getByLabelText(/^New password/)).toHaveValue('');
    }, 15_000);

    it('can confirm with a passkey instead, or cancel', async () => {
      const user = userEvent.setup();
      const refused = authFailure(
        'Failed to update password. Please try again.',
        403,
        'elevated-claim-required',
        'Elevation required',
      );
      fakeAuth.client.changePassword.mockResolvedValueOnce(refused);
      await renderSettings();
      const password = card('Password');
      await user.type(password.getByLabelText(/^New password/), 'new-secret');
      await user.type(password.getByLabelText(/^Confirm new password/), 'new-secret');
      await user.click(password.getByRole('button', { name: 'Update password' }));
      await user.click(await password.findByRole('button', { name: 'Use a passkey' }));
      expect(fakeAuth.client.elevate).toHaveBeenCalledTimes(1);
      expect(await password.findByRole('status')).toHaveTextContent(
        'Your password has been changed.',
      );

      fakeAuth.client.changePassword.mockResolvedValueOnce(refused);
      await user.type(password.getByLabelText(/^New password/), 'new-secret');
      await user.type(password.getByLabelText(/^Confirm new password/), 'new-secret');
      await user.click(password.getByRole('button', { name: 'Update password' }));
      await user.click(await password.findByRole('button', { name: 'Cancel' }));
      expect(await password.findByRole('alert')).toHaveTextContent('Elevation required');
      expect(fakeAuth.client.changePassword).toHaveBeenCalledTimes(3);
      // Two round trips through the prompt: more typing than most tests here.
    }, 15_000);
  });

  describe('two-factor', () => {
    it('enrols with the QR code and a code, then shows it on', async () => {
      const user = userEvent.setup();
      await renderSettings();
      const twoFactor = card('Two-factor authentication');
      expect(twoFactor.getByText('Off')).toBeInTheDocument();
      await user.click(twoFactor.getByRole('button', { name: 'Set up authenticator app' }));
      expect(
        twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
      ).toHaveAttribute('src', 'data:image/png;base64,QR');
      expect(twoFactor.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
      const activate = twoFactor.getByRole('button', { name: 'Activate' });
      expect(activate).toBeDisabled();

      fakeAuth.client.fetchUser.mockResolvedValue({
        success: true,
        message: 'OK',
        data: fakeUser({ activeMfaType: 'totp' }),
      });
      await user.type(twoFactor.getByLabelText(/^Authentication code/), '123 456');
      await user.click(activate);
      expect(fakeAuth.client.activateTotp).toHaveBeenCalledWith('123456');
      expect(await twoFactor.findByText('On')).toBeInTheDocument();
      expect(twoFactor.getByRole('status')).toHaveTextContent('Two-factor authentication is on.');
    });

    it('turns off with a code', async () => {
      const user = userEvent.setup();
      fakeAuth.client.fetchUser.mockResolvedValue({
        success: true,
        message: 'OK',
        data: fakeUser({ activeMfaType: 'totp' }),
      });
      await renderSettings();
      const twoFactor = card('Two-factor authentication');
      await user.type(twoFactor.getByLabelText(/^Authentication code/), '654321');
      await user.click(twoFactor.getByRole('button', { name: 'Turn off two-factor' }));
      expect(fakeAuth.client.disableTotp).toHaveBeenCalledWith('654321');
    });

    it('shows a wrong code', async () => {
      const user = userEvent.setup();
      fakeAuth.client.activateTotp.mockResolvedValueOnce(
        authFailure('Invalid TOTP code', 401, 'invalid-totp'),
      );
      await renderSettings();
      const twoFactor = card('Two-factor authentication');
      await user.click(twoFactor.getByRole('button', { name: 'Set up authenticator app' }));
      await user.type(twoFactor.getByLabelText(/^Authentication code/), '000000');
      await user.click(twoFactor.getByRole('button', { name: 'Activate' }));
      expect(await twoFactor.findByRole('alert')).toHaveTextContent('Invalid TOTP code');
    });
  });

  describe('passkeys', () => {
    it('says when the browser has no WebAuthn', async () => {
      await renderSettings();
      const passkeys = card('Passkeys');
      expect(passkeys.getByText('WebAuthn is not supported in this browser')).toBeInTheDocument();
      expect(passkeys.getByRole('button', { name: 'Add passkey' })).toBeDisabled();
    });

    it('lists, adds and removes passkeys', async () => {
      const user = userEvent.setup();
      Object.defineProperty(window, 'PublicKeyCredential', {
        value: function PublicKeyCredential() {},
        configurable: true,
      });
      fakeAuth.client.listSecurityKeys
        .mockResolvedValueOnce({
          success: true,
          message: '',
          data: [{ id: 'k1', nickname: null, createdAt: '2026-03-01T12:00:00Z' }],
        })
        .mockResolvedValue({
          success: true,
          message: '',
          data: [
            { id: 'k1', nickname: null, createdAt: '2026-03-01T12:00:00Z' },
            { id: 'k2', nickname: 'Laptop', createdAt: '2026-03-02T12:00:00Z' },
          ],
        });
      await renderSettings();
      const passkeys = card('Passkeys');
      expect(passkeys.getByText('Passkey')).toBeInTheDocument();
      expect(passkeys.getByText('Added Mar 1, 2026')).toBeInTheDocument();

      await user.type(passkeys.getByLabelText('Passkey name (optional)'), ' Laptop ');
      await user.click(passkeys.getByRole('button', { name: 'Add passkey' }));
      expect(fakeAuth.client.addSecurityKey).toHaveBeenCalledWith('Laptop');
      expect(await passkeys.findByText('Laptop')).toBeInTheDocument();

      await user.click(passkeys.getByRole('button', { name: 'Remove passkey Laptop' }));
      expect(fakeAuth.client.removeSecurityKey).toHaveBeenCalledWith('k2');
      expect(await passkeys.findByText('Passkey removed.')).toBeInTheDocument();
    });
  });

  describe('signed-in devices', () => {
    beforeEach(() => {
      fakeAuth.client.listSessions.mockResolvedValue({
        success: true,
        message: '',
        data: [
          {
            id: 's1',
            createdAt: '2026-11-01T10:00:00Z',
            lastUsedAt: '2026-11-20T10:00:00Z',
            userAgent: CHROME_MAC,
            current: true,
          },
          {
            id: 's2',
            createdAt: '2026-10-01T10:00:00Z',
            lastUsedAt: null,
            userAgent: FIREFOX_WIN,
            current: false,
          },
        ],
      });
    });

    it('lists devices and signs another one out', async () => {
      const user = userEvent.setup();
      await renderSettings();
      const devices = card('Signed-in devices');
      expect(devices.getByText('Chrome on macOS')).toBeInTheDocument();
      expect(devices.getByText('This device')).toBeInTheDocument();
      expect(devices.getByText('Firefox on Windows')).toBeInTheDocument();
      await user.click(devices.getByRole('button', { name: 'Sign out Firefox on Windows' }));
      expect(fakeAuth.client.revokeSession).toHaveBeenCalledWith('s2');
      await waitFor(() => expect(fakeAuth.client.listSessions).toHaveBeenCalledTimes(2));
      expect(currentLocation()).toBe(PAGE);
    });

    it('signs this device out and goes home', async () => {
      const user = userEvent.setup();
      await renderSettings();
      await user.click(
        card('Signed-in devices').getByRole('button', { name: 'Sign out of this device' }),
      );
      expect(fakeAuth.client.signOut).toHaveBeenCalledWith();
      await waitFor(() => expect(currentLocation()).toBe('/'));
    });

    it('signs out of all devices after confirming', async () => {
      const user = userEvent.setup();
      await renderSettings();
      await user.click(
        card('Signed-in devices').getByRole('button', { name: 'Sign out of all devices' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Sign out of all devices?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
      expect(fakeAuth.client.signOut).toHaveBeenCalledWith({ all: true });
      await waitFor(() => expect(currentLocation()).toBe('/'));
    });
  });

  describe('personal access tokens', () => {
    it('creates a token with an expiry and shows it once with copy', async () => {
      const user = userEvent.setup();
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await renderSettings();
      const tokens = card('Personal access tokens');
      expect(tokens.getByText('No tokens yet.')).toBeInTheDocument();
      const create = tokens.getByRole('button', { name: 'Create token' });
      expect(create).toBeDisabled();

      await user.type(tokens.getByLabelText(/^Token name/), 'Calendar sync');
      await user.selectOptions(tokens.getByLabelText('Expires after'), '30 days');
      const before = Date.now();
      await user.click(create);

      const [expiresAt, metadata] = fakeAuth.client.createPat.mock.calls[0] ?? [];
      expect(metadata).toEqual({ name: 'Calendar sync' });
      expect((expiresAt as Date).getTime() - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
      expect((expiresAt as Date).getTime() - before).toBeLessThanOrEqual(30 * DAY + 5000);

      const shown = await tokens.findByLabelText('New personal access token');
      expect(shown).toHaveValue('6f1c2e9a-0000-4000-8000-000000000001');
      expect(shown).toHaveAttribute('readonly');
      await user.click(tokens.getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenCalledWith('6f1c2e9a-0000-4000-8000-000000000001');
      await user.click(tokens.getByRole('button', { name: 'Done' }));
      expect(tokens.queryByLabelText('New personal access token')).not.toBeInTheDocument();
    });

    it('lists tokens with their dates and deletes one', async () => {
      const user = userEvent.setup();
      fakeAuth.client.listPats.mockResolvedValueOnce({
        success: true,
        message: '',
        data: [
          {
            id: 'p1',
            createdAt: '2026-01-10T12:00:00Z',
            expiresAt: '2099-01-10T12:00:00Z',
            metadata: { name: 'CI' },
          },
          {
            id: 'p2',
            createdAt: '2020-01-10T12:00:00Z',
            expiresAt: '2020-02-10T12:00:00Z',
            metadata: {},
          },
        ],
      });
      await renderSettings();
      const tokens = card('Personal access tokens');
      expect(tokens.getByText(/Created Jan 10, 2026 · Expires Jan 10, 2099/)).toBeInTheDocument();
      expect(tokens.getByText('Personal access token')).toBeInTheDocument();
      expect(tokens.getByText('Expired')).toHaveClass('tx-badge');
      expect(tokens.getByText(/Created Jan 10, 2020 · Expired Feb 10, 2020/)).toBeInTheDocument();
      await user.click(tokens.getByRole('button', { name: 'Delete token CI' }));
      expect(fakeAuth.client.deletePat).toHaveBeenCalledWith('p1');
      await waitFor(() => expect(fakeAuth.client.listPats).toHaveBeenCalledTimes(2));
    });
  });

  describe('linked accounts', () => {
    it('links Google and Apple through the provider redirect', async () => {
      const user = userEvent.setup();
      await renderSettings();
      const linked = card('Linked accounts');
      await user.click(linked.getByRole('button', { name: 'Link Google' }));
      expect(fakeAuth.client.signInProvider).toHaveBeenCalledWith('google', {
        connect: true,
        redirectTo: 'http://localhost:3000/app/settings?linked=google',
      });
      await user.click(linked.getByRole('button', { name: 'Link Apple' }));
      expect(fakeAuth.client.signInProvider).toHaveBeenLastCalledWith('apple', {
        connect: true,
        redirectTo: 'http://localhost:3000/app/settings?linked=apple',
      });
    });

    it('confirms a finished link and tidies the address', async () => {
      await renderSettings(`${PAGE}?linked=apple`);
      expect(card('Linked accounts').getByRole('status')).toHaveTextContent(
        'Your Apple account is linked.',
      );
      expect(currentLocation()).toBe(PAGE);
    });

    it('shows why linking failed', async () => {
      await renderSettings(
        `${PAGE}?linked=google&error=invalid-request&errorDescription=Account%20already%20linked`,
      );
      expect(card('Linked accounts').getByRole('alert')).toHaveTextContent(
        'Account already linked',
      );
      expect(currentLocation()).toBe(PAGE);
    });
  });

  describe('delete account', () => {
    it('asks to type DELETE, deletes, and goes home', async () => {
      const user = userEvent.setup();
      await renderSettings();
      await user.click(card('Delete account').getByRole('button', { name: 'Delete account' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
      expect(
        dialog.getByText(/removes your personal data, as our legal page promises/),
      ).toBeInTheDocument();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      expect(confirm).toBeDisabled();
      const input = dialog.getByLabelText('Type DELETE to confirm');
      expect(input).toHaveFocus();
      await user.type(input, 'delete');
      expect(confirm).toBeDisabled();
      await user.clear(input);
      await user.type(input, 'DELETE');
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(fakeAuth.client.deleteAccount).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(currentLocation()).toBe('/'));
    });

    it("keeps the dialog open with the server's reason", async () => {
      const user = userEvent.setup();
      fakeAuth.client.deleteAccount.mockResolvedValueOnce(
        authFailure('Delete or hand over the teams you own first.', 409, 'owns-teams'),
      );
      await renderSettings();
      await user.click(card('Delete account').getByRole('button', { name: 'Delete account' }));
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
      await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Delete or hand over the teams you own first.',
      );
      expect(currentLocation()).toBe(PAGE);
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
