import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GameSwapActions } from './GameSwapActions';

const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
const game = (over: Partial<Parameters<typeof GameSwapActions>[0]['game']> = {}) => ({
  id: 'g1',
  opponent: 'Detroit Lions',
  assignedTo: 'u-me',
  status: 'upcoming' as const,
  gameDate: future,
  ...over,
});

function renderActions(props: Partial<Parameters<typeof GameSwapActions>[0]>) {
  return render(
    <MemoryRouter>
      <GameSwapActions teamId="t1" plan="unlimited" userId="u-me" game={game()} {...props} />
    </MemoryRouter>,
  );
}

describe('game card swap actions', () => {
  it('the holder may propose a swap or put the game up for grabs', () => {
    renderActions({});
    expect(screen.getByRole('link', { name: 'Propose swap: Detroit Lions' })).toHaveAttribute(
      'href',
      '/app/teams/t1/season?swap=g1',
    );
    expect(screen.getByRole('link', { name: 'Up for grabs: Detroit Lions' })).toHaveAttribute(
      'href',
      '/app/teams/t1/season?grab=g1',
    );
  });

  it("a teammate's game offers only a swap", () => {
    renderActions({ game: game({ assignedTo: 'u-sam' }) });
    expect(screen.getByRole('link', { name: 'Propose swap: Detroit Lions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Up for grabs/ })).not.toBeInTheDocument();
  });

  it('shows nothing on a free team, for an undrafted game or a game that has started', () => {
    const { container, rerender } = renderActions({ plan: 'free' });
    expect(container).toBeEmptyDOMElement();
    for (const g of [
      game({ assignedTo: null }),
      game({ status: 'final' }),
      game({ gameDate: new Date(Date.now() - 60_000).toISOString() }),
    ]) {
      rerender(
        <MemoryRouter>
          <GameSwapActions teamId="t1" plan="unlimited" userId="u-me" game={g} />
        </MemoryRouter>,
      );
      expect(container).toBeEmptyDOMElement();
    }
  });
});
