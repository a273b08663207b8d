import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', disabled: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Primetime games only',
    hint: 'Hide day games from your ranking list.',
    defaultChecked: true,
  },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', error: 'Accept the terms to continue.' },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
