import { useState } from 'react';
import { Badge } from '@tiix/shared-ui';
import { formatGameTime, teamLogoUrl, type GameTimeFields } from './formatGameTime';
import './game-card.css';

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
}

function LightningIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M13 2 4 14h6l-1 8 9-12h-6z" fill="currentColor" />
    </svg>
  );
}

/** One game: opponent with logo, home or away, kickoff in the venue's zone, a Primetime mark. */
export function GameCard({ game, league }: GameCardProps) {
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
    </article>
  );
}
