import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from './dropdown';

function Menu({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Dropdown trigger={<Button>Account</Button>}>
      <DropdownLabel>sam@example.com</DropdownLabel>
      <DropdownItem asChild icon={<svg data-testid="profile-icon" />}>
        <a href="/app/profile">Profile</a>
      </DropdownItem>
      <DropdownSeparator />
      <DropdownItem tone="danger" onSelect={onSignOut}>
        Sign Out
      </DropdownItem>
    </Dropdown>
  );
}

describe('Dropdown', () => {
  it('opens a menu whose items can be links', async () => {
    render(<Menu onSignOut={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
    expect(profile.tagName).toBe('A');
    expect(profile).toHaveAttribute('href', '/app/profile');
    expect(profile).toHaveClass('tx-dropdown__item');
    expect(profile).toContainElement(screen.getByTestId('profile-icon'));
  });

  it('runs onSelect and closes, returning focus to the trigger', async () => {
    const onSignOut = vi.fn();
    render(<Menu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('is keyboard operable', async () => {
    render(<Menu onSignOut={() => {}} />);
    screen.getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
