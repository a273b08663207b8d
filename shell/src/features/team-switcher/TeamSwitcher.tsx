import './team-switcher.css';
import { useNavigate } from 'react-router';
import { Button, Dropdown, DropdownItem, DropdownLabel } from '@tiix/shared-ui';
import {
  currentTeamChanged,
  useAppDispatch,
  type TeamSummaryFieldsFragment,
} from '@tiix/shared-data';

export interface TeamSwitcherProps {
  teams: readonly TeamSummaryFieldsFragment[];
  currentTeamId: string | null;
}

/**
 * The top bar's team menu (only when the user has more than one team). Picking a team
 * makes it current and opens its page.
 */
export function TeamSwitcher({ teams, currentTeamId }: TeamSwitcherProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (teams.length < 2) return null;
  const current = teams.find((t) => t.id === currentTeamId);

  return (
    <Dropdown
      aria-label="Switch team"
      align="end"
      trigger={
        <Button
          variant="secondary"
          size="sm"
          className="shell-team-switcher"
          // The visible name is kept inside the label, so voice control can still use it.
          aria-label={current ? `Switch team, current: ${current.name}` : 'Switch team'}
        >
          {current ? current.name : 'Select a Team'}
        </Button>
      }
    >
      <DropdownLabel>Your Teams</DropdownLabel>
      {teams.map((team) => {
        const isCurrent = team.id === currentTeamId;
        return (
          <DropdownItem
            key={team.id}
            aria-current={isCurrent ? 'true' : undefined}
            icon={isCurrent ? '✓' : <span />}
            onSelect={() => {
              dispatch(currentTeamChanged(team.id));
              void navigate(`/app/teams/${team.id}`);
            }}
          >
            {team.name}
            {isCurrent && <span className="tx-visually-hidden"> (current team)</span>}
          </DropdownItem>
        );
      })}
    </Dropdown>
  );
}
