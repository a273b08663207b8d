import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog, IconButton } from '@tiix/shared-ui';
import { clearSignInPanelRequest, hasSignInPanelRequest } from '../../shared/signInPanelRequest';
import { SignInPanelContent } from './SignInPanelContent';
import { useIsMobile } from './useIsMobile';
import './sign-in-panel.css';

const LOGIN_PATH = '/login';
const APP_PATH = '/app';

/** A click the browser should handle itself (new tab, new window, download) is left alone. */
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function CloseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6 6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * The landing bar's "Sign in": a dropdown on desktop and a modal below 1024px. It closes with its
 * close button, Escape or a click outside. The trigger stays a real link to /login, so opening it
 * in a new tab (or without scripts) still reaches a sign-in form.
 */
export function SignInPanel({ className }: { className?: string }) {
  // Pressed on the server-rendered page before this one loaded: open at once.
  const [open, setOpen] = useState(hasSignInPanelRequest);
  useEffect(clearSignInPanelRequest, []);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = `${panelId}-title`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const proceed = useCallback(() => {
    setOpen(false);
    navigate(APP_PATH);
  }, [navigate]);

  // Desktop dropdown: Escape closes and returns focus; a press outside closes.
  useEffect(() => {
    if (!open || isMobile) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && wrapperRef.current?.contains(event.target)) return;
      close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, isMobile, close]);

  const onTriggerClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen((value) => !value);
  };

  return (
    <div ref={wrapperRef} className={['sip', className].filter(Boolean).join(' ')}>
      <Link
        ref={triggerRef}
        to={LOGIN_PATH}
        className="ld-btn ld-btn--quiet ld-topbar__signin sip-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && !isMobile ? panelId : undefined}
        onClick={onTriggerClick}
      >
        Sign in
      </Link>

      {open && !isMobile ? (
        <div id={panelId} role="dialog" aria-labelledby={titleId} className="sip-dropdown">
          <div className="sip-dropdown__header">
            <h2 id={titleId} className="sip-title">
              Sign in
            </h2>
            <IconButton
              aria-label="Close"
              variant="ghost"
              size="sm"
              icon={<CloseGlyph />}
              onClick={() => close(true)}
            />
          </div>
          <SignInPanelContent onProceed={proceed} />
        </div>
      ) : null}

      {isMobile ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Sign in"
          size="sm"
          className="sip-modal"
          // The content focuses its own first field; Radix would pick the first tab instead.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          {open ? <SignInPanelContent onProceed={proceed} /> : null}
        </Dialog>
      ) : null}
    </div>
  );
}
