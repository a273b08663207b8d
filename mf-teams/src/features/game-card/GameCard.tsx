import { useId, useState, type ReactNode } from 'react';
import { Badge } from '@tiix/shared-ui';
import { formatGameTime, teamLogoUrl, type GameTimeFields } from './formatGameTime';
import './game-card.css';
import { Glyph } from '../../shared/Glyph';

/** What a card needs of a game; the shared-data Game type fits it. */
export interface GameCardGame extends GameTimeFields {
  id: string;
  opponent: string;
  venue?: string | null;
  isHome: boolean;
  isPrimeTime: boolean;
}

export interface GameCardProps {
  game: GameCardGame;
  /** League id of the team, for the opponent's logo. */
  league: string;
  /** Game-quality score 0-100; the score block shows only when this is given. */
  score?: number | null;
  /** 1-5 stars next to the score. */
  stars?: number | null;
  /** Reason tags behind the score; up to 6 show when the score is hovered or focused. */
  reasons?: readonly string[];
  /** The score's one-sentence rationale, shown above the reasons. */
  rationale?: string | null;
  /** Controls under the card (rank picker, Draft). */
  actions?: ReactNode;
  /**
   * Free plan: the score is an Unlimited feature, so the card shows none of it (not even a
   * placeholder). The page says so once, with `ScoreLockedHint`.
   */
  locked?: boolean;
}

export const SCORE_LOCKED = 'The game score is an Unlimited feature';

/** At most this many reasons are shown under a score. */
export const MAX_REASONS = 6;

/** Visual only: an empty or full bar would read as 'no data' or 'perfect', so it stays in 10-95. */
export function scoreBarPercent(score: number): number {
  return Math.min(95, Math.max(10, score));
}

function Stars({ stars }: { stars: number }) {
  const n = Math.min(5, Math.max(0, Math.round(stars)));
  return (
    <span className="tm-game-card__stars" role="img" aria-label={`${n} of 5 stars`}>
      {'★'.repeat(n)}
      <span className="tm-game-card__stars-off">{'☆'.repeat(5 - n)}</span>
    </span>
  );
}

/**
 * The score with its bar; hover or focus shows its rationale and reasons in a tooltip it is
 * described by.
 */
function Score({
  score,
  reasons,
  rationale,
}: {
  score: number;
  reasons: readonly string[];
  rationale: string | null;
}) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const value = Math.round(Math.min(100, Math.max(0, score)));
  const shown = reasons.slice(0, MAX_REASONS);
  const explained = !!rationale || shown.length > 0;
  return (
    <div
      className="tm-game-card__score"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="tm-game-card__score-value"
        aria-label={`Score ${value} of 100`}
        aria-describedby={explained ? tipId : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true">{value}</span>
        <span className="tm-game-card__score-track" aria-hidden="true">
          <span
            className="tm-game-card__score-fill"
            style={{ width: `${scoreBarPercent(value)}%` }}
          />
        </span>
      </button>
      {explained ? (
        <div id={tipId} role="tooltip" className="tm-game-card__reasons" hidden={!open}>
          {rationale ? <p className="tm-game-card__rationale">{rationale}</p> : null}
          {shown.length ? (
            <ul>
              {shown.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function LockIcon() {
  return (
    <Glyph
      size={14}
      d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z"
    />
  );
}

function LightningIcon() {
  return <Glyph size={14} d="M13 2 4 14h6l-1 8 9-12h-6z" />;
}

/** One game: opponent with logo, home or away, kickoff in the venue's zone, a Primetime mark. */
export function GameCard({
  game,
  league,
  score,
  stars,
  reasons = [],
  rationale = null,
  actions,
  locked = false,
}: GameCardProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const when = formatGameTime(game);
  return (
    <article className="tm-game-card" aria-label={`${game.isHome ? 'vs' : 'at'} ${game.opponent}`}>
      <div className="tm-game-card__team">
        {logoFailed ? null : (
          <img
            className="tm-game-card__logo"
            src={teamLogoUrl(league, game.opponent)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            onError={() => setLogoFailed(true)}
          />
        )}
        <div>
          <h3 className="tm-game-card__opponent">{game.opponent}</h3>
          <Badge tone={game.isHome ? 'brand' : 'neutral'}>{game.isHome ? 'Home' : 'Away'}</Badge>
          {game.isPrimeTime ? (
            <span className="tm-game-card__prime" title="Primetime">
              <LightningIcon />
              Primetime
            </span>
          ) : null}
        </div>
      </div>
      <p className="tm-game-card__time">
        <time dateTime={when === 'TBD' ? undefined : (game.gameDate ?? undefined)}>{when}</time>
      </p>
      {game.venue ? <p className="tm-game-card__venue">{game.venue}</p> : null}
      {/* A locked score is left out of the page entirely, not hidden. */}
      {!locked && (typeof score === 'number' || typeof stars === 'number') ? (
        <div className="tm-game-card__quality">
          {typeof score === 'number' ? (
            <Score score={score} reasons={reasons} rationale={rationale} />
          ) : null}
          {typeof stars === 'number' ? <Stars stars={stars} /> : null}
        </div>
      ) : null}
      {actions ? <div className="tm-game-card__actions">{actions}</div> : null}
    </article>
  );
}
