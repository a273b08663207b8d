import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { BrandLogo } from './brand-logo';

const meta = {
  title: 'Brand/BrandLogo',
  component: BrandLogo,
  args: { variant: 'full', tone: 'brand', height: 40, title: 'Tiix' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['full', 'mark'] },
    tone: { control: 'inline-radio', options: ['brand', 'inverse'] },
    height: { control: { type: 'range', min: 16, max: 128, step: 4 } },
  },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Tiix' })).toBeInTheDocument();
  },
};

export const Mark: Story = { args: { variant: 'mark', height: 48 } };

export const Inverse: Story = {
  args: { tone: 'inverse' },
  globals: { backgrounds: { value: 'brand' } },
};

export const Large: Story = { args: { height: 96 } };
