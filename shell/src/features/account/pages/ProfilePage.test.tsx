import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeProfile, fakeSession } from '@tiix/shared-data/testing';
import { currentLocation, renderAt } from '../testing/renderAt';
import { ProfilePage } from './ProfilePage';

vi.mock('@tiix/shared-data', async (importOriginal) => {
  const { useAuth, useProfile } = await import('@tiix/shared-data/testing');
  return { ...(await importOriginal<object>()), useAuth, useProfile };
});

const PAGE = '/app/profile';

beforeEach(() => {
  fakeAuth.reset();
  fakeAuth.setSession(fakeSession());
  fakeAuth.setProfile({ profile: fakeProfile() });
});

describe('/app/profile', () => {
  it("shows 'Loading profile...' while there is no user", () => {
    fakeAuth.setSession(null);
    renderAt(PAGE, <ProfilePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows the title, the avatar initial, the e-mail note and the last login', () => {
    renderAt(PAGE, <ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Manage your account settings and preferences.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jordan' })).toHaveTextContent('J');
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    expect(email).toHaveValue('fan@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'Email cannot be changed. Contact support if you need to update your email.',
    );
    expect(screen.getByText('Last Login').nextElementSibling).toHaveTextContent(
      'November 22, 2026 at 3:05 PM',
    );
    expect(screen.getByRole('heading', { name: 'Account Actions' })).toBeInTheDocument();
  });

  it('uses the e-mail for the initial when there is no name, and hides a missing last login', () => {
    fakeAuth.setProfile({ profile: fakeProfile({ name: null, lastLogin: null }) });
    renderAt(PAGE, <ProfilePage />);
    expect(screen.getByRole('img', { name: 'fan@example.com' })).toHaveTextContent('F');
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByText('Last Login')).not.toBeInTheDocument();
  });

  it('edits the display name: Saving..., then the success message', async () => {
    const user = userEvent.setup();
    let finish: (value: { success: boolean; message: string }) => void = () => {};
    fakeAuth.updateName.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderAt(PAGE, <ProfilePage />);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Display Name' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Jordan');
    await user.clear(field);
    await user.type(field, '  Jo  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(fakeAuth.updateName).toHaveBeenCalledWith('  Jo  ');
    await act(async () => {
      fakeAuth.setProfile({ profile: fakeProfile({ name: 'Jo' }) });
      finish({ success: true, message: 'Profile updated successfully!' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(screen.queryByRole('textbox', { name: 'Display Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('keeps the editor open and shows the failure message', async () => {
    const user = userEvent.setup();
    fakeAuth.updateName.mockResolvedValueOnce({
      success: false,
      message: 'Failed to update profile. Please try again.',
    });
    renderAt(PAGE, <ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Display Name' })).toBeInTheDocument();
  });

  it('cancels an edit without saving', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <ProfilePage />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Display Name' }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fakeAuth.updateName).not.toHaveBeenCalled();
    expect(screen.getByText('Jordan', { selector: 'span' })).toBeInTheDocument();
  });

  it('signs out and goes to /', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <ProfilePage />);
    const actions = screen.getByRole('heading', { name: 'Account Actions' }).closest('section');
    await user.click(within(actions as HTMLElement).getByRole('button', { name: 'Sign Out' }));
    expect(fakeAuth.client.signOut).toHaveBeenCalled();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
