import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: {
    label: 'Create your team',
    value: 2,
    min: 0,
    max: 6,
    valueText: 'Step 2 of 6',
    showValue: true,
    hideLabel: false,
    tone: 'accent',
    size: 'md',
  },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 6, step: 1 } },
    tone: { control: 'inline-radio', options: ['brand', 'accent', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard's "Step X of N" bar. */
export const WizardStep: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Create your team' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '6');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 6');
  },
};

/** The games page's ranked-of-total indicator. */
export const Ranked: Story = {
  args: { label: 'Games ranked', value: 12, max: 40, valueText: '12 of 40 ranked', tone: 'brand' },
};

export const Percentage: Story = {
  args: { label: 'Upload', value: 64, max: 100, valueText: undefined },
};

export const HiddenLabel: Story = { args: { hideLabel: true, showValue: false, size: 'sm' } };
