import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvidersAsync } from '@tiix/shared-data/testing';
import { fakeGraphqlClient, storeFor } from '../../testing/fakeGraphql';
import { NextGame, type NextGameFields } from './NextGame';

const next: NextGameFields = {
  gameId: 'g1',
  teamId: 't1',
  teamName: 'Sunday Crew',
  opponent: 'Denver Broncos',
  gameDate: '2026-12-07T01:20:00Z',
  status: 'sent',
  line: 'Sun Dec 6 · Denver Broncos at Kansas City Chiefs · tickets sent',
};

async function renderNext(answer: unknown) {
  const { client, calls } = fakeGraphqlClient(answer === undefined ? {} : { NextGame: answer });
  const view = await renderWithProvidersAsync(<NextGame />, {
    store: storeFor('user-1'),
    client,
    route: '/app',
  });
  return { ...view, calls };
}

describe('NextGame', () => {
  it('shows the next game with its ticket status, linking to the team', async () => {
    await renderNext({ myNextGame: next });
    const link = await screen.findByRole('link', {
      name: 'Sun Dec 6 · Denver Broncos at Kansas City Chiefs · tickets sent',
    });
    expect(link).toHaveAttribute('href', '/app/teams/t1');
    expect(screen.getByText(/Your next game/)).toBeInTheDocument();
  });

  it('shows nothing without an upcoming game, or when the query fails', async () => {
    const none = await renderNext({ myNextGame: null });
    await waitFor(() => expect(none.calls).toHaveLength(1));
    expect(none.container).toBeEmptyDOMElement();
    none.unmount();
    const failed = await renderNext(undefined);
    await waitFor(() => expect(failed.calls).toHaveLength(1));
    expect(failed.container).toBeEmptyDOMElement();
  });
});
