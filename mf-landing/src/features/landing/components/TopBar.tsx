import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { BrandLogo, MOBILE_QUERY, useMediaQuery } from '@tiix/shared-ui';
import { ROUTES, SCROLL_EFFECT_PX, SECTIONS } from '../content';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { handleSectionLinkClick, isPlainClick, replaceHash, scrollToTop } from '../utils/scroll';
import { Icon } from './Icon';
import { SignInPanel } from '../../sign-in-panel';

const PANEL_ID = 'ld-nav-panel';

/** Fixed landing bar: logo, section links, Sign in and Get Started; a menu below 1024px. */
export function TopBar() {
  const scrolled = useScrolledPast(SCROLL_EFFECT_PX);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const cancelScrollRef = useRef<(() => void) | null>(null);
  const wasOpenRef = useRef(false);

  // Leaving the mobile layout (rotate, resize) closes the menu.
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile]);

  // Opening moves focus to the first link so keyboard users land inside the menu.
  useEffect(() => {
    if (open && !wasOpenRef.current) {
      panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    }
    wasOpenRef.current = open;
  }, [open]);

  // While open: Escape closes and returns focus to the button; a press outside the bar closes.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  useEffect(() => () => cancelScrollRef.current?.(), []);

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    // Cancels the router navigation too: Link skips navigating when the click is prevented.
    event.preventDefault();
    setOpen(false);
    replaceHash('');
    cancelScrollRef.current?.();
    cancelScrollRef.current = scrollToTop();
  };

  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (handleSectionLinkClick(event, id)) setOpen(false);
  };

  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing out of the open mobile menu closes it.
    const next = event.relatedTarget;
    if (open && next instanceof Node && !headerRef.current?.contains(next)) setOpen(false);
  };

  const className = [
    'ld-topbar',
    scrolled ? 'ld-topbar--scrolled' : '',
    open ? 'ld-topbar--open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header ref={headerRef} className={className}>
      <div className="ld-topbar__inner ld-container">
        <Link to="/" className="ld-logo" aria-label="Tiix, back to top" onClick={onLogoClick}>
          <BrandLogo height={30} title="Tiix" aria-hidden="true" />
        </Link>

        <div id={PANEL_ID} ref={panelRef} className="ld-topbar__panel" onBlur={onPanelBlur}>
          <nav className="ld-nav" aria-label="Primary">
            <ul className="ld-nav__list">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    className="ld-nav__link"
                    href={`#${section.id}`}
                    onClick={(event) => onSectionClick(event, section.id)}
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <SignInPanel />
        </div>

        <div className="ld-topbar__actions">
          <Link to={ROUTES.getStarted} className="ld-btn ld-btn--primary ld-btn--sm">
            Get Started
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className="ld-menu-btn"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen((value) => !value)}
          >
            {/* Both glyphs, one shown by aria-expanded (CSS), as on the server-rendered page. */}
            <Icon name="menu" className="ld-menu-btn__glyph ld-menu-btn__glyph--closed" />
            <Icon name="x" className="ld-menu-btn__glyph ld-menu-btn__glyph--open" />
          </button>
        </div>
      </div>
    </header>
  );
}
