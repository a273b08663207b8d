import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Avatar } from './avatar';

// A tiny inline image, so the story works offline.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#18d26e"/><stop offset="1" stop-color="#0c1e3c"/></linearGradient></defs><rect width="80" height="80" fill="url(#g)"/><circle cx="40" cy="32" r="14" fill="#fff" opacity=".9"/><path d="M14 80a26 26 0 0 1 52 0" fill="#fff" opacity=".9"/></svg>',
  );

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Sam Rivera', email: 'sam@example.com', size: 'md', decorative: false },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Sam Rivera' });
    await expect(avatar).toHaveTextContent('S');
  },
};

export const FromEmail: Story = {
  args: { name: null, email: 'jordan@example.com' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'jordan@example.com' }),
    ).toHaveTextContent('J');
  },
};

export const WithImage: Story = { args: { src: photo, size: 'lg' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Members: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {[
        'Sam Rivera',
        'Alex Chen',
        'Priya Patel',
        'Marcus Johnson',
        'Lena Fischer',
        'Diego Ortiz',
      ].map((name) => (
        <Avatar key={name} name={name} email={`${name.split(' ')[0]?.toLowerCase()}@example.com`} />
      ))}
    </div>
  ),
};
