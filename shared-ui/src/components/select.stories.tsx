import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './select';

const leagues = [
  { value: 'nfl', label: 'NFL' },
  { value: 'nba', label: 'NBA' },
  { value: 'mlb', label: 'MLB' },
  { value: 'nhl', label: 'NHL' },
  { value: 'mls', label: 'MLS', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'League',
    options: leagues,
    placeholder: 'Choose a league',
    disabled: false,
    required: false,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('League');
    await userEvent.selectOptions(select, 'nba');
    await expect(select).toHaveValue('nba');
  },
};

export const Season: Story = {
  args: {
    label: 'Season',
    placeholder: undefined,
    defaultValue: '2025',
    options: [
      { value: '2025', label: '2025' },
      { value: '2026', label: '2026' },
    ],
    hint: 'Home games for this season are loaded next.',
  },
};

export const WithError: Story = { args: { error: 'Choose a league to continue.' } };

export const Disabled: Story = { args: { disabled: true } };
