import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function GamesTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="upcoming" onValueChange={onValueChange}>
      <TabsList aria-label="Games">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="completed">Completed</TabsTrigger>
        <TabsTrigger value="all">All</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">Upcoming games</TabsContent>
      <TabsContent value="completed">Completed games</TabsContent>
      <TabsContent value="all">All games</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected panel', () => {
    render(<GamesTabs />);
    expect(screen.getByRole('tablist', { name: 'Games' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Upcoming games');
  });

  it('moves with arrow keys, Home and End, selecting on focus', async () => {
    const onValueChange = vi.fn();
    render(<GamesTabs onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Completed games');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus(); // wraps around

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('upcoming');
  });

  it('Tab moves from the active tab into the panel', async () => {
    render(<GamesTabs />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('Tabs before their code is in', () => {
  it('render once it arrives', async () => {
    // A fresh copy of the module, as on a page that has not shown tabs yet.
    vi.resetModules();
    const fresh = await import('./tabs');
    render(
      <fresh.Tabs defaultValue="upcoming">
        <fresh.TabsList aria-label="Games">
          <fresh.TabsTrigger value="upcoming">Upcoming</fresh.TabsTrigger>
        </fresh.TabsList>
        <fresh.TabsContent value="upcoming">Upcoming games</fresh.TabsContent>
      </fresh.Tabs>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByRole('tablist', { name: 'Games' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent('Upcoming games');
  });
});
