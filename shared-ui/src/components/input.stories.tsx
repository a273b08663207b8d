import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: {
    label: 'Email',
    type: 'email',
    placeholder: 'you@example.com',
    disabled: false,
    required: false,
  },
  argTypes: { trailing: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'sam@example.com');
    await expect(input).toHaveValue('sam@example.com');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Display Name',
    type: 'text',
    placeholder: 'Sam Rivera',
    hint: 'Shown to your teammates.',
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a valid email address.', defaultValue: 'sam@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: {
    label: 'Email Address',
    disabled: true,
    defaultValue: 'sam@example.com',
    hint: 'Email cannot be changed. Contact support if you need to update your email.',
  },
};

/** Team name with its counter: 50 characters max, warning above 32. */
export const WithCounter: Story = {
  args: { label: 'Team name', type: 'text', placeholder: 'Section 112 Crew' },
  render: function Render(args) {
    const [value, setValue] = useState('Section 112 Crew');
    const over = value.length > 32;
    return (
      <Input
        {...args}
        value={value}
        maxLength={50}
        onChange={(event) => setValue(event.target.value)}
        trailing={
          <span style={over ? { color: 'var(--tx-color-warning)', fontWeight: 600 } : undefined}>
            {value.length}/50
          </span>
        }
        hint={over ? 'Shorter names fit better on tickets.' : undefined}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Team name'), ' of Loyal Season Fans');
    await expect(canvas.getByText('37/50')).toBeInTheDocument();
  },
};
