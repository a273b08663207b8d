import {
  act,
  cleanup as cleanupPage,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { Client, fetchExchange, Provider as UrqlProvider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@tiix/shared-ui';
import { createAppStore, currentTeamChanged, signedIn } from '@tiix/shared-data';
import { setupMswServer } from '@tiix/shared-data/testing';
import {
  type GameRankingFieldsFragment,
  type RankingInput,
  type ScoredGameFieldsFragment,
} from './operations';
import { type TeamDetailFields } from '../../shared/teamOperations';
import { SCORE_LOCKED } from '../game-card';
import GamesPage, { FILL_FROM_SCORE, NEED_INVITE, NO_GAMES, NO_PICKS } from './GamesPage';
import { gameFixture, teamDetailFixture, teamMemberFixture } from '../../testing/fixtures';

const DAY = 86_400_000;
const ME = 'u-me';

function game(
  n: number,
  opponent: string,
  offsetDays: number,
  score: number,
  overrides: Partial<ScoredGameFieldsFragment> = {},
): ScoredGameFieldsFragment {
  const ms = Date.now() + offsetDays * DAY;
  return {
    ...gameFixture(n, {
      opponent,
      gameDate: new Date(ms).toISOString(),
      kickoffEpochMs: ms,
      kickoffTz: 'UTC',
      tzAbbr: 'UTC',
    }),
    tiixRank: score,
    tiixStars: Math.max(1, Math.ceil(score / 20)),
    tiixRationale: null,
    tiixReasonTags: [
      'Division rival',
      'Prime time',
      'Weekend',
      'Top-5 opponent',
      'Cold risk',
      'Season opener',
      'Late-season stakes',
    ],
    ...overrides,
  };
}

let games: ScoredGameFieldsFragment[] = [];
let ranks: Map<string, number>;
let joined = true;
let plan: 'free' | 'unlimited' = 'unlimited';
const saves: RankingInput[][] = [];
let fills = 0;

const ranking = (gameId: string, rank: number): GameRankingFieldsFragment => ({
  id: `r-${gameId}`,
  gameId,
  userId: ME,
  rank,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const rankList = () => [...ranks].map(([id, r]) => ranking(id, r)).sort((a, b) => a.rank - b.rank);

function team(): TeamDetailFields {
  return teamDetailFixture({
    season: '2026',
    status: 'setup',
    plan,
    myRole: 'member',
    memberCount: 2,
    gameCount: games.length,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    members: [
      teamMemberFixture({
        id: 'm1',
        userId: ME,
        email: 'me@tiix.dev',
        joinedAt: joined ? '2026-01-02T00:00:00Z' : null,
      }),
      teamMemberFixture({
        id: 'm2',
        userId: 'u-sam',
        displayName: 'Sam',
        email: 'sam@tiix.dev',
        joinedAt: '2026-01-03T00:00:00Z',
      }),
    ],
  });
}

// The caller's personal scores by game id; empty = no taste set.
let myScores = new Map<string, { score: number; reasons: string[] }>();

const server = setupMswServer(
  graphql.query('TeamGames', () => HttpResponse.json({ data: { teamGames: games } })),
  graphql.query('MyGameScores', () =>
    HttpResponse.json({
      data: {
        myTaste: myScores.size > 0 ? { days: 'weeknights' } : null,
        teamGames: games.map((g) => ({
          id: g.id,
          myScore: myScores.get(g.id)?.score ?? null,
          myScoreReasons: myScores.get(g.id)?.reasons ?? [],
        })),
      },
    }),
  ),
  graphql.query('MyRankings', () => HttpResponse.json({ data: { myRankings: rankList() } })),
  graphql.query('Team', () => HttpResponse.json({ data: { team: team() } })),
  graphql.mutation('SaveMyRankings', ({ variables }) => {
    const entries = variables.rankings as RankingInput[];
    saves.push(entries);
    for (const { gameId, rank } of entries) {
      ranks.delete(gameId);
      if (rank > 0) {
        for (const [id, r] of ranks) if (r === rank) ranks.delete(id);
        ranks.set(gameId, rank);
      }
    }
    return HttpResponse.json({ data: { saveMyRankings: rankList() } });
  }),
  graphql.mutation('FillMyRankingsFromScore', () => {
    fills++;
    ranks = new Map([
      ['g2', 1],
      ['g1', 2],
      ['g3', 3],
    ]);
    return HttpResponse.json({ data: { fillMyRankingsFromScore: rankList() } });
  }),
);

beforeEach(() => {
  localStorage.clear();
  joined = true;
  plan = 'unlimited';
  saves.length = 0;
  fills = 0;
  myScores = new Map();
  ranks = new Map();
  games = [
    game(1, 'Dallas Cowboys', 10, 61),
    game(2, 'New York Giants', 40, 93, {
      isPrimeTime: true,
      tiixRationale: 'New York Giants at home is a must-see: a division rival in prime time.',
    }),
    game(3, 'Washington Commanders', 45, 20),
    // Played and scored: final.
    game(4, 'Chicago Bears', -20, 77, { homeScore: 24, awayScore: 17, status: 'final' }),
    // Date passed, no score: not upcoming.
    game(5, 'Detroit Lions', -3, 50),
  ];
});

function DraftRoomProbe() {
  const { draftId } = useParams();
  return <p>Draft room {draftId}</p>;
}

function Probe() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function renderPage(entry = '/app/games', teamId: string | null = 't1') {
  const store = createAppStore();
  store.dispatch(currentTeamChanged(teamId));
  store.dispatch(signedIn({ userId: ME, email: 'me@tiix.dev' }));
  const client = new Client({ url: 'http://localhost/v1/graphql', exchanges: [fetchExchange] });
  render(
    <ReduxProvider store={store}>
      <UrqlProvider value={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/app/games"
              element={
                <>
                  <GamesPage />
                  <Probe />
                </>
              }
            />
            <Route path="/app/draft/:draftId" element={<DraftRoomProbe />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </UrqlProvider>
    </ReduxProvider>,
  );
}

const cards = () => screen.getAllByRole('article');
const names = () => cards().map((c) => c.querySelector('h3')?.textContent);
const picker = (opponent: string) =>
  screen.getByRole('combobox', { name: `My rank for ${opponent}` });

describe('GamesPage', () => {
  it('links to the teams page when no team is selected', () => {
    renderPage('/app/games', null);
    expect(screen.getByRole('link', { name: 'Go to teams' })).toHaveAttribute('href', '/app/teams');
  });

  it('shows upcoming games by score, with ranked-of-total progress and no finals', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(names()).toEqual(['New York Giants', 'Dallas Cowboys', 'Washington Commanders']);
    expect(screen.getByRole('progressbar', { name: 'Games ranked' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 3 ranked',
    );
    const first = cards()[0]!;
    expect(within(first).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByTitle('Primetime')).toBeInTheDocument();
  });

  it('shows the rationale and up to 6 reasons when the score is hovered or focused', async () => {
    const user = userEvent.setup();
    renderPage();
    const score = await screen.findByRole('button', { name: 'Score 93 of 100' });
    const tip = document.getElementById(score.getAttribute('aria-describedby')!)!;
    expect(tip).not.toBeVisible();
    expect(tip.querySelectorAll('li')).toHaveLength(6);
    expect(tip).toHaveTextContent(/^New York Giants at home is a must-see/);
    expect(tip).not.toHaveTextContent('Late-season stakes');
    await user.hover(score);
    expect(tip).toBeVisible();
    expect(score).toHaveAccessibleDescription(/Division rival/);
    await user.unhover(score);
    expect(tip).not.toBeVisible();
    act(() => score.focus());
    expect(tip).toBeVisible();
  });

  it('keeps tab, month and sort in the address and reads them back', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'date');
    expect(screen.getByTestId('search')).toHaveTextContent('?sort=date');
    expect(names()).toEqual(['Dallas Cowboys', 'New York Giants', 'Washington Commanders']);

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByTestId('search')).toHaveTextContent('tab=completed');
    // The final and the game whose date passed without a score.
    expect(names()).toEqual(['Chicago Bears', 'Detroit Lions']);
    const bears = cards()[0]!;
    expect(bears).toHaveTextContent('Final 24-17');
    expect(within(bears).getByRole('combobox')).toBeDisabled();
    expect(within(bears).getByRole('button', { name: 'Draft' })).toBeDisabled();
    expect(within(cards()[1]!).getByRole('button', { name: 'Draft' })).toBeDisabled();

    const month = new Date(games[3]!.kickoffEpochMs!).toISOString().slice(0, 7);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), month);
    expect(screen.getByTestId('search')).toHaveTextContent(`month=${month}`);
    expect(names()).toContain('Chicago Bears');
  });

  it('applies tab, month and sort from the address on load', async () => {
    const month = new Date(games[1]!.kickoffEpochMs!).toISOString().slice(0, 7);
    renderPage(`/app/games?tab=upcoming&sort=date&month=${month}`);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue(month);
    expect(names()).toContain('New York Giants');
    expect(names()).not.toContain('Dallas Cowboys');
  });

  it("shows 'No home games found' for an empty month", async () => {
    renderPage('/app/games?month=1999-01');
    expect(await screen.findByText(NO_GAMES)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("shows 'No picks found.' when sorting by My Rank without ranks", async () => {
    renderPage('/app/games?sort=rank');
    expect(await screen.findByText(NO_PICKS)).toBeInTheDocument();
  });

  it("offers ranks 1..upcoming count, marks another game's rank '(used)' and moves it", async () => {
    ranks = new Map([['g1', 1]]);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(picker('Dallas Cowboys')).toHaveValue('1'));
    const giants = picker('New York Giants');
    const labels = within(giants)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['Not ranked', '1 (used)', '2', '3']);
    expect(within(picker('Dallas Cowboys')).getByRole('option', { name: '1' })).toBeInTheDocument();

    await user.selectOptions(giants, '1');
    expect(saves).toEqual([[{ gameId: 'g2', rank: 1 }]]);
    await waitFor(() => expect(picker('New York Giants')).toHaveValue('1'));
    expect(picker('Dallas Cowboys')).toHaveValue('0');
    expect(screen.getByRole('progressbar', { name: 'Games ranked' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 ranked',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rank');
    expect(names()[0]).toBe('New York Giants');
  });

  it('shows the personal score under each card once a taste is set, and only then', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByText(/Your score/)).not.toBeInTheDocument();
    cleanupPage();
    myScores = new Map([
      ['g1', { score: 75, reasons: ['You love Dallas Cowboys', 'Weeknight'] }],
      ['g2', { score: 80, reasons: [] }],
      ['g3', { score: 12, reasons: ['Cold risk'] }],
    ]);
    renderPage();
    await waitFor(() => expect(within(cards()[1]!).getByText(/Your score/)).toBeInTheDocument());
    expect(within(cards()[1]!).getByText(/Your score/)).toHaveTextContent(
      'Your score 75 · You love Dallas Cowboys, Weeknight',
    );
    expect(screen.getByRole('button', { name: 'Your game taste' })).toBeInTheDocument();
  });

  it('fills the ranks from the score', async () => {
    const user = userEvent.setup();
    renderPage('/app/games?sort=rank');
    await screen.findByText(NO_PICKS);
    await user.click(screen.getByRole('button', { name: FILL_FROM_SCORE }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(fills).toBe(1);
    expect(names()).toEqual(['New York Giants', 'Dallas Cowboys', 'Washington Commanders']);
    expect(picker('Washington Commanders')).toHaveValue('3');
    expect(screen.getByRole('progressbar', { name: 'Games ranked' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 3 ranked',
    );
  });

  it('lets members draft from an upcoming card: ensures the draft, then opens its room', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('*/v1/functions/drafts-ensure', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ draftId: 'd-42', id: 'd-42' });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByText(NEED_INVITE)).toBeNull();
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Draft' }));
    expect(await screen.findByText('Draft room d-42')).toBeInTheDocument();
    expect(asked).toEqual([{ teamId: 't1', gameId: 'g2' }]);
  });

  it("shows drafts-ensure's message when it fails, else 'Failed to ensure draft'", async () => {
    server.use(
      http.post('*/v1/functions/drafts-ensure', () =>
        HttpResponse.json(
          { ok: false, error: 'NOT_FOUND', message: 'Team not found or access denied' },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Draft' }));
    expect(await screen.findByText('Team not found or access denied')).toBeInTheDocument();
    server.use(http.post('*/v1/functions/drafts-ensure', () => HttpResponse.error()));
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Draft' }));
    expect(await screen.findByText('Failed to ensure draft')).toBeInTheDocument();
    expect(screen.queryByText(/Draft room/)).toBeNull();
  });

  it("marks drafted games: 'Yours', or held by the teammate's name", async () => {
    games[0] = { ...games[0]!, assignedTo: ME };
    games[1] = { ...games[1]!, assignedTo: 'u-sam' };
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByText('Yours')).toBeInTheDocument();
    expect(screen.getByText('Held by Sam')).toBeInTheDocument();
  });

  it('tells people who have not accepted the invite that they cannot draft', async () => {
    joined = false;
    renderPage();
    await waitFor(() => expect(screen.getAllByText(NEED_INVITE)).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Draft' })).toBeNull();
  });

  it('locks the score for a free-plan team once per page: clean cards, fill disabled, the way to unlock', async () => {
    plan = 'free';
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(2));
    // Said once, with what unlocks it and a link to the billing section.
    const hint = screen.getByRole('note', { name: 'Game score: Unlimited plan' });
    expect(hint).toHaveTextContent(SCORE_LOCKED);
    expect(screen.getAllByText(new RegExp(SCORE_LOCKED))).toHaveLength(1);
    expect(within(hint).getByRole('link', { name: 'Go Unlimited' })).toHaveAttribute(
      'href',
      '/app/settings#billing',
    );
    for (const card of screen.getAllByRole('article')) expect(card).not.toHaveTextContent('★');
    expect(screen.queryByRole('button', { name: /^Score / })).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    const fill = screen.getByRole('button', { name: FILL_FROM_SCORE });
    expect(fill).toBeDisabled();
    expect(fill).toHaveAccessibleDescription(new RegExp(SCORE_LOCKED));
  });

  it('renders the legacy table with ?oldCard=1 and saves a typed rank', async () => {
    const user = userEvent.setup();
    renderPage('/app/games?oldCard=1');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Opponent', 'Score', 'My Rank', 'Draft']);
    expect(screen.queryByRole('article')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'New York Giants',
      'Dallas Cowboys',
      'Washington Commanders',
    ]);
    expect(rows[0]).toHaveTextContent('93');
    const input = screen.getByRole('spinbutton', { name: 'My rank for Dallas Cowboys' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '100');
    await user.type(input, '12{Enter}');
    expect(saves).toEqual([[{ gameId: 'g1', rank: 12 }]]);
    await waitFor(() => expect(input).toHaveValue(12));
  });

  it('drags games into order with the keyboard and saves ranks 1..n in one call', async () => {
    // jsdom has no layout: give each reorder row a 50px slot by its position so dnd-kit can measure.
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const li = this.closest('li[data-game-id]');
      const index = li ? [...li.parentElement!.children].indexOf(li) : 0;
      const top = index * 50;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 300,
        height: 40,
        right: 300,
        bottom: top + 40,
        toJSON: () => ({}),
      } as DOMRect;
    };
    try {
      const user = userEvent.setup();
      renderPage();
      await waitFor(() => expect(cards()).toHaveLength(3));
      await user.click(screen.getByRole('button', { name: 'Reorder' }));
      const list = screen.getByRole('list', { name: 'Upcoming games in your order' });
      const order = () =>
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('data-game-id'));
      // Unranked: soonest first.
      expect(order()).toEqual(['g1', 'g2', 'g3']);

      const handle = screen.getByRole('button', { name: 'Move Dallas Cowboys' });
      act(() => handle.focus());
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(order()).toEqual(['g2', 'g1', 'g3']));

      await user.click(screen.getByRole('button', { name: 'Save order' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]).toEqual([
        { gameId: 'g2', rank: 1 },
        { gameId: 'g1', rank: 2 },
        { gameId: 'g3', rank: 3 },
      ]);
      await waitFor(() => expect(cards()).toHaveLength(3));
      expect(picker('New York Giants')).toHaveValue('1');
      expect(picker('Dallas Cowboys')).toHaveValue('2');
    } finally {
      Element.prototype.getBoundingClientRect = original;
    }
  });

  it('cancels a reorder without saving', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(saves).toEqual([]);
    expect(cards()).toHaveLength(3);
  });
});
