import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from './empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'upcoming', orientation: 'horizontal', activationMode: 'automatic' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <Tabs {...args}>
        <TabsList aria-label="Games">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="completed">Completed</TabsTrigger>
          <TabsTrigger value="archived" disabled>
            Archived
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <p>8 home games left this season. Rank them before the draft.</p>
        </TabsContent>
        <TabsContent value="completed">
          <EmptyState
            compact
            title="No picks found."
            description="Completed games you drafted show up here."
          />
        </TabsContent>
      </Tabs>
    </div>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Completed' }));
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Completed' })).toHaveTextContent(
      'No picks found.',
    );
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Upcoming' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const completed = canvas.getByRole('tab', { name: 'Completed' });
    await expect(completed).toHaveFocus();
    await expect(completed).toHaveAttribute('aria-selected', 'true');
  },
};
