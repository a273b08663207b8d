import { Badge, Select, Spinner } from '@tiix/shared-ui';
import { formatGameTime, seasonLabel } from '@tiix/domain';
import type { RealGame } from '../api';
import { DEFAULT_SEASON } from '../seasons';

export interface SeasonStepProps {
  league: string;
  teamName: string;
  season: string;
  seasons: readonly string[];
  games: readonly RealGame[];
  loading: boolean;
  onSeason: (season: string) => void;
}

/** Kickoff in the venue's zone, as on the games page, whatever the browser's own zone is. */
function gameWhen(game: RealGame): string {
  if (game.kickoff_epoch_ms === null) return game.game_date ? `${game.game_date} · TBD` : 'TBD';
  return formatGameTime({
    gameDate: game.game_date,
    kickoffEpochMs: game.kickoff_epoch_ms,
    kickoffTz: game.kickoff_tz,
    tzAbbr: game.tz_abbr,
  });
}

export function SeasonStep({
  league,
  teamName,
  season,
  seasons,
  games,
  loading,
  onSeason,
}: SeasonStepProps) {
  const options = (seasons.length > 0 ? seasons : [DEFAULT_SEASON]).map((value) => ({
    value,
    label: seasonLabel(league, value),
  }));
  return (
    <div className="tx-wizard__fields">
      <h3 className="tx-wizard__step-title">Season &amp; Review</h3>
      <Select
        label="Season"
        value={season}
        options={options}
        onChange={(event) => onSeason(event.target.value)}
      />
      <section aria-label="Upcoming home games">
        <h4 className="tx-wizard__subtitle">
          {teamName} home games · {seasonLabel(league, season)}
        </h4>
        {loading ? <Spinner label="Loading games" /> : null}
        {!loading && games.length === 0 ? (
          <p className="tx-wizard__muted">No games to preview yet.</p>
        ) : null}
        <ul className="tx-wizard__games">
          {games.map((game) => (
            <li key={game.id} className="tx-wizard__game">
              <span className="tx-wizard__game-opponent">vs {game.opponent}</span>
              <span className="tx-wizard__muted">{gameWhen(game)}</span>
              {game.venue ? <span className="tx-wizard__muted">{game.venue}</span> : null}
              {game.isPrimeTime ? <Badge tone="info">Prime time</Badge> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="What's next">
        <h4 className="tx-wizard__subtitle">What&apos;s next</h4>
        <ol className="tx-wizard__next">
          <li>Invite your friends to the team.</li>
          <li>Everyone ranks the games they want most.</li>
          <li>Draft the season&apos;s games in turn and settle payments.</li>
        </ol>
      </section>
    </div>
  );
}
