import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'active', tone: 'success', dot: false },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'success', 'info', 'warning', 'danger', 'brand'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('active')).toHaveClass('tx-badge--success');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge {...args} tone="neutral">
        setup
      </Badge>
      <Badge {...args} tone="success">
        active
      </Badge>
      <Badge {...args} tone="info">
        draft
      </Badge>
      <Badge {...args} tone="warning">
        pending
      </Badge>
      <Badge {...args} tone="danger">
        overdue
      </Badge>
      <Badge {...args} tone="brand">
        owner
      </Badge>
    </div>
  ),
};

export const WithDot: Story = { args: { dot: true, tone: 'info', children: 'On the clock' } };
