import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogOutIcon, UserIcon } from '../internal/demo-icons';
import { Avatar } from './avatar';
import { Button } from './button';
import { IconButton } from './icon-button';
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from './dropdown';

const onSignOut = fn();

const meta = {
  title: 'Overlays/Dropdown',
  component: Dropdown,
  args: {
    align: 'end',
    side: 'bottom',
    trigger: <Button variant="secondary">Account</Button>,
    children: null,
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    trigger: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <Dropdown {...args}>
      <DropdownLabel>sam@example.com</DropdownLabel>
      <DropdownItem asChild icon={<UserIcon />}>
        <a href="#profile">Profile</a>
      </DropdownItem>
      <DropdownItem asChild>
        <a href="#settings">Settings</a>
      </DropdownItem>
      <DropdownItem asChild>
        <a href="#legal">Legal</a>
      </DropdownItem>
      <DropdownSeparator />
      <DropdownItem tone="danger" icon={<LogOutIcon />} onSelect={onSignOut}>
        Sign Out
      </DropdownItem>
    </Dropdown>
  ),
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user menu from the top navigation. */
export const UserMenu: Story = {
  beforeEach: () => {
    onSignOut.mockClear();
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '#profile',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Open on load, to review the menu's look. */
export const Open: Story = { args: { defaultOpen: true, modal: false } };

export const AvatarTrigger: Story = {
  args: {
    trigger: (
      <IconButton
        aria-label="Open user menu"
        icon={<Avatar name="Sam Rivera" size="sm" decorative />}
      />
    ),
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * A long address as the label: the menu stays within the screen beside its trigger and the
 * address wraps (try it at a phone's width).
 */
export const LongLabel: Story = {
  args: { defaultOpen: true, modal: false },
  render: (args) => (
    <Dropdown {...args}>
      <DropdownLabel>bartholomew.wolfeschlegelsteinhausenberger@example-club.com</DropdownLabel>
      <DropdownItem asChild icon={<UserIcon />}>
        <a href="#profile">Profile</a>
      </DropdownItem>
    </Dropdown>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu');
    await expect(menu).toHaveTextContent('bartholomew.wolfeschlegelsteinhausenberger');
  },
};
