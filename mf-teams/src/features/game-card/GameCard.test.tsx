import type { ComponentProps } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GameCard, SCORE_LOCKED, scoreBarPercent, type GameCardGame } from './GameCard';
import { formatGameTime, teamLogoUrl } from './formatGameTime';

const GAME: GameCardGame = {
  id: 'g1',
  opponent: 'Dallas Cowboys',
  venue: 'Lincoln Financial Field',
  // 2025-09-07 13:00 in Philadelphia (EDT, UTC-4).
  gameDate: '2025-09-07T17:00:00.000Z',
  kickoffEpochMs: Date.UTC(2025, 8, 7, 17, 0),
  kickoffTz: 'America/New_York',
  tzAbbr: 'EDT',
  isHome: true,
  isPrimeTime: false,
};

/** The card of GAME in the NFL, with the props a case is about. */
const renderCard = (props: Partial<ComponentProps<typeof GameCard>> = {}) =>
  render(<GameCard game={GAME} league="NFL" {...props} />);

describe('formatGameTime', () => {
  it('shows weekday, month, day, year, time and the zone abbreviation in the venue zone', () => {
    expect(formatGameTime(GAME)).toBe('Sun, Sep 7, 2025 · 1:00 PM EDT');
  });

  it('uses the venue zone, not UTC, for the day (a late game the previous evening)', () => {
    expect(
      formatGameTime({
        kickoffEpochMs: Date.UTC(2025, 9, 10, 2, 15),
        kickoffTz: 'America/Los_Angeles',
        tzAbbr: 'PDT',
      }),
    ).toBe('Thu, Oct 9, 2025 · 7:15 PM PDT');
  });

  it('falls back to the game date and the zone name Intl gives when no abbreviation is stored', () => {
    expect(
      formatGameTime({ gameDate: '2026-01-04T18:00:00.000Z', kickoffTz: 'America/Chicago' }),
    ).toBe('Sun, Jan 4, 2026 · 12:00 PM CST');
  });

  it("is 'TBD' when the time is missing or invalid", () => {
    expect(formatGameTime({ gameDate: 'not a date' })).toBe('TBD');
    expect(formatGameTime({ gameDate: null, kickoffEpochMs: Number.NaN })).toBe('TBD');
    expect(formatGameTime({})).toBe('TBD');
  });

  it('shows a game with an unknown zone name in UTC rather than failing', () => {
    expect(
      formatGameTime({ kickoffEpochMs: Date.UTC(2025, 8, 7, 17, 0), kickoffTz: 'Mars/Base' }),
    ).toBe('Sun, Sep 7, 2025 · 5:00 PM UTC');
  });
});

describe('teamLogoUrl', () => {
  it('builds the team slug path', () => {
    expect(teamLogoUrl('NFL', 'Dallas Cowboys')).toBe('/logos/nfl/dallas-cowboys.svg');
    expect(teamLogoUrl('MLS', 'CF Montréal')).toBe('/logos/mls/cf-montreal.svg');
  });
});

describe('GameCard', () => {
  it('shows the opponent, logo, home, time and venue', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'vs Dallas Cowboys' });
    expect(card).toHaveTextContent('Dallas Cowboys');
    expect(card).toHaveTextContent('Home');
    expect(card).toHaveTextContent('Sun, Sep 7, 2025 · 1:00 PM EDT');
    expect(card).toHaveTextContent('Lincoln Financial Field');
    expect(card.querySelector('img')).toHaveAttribute('src', '/logos/nfl/dallas-cowboys.svg');
    expect(screen.queryByText('Primetime')).not.toBeInTheDocument();
  });

  it('hides the logo when it fails to load', () => {
    renderCard();
    const img = screen.getByRole('article').querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    expect(screen.getByText('Dallas Cowboys')).toBeInTheDocument();
  });

  it('marks away and primetime games, and TBD times', () => {
    renderCard({
      game: { ...GAME, isHome: false, isPrimeTime: true, gameDate: 'x', kickoffEpochMs: null },
    });
    const card = screen.getByRole('article', { name: 'at Dallas Cowboys' });
    expect(card).toHaveTextContent('Away');
    expect(screen.getByTitle('Primetime')).toHaveTextContent('Primetime');
    expect(card).toHaveTextContent('TBD');
  });

  it('shows no score block unless a score or stars are given', () => {
    renderCard();
    expect(screen.queryByRole('button', { name: /Score/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
  });

  it('shows the score with a bar kept within 10-95, the stars and the actions', () => {
    renderCard({
      score: 3,
      stars: 1,
      reasons: ['Weekend'],
      actions: <button type="button">Draft</button>,
    });
    const score = screen.getByRole('button', { name: 'Score 3 of 100' });
    expect(score.querySelector<HTMLElement>('.tm-game-card__score-fill')!.style.width).toBe('10%');
    expect(score).toHaveAccessibleDescription('Weekend');
    expect(screen.getByRole('img', { name: '1 of 5 stars' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draft' })).toBeInTheDocument();
  });

  it('describes the score by its rationale, then its reasons', async () => {
    const user = userEvent.setup();
    renderCard({
      score: 88,
      rationale: 'Cowboys at Giants is a must-see: a division rival in prime time.',
      reasons: ['Division rival', 'Prime time'],
    });
    const score = screen.getByRole('button', { name: 'Score 88 of 100' });
    expect(score).toHaveAccessibleDescription(
      'Cowboys at Giants is a must-see: a division rival in prime time. Division rival Prime time',
    );
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).not.toBeVisible();
    await user.hover(score);
    expect(tip).toBeVisible();
    expect(within(tip).getByText(/is a must-see/)).toBeVisible();
  });

  it('shows a rationale even when the score has no reason tags', () => {
    renderCard({ score: 40, rationale: 'A solid game.' });
    expect(screen.getByRole('button', { name: 'Score 40 of 100' })).toHaveAccessibleDescription(
      'A solid game.',
    );
  });
});

describe('scoreBarPercent', () => {
  it('clamps the visual bar to 10-95', () => {
    expect(scoreBarPercent(0)).toBe(10);
    expect(scoreBarPercent(50)).toBe(50);
    expect(scoreBarPercent(100)).toBe(95);
  });
});

describe('GameCard locked (free plan)', () => {
  it('stays clean: no score, stars, reasons, placeholder or lock text (the page says it once)', () => {
    renderCard({ score: 73, stars: 4, reasons: ['Division rival'], locked: true });
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent(SCORE_LOCKED);
    expect(card).not.toHaveTextContent('★');
    expect(screen.queryByRole('button', { name: /Score/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
    expect(card).not.toHaveTextContent('73');
    expect(card).not.toHaveTextContent('Division rival');
  });
});
