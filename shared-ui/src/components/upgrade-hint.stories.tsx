import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Card } from './card';
import { UpgradeHint } from './upgrade-hint';

const meta = {
  title: 'Feedback/UpgradeHint',
  component: UpgradeHint,
  args: {
    feature: 'Card payments',
    children: 'Card payments are an Unlimited feature. Go Unlimited to collect by card.',
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof UpgradeHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: 'Card payments: Unlimited plan' });
    await expect(note).toHaveTextContent('Card payments are an Unlimited feature.');
    await expect(canvas.getByRole('link', { name: 'Go Unlimited' })).toHaveAttribute(
      'href',
      '/app/settings#billing',
    );
  },
};

export const DefaultMessage: Story = {
  args: { feature: 'Game swaps', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Game swaps are an Unlimited feature.'),
    ).toBeInTheDocument();
  },
};

export const InCard: Story = {
  args: { feature: 'Automated drafts', children: undefined, actionLabel: 'See plans' },
  render: (args) => (
    <div style={{ width: 380 }}>
      <Card title="Draft mode">
        <UpgradeHint {...args} />
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See plans' })).toBeVisible();
  },
};
