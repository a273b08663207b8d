import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import {
  Avatar,
  BrandLogo,
  Dropdown,
  DropdownItem,
  DropdownSeparator,
  IconButton,
} from '@tiix/shared-ui';
import {
  selectSession,
  signedOut,
  useAppDispatch,
  useAppSelector,
  useAuth,
} from '@tiix/shared-data';
import { useHideOnScroll } from './useHideOnScroll';
import { useUnfinishedDraft } from './useUnfinishedDraft';
import { TeamSwitcher } from '../team-switcher/TeamSwitcher';
import { useTeamRestore } from '../team-switcher/useTeamRestore';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'shell-nav__link shell-nav__link--active' : 'shell-nav__link';

/** The app area's layout: top navigation (hides on scroll down) and the routed page. */
export function AppLayout() {
  const hidden = useHideOnScroll();
  const draft = useUnfinishedDraft();
  const { teams, currentTeamId } = useTeamRestore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const who = session.status === 'auth' ? session.email : 'Guest';

  const { client, user } = useAuth();
  const signOut = async () => {
    // With a session, the auth client signs out (all tabs follow); a guest just gets a new id.
    if (user) await client.signOut();
    else dispatch(signedOut());
    navigate('/');
  };

  return (
    <div className="shell-app">
      <header className={hidden ? 'shell-topbar shell-topbar--hidden' : 'shell-topbar'}>
        <div className="shell-topbar__inner">
          <NavLink to="/app" className="shell-topbar__brand" aria-label="Tiix dashboard">
            <BrandLogo tone="inverse" />
          </NavLink>
          <nav aria-label="Main" className="shell-nav">
            <NavLink to="/app" end className={navClass}>
              Dashboard
            </NavLink>
            <NavLink to="/app/teams" className={navClass}>
              Teams
            </NavLink>
            <NavLink to="/app/games" className={navClass}>
              Games
            </NavLink>
            {draft && (
              <NavLink to={`/app/draft/${draft.id}`} className={navClass}>
                Draft
              </NavLink>
            )}
            <NavLink to="/app/payments" className={navClass}>
              Payments
            </NavLink>
          </nav>
          <TeamSwitcher teams={teams} currentTeamId={currentTeamId} />
          <Dropdown
            aria-label="User menu"
            trigger={
              <IconButton
                aria-label="User menu"
                className="shell-topbar__user"
                icon={<Avatar name={who} size="sm" decorative />}
              />
            }
          >
            <DropdownItem asChild>
              <Link to="/app/profile">Profile</Link>
            </DropdownItem>
            <DropdownItem asChild>
              <Link to="/app/settings">Settings</Link>
            </DropdownItem>
            <DropdownItem asChild>
              <Link to="/legal">Legal</Link>
            </DropdownItem>
            <DropdownSeparator />
            <DropdownItem tone="danger" onSelect={() => void signOut()}>
              Sign Out
            </DropdownItem>
          </Dropdown>
        </div>
      </header>
      <main className="shell-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
