import { useQuery } from 'urql';
import { Spinner } from '@tiix/shared-ui';
import { LeaguesDocument } from '../api';
import { Logo } from './Logo';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

export function LeagueStep({
  league,
  onSelect,
}: {
  league: string;
  onSelect: (league: string) => void;
}) {
  const [{ data, fetching, error }] = useQuery({
    query: LeaguesDocument,
    context: SCREEN_HANDLES_ERRORS,
  });
  if (fetching && !data) return <Spinner label="Loading leagues" />;
  if (error && !data) return <p role="alert">Could not load the leagues. Please try again.</p>;
  return (
    <div>
      <h3 className="tx-wizard__step-title">Select League</h3>
      <div className="tx-wizard__grid" role="radiogroup" aria-label="League">
        {(data?.leagues ?? []).map((item) => (
          <button
            key={item.id}
            type="button"
            role="radio"
            aria-checked={league === item.id}
            className="tx-wizard__tile"
            onClick={() => onSelect(item.id)}
          >
            <Logo src={item.logoUrl} className="tx-wizard__logo" />
            <span className="tx-wizard__tile-name">{item.id}</span>
            <span className="tx-wizard__tile-meta">{item.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
