import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { Input } from './input';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Invite a member',
    description: 'They get an e-mail with a link to join your team.',
    size: 'md',
    closeLabel: 'Close',
    hideCloseButton: false,
    hideTitle: false,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <Dialog
      {...args}
      trigger={<Button>Invite Member</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button>Send invite</Button>
        </>
      }
    >
      <Input label="Email" type="email" placeholder="friend@example.com" />
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Invite Member' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Invite a member' });
    await expect(dialog).toHaveAccessibleDescription(
      'They get an e-mail with a link to join your team.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ConfirmDelete: Story = {
  args: {
    title: 'Delete team permanently?',
    description: 'This action cannot be undone. Delete team permanently?',
    size: 'sm',
  },
  render: (args) => (
    <Dialog
      {...args}
      trigger={<Button variant="danger">Delete team</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep team</Button>
          </DialogClose>
          <Button variant="danger">Delete team</Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete team' }));
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled from outside, opened on load (e.g. the wizard modal driven by the address). */
export const Controlled: Story = {
  args: {
    title: 'Welcome to Tiix',
    description: 'Split season tickets with your friends in a few steps.',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Reopen
        </Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          footer={<Button onClick={() => setOpen(false)}>Get Started</Button>}
        />
      </>
    );
  },
};
