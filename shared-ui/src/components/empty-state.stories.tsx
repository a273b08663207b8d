import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { PlusIcon, TicketIcon } from '../internal/demo-icons';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No teams yet',
    description: 'Create a team, pick your season and invite the friends you share tickets with.',
    icon: <TicketIcon />,
    compact: false,
    action: <Button startIcon={<PlusIcon />}>Start Your First Team</Button>,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start Your First Team' })).toBeInTheDocument();
  },
};

export const InCard: Story = {
  args: {
    title: 'No recent activity',
    description: 'Picks, payments and invites show up here.',
    action: undefined,
    compact: true,
  },
  render: (args) => (
    <div style={{ width: 380 }}>
      <Card title="Recent Activity">
        <EmptyState {...args} />
      </Card>
    </div>
  ),
};
