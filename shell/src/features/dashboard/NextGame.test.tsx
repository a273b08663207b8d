import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvidersAsync } from '@tiix/shared-data/testing';
import { NextGame } from './NextGame';
import { nextGameFixture } from './nextGame.fixture';

const next = nextGameFixture;

describe('NextGame', () => {
  it('shows the next game with its ticket status, linking to the team', async () => {
    await renderWithProvidersAsync(<NextGame next={next} />, { route: '/app' });
    const link = screen.getByRole('link', {
      name: 'Sun Dec 6 · Denver Broncos at Kansas City Chiefs · tickets sent',
    });
    expect(link).toHaveAttribute('href', '/app/teams/t1');
    expect(screen.getByText(/Your next game/)).toBeInTheDocument();
  });

  it('shows nothing without an upcoming game, or while it is loading or failed', async () => {
    const none = await renderWithProvidersAsync(<NextGame next={null} />, { route: '/app' });
    expect(none.container).toBeEmptyDOMElement();
    none.unmount();
    const unknown = await renderWithProvidersAsync(<NextGame next={undefined} />, {
      route: '/app',
    });
    expect(unknown.container).toBeEmptyDOMElement();
  });
});
