import { render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@tiix/shared-data/testing';
import type { GameFieldsFragment } from '../../shared/teamOperations';
import { SCORE_LOCKED } from '../game-card';
import { UpcomingGameCards } from './UpcomingGameCards';

const GAME = {
  id: 'g1',
  teamId: 't1',
  opponent: 'Dallas Cowboys',
  venue: null,
  gameDate: '2026-09-13T17:00:00.000Z',
  kickoffEpochMs: Date.UTC(2026, 8, 13, 17),
  kickoffTz: 'UTC',
  tzAbbr: 'UTC',
  isHome: true,
  isPrimeTime: false,
} as unknown as GameFieldsFragment;

const server = setupMswServer(
  graphql.query('TeamGames', () =>
    HttpResponse.json({
      data: {
        teamGames: [
          {
            ...GAME,
            tiixRank: 81,
            tiixStars: 4,
            tiixRationale: 'Dallas Cowboys at home is a must-see: a division rival.',
            tiixReasonTags: ['Division rival'],
          },
        ],
      },
    }),
  ),
);

function renderCards(plan: 'free' | 'unlimited') {
  const client = new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] });
  render(
    <Provider value={client}>
      <UpcomingGameCards teamId="t1" league="NFL" plan={plan} games={[GAME]} />
    </Provider>,
  );
}

describe('UpcomingGameCards', () => {
  it('joins the score, stars, rationale and reasons to the team detail cards on Unlimited', async () => {
    renderCards('unlimited');
    const score = await screen.findByRole('button', { name: 'Score 81 of 100' });
    expect(score).toHaveAccessibleDescription(
      'Dallas Cowboys at home is a must-see: a division rival. Division rival',
    );
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
  });

  it('keeps the cards clean on the free plan: no score and no per-card lock text', async () => {
    let answered = false;
    server.events.on('response:mocked', () => {
      answered = true;
    });
    renderCards('free');
    // The scored games did arrive; the card still shows none of the score.
    await waitFor(() => expect(answered).toBe(true));
    server.events.removeAllListeners();
    expect(screen.queryByRole('button', { name: /Score/ })).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent('81');
    expect(screen.getByRole('article')).not.toHaveTextContent('must-see');
    expect(screen.queryByText(SCORE_LOCKED)).toBeNull();
  });
});
