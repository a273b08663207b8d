import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import {
  Avatar,
  BrandLogo,
  Dropdown,
  DropdownItem,
  DropdownLabel,
  DropdownSeparator,
  IconButton,
  MOBILE_QUERY,
  useMediaQuery,
} from '@tiix/shared-ui';
import {
  selectSession,
  signedOut,
  useAppDispatch,
  useAppSelector,
  chosenName,
  useAuth,
  useProfile,
} from '@tiix/shared-data';
import { SCROLL_EFFECT_PX, useHideOnScroll } from './useHideOnScroll';
import { useUnfinishedDraft } from './useUnfinishedDraft';
import { useChatUnreadTotal } from '../chat-unread';
import { useSignedInUserId } from '../session';
import { TeamSwitcher, useTeamRestore } from '../team-switcher';
import { NamePrompt } from '../name-prompt';
import { NotificationBell } from '../notifications';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'shell-nav__link shell-nav__link--active' : 'shell-nav__link';

interface NavTarget {
  to: string;
  label: string;
  /** Only the exact path counts as active (the dashboard is the parent of every app page). */
  end?: boolean;
  /** Unread chat messages, shown as a count on the link. */
  unread?: number;
}

/** The top bar's links: Dashboard, Teams, Games, Draft (only with an unfinished draft), Payments. */
function navTargets(draftId: string | null, unread = 0): NavTarget[] {
  return [
    { to: '/app', label: 'Dashboard', end: true },
    { to: '/app/teams', label: 'Teams', unread },
    { to: '/app/games', label: 'Games' },
    ...(draftId ? [{ to: `/app/draft/${draftId}`, label: 'Draft' }] : []),
    { to: '/app/payments', label: 'Payments' },
  ];
}

/** A link's label with its unread count, read out as "Teams, 3 unread messages". */
function NavLabel({ link }: { link: NavTarget }) {
  if (!link.unread) return <>{link.label}</>;
  const shown = link.unread > 99 ? '99+' : String(link.unread);
  return (
    <>
      {link.label}
      <span className="shell-nav__badge" aria-hidden="true">
        {shown}
      </span>
      <span className="tx-visually-hidden">
        , {link.unread} unread {link.unread === 1 ? 'message' : 'messages'}
      </span>
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="M6 6l12 12M18 6 6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** The user menu's entries, shared by the desktop avatar menu and the phone menu. */
function AccountItems({ onSignOut }: { onSignOut: () => void }) {
  return (
    <>
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
      <DropdownItem tone="danger" onSelect={onSignOut}>
        Sign Out
      </DropdownItem>
    </>
  );
}

/**
 * The app area's layout: top navigation and the routed page. Below the 1024px breakpoint the
 * links and the user menu collapse into one menu button (a Radix menu: arrow keys, typeahead,
 * Escape returns focus to the button). The bar hides on scroll down, except while its menu is
 * open.
 */
export function AppLayout() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(SCROLL_EFFECT_PX) && !menuOpen;
  const draft = useUnfinishedDraft();
  const { teams, currentTeamId } = useTeamRestore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const { profile } = useProfile();
  const email = session.status === 'auth' ? session.email : null;
  const name = chosenName(profile);
  const who = name ?? email ?? 'Guest';

  // Growing past the breakpoint (rotation, resize) leaves no phone menu to keep open.
  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);

  const { client, user } = useAuth();
  const signOut = async () => {
    // With a session, the auth client signs out (all tabs follow); a guest just gets a new id.
    if (user) await client.signOut();
    else dispatch(signedOut());
    navigate('/');
  };

  const chatUnread = useChatUnreadTotal();
  const accountId = useSignedInUserId();
  const links = navTargets(draft?.id ?? null, chatUnread);
  const avatar = <Avatar name={name} email={email ?? undefined} size="sm" decorative />;

  return (
    <div className="shell-app">
      <header className={hidden ? 'shell-topbar shell-topbar--hidden' : 'shell-topbar'}>
        <div className="shell-topbar__inner">
          <NavLink to="/app" className="shell-topbar__brand" aria-label="Tiix dashboard">
            <BrandLogo tone="inverse" />
          </NavLink>
          {isMobile ? null : (
            <nav aria-label="Main" className="shell-nav">
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
                  <NavLabel link={link} />
                </NavLink>
              ))}
            </nav>
          )}
          <div className="shell-topbar__end">
            <TeamSwitcher teams={teams} currentTeamId={currentTeamId} />
            {/* Notifications are an account's: a guest has none. */}
            {accountId ? <NotificationBell /> : null}
            {isMobile ? (
              <Dropdown
                aria-label="Menu"
                open={menuOpen}
                onOpenChange={setMenuOpen}
                className="shell-mobile-menu"
                trigger={
                  <IconButton
                    aria-label="Menu"
                    className="shell-topbar__menu"
                    icon={<MenuIcon open={menuOpen} />}
                  />
                }
              >
                <DropdownLabel className="shell-mobile-menu__who">
                  {avatar}
                  <span>{who}</span>
                </DropdownLabel>
                <DropdownSeparator />
                {links.map((link) => (
                  <DropdownItem key={link.to} asChild>
                    {/* NavLink marks the current page with aria-current="page". */}
                    <NavLink to={link.to} end={link.end}>
                      <NavLabel link={link} />
                    </NavLink>
                  </DropdownItem>
                ))}
                <DropdownSeparator />
                <AccountItems onSignOut={() => void signOut()} />
              </Dropdown>
            ) : (
              <Dropdown
                aria-label="User menu"
                trigger={
                  <IconButton aria-label="User menu" className="shell-topbar__user" icon={avatar} />
                }
              >
                <DropdownLabel>{who}</DropdownLabel>
                <DropdownSeparator />
                <AccountItems onSignOut={() => void signOut()} />
              </Dropdown>
            )}
          </div>
        </div>
      </header>
      <main className="shell-main" id="main">
        <Outlet />
      </main>
      <NamePrompt />
    </div>
  );
}
