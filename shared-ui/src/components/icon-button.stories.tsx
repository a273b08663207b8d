import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BellIcon, MoreIcon, PlusIcon } from '../internal/demo-icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: {
    'aria-label': 'Notifications',
    icon: <BellIcon />,
    variant: 'ghost',
    size: 'md',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="ghost" aria-label="More actions" icon={<MoreIcon />} />
      <IconButton {...args} variant="secondary" aria-label="Notifications" icon={<BellIcon />} />
      <IconButton {...args} variant="primary" aria-label="Add member" icon={<PlusIcon />} />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
