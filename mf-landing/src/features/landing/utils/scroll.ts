import { prefersReducedMotion } from '@tiix/shared-ui';

/**
 * The parts of a click these helpers read: React's synthetic event and the DOM's own both fit,
 * so the live page and the server-rendered page's script (island.ts) share them.
 */
export interface ClickLike {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  preventDefault(): void;
}

/** Spec: scroll-to-top time-outs of 50 ms and 100 ms. */
export const SCROLL_TO_TOP_RETRY_MS = [50, 100] as const;

function behavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

function scrollWindowTo(top: number, scrollBehavior: ScrollBehavior) {
  if (typeof window.scrollTo !== 'function') return;
  try {
    window.scrollTo({ top, left: 0, behavior: scrollBehavior });
  } catch {
    // Very old engines only take (x, y).
    window.scrollTo(0, top);
  }
}

/** Sets or clears the hash without the browser jumping and without a router navigation. */
export function replaceHash(hash: string) {
  if (typeof window.history?.replaceState !== 'function') return;
  const { pathname, search } = window.location;
  // Keep history.state: the router stores its key and index there.
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * Smoothly scrolls the window to the top (instantly under reduced motion), even when already
 * there. Returns a function that cancels the follow-up timers.
 */
export function scrollToTop(): () => void {
  const scrollBehavior = behavior();
  const startY = window.scrollY || 0;
  scrollWindowTo(0, scrollBehavior);
  // A smooth scroll can be dropped when the page is still settling (a remote mounting, a font
  // swap) or when another scroll interrupts it. Re-issue it at 50 ms and 100 ms
  // if nothing has moved yet; a scroll already under way is left alone.
  const timers = SCROLL_TO_TOP_RETRY_MS.map((ms) =>
    window.setTimeout(() => {
      const y = window.scrollY || 0;
      if (y > 0 && y >= startY) scrollWindowTo(0, scrollBehavior);
    }, ms),
  );
  return () => timers.forEach((id) => window.clearTimeout(id));
}

/**
 * Scrolls to the element with this id (its CSS scroll-margin-top keeps it clear of the sticky
 * bar), writes the hash and optionally moves focus there. False when the element is missing.
 */
export function scrollToSection(
  id: string,
  { focus = true, smooth = true }: { focus?: boolean; smooth?: boolean } = {},
): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const scrollBehavior: ScrollBehavior = smooth ? behavior() : 'auto';
  if (typeof target.scrollIntoView === 'function') {
    target.scrollIntoView({ behavior: scrollBehavior, block: 'start' });
  } else {
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    scrollWindowTo(
      target.getBoundingClientRect().top + (window.scrollY || 0) - margin,
      scrollBehavior,
    );
  }
  replaceHash(`#${id}`);
  // Keyboard and screen-reader users continue from the section, not from the nav link.
  if (focus && typeof target.focus === 'function') target.focus({ preventScroll: true });
  return true;
}

/** True for a plain left click, i.e. one we may take over (not a new-tab or download click). */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** onClick for `<a href="#id">` links: smooth scroll and hash update instead of the jump. */
export function handleSectionLinkClick(event: ClickLike, id: string): boolean {
  if (!isPlainClick(event)) return false;
  if (!scrollToSection(id)) return false;
  event.preventDefault();
  return true;
}
