import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CloseIcon } from '../internal/icons';
import { Button } from './button';
import { IconButton } from './icon-button';
import { Toaster, notify } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    notify.remove();
  },
  render: () => (
    <>
      <Toaster />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => notify.success('Profile updated')}>
          Success
        </Button>
        <Button
          variant="secondary"
          onClick={() => notify.error('Could not save. Please try again.')}
        >
          Error
        </Button>
        <Button variant="secondary" onClick={() => notify.message('Draft starts Friday at 7 pm')}>
          Message
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void notify
              .promise(new Promise((resolve) => setTimeout(resolve, 1500)), {
                loading: 'Sending invites...',
                success: 'Invites sent',
                error: 'Could not send invites',
              })
              .catch(() => {})
          }
        >
          Promise
        </Button>
        <Button
          onClick={() =>
            notify.success((t) => (
              <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <span>
                  Team <strong>Section 112 Crew</strong> created. <a href="#team">Invite members</a>
                </span>
                <IconButton
                  size="sm"
                  aria-label="Dismiss"
                  icon={<CloseIcon />}
                  onClick={() => notify.dismiss(t.id)}
                />
              </span>
            ))
          }
        >
          Team created
        </Button>
      </div>
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await page.findByText('Profile updated')).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Could not save. Please try again.',
    );
  },
};

/** Twenty is the most shown at once; older toasts are dismissed. */
export const Capped: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    for (let i = 1; i <= 24; i += 1) notify.message(`Notice ${i}`, { duration: 60_000 });
    await waitFor(() => expect(page.getAllByText(/^Notice \d+$/)).toHaveLength(20));
    await expect(page.queryByText('Notice 1')).not.toBeInTheDocument();
    await expect(page.getByText('Notice 24')).toBeInTheDocument();
  },
};

/** A long message (an address, one long word) wraps inside the toast, never wider than the screen. */
export const LongMessage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    notify.error(
      'Invitation sent to bartholomew.wolfeschlegelsteinhausenberger@example-club.com!',
      { duration: 60_000 },
    );
    const toast = await page.findByRole('alert');
    await expect(toast).toHaveTextContent('wolfeschlegelsteinhausenberger');
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
