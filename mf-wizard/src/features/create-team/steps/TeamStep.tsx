import { useMemo } from 'react';
import { useQuery } from 'urql';
import { Input, Spinner } from '@tiix/shared-ui';
import { LeagueTeamsDocument, type LeagueTeamOption } from '../api';
import { Logo } from './Logo';
import { SCREEN_HANDLES_ERRORS } from '@tiix/shared-data';

/** Shortcuts offered when the league is the NFL. */
export const POPULAR_NFL_TEAMS = [
  'Dallas Cowboys',
  'New England Patriots',
  'Green Bay Packers',
  'Pittsburgh Steelers',
] as const;

export interface TeamStepProps {
  league: string;
  teamName: string;
  search: string;
  onSearch: (search: string) => void;
  onSelect: (team: LeagueTeamOption) => void;
}

export function TeamStep({ league, teamName, search, onSearch, onSelect }: TeamStepProps) {
  const [{ data, fetching, error }] = useQuery({
    query: LeagueTeamsDocument,
    variables: { league },
    pause: !league,
    context: SCREEN_HANDLES_ERRORS,
  });
  const teams = useMemo(() => data?.leagueTeams ?? [], [data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return teams;
    return teams.filter(
      (team) =>
        team.fullName.toLowerCase().includes(needle) ||
        team.abbreviation.toLowerCase().includes(needle),
    );
  }, [teams, search]);
  const popular =
    league === 'NFL'
      ? POPULAR_NFL_TEAMS.map((name) => teams.find((team) => team.fullName === name)).filter(
          (team): team is LeagueTeamOption => !!team,
        )
      : [];

  return (
    <div className="tx-wizard__fields">
      <h3 className="tx-wizard__step-title">Choose Team</h3>
      <Input
        label="Search teams"
        type="search"
        value={search}
        placeholder="Search teams"
        onChange={(event) => onSearch(event.target.value)}
      />
      {popular.length > 0 ? (
        <div className="tx-wizard__popular" aria-label="Popular teams" role="group">
          <span className="tx-wizard__muted">Popular:</span>
          {popular.map((team) => (
            <button
              key={team.id}
              type="button"
              className="tx-wizard__chip"
              aria-pressed={teamName === team.fullName}
              onClick={() => onSelect(team)}
            >
              {team.fullName}
            </button>
          ))}
        </div>
      ) : null}
      {fetching && !data ? <Spinner label="Loading teams" /> : null}
      {error && !data ? <p role="alert">Could not load the teams. Please try again.</p> : null}
      <div className="tx-wizard__grid" role="radiogroup" aria-label="Team">
        {shown.map((team) => (
          <button
            key={team.id}
            type="button"
            role="radio"
            aria-checked={teamName === team.fullName}
            className="tx-wizard__tile"
            onClick={() => onSelect(team)}
          >
            <Logo src={team.logoUrl} className="tx-wizard__logo" />
            <span className="tx-wizard__tile-name">{team.fullName}</span>
          </button>
        ))}
      </div>
      {data && shown.length === 0 ? (
        <p className="tx-wizard__muted">No teams match your search.</p>
      ) : null}
    </div>
  );
}
