import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { Card } from './card';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', width: 240 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.tx-skeleton')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** A team card while it loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ width: 380 }} aria-busy="true">
      <Card>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton variant="circle" />
          <div style={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </div>
        </div>
        <Skeleton variant="rect" height={72} style={{ marginTop: 16 }} />
      </Card>
    </div>
  ),
};
