import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';
import { Button } from './button';
import { Card } from './card';

const meta = {
  title: 'Display/Card',
  component: Card,
  args: {
    title: 'Section 112 Crew',
    description: 'Dallas Cowboys · NFL · 2025',
    padding: 'md',
    children: '4 members · 8 home games · draft starts Friday',
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'li'] },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
    headerAction: { control: false },
    header: { control: false },
    footer: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { headerAction: <Badge tone="success">active</Badge> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Section 112 Crew' }),
    ).toBeInTheDocument();
  },
};

export const WithFooter: Story = {
  args: {
    headerAction: <Badge tone="info">draft</Badge>,
    footer: (
      <>
        <Button variant="ghost" size="sm">
          Invite Member
        </Button>
        <Button size="sm">View Draft</Button>
      </>
    ),
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined, children: 'A plain surface for any content.' },
};
